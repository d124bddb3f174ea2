import { createClient } from '@convive/sdk';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Account,
  BOSS_JOBS,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { inSpanish } from '../../../test/rows';
import type { SendOptions } from '../../jobs/queue';
import type { Mail } from '../../services/mailer';
import { REMINDER_JOB, type ReminderPayload } from './reminders';

/**
 * Visits in the calendar: the e-mails of a visit between accounts, with its `.ics`, and the
 * reminders 24 h and 2 h before a confirmed visit, across the daylight-saving changes.
 *
 * The queue decides when a job is due by the real clock (the database's, with pg-boss), and the
 * reminders of these visits are due in 2027: "time passes" here by moving the server's clock and
 * making due the reminder jobs whose instant the clock has reached (`advanceTo`).
 */

const PUBLIC_URL = 'https://convive.example';
/** Friday 26 March 2027, 09:00 in Madrid (CET, +1; the clocks go forward on Sunday the 28th). */
const SPRING_FRIDAY = new Date('2027-03-26T08:00:00Z');
/** Friday 29 October 2027, 09:00 in Madrid (CEST, +2; the clocks go back on Sunday the 31st). */
const AUTUMN_FRIDAY = new Date('2027-10-29T07:00:00Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (vtimezone) ICAL.TimezoneService.register(vtimezone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    status: vevent.getFirstPropertyValue('status'),
    event: new ICAL.Event(vevent),
  };
}

/** The `.ics` a mail carries, parsed back. */
function calendarOf(mail: Mail | undefined) {
  expect(mail?.attachments).toHaveLength(1);
  const [file] = mail?.attachments ?? [];
  expect(file?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)$/);
  return parse(file?.content ?? '');
}

