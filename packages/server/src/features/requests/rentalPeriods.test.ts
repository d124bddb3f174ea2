import type { PropertyRequestCreate } from '@convive/sdk';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { inSpanish } from '../../../test/rows';
import type { PropertyRequestsTable } from '../../db/schema';

/*
 * Requests carry their period and an accepted application holds it (docs/adr/0175-rental-periods.md):
 * the checks on sending, the acceptance's rules, the automatic declines, the release, and the one
 * acceptance among many at once.
 */

const AUTO_REPLY = 'Ya hemos aceptado otra solicitud para estas fechas. Gracias por tu interés.';
const NOT_FREE = {
  es: 'Esas fechas no están libres: hay días ocupados o bloqueados en ese periodo. Elige otras.',
  en: 'Those dates are not free: some days in that period are taken or blocked. Choose others.',
};
const NOT_PENDING = 'Solo se pueden modificar solicitudes pendientes.';

let serial = 0;

describe.each(DIALECTS)('rental periods on %s', (dialect) => {
  let server: TestServer;
  // Madrid's today is 2026-11-23.
  const clock = new Date('2026-11-23T08:00:00Z');
  let owner: Account;
  let tenant: Account;
  let otherTenant: Account;
  let stranger: Account;

  const db = () => server.app.ctx.db;

  async function newHome(coliving: boolean) {
    serial += 1;
    return owner.client.properties.create({
      title: `Piso Chamberí ${serial}`,
      description: 'Luminoso.',
      property_type: 'piso',
      price: 1500,
      price_per_room: coliving ? 450 : null,
      is_coliving: coliving,
      size: 90,
      address: 'Calle de Santa Engracia 20',
      city: 'Madrid',
      postal_code: '28010',
      bedrooms: 3,
      bathrooms: 1,
    });
  }

  async function newRoom(
    propertyId: number,
    over: { min?: number; max?: number | null; from?: string } = {},
  ) {
    serial += 1;
    return owner.client.rooms.create({
      coliving_property: propertyId,
      room_number: `R${serial}`,
      title: `Habitación ${serial}`,
      price_monthly: 450,
      size_sqm: 11,
      available_from: over.from ?? '2027-01-01',
      min_stay_months: over.min ?? 1,
      max_stay_months: over.max ?? null,
    });
  }

  const base = (propertyId: number): PropertyRequestCreate => ({
    property: propertyId,
    kind: 'application',
    tenant_name: 'Lucía Martín',
    tenant_email: 'lucia@example.com',
    message: 'Me gustaría alquilarla.',
  });

  /** Sends a request as `who` in `language`; the status and the body. */
  async function send(who: Account | null, body: PropertyRequestCreate, language = 'es') {
    const response = await server.fetch('/api/property-requests/', {
      method: 'POST',
      ...(who ? { token: who.token } : {}),
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify(body),
    });
    return { status: response.status, data: (await response.json()) as Record<string, unknown> };
  }

  /** An application for a room for [moveIn, moveOut), sent through the API. */
  async function roomApplication(
    who: Account,
    propertyId: number,
    roomId: number,
    moveIn: string,
    moveOut: string,
  ) {
    return who.client.propertyRequests.create({
      ...base(propertyId),
      request_type: 'room',
      room: roomId,
      move_in: moveIn,
      move_out: moveOut,
    });
  }

  /** A pending request written directly, as one sent before the periods were checked on sending. */
  async function storedRequest(over: Partial<Insertable<PropertyRequestsTable>> & { property_id: number }) {
    const now = clock.toISOString();
    return db()
      .insertInto('property_requests')
      .values({
        room_id: null,
        user_id: tenant.user.id,
        request_type: 'property',
        kind: 'application',
        tenant_name: 'Lucía Martín',
        tenant_email: 'lucia@example.com',
        tenant_phone: '',
        message: 'Hola',
        desired_entry_date: null,
        status: 'pendiente',
        response_message: '',
        created_at: now,
        updated_at: now,
        ...over,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The owner's decision through the API, in `language`; the status and the body. */
  async function decide(id: number, status: 'aceptada' | 'rechazada', language = 'es') {
    const response = await server.fetch(`/api/property-requests/${id}/`, {
      method: 'PATCH',
      token: owner.token,
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ status }),
    });
    return { status: response.status, data: (await response.json()) as Record<string, unknown> };
  }

  const statusOf = async (id: number) =>
    (
      await db()
        .selectFrom('property_requests')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const held = (requestId: number) =>
    db()
      .selectFrom('availability_periods')
      .select(['unit', 'kind', 'start_date', 'end_date'])
      .where('request_id', '=', requestId)
      .orderBy('unit')
      .execute();
  const block = (propertyId: number, unit: number, start: string, end: string) =>
    db()
      .insertInto('availability_periods')
      .values({
        property_id: propertyId,
        unit,
        kind: 'blocked',
        start_date: start,
        end_date: end,
        created_at: clock.toISOString(),
      })
      .execute();

  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => clock });
    [owner, tenant, otherTenant, stranger] = await Promise.all([
      register(server, 'propietario', { first_name: 'Carmen', last_name: 'Vidal' }),
      register(server, 'inquilino', { first_name: 'Lucía' }),
      register(server, 'inquilino', { first_name: 'Pablo' }),
      register(server, 'propietario', { first_name: 'Jorge' }),
    ]);
  });
  afterAll(() => server.close());

  describe('sending a period', () => {
    it('stores move_in and move_out, derives move_out from months, and takes the older name', async () => {
      const home = await newHome(true);
      const room = await newRoom(home.id);
      const byMonths = await tenant.client.propertyRequests.create({
        ...base(home.id),
        request_type: 'room',
        room: room.id,
        move_in: '2027-01-31',
        months: 1,
      });
      expect(byMonths).toMatchObject({
        move_in: '2027-01-31',
        desired_entry_date: '2027-01-31',
        move_out: '2027-02-28',
      });
      const oldName = await tenant.client.propertyRequests.create({
        ...base(home.id),
        request_type: 'room',
        room: room.id,
        desired_entry_date: '2027-02-01',
        move_out: '2027-05-01',
      });
      expect(oldName).toMatchObject({ move_in: '2027-02-01', move_out: '2027-05-01' });
      const stored = await db()
        .selectFrom('property_requests')
        .select(['desired_entry_date', 'move_out'])
        .where('id', '=', oldName.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ desired_entry_date: '2027-02-01', move_out: '2027-05-01' });
      // A move-in alone is kept with no end.
      const open = await tenant.client.propertyRequests.create({ ...base(home.id), move_in: '2027-03-01' });
      expect(open).toMatchObject({ move_in: '2027-03-01', move_out: null });
    });

    it('refuses a room’s bad periods in Spanish and in English, creating nothing', async () => {
      const home = await newHome(true);
      const room = await newRoom(home.id, { min: 3, max: 6, from: '2027-01-01' });
      const forRoom = (period: Partial<PropertyRequestCreate>): PropertyRequestCreate => ({
        ...base(home.id),
        request_type: 'room',
        room: room.id,
        ...period,
      });
      const cases: [Partial<PropertyRequestCreate>, string, string, string][] = [
        [
          { move_in: '2026-11-22', months: 3 },
          'move_in',
          'La fecha de entrada no puede ser anterior a hoy.',
          'The move-in date cannot be before today.',
        ],
        [
          { move_in: '2029-11-24' },
          'move_in',
          'La fecha de entrada puede estar como mucho a 3 años vista.',
          'The move-in date can be at most 3 years ahead.',
        ],
        [
          { move_in: '2027-01-31', months: 2 },
          'move_out',
          'La estancia mínima es de 3 meses.',
          'The minimum stay is 3 months.',
        ],
        [
          { move_in: '2027-01-15', move_out: '2027-07-16' },
          'move_out',
          'La estancia máxima es de 6 meses.',
          'The maximum stay is 6 months.',
        ],
      ];
      const before = await db().selectFrom('property_requests').select('id').execute();
      for (const [period, field, es, en] of cases) {
        expect(await send(tenant, forRoom(period))).toEqual({ status: 400, data: { [field]: [es] } });
        expect(await send(tenant, forRoom(period), 'en')).toEqual({ status: 400, data: { [field]: [en] } });
      }
      const early = await send(tenant, forRoom({ move_in: '2026-12-15', months: 3 }));
      expect(early.status).toBe(400);
      expect(String((early.data.move_in as string[])[0])).toMatch(/^Está disponible a partir del .*2027/);
      const earlyEn = await send(tenant, forRoom({ move_in: '2026-12-15', months: 3 }), 'en');
      expect(String((earlyEn.data.move_in as string[])[0])).toMatch(/^It is available from .*2027/);
      expect(await db().selectFrom('property_requests').select('id').execute()).toEqual(before);
      // Exactly the minimum and the maximum are fine.
      expect((await send(tenant, forRoom({ move_in: '2027-01-31', months: 3 }))).status).toBe(201);
      expect((await send(tenant, forRoom({ move_in: '2027-01-15', move_out: '2027-07-15' }))).status).toBe(
        201,
      );
    });

    it('applies a whole home’s listing: its available_from and minimum stay, and no maximum', async () => {
      const home = await newHome(false);
      const whole = (period: Partial<PropertyRequestCreate>) => ({ ...base(home.id), ...period });
      // Without a listing the home has no limits of its own.
      expect((await send(tenant, whole({ move_in: '2026-12-01', months: 1 }))).status).toBe(201);
      await owner.client.listings.create({
        property: home.id,
        title: 'Piso entero',
        description: 'Con terraza.',
        rent_terms: 'Un año.',
        min_stay: 2,
        deposit: 1500,
        available_from: '2027-02-01',
        status: 'published',
      });
      const early = await send(tenant, whole({ move_in: '2027-01-15', months: 6 }), 'en');
      expect(early.status).toBe(400);
      expect(String((early.data.move_in as string[])[0])).toMatch(/^It is available from /);
      expect(await send(tenant, whole({ move_in: '2027-02-01', months: 1 }))).toEqual({
        status: 400,
        data: { move_out: ['La estancia mínima es de 2 meses.'] },
      });
      expect(await send(tenant, whole({ move_in: '2027-02-01', months: 1 }), 'en')).toEqual({
        status: 400,
        data: { move_out: ['The minimum stay is 2 months.'] },
      });
      expect((await send(tenant, whole({ move_in: '2027-02-01', move_out: '2029-06-01' }))).status).toBe(201);
    });

    it('refuses days that are not free: blocked on the room, on the home, or held on a room for the whole home', async () => {
      const home = await newHome(true);
      const [roomA, roomB] = [await newRoom(home.id), await newRoom(home.id)];
      const forRoom = (roomId: number) => ({
        ...base(home.id),
        request_type: 'room' as const,
        room: roomId,
        move_in: '2027-03-01',
        move_out: '2027-06-01',
      });
      await block(home.id, roomA.id, '2027-05-31', '2027-06-10');
      expect(await send(tenant, forRoom(roomA.id))).toEqual({
        status: 400,
        data: { move_in: [NOT_FREE.es] },
      });
      expect(await send(tenant, forRoom(roomA.id), 'en')).toEqual({
        status: 400,
        data: { move_in: [NOT_FREE.en] },
      });
      // The block ends where the stay starts: end days are exclusive.
      expect(
        (await send(tenant, { ...forRoom(roomA.id), move_in: '2027-06-10', move_out: '2027-08-01' })).status,
      ).toBe(201);
      // Room A's block takes the whole home too; room B is free.
      expect(await send(tenant, { ...base(home.id), move_in: '2027-04-01', months: 3 })).toEqual({
        status: 400,
        data: { move_in: [NOT_FREE.es] },
      });
      expect((await send(tenant, forRoom(roomB.id))).status).toBe(201);
      // A block of the whole home (unit 0) takes every room.
      await block(home.id, 0, '2027-09-01', '2027-10-01');
      expect(
        await send(tenant, { ...forRoom(roomB.id), move_in: '2027-08-15', move_out: '2027-09-15' }),
      ).toEqual({
        status: 400,
        data: { move_in: [NOT_FREE.es] },
      });
    });
  });

  describe('accepting', () => {
    it('refuses an enquiry and an application without both dates, in Spanish and in English', async () => {
      const home = await newHome(true);
      const room = await newRoom(home.id);
      const enquiry = await tenant.client.propertyRequests.create({
        ...base(home.id),
        kind: 'inquiry',
        move_in: '2027-02-01',
        months: 3,
      });
      expect(await decide(enquiry.id, 'aceptada')).toEqual({
        status: 400,
        data: {
          status: [
            'Una consulta se responde, no se acepta: solo se acepta una solicitud con fechas de entrada y salida.',
          ],
        },
      });
      expect(await decide(enquiry.id, 'aceptada', 'en')).toEqual({
        status: 400,
        data: {
          status: [
            'An enquiry is answered, not accepted: only an application with move-in and move-out dates can be accepted.',
          ],
        },
      });
      const undated = await tenant.client.propertyRequests.create({
        ...base(home.id),
        request_type: 'room',
        room: room.id,
      });
      const openEnded = await tenant.client.propertyRequests.create({
        ...base(home.id),
        request_type: 'room',
        room: room.id,
        move_in: '2027-02-01',
      });
      for (const id of [undated.id, openEnded.id]) {
        expect(await decide(id, 'aceptada')).toEqual({
          status: 400,
          data: {
            status: [
              'Esta solicitud no indica fechas de entrada y salida: pídeselas al inquilino antes de aceptarla.',
            ],
          },
        });
        expect(await decide(id, 'aceptada', 'en')).toEqual({
          status: 400,
          data: {
            status: [
              'This application gives no move-in and move-out dates: ask the tenant for them before accepting it.',
            ],
          },
        });
        expect(await statusOf(id)).toBe('pendiente');
      }
      // Declining them stays possible.
      expect((await decide(enquiry.id, 'rechazada')).status).toBe(200);
      expect((await decide(undated.id, 'rechazada')).status).toBe(200);
      expect(
        await db()
          .selectFrom('availability_periods')
          .selectAll()
          .where('property_id', '=', home.id)
          .execute(),
      ).toEqual([]);
    });

    it('holds a room for two non-overlapping periods; an overlapping one is refused; statuses stay', async () => {
      const home = await newHome(true);
      const room = await newRoom(home.id);
      const first = await roomApplication(tenant, home.id, room.id, '2027-01-01', '2027-04-01');
      const second = await roomApplication(otherTenant, home.id, room.id, '2027-04-01', '2027-07-01');
      expect((await decide(first.id, 'aceptada')).data).toMatchObject({
        status: 'aceptada',
        move_out: '2027-04-01',
      });
      expect((await decide(second.id, 'aceptada')).data).toMatchObject({ status: 'aceptada' });
      expect(await held(first.id)).toEqual([
        { unit: room.id, kind: 'held', start_date: '2027-01-01', end_date: '2027-04-01' },
      ]);
      expect(await held(second.id)).toEqual([
        { unit: room.id, kind: 'held', start_date: '2027-04-01', end_date: '2027-07-01' },
      ]);
      // Neither the room's nor the home's status is written by an acceptance any more.
      const roomRow = await db()
        .selectFrom('rooms')
        .select('status')
        .where('id', '=', room.id)
        .executeTakeFirstOrThrow();
      expect(roomRow.status).toBe('available');
      const homeRow = await db()
        .selectFrom('properties')
        .select('status')
        .where('id', '=', home.id)
        .executeTakeFirstOrThrow();
      expect(homeRow.status).toBe('disponible');

      // A period now taken cannot be sent, and one sent before the check cannot be accepted.
      expect(
        await send(otherTenant, {
          ...base(home.id),
          request_type: 'room',
          room: room.id,
          move_in: '2027-03-01',
          months: 2,
        }),
      ).toEqual({ status: 400, data: { move_in: [NOT_FREE.es] } });
      const overlapping = await storedRequest({
        property_id: home.id,
        request_type: 'room',
        room_id: room.id,
        desired_entry_date: '2027-03-15',
        move_out: '2027-05-01',
      });
      expect(await decide(overlapping.id, 'aceptada')).toEqual({
        status: 400,
        data: { status: [NOT_FREE.es] },
      });
      expect(await decide(overlapping.id, 'aceptada', 'en')).toEqual({
        status: 400,
        data: { status: [NOT_FREE.en] },
      });
      expect(await statusOf(overlapping.id)).toBe('pendiente');
      expect(await held(overlapping.id)).toEqual([]);
      // Blocked after it was sent: refused the same way.
      const later = await roomApplication(tenant, home.id, room.id, '2027-08-01', '2027-10-01');
      await block(home.id, room.id, '2027-09-01', '2027-09-02');
      expect(await decide(later.id, 'aceptada')).toEqual({ status: 400, data: { status: [NOT_FREE.es] } });
    });

    it('a room’s hold takes the whole home, and a whole home’s hold takes every room, even one added later', async () => {
      const home = await newHome(true);
      const [roomA, roomB] = [await newRoom(home.id), await newRoom(home.id)];
      const roomHold = await roomApplication(tenant, home.id, roomA.id, '2027-01-01', '2027-03-01');
      expect((await decide(roomHold.id, 'aceptada')).status).toBe(200);
      // The whole home for overlapping days: refused on sending and on accepting.
      expect(await send(otherTenant, { ...base(home.id), move_in: '2027-02-01', months: 3 })).toEqual({
        status: 400,
        data: { move_in: [NOT_FREE.es] },
      });
      const wholeOld = await storedRequest({
        property_id: home.id,
        desired_entry_date: '2027-02-01',
        move_out: '2027-05-01',
      });
      expect(await decide(wholeOld.id, 'aceptada')).toEqual({ status: 400, data: { status: [NOT_FREE.es] } });

      // The whole home after it: held on unit 0 and on each room.
      const whole = await otherTenant.client.propertyRequests.create({
        ...base(home.id),
        move_in: '2027-03-01',
        months: 4,
      });
      expect((await decide(whole.id, 'aceptada')).status).toBe(200);
      expect((await held(whole.id)).map((p) => p.unit)).toEqual(
        [0, roomA.id, roomB.id].sort((a, b) => a - b),
      );
      expect(
        await send(tenant, {
          ...base(home.id),
          request_type: 'room',
          room: roomB.id,
          move_in: '2027-06-01',
          months: 2,
        }),
      ).toEqual({ status: 400, data: { move_in: [NOT_FREE.es] } });
      const roomOld = await storedRequest({
        property_id: home.id,
        request_type: 'room',
        room_id: roomB.id,
        desired_entry_date: '2027-04-01',
        move_out: '2027-05-01',
      });
      expect(await decide(roomOld.id, 'aceptada')).toEqual({ status: 400, data: { status: [NOT_FREE.es] } });
      // A room created afterwards is checked against the home's unit 0.
      const roomC = await newRoom(home.id);
      expect(
        await send(tenant, {
          ...base(home.id),
          request_type: 'room',
          room: roomC.id,
          move_in: '2027-04-01',
          months: 1,
        }),
      ).toEqual({ status: 400, data: { move_in: [NOT_FREE.es] } });
      expect(
        (
          await send(tenant, {
            ...base(home.id),
            request_type: 'room',
            room: roomC.id,
            move_in: '2027-07-01',
            months: 1,
          })
        ).status,
      ).toBe(201);
    });

    it('declines only the pending applications whose periods overlap on its units, telling each', async () => {
      const home = await newHome(true);
      const [roomA, roomB] = [await newRoom(home.id), await newRoom(home.id)];
      const chosen = await roomApplication(tenant, home.id, roomA.id, '2027-01-01', '2027-04-01');
      const sameRoom = await roomApplication(otherTenant, home.id, roomA.id, '2027-03-01', '2027-06-01');
      const sameRoomGuest = await server.client().propertyRequests.create({
        ...base(home.id),
        kind: 'inquiry',
        request_type: 'room',
        room: roomA.id,
        tenant_email: 'elena@example.com',
        move_in: '2027-02-01',
        months: 2,
      });
      const laterPeriod = await roomApplication(otherTenant, home.id, roomA.id, '2027-04-01', '2027-07-01');
      const otherRoom = await roomApplication(otherTenant, home.id, roomB.id, '2027-01-01', '2027-04-01');
      const wholeOverlapping = await otherTenant.client.propertyRequests.create({
        ...base(home.id),
        move_in: '2027-02-01',
        months: 3,
      });
      const wholeLater = await otherTenant.client.propertyRequests.create({
        ...base(home.id),
        move_in: '2027-05-01',
        months: 3,
      });
      const undated = await otherTenant.client.propertyRequests.create({
        ...base(home.id),
        request_type: 'room',
        room: roomA.id,
      });
      const before = (await server.app.ctx.db.selectFrom('notifications').select('id').execute()).length;

      expect((await decide(chosen.id, 'aceptada')).status).toBe(200);
      const statuses = Object.fromEntries(
        await Promise.all(
          [sameRoom, sameRoomGuest, laterPeriod, otherRoom, wholeOverlapping, wholeLater, undated].map(
            async (r) => [r.id, await statusOf(r.id)] as const,
          ),
        ),
      );
      expect(statuses).toEqual({
        [sameRoom.id]: 'rechazada',
        [wholeOverlapping.id]: 'rechazada',
        // An enquiry is never declined by an acceptance; other periods and rooms, and undated applications, wait.
        [sameRoomGuest.id]: 'pendiente',
        [laterPeriod.id]: 'pendiente',
        [otherRoom.id]: 'pendiente',
        [wholeLater.id]: 'pendiente',
        [undated.id]: 'pendiente',
      });
      const declined = (await owner.client.propertyRequests.received()).find((r) => r.id === sameRoom.id);
      expect(declined).toMatchObject({ response_message: AUTO_REPLY, response_automatic: true });
      const told = (
        await db()
          .selectFrom('notifications')
          .selectAll()
          .where('user_id', '=', otherTenant.user.id)
          .orderBy('id')
          .execute()
      )
        .map(inSpanish)
        .filter((n) => n.related_object_id === sameRoom.id || n.related_object_id === wholeOverlapping.id);
      expect(told).toHaveLength(2);
      for (const n of told) expect(n.message).toContain('Carmen Vidal ha aceptado otra solicitud');
      expect((await db().selectFrom('notifications').select('id').execute()).length).toBe(before + 3);

      // The later period of the same room can be accepted too; the whole home after room A's stay
      // overlaps room B's pending application, which it declines.
      expect((await decide(laterPeriod.id, 'aceptada')).status).toBe(200);
      expect(await statusOf(wholeLater.id)).toBe('rechazada');
      expect(await statusOf(otherRoom.id)).toBe('pendiente');
    });

    it('a whole home’s acceptance declines the overlapping applications for any of its rooms', async () => {
      const home = await newHome(true);
      const room = await newRoom(home.id);
      const whole = await tenant.client.propertyRequests.create({
        ...base(home.id),
        move_in: '2027-01-01',
        months: 6,
      });
      const roomApp = await roomApplication(otherTenant, home.id, room.id, '2027-06-01', '2027-08-01');
      const roomAfter = await roomApplication(otherTenant, home.id, room.id, '2027-07-01', '2027-08-01');
      expect((await decide(whole.id, 'aceptada')).status).toBe(200);
      expect(await statusOf(roomApp.id)).toBe('rechazada');
      expect(await statusOf(roomAfter.id)).toBe('pendiente');
    });

    it('of 50 overlapping applications accepted at once, exactly one is accepted and 49 are refused', async () => {
      const home = await newHome(true);
      const room = await newRoom(home.id);
      const rows = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          storedRequest({
            property_id: home.id,
            request_type: 'room',
            room_id: room.id,
            desired_entry_date: `2027-02-${String(1 + (i % 28)).padStart(2, '0')}`,
            move_out: '2027-06-01',
          }),
        ),
      );
      const answers = await Promise.all(rows.map((r) => decide(r.id, 'aceptada')));
      const accepted = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status !== 200);
      expect(accepted).toHaveLength(1);
      expect(refused).toHaveLength(49);
      for (const answer of refused) {
        expect(answer.status).toBe(400);
        expect([[NOT_FREE.es], [NOT_PENDING]]).toContainEqual(answer.data.status);
      }
      const statuses = await db()
        .selectFrom('property_requests')
        .select('status')
        .where('property_id', '=', home.id)
        .execute();
      expect(statuses.filter((s) => s.status === 'aceptada')).toHaveLength(1);
      expect(statuses.filter((s) => s.status === 'rechazada')).toHaveLength(49);
      const holds = await db()
        .selectFrom('availability_periods')
        .select('request_id')
        .where('property_id', '=', home.id)
        .execute();
      expect(holds).toEqual([{ request_id: accepted[0]?.data.id }]);
    });

    if (dialect === 'postgres')
      it('PostgreSQL refuses a second overlapping held period of one unit written directly', async () => {
        const home = await newHome(true);
        const room = await newRoom(home.id);
        const chosen = await roomApplication(tenant, home.id, room.id, '2027-01-01', '2027-04-01');
        expect((await decide(chosen.id, 'aceptada')).status).toBe(200);
        const error = await failure(
          db()
            .insertInto('availability_periods')
            .values({
              property_id: home.id,
              unit: room.id,
              kind: 'held',
              start_date: '2027-03-31',
              end_date: '2027-05-01',
              created_at: clock.toISOString(),
            })
            .execute(),
        );
        expect((error as unknown as { code: string }).code).toBe('23P01');
        // Touching periods do not overlap, and other kinds are not held.
        await db()
          .insertInto('availability_periods')
          .values([
            {
              property_id: home.id,
              unit: room.id,
              kind: 'held',
              start_date: '2027-04-01',
              end_date: '2027-05-01',
              created_at: clock.toISOString(),
            },
            {
              property_id: home.id,
              unit: room.id,
              kind: 'blocked',
              start_date: '2027-03-01',
              end_date: '2027-05-01',
              created_at: clock.toISOString(),
            },
          ])
          .execute();
      });
  });

  describe('releasing', () => {
    it('frees the dates and tells the tenant; only the owner, only an accepted request', async () => {
      const home = await newHome(true);
      const room = await newRoom(home.id);
      const chosen = await roomApplication(tenant, home.id, room.id, '2027-01-01', '2027-04-01');
      const pending = await roomApplication(otherTenant, home.id, room.id, '2027-05-01', '2027-07-01');

      const notAccepted = await failure(owner.client.propertyRequests.release(pending.id, {}));
      expect(notAccepted).toMatchObject({
        status: 400,
        data: { status: ['Solo se puede liberar una solicitud aceptada.'] },
      });
      const notAcceptedEn = await server.fetch(`/api/property-requests/${pending.id}/release/`, {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: '{}',
      });
      expect(await notAcceptedEn.json()).toEqual({
        status: ['Only an accepted application can be released.'],
      });

      expect((await decide(chosen.id, 'aceptada')).status).toBe(200);
      expect((await failure(tenant.client.propertyRequests.release(chosen.id, {}))).status).toBe(403);
      expect((await failure(stranger.client.propertyRequests.release(chosen.id, {}))).status).toBe(404);
      expect((await failure(server.client().propertyRequests.release(chosen.id, {}))).status).toBe(401);
      expect(await held(chosen.id)).toHaveLength(1);

      const released = await owner.client.propertyRequests.release(chosen.id, {
        response_message: 'Lo siento, vendo el piso.',
      });
      expect(released).toMatchObject({
        id: chosen.id,
        status: 'cancelada',
        response_message: 'Lo siento, vendo el piso.',
        move_in: '2027-01-01',
        move_out: '2027-04-01',
      });
      expect(await statusOf(chosen.id)).toBe('cancelada');
      expect(await held(chosen.id)).toEqual([]);
      const [last] = (
        await db()
          .selectFrom('notifications')
          .selectAll()
          .where('user_id', '=', tenant.user.id)
          .orderBy('id', 'desc')
          .limit(1)
          .execute()
      ).map(inSpanish);
      expect(last).toMatchObject({ title: 'Reserva liberada', related_object_id: chosen.id });
      expect(last?.message).toContain('Carmen Vidal ha liberado las fechas de tu solicitud aceptada');
      expect(last?.message).toContain('Lo siento, vendo el piso.');
      // Released once: not again.
      expect((await failure(owner.client.propertyRequests.release(chosen.id, {}))).status).toBe(400);

      // The days are free: a new overlapping application is sent and accepted.
      const next = await roomApplication(otherTenant, home.id, room.id, '2027-02-01', '2027-04-01');
      expect((await decide(next.id, 'aceptada')).status).toBe(200);
    });

    it('tells a guest by e-mail', async () => {
      const home = await newHome(true);
      const room = await newRoom(home.id);
      const guest = await storedRequest({
        property_id: home.id,
        request_type: 'room',
        room_id: room.id,
        user_id: null,
        tenant_name: 'Elena Prieto',
        tenant_email: 'elena.release@example.com',
        desired_entry_date: '2027-01-01',
        move_out: '2027-03-01',
      });
      expect((await decide(guest.id, 'aceptada')).status).toBe(200);
      await owner.client.propertyRequests.release(guest.id, {});
      const mail = await server.lastMail('elena.release@example.com');
      expect(mail).toContain('Elena Prieto');
      expect(mail).toContain('ha liberado las fechas');
    });
  });
});
