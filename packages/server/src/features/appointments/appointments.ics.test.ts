import { ApiError } from '@convive/sdk';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import type { Mail } from '../../services/mailer';

/** Tuesday 20 October 2026, 10:00 in Madrid (summer time, CEST, until Sunday the 25th). */
const TUESDAY = new Date('2026-10-20T08:00:00Z');
const PUBLIC_URL = 'https://convive.example';

/** A parsed `.ics`: the calendar, its time zone and its one event (the zone registered for ICAL). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (!vtimezone) throw new Error('no VTIMEZONE');
  ICAL.TimezoneService.register(vtimezone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vtimezone, vevent, event: new ICAL.Event(vevent) };
}

function tokenOf(mail: Mail): string {
  const link = /\/visits\/confirm\?token=(\S+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no confirmation link in:\n${mail.text}`);
  return decodeURIComponent(link[1]);
}

describe.each(DIALECTS)('a visit as an iCalendar event on %s', (dialect) => {
  let server: TestServer;
  const mails: Mail[] = [];
  let tenant: Account;
  let otherTenant: Account;
  let owner: Account;
  let otherLandlord: Account;
  let propertyId: number;
  let tenantPhone: string;
  let ownerPhone: string;

  const ics = (id: number, token?: string, headers: Record<string, string> = {}) =>
    server.fetch(`/api/appointments/${id}/ics/`, { ...(token ? { token } : {}), headers });

  async function visit(date: string, time: string) {
    return tenant.client.appointments.create({ property: propertyId, date, time, notes: 'Con mi hermana.' });
  }

  beforeAll(async () => {
    server = await startServer(dialect, {
      clock: () => TUESDAY,
      config: { publicUrl: PUBLIC_URL },
      mailer: {
        send: async (mail) => {
          // Whatever is sent survives a JSON round trip (a job queue may carry it).
          mails.push(JSON.parse(JSON.stringify(mail)) as Mail);
        },
      },
    });
    [tenant, otherTenant, owner, otherLandlord] = await Promise.all([
      register(server, 'inquilino', { first_name: 'Lucía', last_name: 'Martín' }),
      register(server, 'inquilino', { first_name: 'Pablo', last_name: 'Ruiz' }),
      register(server, 'propietario', { first_name: 'Carmen', last_name: 'Vidal' }),
      register(server, 'propietario', { first_name: 'Jorge', last_name: 'Sanz' }),
    ]);
    tenantPhone = (await tenant.client.users.update(tenant.user.id, { phone: '+34 612 345 678' })).phone;
    ownerPhone = (await owner.client.users.update(owner.user.id, { phone: '+34 699 111 222' })).phone;
    const property = await owner.client.properties.create({
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
    });
    propertyId = property.id;
  });
  afterAll(() => server.close());

  it('answers the tenant a text/calendar download with the event, field by field', async () => {
    const appointment = await visit('2026-10-23', '10:30');
    const response = await ics(appointment.id, tenant.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="visita-${appointment.id}.ics"`,
    );
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);

    const { calendar, vtimezone, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Convive/);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);

    // The zone, with both of its rules.
    expect(vtimezone.getFirstPropertyValue('tzid')).toBe('Europe/Madrid');
    const daylight = vtimezone.getFirstSubcomponent('daylight');
    const standard = vtimezone.getFirstSubcomponent('standard');
    expect(String(daylight?.getFirstPropertyValue('rrule'))).toBe('FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(String(standard?.getFirstPropertyValue('rrule'))).toBe('FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');

    expect(event.uid).toBe(`appointment-${appointment.id}@convive.example`);
    // DTSTAMP: when this copy was made, in UTC.
    expect(text).toContain('\r\nDTSTAMP:20261020T080000Z\r\n');
    const start = vevent.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('Europe/Madrid');
    expect(vevent.getFirstProperty('dtend')?.getParameter('tzid')).toBe('Europe/Madrid');
    expect(text).toContain('DTSTART;TZID=Europe/Madrid:20261023T103000');
    expect(text).toContain('DTEND;TZID=Europe/Madrid:20261023T110000');
    // The visit's slot, 30 minutes: 10:30 in Madrid is 08:30 UTC in summer time.
    expect(event.startDate.zone?.tzid).toBe('Europe/Madrid');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-10-23T08:30:00.000Z');
    expect(event.duration.toSeconds()).toBe(30 * 60);

    expect(event.summary).toBe('Visita: Ático en Lavapiés');
    expect(event.location).toBe('Calle del Ave María 5, Madrid');
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    const description = event.description;
    expect(description).toContain(`Inquilino: Lucía Martín · ${tenant.email} · ${tenantPhone}`);
    expect(description).toContain(`Propietario: Carmen Vidal · ${owner.email} · ${ownerPhone}`);
    expect(description).toContain('Notas: Con mi hermana.');
    expect(description).toContain(`${PUBLIC_URL}/properties/${propertyId}`);
    expect(vevent.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/properties/${propertyId}`);
    // A published event names no attendees (RFC 5546 PUBLISH).
    expect(vevent.getAllProperties('attendee')).toEqual([]);
  });

  it('keeps the local time of a visit after the October change to winter time', async () => {
    const before = await visit('2026-10-23', '17:00');
    const after = await visit('2026-10-27', '17:00');
    const summer = parse(await (await ics(before.id, tenant.token)).text());
    const winterText = await (await ics(after.id, tenant.token)).text();
    const winter = parse(winterText);
    expect(winterText).toContain('DTSTART;TZID=Europe/Madrid:20261027T170000');
    expect(winter.event.startDate.hour).toBe(17);
    expect(summer.event.startDate.hour).toBe(17);
    // The same wall-clock time, an hour later in UTC once the clocks go back (CEST → CET).
    expect(summer.event.startDate.toJSDate().toISOString()).toBe('2026-10-23T15:00:00.000Z');
    expect(winter.event.startDate.toJSDate().toISOString()).toBe('2026-10-27T16:00:00.000Z');
    expect(winter.event.endDate.toJSDate().toISOString()).toBe('2026-10-27T16:30:00.000Z');
  });

  it('answers the landlord too, and nobody else (404), 401 without a session', async () => {
    const appointment = await visit('2026-10-26', '09:00');
    const mine = await ics(appointment.id, tenant.token);
    const landlords = await ics(appointment.id, owner.token);
    expect(mine.status).toBe(200);
    expect(landlords.status).toBe(200);
    expect(parse(await landlords.text()).event.uid).toBe(parse(await mine.text()).event.uid);

    expect((await ics(appointment.id, otherTenant.token)).status).toBe(404);
    expect((await ics(appointment.id, otherLandlord.token)).status).toBe(404);
    expect((await ics(999_999, tenant.token)).status).toBe(404);
    expect((await ics(appointment.id)).status).toBe(401);
  });

  it('is the sdk call appointments.ics(id): the text, or the API error', async () => {
    const appointment = await visit('2026-10-26', '09:30');
    const text = await tenant.client.appointments.ics(appointment.id);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(parse(text).event.uid).toBe(`appointment-${appointment.id}@convive.example`);
    const refused = await failure(otherTenant.client.appointments.ics(appointment.id));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(404);
  });

  it('keeps its UID across status changes, one more SEQUENCE each, CONFIRMED then CANCELLED', async () => {
    const confirmed = await visit('2026-10-28', '12:00');
    const first = parse(await (await ics(confirmed.id, tenant.token)).text());
    const again = parse(await (await ics(confirmed.id, owner.token)).text());
    expect(again.event.uid).toBe(first.event.uid);
    expect(again.event.sequence).toBe(0);

    await owner.client.appointments.changeStatus(confirmed.id, { status: 'confirmada' });
    const afterConfirm = parse(await (await ics(confirmed.id, tenant.token)).text());
    expect(afterConfirm.event.uid).toBe(first.event.uid);
    expect(afterConfirm.event.sequence).toBe(1);
    expect(afterConfirm.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const withdrawn = await visit('2026-10-28', '12:30');
    await tenant.client.appointments.changeStatus(withdrawn.id, { status: 'cancelada' });
    const cancelled = parse(await (await ics(withdrawn.id, owner.token)).text());
    expect(cancelled.event.uid).toBe(`appointment-${withdrawn.id}@convive.example`);
    expect(cancelled.event.sequence).toBe(1);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');

    // A refused change changes nothing.
    await failure(owner.client.appointments.changeStatus(withdrawn.id, { status: 'confirmada' }));
    expect(parse(await (await ics(withdrawn.id, owner.token)).text()).event.sequence).toBe(1);
  });

  it("says the event's words in the caller's language", async () => {
    const appointment = await visit('2026-10-29', '16:00');
    const english = parse(
      await (await ics(appointment.id, tenant.token, { 'accept-language': 'en' })).text(),
    );
    expect(english.event.summary).toBe('Visit: Ático en Lavapiés');
    expect(english.event.description).toContain('Tenant: Lucía Martín');
    expect(english.event.description).toContain('Landlord: Carmen Vidal');
  });

  describe("a guest's visit", () => {
    let serial = 0;

    /** A guest's visit, asked and confirmed from its e-mail: its appointment id. */
    async function guestVisit(time: string): Promise<number> {
      serial += 1;
      const email = `marta.${dialect}.${serial}@example.com`;
      await server.client().appointments.requestAsGuest({
        property: propertyId,
        date: '2026-10-30',
        time,
        name: 'Marta Gil',
        email,
        phone: '+34 611 222 333',
      });
      const request = await mailTo(email, 1);
      // The opt-in mail comes before the visit exists: no event to carry yet.
      expect(request.attachments).toBeUndefined();
      const confirmed = await server.client().appointments.confirmGuest({ token: tokenOf(request) });
      return confirmed.appointment;
    }

    /** The `count`th mail to `email`, once it is sent (e-mails may go out in the background). */
    async function mailTo(email: string, count: number): Promise<Mail> {
      for (let i = 0; i < 200; i++) {
        const mail = mails.filter((m) => m.to === email)[count - 1];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail number ${count} to ${email}`);
    }

    it('describes the guest with their name, e-mail and phone', async () => {
      const id = await guestVisit('10:00');
      const { event } = parse(await (await ics(id, owner.token)).text());
      expect(event.description).toContain(`Inquilino: Marta Gil · marta.${dialect}.${serial}@example.com · `);
      expect(event.description).toContain(`Propietario: Carmen Vidal · ${owner.email}`);
    });

    it('mails the confirmation with the .ics as METHOD:REQUEST, the same event as the download', async () => {
      const id = await guestVisit('11:00');
      const email = `marta.${dialect}.${serial}@example.com`;
      await owner.client.appointments.changeStatus(id, {
        status: 'confirmada',
        response_message: 'Te espero',
      });
      const mail = await mailTo(email, 2);
      expect(mail.subject).toMatch(/Visita confirmada/);
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments ?? [];
      expect(file?.filename).toBe(`visita-${id}.ics`);
      expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
      const sent = parse(file?.content ?? '');
      expect(sent.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(sent.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(sent.event.sequence).toBe(1);
      expect(sent.event.startDate.toJSDate().toISOString()).toBe('2026-10-30T10:00:00.000Z');
      // An invitation names its organizer and both parties.
      expect(String(sent.vevent.getFirstPropertyValue('organizer'))).toMatch(/^mailto:/);
      const attendees = sent.vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()));
      expect(attendees).toEqual([`mailto:${email}`, `mailto:${owner.email}`]);

      const downloaded = parse(await (await ics(id, owner.token)).text());
      expect(downloaded.event.uid).toBe(sent.event.uid);
      expect(downloaded.event.sequence).toBe(sent.event.sequence);
    });

    it('mails a rejection with the .ics as METHOD:CANCEL and STATUS:CANCELLED', async () => {
      const id = await guestVisit('12:00');
      const email = `marta.${dialect}.${serial}@example.com`;
      await owner.client.appointments.changeStatus(id, { status: 'cancelada' });
      const [file] = (await mailTo(email, 2)).attachments ?? [];
      expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      const sent = parse(file?.content ?? '');
      expect(sent.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(sent.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(sent.event.uid).toBe(`appointment-${id}@convive.example`);
      expect(sent.event.sequence).toBe(1);
    });
  });
});