describe.each(DIALECTS)('visit e-mails and reminders on %s', (dialect) => {
  let server: TestServer;
  let now = SPRING_FRIDAY;
  const mails: Mail[] = [];
  const queued: { name: string; payload: unknown; options: SendOptions | undefined }[] = [];
  let tenant: Account;
  let owner: Account;
  let propertyId: number;
  let serial = 0;

  const db = () => server.app.ctx.db;
  const mailsTo = (email: string) => mails.filter((m) => m.to === email);
  /** The mails about one visit (their event's UID): other tests' visits have reminders too. */
  const mailsAbout = (id: number, email?: string) =>
    mails.filter(
      (m) =>
        (email === undefined || m.to === email) &&
        (m.attachments ?? []).some((file) => file.content.includes(`UID:appointment-${id}@`)),
    );
  const remindersOf = (id: number) =>
    queued
      .filter((job) => job.name === REMINDER_JOB && (job.payload as ReminderPayload).appointmentId === id)
      .map((job) => ({
        kind: (job.payload as ReminderPayload).kind,
        startAfter: job.options?.startAfter?.toISOString(),
        singletonKey: job.options?.singletonKey,
      }));
  const reminderNotifications = (id: number) =>
    db()
      .selectFrom('notifications')
      .select(['user_id', 'code', 'params'])
      .where('related_object_id', '=', id)
      .where('event_type', '=', 'appointment_reminder')
      .orderBy('id')
      .execute()
      .then((rows) =>
        rows.map(({ user_id, code, params }) => {
          const { title, message } = inSpanish({ code, params });
          return { user_id, title, message };
        }),
      );

  /** Moves the clock to `instant` and runs the reminders due by then (and the mail they queue). */
  async function advanceTo(instant: Date) {
    now = instant;
    if (dialect === 'sqlite') {
      await sql`update jobs set start_after = ${new Date(Date.now() - 1000).toISOString()}
        where name = ${REMINDER_JOB} and state in ('created', 'retry') and start_after <= ${instant.toISOString()}`.execute(
        db(),
      );
    } else {
      await sql`update ${BOSS_JOBS} set start_after = now() - interval '1 second'
        where name = ${REMINDER_JOB} and state = 'created' and start_after <= ${instant.toISOString()}::timestamptz`.execute(
        db(),
      );
    }
    await server.app.ctx.jobs.drain();
  }

  /** New sessions for both at the clock's time: theirs expire when the clock jumps months ahead. */
  async function signInAgain() {
    const fresh = async (account: Account): Promise<Account> => {
      const { token } = await server
        .client()
        .auth.login({ email: account.email, password: account.password });
      return { ...account, token, client: server.client(token) };
    };
    [tenant, owner] = await Promise.all([fresh(tenant), fresh(owner)]);
  }

  /** A visit the tenant asks for now; the landlord confirms it at `confirmAt` (the clock stays there). */
  async function visit(date: string, time: string, confirmAt?: Date) {
    await signInAgain();
    const created = await tenant.client.appointments.create({ property: propertyId, date, time });
    if (confirmAt) {
      now = confirmAt;
      await signInAgain();
      await owner.client.appointments.changeStatus(created.id, { status: 'confirmada' });
    }
    return created.id;
  }

  beforeAll(async () => {
    server = await startServer(dialect, {
      clock: () => now,
      config: { publicUrl: PUBLIC_URL },
      mailer: {
        send: async (mail) => {
          // Whatever is sent survives a JSON round trip (the queue carries it).
          mails.push(JSON.parse(JSON.stringify(mail)) as Mail);
        },
      },
    });
    const jobs = server.app.ctx.jobs;
    const send = jobs.send.bind(jobs);
    jobs.send = async (name, payload, options) => {
      queued.push({ name, payload, options });
      return send(name, payload, options);
    };
    [tenant, owner] = await Promise.all([
      register(server, 'inquilino', { first_name: 'Lucía', last_name: 'Martín' }),
      register(server, 'propietario', { first_name: 'Carmen', last_name: 'Vidal' }),
    ]);
    // The landlord chose English: their stored language, so their e-mails are English.
    await owner.client.users.update(owner.user.id, { language: 'en' });
    propertyId = (
      await owner.client.properties.create({
        title: 'Ático en Lavapiés',
        description: 'Con terraza.',
        property_type: 'atico',
        price: 1200,
        size: 80,
        address: 'Calle del Ave María 5',
        city: 'Madrid',
        postal_code: '28012',
        bedrooms: 2,
        bathrooms: 1,
      })
    ).id;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.app.ctx.jobs.drain();
    mails.length = 0;
    queued.length = 0;
    serial += 1;
  });

  describe('the e-mails of a visit between accounts', () => {
    it('asked for: the landlord (in English) and a copy to the tenant, each with a TENTATIVE REQUEST', async () => {
      now = SPRING_FRIDAY;
      const id = await visit('2027-03-29', '09:00');
      await server.app.ctx.jobs.drain();
      const [toLandlord] = mailsTo(owner.email);
      expect(toLandlord?.subject).toBe('New visit request: “Ático en Lavapiés”');
      expect(toLandlord?.text).toContain('Hello Carmen Vidal,');
      expect(toLandlord?.text).toContain(
        'Lucía Martín has asked to visit “Ático en Lavapiés” on 29 March 2027 at 09:00.',
      );
      expect(toLandlord?.text).toContain(`${PUBLIC_URL}/dashboard/appointments`);
      const landlordCalendar = calendarOf(toLandlord);
      expect(landlordCalendar).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE' });
      expect(landlordCalendar.event.uid).toBe(`appointment-${id}@convive.example`);
      expect(landlordCalendar.event.sequence).toBe(0);
      // The event's words are the recipient's too.
      expect(landlordCalendar.event.summary).toBe('Visit: Ático en Lavapiés');

      const [copy] = mailsTo(tenant.email);
      expect(copy?.subject).toBe('Has solicitado una visita a «Ático en Lavapiés»');
      expect(copy?.text).toContain('Hola Lucía Martín:');
      expect(copy?.text).toContain('Gracias por usar Convive.');
      expect(calendarOf(copy)).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE' });
      expect(mails).toHaveLength(2);
    });

    it('confirmed: the tenant, a CONFIRMED REQUEST one SEQUENCE later, with the landlord’s message', async () => {
      now = SPRING_FRIDAY;
      await signInAgain();
      const created = await tenant.client.appointments.create({
        property: propertyId,
        date: '2027-03-30',
        time: '09:00',
      });
      await owner.client.appointments.changeStatus(created.id, {
        status: 'confirmada',
        response_message: 'Te espero.',
      });
      await server.app.ctx.jobs.drain();
      const [, confirmed] = mailsTo(tenant.email);
      expect(confirmed?.subject).toBe('Visita confirmada: «Ático en Lavapiés»');
      expect(confirmed?.text).toContain(
        'Carmen Vidal ha confirmado tu visita a «Ático en Lavapiés» el 30 de marzo de 2027 a las 09:00.',
      );
      expect(confirmed?.text).toContain('Mensaje: «Te espero.»');
      // It comes from a no-reply address: an answer goes to the landlord, and the text says so.
      expect(confirmed?.replyTo).toEqual({ name: 'Carmen Vidal', address: owner.email });
      expect(confirmed?.text).toContain('Para escribir a Carmen Vidal, responde a este correo.');
      const sent = calendarOf(confirmed);
      expect(sent).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED' });
      expect(sent.event.uid).toBe(`appointment-${created.id}@convive.example`);
      expect(sent.event.sequence).toBe(1);
      // The landlord made the change: no mail to them about it.
      expect(mailsTo(owner.email)).toHaveLength(1);
    });

    it('rejected: the tenant, a CANCEL; cancelled by the tenant: the landlord, a CANCEL in English', async () => {
      now = SPRING_FRIDAY;
      const rejected = await visit('2027-03-30', '10:00');
      await owner.client.appointments.changeStatus(rejected, { status: 'cancelada' });
      const withdrawn = await visit('2027-03-30', '10:30');
      await tenant.client.appointments.changeStatus(withdrawn, { status: 'cancelada' });
      await server.app.ctx.jobs.drain();

      const rejection = mailsTo(tenant.email).find((m) => m.subject.startsWith('Visita rechazada'));
      expect(rejection?.text).toContain(
        'Carmen Vidal ha rechazado tu solicitud de visita a «Ático en Lavapiés»',
      );
      expect(rejection?.text).toContain('El archivo .ics adjunto quita la visita de tu calendario.');
      expect(rejection?.replyTo).toEqual({ name: 'Carmen Vidal', address: owner.email });
      const cancel = calendarOf(rejection);
      expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
      expect(cancel.event.uid).toBe(`appointment-${rejected}@convive.example`);
      expect(cancel.event.sequence).toBe(1);

      const withdrawal = mailsTo(owner.email).find((m) => m.subject.startsWith('Visit cancelled'));
      expect(withdrawal?.text).toContain(
        'Lucía Martín has cancelled the visit to “Ático en Lavapiés” on 30 March 2027 at 10:30.',
      );
      expect(withdrawal?.text).toContain('The attached .ics file removes the visit from your calendar.');
      // Nothing in it asks the landlord to answer: no Reply-To (the no-reply From).
      expect(withdrawal?.replyTo).toBeUndefined();
      expect(withdrawal?.text).not.toMatch(/reply to this e-mail/);
      const removed = calendarOf(withdrawal);
      expect(removed).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
      expect(removed.event.uid).toBe(`appointment-${withdrawn}@convive.example`);
      // Who made each change is not mailed about it.
      expect(mailsTo(owner.email).filter((m) => m.subject.includes('rejected'))).toEqual([]);
      expect(mailsTo(tenant.email).filter((m) => m.subject.startsWith('Visita cancelada'))).toEqual([]);
    });

    it('respects an account’s e-mail preference: the bell only', async () => {
      now = SPRING_FRIDAY;
      await db()
        .insertInto('tenant_preferences')
        .values({ user_id: tenant.user.id, email_notifications: 0 })
        .onConflict((c) => c.column('user_id').doUpdateSet({ email_notifications: 0 }))
        .execute();
      try {
        const id = await visit('2027-03-31', '09:00', SPRING_FRIDAY);
        await server.app.ctx.jobs.drain();
        expect(mailsTo(tenant.email)).toEqual([]);
        expect(mailsTo(owner.email)).toHaveLength(1);
        const told = await db()
          .selectFrom('notifications')
          .select('event_type')
          .where('user_id', '=', tenant.user.id)
          .where('related_object_id', '=', id)
          .execute();
        expect(told.map((n) => n.event_type)).toEqual(['appointment_confirmed']);
      } finally {
        await db()
          .updateTable('tenant_preferences')
          .set({ email_notifications: 1 })
          .where('user_id', '=', tenant.user.id)
          .execute();
      }
    });
  });

  describe('reminders', () => {
    it('spring: Monday 10:00 confirmed on Friday in winter time is reminded at 08:00Z Sunday and 06:00Z Monday', async () => {
      now = SPRING_FRIDAY;
      const id = await visit('2027-03-29', '10:00', new Date('2027-03-26T09:00:00Z'));
      const startsAt = '2027-03-29T08:00:00.000Z';
      expect(remindersOf(id)).toEqual([
        {
          kind: '24h',
          startAfter: '2027-03-28T08:00:00.000Z',
          singletonKey: `reminder:${id}:24h:${startsAt}`,
        },
        { kind: '2h', startAfter: '2027-03-29T06:00:00.000Z', singletonKey: `reminder:${id}:2h:${startsAt}` },
      ]);
      await server.app.ctx.jobs.drain();
      mails.length = 0;

      // A minute before: nothing yet.
      await advanceTo(new Date('2027-03-28T07:59:00Z'));
      expect(await reminderNotifications(id)).toEqual([]);
      expect(mailsAbout(id)).toEqual([]);

      await advanceTo(new Date('2027-03-28T08:00:00Z'));
      const first = await reminderNotifications(id);
      expect(first.map((n) => n.user_id).sort()).toEqual([tenant.user.id, owner.user.id].sort());
      expect(first.every((n) => n.title === 'Recordatorio de visita')).toBe(true);
      expect(first.find((n) => n.user_id === tenant.user.id)?.message).toBe(
        'Tu visita a «Ático en Lavapiés» es el 29 de marzo de 2027 a las 10:00.',
      );
      expect(first.find((n) => n.user_id === owner.user.id)?.message).toBe(
        'Tienes una visita de Lucía Martín a «Ático en Lavapiés» el 29 de marzo de 2027 a las 10:00.',
      );
      // The landlord reads theirs in English.
      const bell = await server.client(owner.token).notifications.list({ page_size: 5 });
      expect(bell.results.map((n) => n.title)).toContain('Recordatorio de visita');
      const inEnglish = createClient({
        baseUrl: server.baseUrl,
        getToken: () => owner.token,
        fetch: (input, init) => {
          const request = new Request(input, init);
          request.headers.set('accept-language', 'en');
          return fetch(request);
        },
      });
      const english = await inEnglish.notifications.list({ page_size: 5 });
      expect(english.results.map((n) => n.message)).toContain(
        'You have a visit from Lucía Martín to “Ático en Lavapiés” on 29 March 2027 at 10:00.',
      );
      expect(english.results.map((n) => n.title)).toContain('Visit reminder');

      expect(
        mailsAbout(id)
          .map((m) => m.to)
          .sort(),
      ).toEqual([tenant.email, owner.email].sort());
      const toTenant = mailsAbout(id, tenant.email)[0];
      expect(toTenant?.subject).toBe('Recordatorio de visita: «Ático en Lavapiés»');
      expect(toTenant?.text).toContain(
        'Mañana tienes una visita a «Ático en Lavapiés»: el 29 de marzo de 2027 a las 10:00.',
      );
      expect(toTenant?.text).toContain('Dirección: Calle del Ave María 5, Madrid');
      expect(toTenant?.text).toContain(`Propietario: Carmen Vidal · ${owner.email}`);
      expect(toTenant?.text).toContain('Para escribir a Carmen Vidal, responde a este correo.');
      expect(toTenant?.replyTo).toEqual({ name: 'Carmen Vidal', address: owner.email });
      const toLandlord = mailsAbout(id, owner.email)[0];
      expect(toLandlord?.subject).toBe('Visit reminder: “Ático en Lavapiés”');
      expect(toLandlord?.text).toContain(
        'Tomorrow you have a visit to “Ático en Lavapiés”: on 29 March 2027 at 10:00.',
      );
      expect(toLandlord?.text).toContain(`Tenant: Lucía Martín · ${tenant.email}`);
      expect(toLandlord?.replyTo).toBeUndefined();
      for (const mail of [toTenant, toLandlord]) {
        const sent = calendarOf(mail);
        expect(sent).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED' });
        expect(sent.event.uid).toBe(`appointment-${id}@convive.example`);
        expect(sent.event.sequence).toBe(1);
        expect(sent.event.startDate.toJSDate().toISOString()).toBe(startsAt);
      }

      // Never twice: the queue run again, the landlord confirming again.
      await advanceTo(new Date('2027-03-28T09:00:00Z'));
      await signInAgain();
      const again = await failure(owner.client.appointments.changeStatus(id, { status: 'confirmada' }));
      expect(again.status).toBe(400);
      await server.app.ctx.jobs.drain();
      expect(await reminderNotifications(id)).toHaveLength(2);
      expect(mailsAbout(id)).toHaveLength(2);
      expect(remindersOf(id)).toHaveLength(2);

      await advanceTo(new Date('2027-03-29T06:00:00Z'));
      expect(await reminderNotifications(id)).toHaveLength(4);
      expect(mailsAbout(id)).toHaveLength(4);
      expect(mailsAbout(id, tenant.email)[1]?.text).toContain(
        'Dentro de 2 horas tienes una visita a «Ático en Lavapiés»',
      );
      expect(mailsAbout(id, owner.email)[1]?.text).toContain(
        'In 2 hours you have a visit to “Ático en Lavapiés”',
      );
      await advanceTo(new Date('2027-03-29T07:00:00Z'));
      expect(mailsAbout(id)).toHaveLength(4);
      const row = await db()
        .selectFrom('appointments')
        .select(['reminded_24h_at', 'reminded_2h_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        reminded_24h_at: '2027-03-28T08:00:00.000Z',
        reminded_2h_at: '2027-03-29T06:00:00.000Z',
      });
    });

    it('autumn: Monday 10:00 confirmed on Friday in summer time is reminded at 09:00Z Sunday and 07:00Z Monday', async () => {
      now = AUTUMN_FRIDAY;
      const id = await visit('2027-11-01', '10:00', new Date('2027-10-29T08:00:00Z'));
      expect(remindersOf(id).map((r) => [r.kind, r.startAfter])).toEqual([
        ['24h', '2027-10-31T09:00:00.000Z'],
        ['2h', '2027-11-01T07:00:00.000Z'],
      ]);
      await server.app.ctx.jobs.drain();
      mails.length = 0;
      await advanceTo(new Date('2027-10-31T08:59:00Z'));
      expect(mailsAbout(id)).toEqual([]);
      await advanceTo(new Date('2027-10-31T09:00:00Z'));
      expect((await reminderNotifications(id)).map((n) => n.user_id).sort()).toEqual(
        [tenant.user.id, owner.user.id].sort(),
      );
      expect(
        mailsAbout(id)
          .map((m) => m.to)
          .sort(),
      ).toEqual([tenant.email, owner.email].sort());
      await advanceTo(new Date('2027-11-01T07:00:00Z'));
      expect(await reminderNotifications(id)).toHaveLength(4);
      expect(mailsAbout(id)).toHaveLength(4);
    });

    it('confirmed 5 h before: only the 2 h reminder; after the start: none', async () => {
      now = new Date('2027-04-05T08:00:00Z');
      // Tuesday 6 April 2027, 15:00 in Madrid (13:00Z), confirmed at 08:00Z the same day.
      const late = await visit('2027-04-06', '15:00', new Date('2027-04-06T08:00:00Z'));
      expect(remindersOf(late)).toEqual([
        {
          kind: '2h',
          startAfter: '2027-04-06T11:00:00.000Z',
          singletonKey: `reminder:${late}:2h:2027-04-06T13:00:00.000Z`,
        },
      ]);
      now = new Date('2027-04-05T08:00:00Z');
      const past = await visit('2027-04-06', '09:00', new Date('2027-04-06T08:00:00Z'));
      expect(remindersOf(past)).toEqual([]);
      await advanceTo(new Date('2027-04-06T11:00:00Z'));
      expect(await reminderNotifications(late)).toHaveLength(2);
      expect(await reminderNotifications(past)).toEqual([]);
    });

    it('sends none for a visit that has started by the time its job runs', async () => {
      now = new Date('2027-04-12T08:00:00Z');
      const id = await visit('2027-04-14', '09:30', new Date('2027-04-12T09:00:00Z'));
      expect(remindersOf(id)).toHaveLength(2);
      await server.app.ctx.jobs.drain();
      mails.length = 0;
      // The worker was down until after the visit: both reminders run late, and say nothing.
      await advanceTo(new Date('2027-04-14T08:00:00Z'));
      expect(await reminderNotifications(id)).toEqual([]);
      expect(mailsAbout(id)).toEqual([]);
    });

    it('sends none for a visit no longer confirmed', async () => {
      now = new Date('2027-04-19T08:00:00Z');
      const id = await visit('2027-04-21', '12:00', new Date('2027-04-19T09:00:00Z'));
      expect(remindersOf(id)).toHaveLength(2);
      await server.app.ctx.jobs.drain();
      mails.length = 0;
      // A confirmed visit cannot be cancelled through the API (spec 01 §7); a reminder still checks.
      await db().updateTable('appointments').set({ status: 'cancelada' }).where('id', '=', id).execute();
      await advanceTo(new Date('2027-04-21T10:00:00Z'));
      expect(await reminderNotifications(id)).toEqual([]);
      expect(mailsAbout(id)).toEqual([]);
    });

    it("a guest's visit: the guest by e-mail in their language, the landlord by bell and e-mail", async () => {
      now = new Date('2027-05-03T08:00:00Z');
      const email = `marta.${dialect}.${serial}@example.com`;
      // The page the guest asks from is French: so are the guest's e-mails.
      const frenchPage = createClient({
        baseUrl: server.baseUrl,
        fetch: (input, init) => {
          const request = new Request(input, init);
          request.headers.set('accept-language', 'fr');
          return fetch(request);
        },
      });
      await frenchPage.appointments.requestAsGuest({
        property: propertyId,
        date: '2027-05-05',
        time: '17:00',
        name: 'Marta Gil',
        email,
        phone: '+34 611 222 333',
      });
      await server.app.ctx.jobs.drain();
      const link = /\/visits\/confirm\?token=(\S+)/.exec(mailsTo(email)[0]?.text ?? '');
      const { appointment } = await server.client().appointments.confirmGuest({
        token: decodeURIComponent(link?.[1] ?? ''),
      });
      await server.app.ctx.jobs.drain();
      // The landlord hears of the request by e-mail too, with the event.
      const request = mailsAbout(appointment, owner.email).find((m) =>
        m.subject.startsWith('New visit request'),
      );
      expect(request?.text).toContain('Marta Gil has asked to visit');
      expect(calendarOf(request)).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE' });

      now = new Date('2027-05-03T09:00:00Z');
      await signInAgain();
      await owner.client.appointments.changeStatus(appointment, { status: 'confirmada' });
      await server.app.ctx.jobs.drain();
      mails.length = 0;
      await advanceTo(new Date('2027-05-04T15:00:00Z'));
      expect((await reminderNotifications(appointment)).map((n) => n.user_id)).toEqual([owner.user.id]);
      const toGuest = mailsAbout(appointment, email);
      expect(toGuest).toHaveLength(1);
      expect(toGuest[0]?.subject).toBe('Rappel de visite : « Ático en Lavapiés »');
      expect(toGuest[0]?.text).toContain('Bonjour Marta Gil,');
      expect(toGuest[0]?.text).toContain(
        'Demain, vous avez une visite de « Ático en Lavapiés » : le 5 mai 2027 à 17:00.',
      );
      expect(toGuest[0]?.text).toContain(`${PUBLIC_URL}/properties/${propertyId}`);
      expect(calendarOf(toGuest[0])).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED' });
      expect(mailsAbout(appointment, owner.email)).toHaveLength(1);
    });
  });
});
