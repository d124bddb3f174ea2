import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, DIALECTS, register, startServer, type TestServer } from '../../../test/harness';
import { inSpanish } from '../../../test/rows';
import { zonedInstant } from '../../services/zonedTime';
import {
  REMINDER_JOB,
  type ReminderPayload,
  reminderDue,
  reminderKey,
  reminderSchedule,
  scheduleReminders,
  sendReminder,
} from './reminders';

const MADRID = 'Europe/Madrid';
const iso = (date: Date) => date.toISOString();

describe('reminderSchedule: exactly 24 h and 2 h before, only those still ahead', () => {
  it('spring: a Monday 10:00 visit confirmed on Friday (CET) is reminded in CEST', () => {
    const startsAt = zonedInstant('2027-03-29', '10:00', MADRID);
    const confirmed = new Date('2027-03-26T09:00:00Z');
    expect(reminderSchedule(startsAt, confirmed).map(({ kind, due }) => [kind, iso(due)])).toEqual([
      ['24h', '2027-03-28T08:00:00.000Z'],
      ['2h', '2027-03-29T06:00:00.000Z'],
    ]);
  });

  it('autumn: a Monday 10:00 visit confirmed on Friday (CEST) is reminded in CET', () => {
    const startsAt = zonedInstant('2027-11-01', '10:00', MADRID);
    const confirmed = new Date('2027-10-29T08:00:00Z');
    expect(reminderSchedule(startsAt, confirmed).map(({ kind, due }) => [kind, iso(due)])).toEqual([
      ['24h', '2027-10-31T09:00:00.000Z'],
      ['2h', '2027-11-01T07:00:00.000Z'],
    ]);
  });

  it('skips the reminders whose instant has passed', () => {
    const startsAt = new Date('2027-03-30T13:00:00Z');
    // Confirmed 5 h before: only the 2 h reminder.
    expect(reminderSchedule(startsAt, new Date('2027-03-30T08:00:00Z')).map((r) => r.kind)).toEqual(['2h']);
    // Confirmed 1 h before, or after the start: none.
    expect(reminderSchedule(startsAt, new Date('2027-03-30T12:00:00Z'))).toEqual([]);
    expect(reminderSchedule(startsAt, new Date('2027-03-30T14:00:00Z'))).toEqual([]);
    // Exactly at an instant: that one is not ahead any more.
    expect(reminderSchedule(startsAt, reminderDue(startsAt, '24h')).map((r) => r.kind)).toEqual(['2h']);
  });

  it('keys each job by visit, reminder and start', () => {
    expect(reminderKey({ appointmentId: 7, kind: '2h', startsAt: '2027-03-29T08:00:00.000Z' })).toBe(
      'reminder:7:2h:2027-03-29T08:00:00.000Z',
    );
  });
});

/** Friday 26 March 2027, 10:00 in Madrid (winter time until Sunday). */
const FRIDAY = new Date('2027-03-26T09:00:00Z');

describe.each(DIALECTS)('the reminder job’s handler on %s', (dialect) => {
  let server: TestServer;
  let now = FRIDAY;
  let tenant: Account;
  let owner: Account;
  let propertyId: number;
  const ctx = () => server.app.ctx;

  /** A visit asked for and confirmed now: its id and start. */
  async function confirmedVisit(date: string, time: string) {
    const visit = await tenant.client.appointments.create({ property: propertyId, date, time });
    await owner.client.appointments.changeStatus(visit.id, { status: 'confirmada' });
    return { id: visit.id, startsAt: iso(zonedInstant(date, time, MADRID)) };
  }

  const notificationsOf = (id: number) =>
    ctx()
      .db.selectFrom('notifications')
      .select(['user_id', 'code', 'params'])
      .where('related_object_id', '=', id)
      .where('event_type', '=', 'appointment_reminder')
      .execute()
      .then((rows) => rows.map((row) => ({ user_id: row.user_id, title: inSpanish(row).title })));

  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => now, mailer: { send: async () => undefined } });
    [tenant, owner] = await Promise.all([register(server, 'inquilino'), register(server, 'propietario')]);
    propertyId = (
      await owner.client.properties.create({
        title: 'Piso en Malasaña',
        description: 'Exterior.',
        property_type: 'apartamento',
        price: 1000,
        size: 60,
        address: 'Calle del Pez 3',
        city: 'Madrid',
        postal_code: '28004',
        bedrooms: 2,
        bathrooms: 1,
      })
    ).id;
  });
  afterAll(() => server.close());

  it('sends once: a second run of the same reminder finds it claimed', async () => {
    now = FRIDAY;
    const visit = await confirmedVisit('2027-03-29', '10:00');
    const payload: ReminderPayload = { appointmentId: visit.id, kind: '24h', startsAt: visit.startsAt };
    now = new Date('2027-03-28T08:00:00Z');
    const [first, second] = await Promise.all([sendReminder(ctx(), payload), sendReminder(ctx(), payload)]);
    expect([first, second].sort()).toEqual(['already-sent', 'sent']);
    expect(await sendReminder(ctx(), payload)).toBe('already-sent');
    const told = await notificationsOf(visit.id);
    expect(told.map((n) => n.user_id).sort()).toEqual([tenant.user.id, owner.user.id].sort());
    const row = await ctx()
      .db.selectFrom('appointments')
      .select(['reminded_24h_at', 'reminded_2h_at'])
      .where('id', '=', visit.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reminded_24h_at: '2027-03-28T08:00:00.000Z', reminded_2h_at: null });
  });

  it('does not queue a reminder twice for one visit and start', async () => {
    now = FRIDAY;
    const visit = await confirmedVisit('2027-03-29', '10:30');
    // Queued by the confirmation already: asking again queues nothing.
    expect(await scheduleReminders(ctx(), { id: visit.id, date: '2027-03-29', time: '10:30' })).toEqual([]);
  });

  it('sends nothing for a visit moved, started, not confirmed or gone, nor long before its time', async () => {
    now = FRIDAY;
    const visit = await confirmedVisit('2027-03-29', '11:00');
    const payload: ReminderPayload = { appointmentId: visit.id, kind: '2h', startsAt: visit.startsAt };
    // Run a day early (a clock far off): not sent, and still to be sent at its time.
    now = new Date('2027-03-28T09:00:00Z');
    expect(await sendReminder(ctx(), payload)).toBe('early');
    // Another start than the visit's: the visit was moved since this job was queued.
    now = new Date('2027-03-29T07:00:00Z');
    expect(await sendReminder(ctx(), { ...payload, startsAt: '2027-03-29T10:00:00.000Z' })).toBe('moved');
    // At or after the start.
    now = new Date('2027-03-29T09:00:00Z');
    expect(await sendReminder(ctx(), payload)).toBe('started');
    now = new Date('2027-03-29T07:00:00Z');
    await ctx()
      .db.updateTable('appointments')
      .set({ status: 'cancelada' })
      .where('id', '=', visit.id)
      .execute();
    expect(await sendReminder(ctx(), payload)).toBe('not-confirmed');
    expect(await sendReminder(ctx(), { ...payload, appointmentId: 999_999 })).toBe('gone');
    expect(await notificationsOf(visit.id)).toEqual([]);
  });

  it('is the worker of the job name the queue runs', async () => {
    now = FRIDAY;
    const visit = await confirmedVisit('2027-03-29', '11:30');
    // A payload it cannot read is dropped, not retried for ever.
    await ctx().jobs.send(REMINDER_JOB, { nonsense: true });
    await ctx().jobs.drain();
    expect(await notificationsOf(visit.id)).toEqual([]);
  });
});
