import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Availability,
  availabilitySchema,
  EXTERNAL_CALENDARS_PER_UNIT_MAX,
  externalCalendarSchema,
  type PropertyCreate,
} from '@convive/sdk';
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
import { CALENDAR_SWEEP_JOB } from './service';

let serial = 0;

function newProperty(owner: Account, overrides: Partial<PropertyCreate> = {}) {
  serial += 1;
  return owner.client.properties.create({
    title: `Coliving Lavapiés ${serial}`,
    description: 'Habitaciones amuebladas.',
    property_type: 'piso',
    price: 1800,
    price_per_room: 500,
    is_coliving: true,
    size: 120,
    address: 'Calle del Olivar 3',
    city: 'Madrid',
    postal_code: '28012',
    bedrooms: 4,
    bathrooms: 2,
    ...overrides,
  });
}

function newRoom(owner: Account, propertyId: number, available_from = '2027-01-01') {
  serial += 1;
  return owner.client.rooms.create({
    coliving_property: propertyId,
    room_number: `H${serial}`,
    title: `Habitación ${serial}`,
    price_monthly: 500,
    size_sqm: 12,
    available_from,
  });
}

/** A calendar source on 127.0.0.1: each path answers what the test set for it. */
interface Source {
  url(path: string, host?: string): string;
  set(path: string, status: number, body: string): void;
  close(): Promise<void>;
}

async function calendarSource(): Promise<Source> {
  const answers = new Map<string, { status: number; body: string }>();
  const server: Server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '') ?? { status: 404, body: 'no' };
    response.writeHead(answer.status, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path, host = '127.0.0.1') => `http://${host}:${port}${path}`,
    set: (path, status, body) => answers.set(path, { status, body }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Prueba//ES', ...events, 'END:VCALENDAR', ''].join('\r\n');
const allDay = (uid: string, start: string, end: string, extra: string[] = []) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    ...extra,
    'END:VEVENT',
  ].join('\r\n');

describe.each(DIALECTS)('availability on %s', (dialect) => {
  let server: TestServer;
  let source: Source;
  // Madrid's today: 2027-01-10.
  let clock = new Date('2027-01-10T10:00:00Z');
  let owner: Account;
  let stranger: Account;
  let tenant: Account;
  let propertyId: number;
  let roomA: number;
  let roomB: number;
  let requestId: number;

  const ctx = () => server.app.ctx;
  const db = () => ctx().db;
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const periodRows = (unit?: number) =>
    db()
      .selectFrom('availability_periods')
      .selectAll()
      .where('property_id', '=', propertyId)
      .$if(unit !== undefined, (q) => q.where('unit', '=', unit!))
      .orderBy('unit')
      .orderBy('start_date')
      .execute();
  const unitOf = (answer: Availability, room: number | null) => {
    const unit = answer.units.find((u) => u.room === room);
    if (!unit) throw new Error(`no unit ${room}`);
    return unit;
  };
  const spans = (rows: { start_date: string; end_date: string; kind: string }[]) =>
    rows.map((row) => `${row.kind} ${row.start_date}→${row.end_date}`);

  beforeAll(async () => {
    server = await startServer(dialect, {
      clock: () => clock,
      config: { outboundAllowLoopback: true, rateLimit: true },
    });
    source = await calendarSource();
    [owner, stranger, tenant] = await Promise.all([
      register(server, 'propietario', { first_name: 'Carmen' }),
      register(server, 'propietario', { first_name: 'Jorge' }),
      register(server, 'inquilino', { first_name: 'Lucía', last_name: 'Martín' }),
    ]);
    propertyId = (await newProperty(owner)).id;
    roomA = (await newRoom(owner, propertyId)).id;
    roomB = (await newRoom(owner, propertyId)).id;
    const request = await tenant.client.propertyRequests.create({
      property: propertyId,
      room: roomA,
      tenant_name: 'Lucía Martín',
      tenant_email: 'lucia@example.com',
      message: 'Me interesa de enero a marzo.',
    });
    requestId = request.id;
    // An accepted application's hold, as the acceptance writes it.
    await db()
      .insertInto('availability_periods')
      .values({
        property_id: propertyId,
        unit: roomA,
        kind: 'held',
        start_date: '2027-01-20',
        end_date: '2027-03-01',
        request_id: requestId,
        created_at: clock.toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await server.close();
    await source.close();
  });

  describe('reading', () => {
    it('shows visitors days and kinds only, and the owner notes, tenants and request ids', async () => {
      await owner.client.calendar.change(propertyId, {
        action: 'block',
        units: [roomA],
        start: '2027-01-10',
        end: '2027-01-20',
        note: 'Pintura',
      });
      const visitor = availabilitySchema.parse(await server.client().availability.property(propertyId));
      expect(visitor).toMatchObject({ property: propertyId, from: '2027-01-10', to: '2028-01-10' });
      // A coliving without a listing or periods of the home: its rooms only.
      expect(visitor.units.map((u) => u.room)).toEqual([roomA, roomB]);
      expect(unitOf(visitor, roomA).periods).toEqual([
        expect.objectContaining({
          kind: 'blocked',
          start: '2027-01-10',
          end: '2027-01-20',
          note: '',
          source: null,
        }),
        expect.objectContaining({
          kind: 'held',
          start: '2027-01-20',
          end: '2027-03-01',
          tenant_name: null,
          request: null,
        }),
      ]);
      expect(unitOf(visitor, roomA).next_free).toBe('2027-03-01');
      expect(unitOf(visitor, roomB).next_free).toBe('2027-01-10');
      expect(visitor.next_free).toBe('2027-01-10');

      const mine = await owner.client.availability.property(propertyId);
      expect(unitOf(mine, roomA).periods).toEqual([
        expect.objectContaining({ kind: 'blocked', note: 'Pintura', tenant_name: null }),
        expect.objectContaining({ kind: 'held', tenant_name: 'Lucía Martín', request: requestId, note: '' }),
      ]);
      // Someone else signed in is a visitor.
      const theirs = await stranger.client.availability.property(propertyId);
      expect(unitOf(theirs, roomA).periods[1]).toMatchObject({ tenant_name: null, request: null });
    });

    it('answers one room, a window with no free day, and a room available later', async () => {
      const room = await server.client().availability.room(roomA, { from: '2027-01-15', months: 1 });
      expect(room).toMatchObject({ from: '2027-01-15', to: '2027-02-15', next_free: null });
      expect(room.units).toHaveLength(1);
      expect(room.units[0]).toMatchObject({ room: roomA, next_free: null, min_stay_months: 1 });
      await owner.client.rooms.update(roomB, { available_from: '2027-02-15' });
      const b = await server.client().availability.room(roomB);
      expect(b.units[0]).toMatchObject({ available_from: '2027-02-15', next_free: '2027-02-15' });
      // The window's start wins when it is later than the room's first day.
      const late = await server.client().availability.room(roomB, { from: '2027-06-01', months: 2 });
      expect(late.units[0]?.next_free).toBe('2027-06-01');
      await owner.client.rooms.update(roomB, { available_from: '2027-01-01' });
      expect((await failure(server.client().availability.room(9_999_999))).status).toBe(404);
    });

    it('answers a traditional rental as its home, and a hidden property as its page does', async () => {
      const home = await newProperty(owner, { is_coliving: false, title: 'Piso en Chamberí' });
      const answer = await server.client().availability.property(home.id);
      expect(answer.units).toEqual([
        {
          room: null,
          title: 'Piso en Chamberí',
          available_from: '2027-01-10',
          min_stay_months: 1,
          max_stay_months: null,
          next_free: '2027-01-10',
          periods: [],
        },
      ]);
      await owner.client.properties.update(home.id, { status: 'inactivo' });
      expect((await failure(server.client().availability.property(home.id))).status).toBe(404);
      expect((await failure(stranger.client.availability.property(home.id))).status).toBe(404);
      expect((await owner.client.availability.property(home.id)).units).toHaveLength(1);
      expect((await failure(server.client().availability.property(9_999_999))).status).toBe(404);
    });
  });

  describe('blocking', () => {
    it('is the owner’s only: 403 to another landlord and to a tenant', async () => {
      const change = { action: 'block' as const, units: [roomB], start: '2027-04-01', end: '2027-04-02' };
      expect((await failure(stranger.client.calendar.change(propertyId, change))).status).toBe(403);
      expect((await failure(tenant.client.calendar.change(propertyId, change))).status).toBe(403);
      expect((await failure(server.client().calendar.change(propertyId, change))).status).toBe(401);
      expect((await failure(stranger.client.calendar.exports(propertyId))).status).toBe(403);
      expect((await failure(stranger.client.calendar.createExport(propertyId, { room: null }))).status).toBe(
        403,
      );
      expect((await failure(stranger.client.calendar.externalCalendars(propertyId))).status).toBe(403);
      expect(
        (
          await failure(
            stranger.client.calendar.addExternalCalendar(propertyId, {
              room: null,
              url: source.url('/x.ics'),
            }),
          )
        ).status,
      ).toBe(403);
      expect(await periodRows(roomB)).toEqual([]);
    });

    it('merges a block with the blocks it overlaps or touches, and cuts an unblock out of them', async () => {
      const change = (action: 'block' | 'unblock', start: string, end: string, note?: string) =>
        owner.client.calendar.change(propertyId, { action, units: [roomB], start, end, note });
      await change('block', '2027-02-01', '2027-02-05', 'Obras');
      await change('block', '2027-02-05', '2027-02-08', 'Visita familiar');
      let rows = await periodRows(roomB);
      expect(spans(rows)).toEqual(['blocked 2027-02-01→2027-02-08']);
      expect(rows[0]?.note).toBe('Visita familiar');
      // Without a note, the merged block keeps the one it had.
      const answer = await change('block', '2027-02-03', '2027-02-10');
      expect(unitOf(answer, roomB).periods).toEqual([
        expect.objectContaining({
          kind: 'blocked',
          start: '2027-02-01',
          end: '2027-02-10',
          note: 'Visita familiar',
        }),
      ]);
      await change('unblock', '2027-02-04', '2027-02-06');
      rows = await periodRows(roomB);
      expect(spans(rows)).toEqual(['blocked 2027-02-01→2027-02-04', 'blocked 2027-02-06→2027-02-10']);
      expect(rows.map((row) => row.note)).toEqual(['Visita familiar', 'Visita familiar']);
      await change('unblock', '2027-01-01', '2027-02-07');
      expect(spans(await periodRows(roomB))).toEqual(['blocked 2027-02-07→2027-02-10']);
      await change('unblock', '2027-02-07', '2027-02-10');
      expect(await periodRows(roomB)).toEqual([]);
    });

    it('never touches held days: a block beside them, an unblock around them', async () => {
      await owner.client.calendar.change(propertyId, {
        action: 'block',
        units: [roomA],
        start: '2027-02-20',
        end: '2027-03-10',
      });
      await owner.client.calendar.change(propertyId, {
        action: 'unblock',
        units: [roomA],
        start: '2027-01-01',
        end: '2028-01-01',
      });
      const rows = await periodRows(roomA);
      expect(spans(rows)).toEqual(['held 2027-01-20→2027-03-01']);
      expect(rows[0]?.request_id).toBe(requestId);
    });

    it('writes a whole-home block on the home and every room, and then lists the home', async () => {
      const answer = await owner.client.calendar.change(propertyId, {
        action: 'block',
        units: [null],
        start: '2027-08-01',
        end: '2027-08-15',
        note: 'Agosto',
      });
      expect(answer.units.map((u) => u.room)).toEqual([null, roomA, roomB]);
      for (const unit of [0, roomA, roomB])
        expect(spans(await periodRows(unit)).filter((s) => s.startsWith('blocked'))).toEqual([
          'blocked 2027-08-01→2027-08-15',
        ]);
      await owner.client.calendar.change(propertyId, {
        action: 'unblock',
        units: [null],
        start: '2027-08-01',
        end: '2027-08-15',
      });
      expect((await periodRows()).filter((row) => row.kind === 'blocked')).toEqual([]);
    });

    it('gives a room created later the home’s own periods, and takes them away with the room', async () => {
      await owner.client.calendar.change(propertyId, {
        action: 'block',
        units: [null],
        start: '2027-09-01',
        end: '2027-09-10',
      });
      const later = (await newRoom(owner, propertyId)).id;
      expect(spans(await periodRows(later))).toEqual(['blocked 2027-09-01→2027-09-10']);
      const unit = unitOf(await owner.client.availability.room(later), later);
      expect(unit.periods.map((p) => [p.kind, p.start, p.end])).toEqual([
        ['blocked', '2027-09-01', '2027-09-10'],
      ]);
      await owner.client.rooms.delete(later);
      expect(await periodRows(later)).toEqual([]);
      await owner.client.calendar.change(propertyId, {
        action: 'unblock',
        units: [null],
        start: '2027-09-01',
        end: '2027-09-10',
      });
      expect((await periodRows()).filter((row) => row.kind === 'blocked')).toEqual([]);
    });

    it('refuses a room of another property and a period longer than the limit', async () => {
      const elsewhere = await newProperty(stranger);
      const theirRoom = (await newRoom(stranger, elsewhere.id)).id;
      const wrong = await failure(
        owner.client.calendar.change(propertyId, {
          action: 'block',
          units: [roomA, theirRoom],
          start: '2027-04-01',
          end: '2027-04-02',
        }),
      );
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.data ?? {})).toEqual(['units']);
      const long = await failure(
        owner.client.calendar.change(propertyId, {
          action: 'block',
          units: [roomA],
          start: '2027-04-01',
          end: '2030-04-02',
        }),
      );
      expect(long.status).toBe(400);
      expect(long.data).toEqual({ end: ['Un periodo puede durar como mucho 3 años.'] });
      expect(spans(await periodRows(roomA))).toEqual(['held 2027-01-20→2027-03-01']);
    });
  });

  describe('export', () => {
    it('serves a unit’s days as iCalendar at a private address, without names or notes', async () => {
      await owner.client.calendar.change(propertyId, {
        action: 'block',
        units: [roomA],
        start: '2027-03-01',
        end: '2027-03-05',
        note: 'Nota privada del propietario',
      });
      const made = await owner.client.calendar.createExport(propertyId, { room: roomA });
      expect(made).toMatchObject({ property: propertyId, room: roomA });
      const token = /\/api\/calendars\/([A-Za-z0-9_-]+)\.ics$/.exec(made.url)?.[1] ?? '';
      expect(made.url).toBe(`${server.origin}/api/calendars/${token}.ics`);
      // At least 128 random bits.
      expect(Buffer.from(token.replace(/^cal_/, ''), 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(await owner.client.calendar.exports(propertyId)).toEqual([made]);

      const response = await server.fetch(`/api/calendars/${token}.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(response.headers.get('cache-control')).toMatch(/no-store|private/);
      const text = await response.text();
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(text).not.toContain('Lucía');
      expect(text).not.toContain('Nota privada');

      const calendar = new ICAL.Component(ICAL.parse(text));
      const events = calendar.getAllSubcomponents('vevent').map((event) => ({
        uid: event.getFirstPropertyValue('uid'),
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
        end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toString(),
        allDay: (event.getFirstPropertyValue('dtstart') as ICAL.Time).isDate,
        summary: event.getFirstPropertyValue('summary'),
        stamp: event.getFirstPropertyValue('dtstamp') !== null,
      }));
      const rows = await periodRows(roomA);
      expect(events).toEqual(
        rows.map((row) => ({
          uid: `period-${row.id}@convive`,
          start: row.start_date,
          end: row.end_date,
          allDay: true,
          summary: row.kind === 'held' ? 'Reservado' : 'No disponible',
          stamp: true,
        })),
      );
      expect(events.map((e) => e.summary)).toEqual(['Reservado', 'No disponible']);
    });

    it('regenerates the token: the old address answers 404', async () => {
      const [before] = await owner.client.calendar.exports(propertyId);
      const after = await owner.client.calendar.createExport(propertyId, { room: roomA });
      expect(after.url).not.toBe(before?.url);
      expect((await fetch(before!.url)).status).toBe(404);
      expect((await fetch(after.url)).status).toBe(200);
      expect((await server.fetch('/api/calendars/cal_desconocido.ics')).status).toBe(404);
      const home = await owner.client.calendar.createExport(propertyId, { room: null });
      expect(home.room).toBeNull();
      expect((await owner.client.calendar.exports(propertyId)).map((e) => e.room)).toEqual([null, roomA]);
      const elsewhere = await newProperty(stranger);
      const theirRoom = (await newRoom(stranger, elsewhere.id)).id;
      const wrong = await failure(owner.client.calendar.createExport(propertyId, { room: theirRoom }));
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.data ?? {})).toEqual(['room']);
    });
  });

  describe('import', () => {
    let calendarId: number;
    const externalRows = () =>
      db()
        .selectFrom('availability_periods')
        .selectAll()
        .where('calendar_id', '=', calendarId)
        .orderBy('start_date')
        .execute();
    // On demand at most once in the throttle's window: each run here starts a new one.
    const newWindow = (id = calendarId) => ctx().throttles.reset('calendarRunsPerCalendar', `calendar:${id}`);
    const run = async (id = calendarId) => {
      later(60);
      await newWindow(id);
      return owner.client.calendar.refreshExternalCalendar(id);
    };

    it('imports a calendar from its address: its events block days, labelled with the source', async () => {
      source.set(
        '/airbnb.ics',
        200,
        ics(
          allDay('a1@airbnb', '20270401', '20270405', ['SUMMARY:Reserved']),
          // Timed: 23:30 to 10:00 Madrid time, so the 10th and the 11th.
          [
            'BEGIN:VEVENT',
            'UID:a2@airbnb',
            'DTSTART:20270510T213000Z',
            'DTEND:20270511T080000Z',
            'END:VEVENT',
          ].join('\r\n'),
          allDay('past@airbnb', '20261201', '20261205'),
          allDay('cancelled@airbnb', '20270601', '20270605', ['STATUS:CANCELLED']),
        ),
      );
      const created = await owner.client.calendar.addExternalCalendar(propertyId, {
        room: roomB,
        url: source.url('/airbnb.ics'),
      });
      expect(created).toMatchObject({ room: roomB, source: '127.0.0.1', events: 0, last_ok_at: null });
      calendarId = created.id;
      // Fetched at once, in the background.
      await ctx().jobs.drain();
      const [calendar] = await owner.client.calendar.externalCalendars(propertyId);
      expect(externalCalendarSchema.parse(calendar)).toMatchObject({
        id: calendarId,
        events: 2,
        last_error: null,
        last_ok_at: clock.toISOString(),
      });
      expect(spans(await externalRows())).toEqual([
        'external 2027-04-01→2027-04-05',
        'external 2027-05-10→2027-05-12',
      ]);
      expect((await externalRows()).map((row) => row.external_uid)).toEqual(['a1@airbnb', 'a2@airbnb']);
      const mine = unitOf(await owner.client.availability.room(roomB), roomB);
      expect(mine.periods.map((p) => [p.kind, p.source])).toEqual([
        ['external', '127.0.0.1'],
        ['external', '127.0.0.1'],
      ]);
      const visitor = unitOf(await server.client().availability.room(roomB), roomB);
      expect(visitor.periods.map((p) => p.source)).toEqual([null, null]);
    });

    it('drops the events the source dropped', async () => {
      source.set('/airbnb.ics', 200, ics(allDay('a1@airbnb', '20270401', '20270406')));
      const calendar = await run();
      expect(calendar).toMatchObject({ events: 1, last_error: null });
      expect(spans(await externalRows())).toEqual(['external 2027-04-01→2027-04-06']);
    });

    it('empties the search cache when a fetch changes the days, and keeps it when it does not', async () => {
      let invalidations = 0;
      ctx().searchCache.onInvalidate(() => {
        invalidations += 1;
      });
      const dated = `/api/rooms/?move_in=2027-04-02&months=1`;
      const roomIds = async () =>
        ((await (await server.fetch(dated)).json()) as { results: { id: number }[] }).results.map(
          (r) => r.id,
        );
      // The same document again: nothing written, the cache kept.
      await run();
      expect(invalidations).toBe(0);
      expect(await roomIds()).not.toContain(roomB);
      // The source frees April: a dated search sees the room at once, not a cached answer.
      source.set('/airbnb.ics', 200, ics(allDay('a1@airbnb', '20270801', '20270806')));
      await run();
      expect(invalidations).toBe(1);
      expect(await roomIds()).toContain(roomB);
      source.set('/airbnb.ics', 200, ics(allDay('a1@airbnb', '20270401', '20270406')));
      await run();
      expect(invalidations).toBe(2);
    });

    it('records a failed fetch, an HTTP error and a hostile file without touching the days', async () => {
      const before = await externalRows();
      const { last_ok_at } = (await owner.client.calendar.externalCalendars(propertyId))[0]!;
      source.set('/airbnb.ics', 500, 'boom');
      let calendar = await run();
      expect(calendar.last_error).toEqual({
        code: 'http_status',
        message:
          'La dirección del calendario ha respondido con el código HTTP 500: se mantienen los días que ya tenía.',
      });
      expect(calendar).toMatchObject({ last_ok_at, last_fetched_at: clock.toISOString(), events: 1 });
      expect(await externalRows()).toEqual(before);

      for (const body of [
        '<html><body>Not a calendar</body></html>',
        'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n',
        ics(allDay('bad', '2027zz01', '20270405')),
        'BEGIN:VCARD\r\nEND:VCARD\r\n',
      ]) {
        source.set('/airbnb.ics', 200, body);
        calendar = await run();
        expect(calendar.last_error?.code, body).toBe('invalid_ical');
        expect(await externalRows()).toEqual(before);
      }
      // In the reader's language.
      later(60);
      await newWindow();
      const english = await server.fetch(`/api/calendar/external/${calendarId}/run/`, {
        method: 'POST',
        token: owner.token,
        headers: { 'accept-language': 'en' },
      });
      expect(externalCalendarSchema.parse(await english.json()).last_error).toEqual({
        code: 'invalid_ical',
        message: 'The file is not a valid iCal calendar: nothing was blocked and the days it had are kept.',
      });
      // Fetched on demand at most every half minute.
      expect((await failure(owner.client.calendar.refreshExternalCalendar(calendarId))).status).toBe(429);
      expect(calendar.last_ok_at).toBe(last_ok_at);
    });

    it('refuses loopback addresses without the setting, at once and when a name resolves to one', async () => {
      source.set('/local.ics', 200, ics(allDay('l1', '20270701', '20270703')));
      const named = await owner.client.calendar.addExternalCalendar(propertyId, {
        room: roomA,
        url: source.url('/local.ics', 'localhost'),
      });
      expect(named.source).toBe('localhost');
      await ctx().jobs.drain();
      ctx().config.outboundAllowLoopback = false;
      try {
        const refused = await failure(
          owner.client.calendar.addExternalCalendar(propertyId, {
            room: roomA,
            url: source.url('/other.ics'),
          }),
        );
        expect(refused.status).toBe(400);
        expect(Object.keys(refused.data ?? {})).toEqual(['url']);
        const before = await db()
          .selectFrom('availability_periods')
          .select(['start_date', 'end_date'])
          .where('calendar_id', '=', named.id)
          .execute();
        expect(before).toEqual([{ start_date: '2027-07-01', end_date: '2027-07-03' }]);
        const calendar = await run(named.id);
        expect(calendar.last_error?.code).toBe('blocked_address');
        expect(calendar.last_error?.message).toMatch(/^No se ha podido descargar el calendario/);
        expect(
          await db()
            .selectFrom('availability_periods')
            .select(['start_date', 'end_date'])
            .where('calendar_id', '=', named.id)
            .execute(),
        ).toEqual(before);
      } finally {
        ctx().config.outboundAllowLoopback = true;
      }
    });

    it('refuses a URL twice on a unit and more than the maximum', async () => {
      const twice = await failure(
        owner.client.calendar.addExternalCalendar(propertyId, {
          room: roomB,
          url: source.url('/airbnb.ics'),
        }),
      );
      expect(twice.status).toBe(400);
      expect(twice.data).toEqual({
        url: ['Ese calendario ya está importado en esta habitación o vivienda.'],
      });
      const home = await newProperty(owner);
      for (let i = 0; i < EXTERNAL_CALENDARS_PER_UNIT_MAX; i++)
        await owner.client.calendar.addExternalCalendar(home.id, {
          room: null,
          url: source.url(`/h${i}.ics`),
        });
      const tooMany = await failure(
        owner.client.calendar.addExternalCalendar(home.id, { room: null, url: source.url('/h9.ics') }),
      );
      expect(tooMany.status).toBe(400);
      expect(Object.keys(tooMany.data ?? {})).toEqual(['room']);
      await ctx().jobs.drain();
    });

    it('fetches the calendars due on its recurring job', async () => {
      source.set('/due.ics', 200, ics(allDay('d1', '20270901', '20270903')));
      const home = await newProperty(owner);
      const due = await owner.client.calendar.addExternalCalendar(home.id, {
        room: null,
        url: source.url('/due.ics'),
      });
      const fresh = await owner.client.calendar.addExternalCalendar(home.id, {
        room: null,
        url: source.url('/fresh.ics'),
      });
      // Their first fetch (queued when added) done before the test sets when they were fetched.
      await ctx().jobs.drain();
      const at = (minutesAgo: number) => new Date(clock.getTime() - minutesAgo * 60_000).toISOString();
      // Every other calendar of the suite was fetched just now; these two: 20 and 5 minutes ago.
      await db()
        .updateTable('external_calendars')
        .set({ last_fetched_at: at(0) })
        .execute();
      await db()
        .updateTable('external_calendars')
        .set({ last_fetched_at: at(20) })
        .where('id', '=', due.id)
        .execute();
      await db()
        .updateTable('external_calendars')
        .set({ last_fetched_at: at(5) })
        .where('id', '=', fresh.id)
        .execute();
      // The recurring job, as the queue runs it (it queues the next slot's first).
      await ctx().jobs.send(CALENDAR_SWEEP_JOB, { slot: 1 });
      await ctx().jobs.drain();
      const calendars = await owner.client.calendar.externalCalendars(home.id);
      expect(calendars.find((c) => c.id === due.id)).toMatchObject({
        events: 1,
        last_fetched_at: clock.toISOString(),
      });
      expect(calendars.find((c) => c.id === fresh.id)?.last_fetched_at).toBe(at(5));
      expect(
        await db()
          .selectFrom('availability_periods')
          .select('unit')
          .where('calendar_id', '=', due.id)
          .execute(),
      ).toEqual([{ unit: 0 }]);
    });

    it('removes a calendar with its days: the owner only, 404 to anyone else', async () => {
      expect((await failure(stranger.client.calendar.removeExternalCalendar(calendarId))).status).toBe(404);
      expect((await failure(stranger.client.calendar.refreshExternalCalendar(calendarId))).status).toBe(404);
      expect((await externalRows()).length).toBe(1);
      await owner.client.calendar.removeExternalCalendar(calendarId);
      expect(await externalRows()).toEqual([]);
      expect((await failure(owner.client.calendar.removeExternalCalendar(calendarId))).status).toBe(404);
    });
  });

  it('deletes a room’s periods, export address and imported calendars with the room', async () => {
    const room = (await newRoom(owner, propertyId)).id;
    await owner.client.calendar.change(propertyId, {
      action: 'block',
      units: [room],
      start: '2027-10-01',
      end: '2027-10-05',
    });
    await owner.client.calendar.createExport(propertyId, { room });
    source.set('/room.ics', 200, ics(allDay('r1', '20271101', '20271103')));
    await owner.client.calendar.addExternalCalendar(propertyId, { room, url: source.url('/room.ics') });
    await ctx().jobs.drain();
    const count = async (table: 'availability_periods' | 'calendar_exports' | 'external_calendars') =>
      (
        await db()
          .selectFrom(table)
          .select('id')
          .where('property_id', '=', propertyId)
          .where('unit', '=', room)
          .execute()
      ).length;
    expect([
      await count('availability_periods'),
      await count('calendar_exports'),
      await count('external_calendars'),
    ]).toEqual([2, 1, 1]);
    await owner.client.rooms.delete(room);
    expect([
      await count('availability_periods'),
      await count('calendar_exports'),
      await count('external_calendars'),
    ]).toEqual([0, 0, 0]);
  });
});
