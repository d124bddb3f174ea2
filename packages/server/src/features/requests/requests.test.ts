import { type PropertyCreate, type PropertyRequestCreate, propertyRequestSchema } from '@convive/sdk';
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

let serial = 0;

function newProperty(owner: Account, overrides: Partial<PropertyCreate> = {}) {
  serial += 1;
  return owner.client.properties.create({
    title: `Coliving Malasaña ${serial}`,
    description: 'Habitaciones amuebladas.',
    property_type: 'piso',
    price: 1800,
    price_per_room: 500,
    is_coliving: true,
    size: 120,
    address: 'Calle del Pez 12',
    city: 'Madrid',
    postal_code: '28004',
    bedrooms: 4,
    bathrooms: 2,
    ...overrides,
  });
}

function newRoom(owner: Account, propertyId: number, title = 'Habitación exterior') {
  serial += 1;
  return owner.client.rooms.create({
    coliving_property: propertyId,
    room_number: `H${serial}`,
    title,
    price_monthly: 500,
    size_sqm: 12,
    available_from: '2027-01-01',
  });
}

describe.each(DIALECTS)('property requests on %s', (dialect) => {
  let server: TestServer;
  let clock = new Date('2026-11-23T08:00:00Z');
  let tenant: Account;
  let otherTenant: Account;
  let owner: Account;
  let otherLandlord: Account;
  let propertyId: number;
  let propertyTitle: string;
  let roomId: number;

  const db = () => server.app.ctx.db;
  const notificationsOf = (userId: number) =>
    db()
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(inSpanish));
  const allNotifications = () =>
    db()
      .selectFrom('notifications')
      .selectAll()
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(inSpanish));
  const requestRows = () => db().selectFrom('property_requests').selectAll().orderBy('id').execute();
  /** Each request a second later than the previous, so "newest first" is about time, not ids. */
  const tick = () => {
    clock = new Date(clock.getTime() + 1000);
  };

  const enquiry = (overrides: Partial<PropertyRequestCreate> = {}): PropertyRequestCreate => ({
    property: propertyId,
    tenant_name: 'Lucía Martín',
    tenant_email: 'lucia@example.com',
    message: '¿Sigue disponible?',
    ...overrides,
  });

  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => clock });
    [tenant, otherTenant, owner, otherLandlord] = await Promise.all([
      register(server, 'inquilino', { first_name: 'Lucía', last_name: 'Martín' }),
      register(server, 'inquilino', { first_name: 'Pablo' }),
      register(server, 'propietario', { first_name: 'Carmen', last_name: 'Vidal' }),
      register(server, 'propietario', { first_name: 'Jorge' }),
    ]);
    const property = await newProperty(owner);
    propertyId = property.id;
    propertyTitle = property.title;
    roomId = (await newRoom(owner, propertyId)).id;
  });
  afterAll(() => server.close());

  describe('sending', () => {
    it('sends a property enquiry (201) and tells the owner', async () => {
      tick();
      const before = (await notificationsOf(owner.user.id)).length;
      const response = await server.fetch('/api/property-requests/', {
        method: 'POST',
        token: tenant.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(enquiry({ tenant_phone: '+34 600 111 222', desired_entry_date: '2027-01-15' })),
      });
      expect(response.status).toBe(201);
      const request = propertyRequestSchema.parse(await response.json());
      expect(request).toMatchObject({
        property: propertyId,
        property_title: propertyTitle,
        room: null,
        room_title: null,
        request_type: 'property',
        request_display: 'Propiedad Completa',
        kind: 'inquiry',
        user_id: tenant.user.id,
        tenant_name: 'Lucía Martín',
        tenant_email: 'lucia@example.com',
        status: 'pendiente',
        message: '¿Sigue disponible?',
        response_message: '',
        desired_entry_date: '2027-01-15',
      });
      expect(request.tenant_phone).not.toBe('');
      expect(request.property_summary).toMatchObject({
        id: propertyId,
        title: propertyTitle,
        address: 'Calle del Pez 12',
        city: 'Madrid',
        thumbnail: null,
        owner_name: 'Carmen Vidal',
      });
      const told = (await notificationsOf(owner.user.id)).slice(before);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        event_type: 'request_created',
        notification_type: 'request',
        title: 'Nueva consulta',
        message: `Lucía Martín ha enviado una consulta sobre «${propertyTitle}».`,
        related_object_id: request.id,
        related_object_type: 'property_request',
      });
      expect(await notificationsOf(tenant.user.id)).toEqual([]);
    });

    it('sends a rental application, titled as such for the owner', async () => {
      tick();
      const before = (await notificationsOf(owner.user.id)).length;
      const request = await otherTenant.client.propertyRequests.create(enquiry({ kind: 'application' }));
      expect(request.kind).toBe('application');
      const [told] = (await notificationsOf(owner.user.id)).slice(before);
      expect(told).toMatchObject({ title: 'Nueva solicitud de alquiler', event_type: 'request_created' });
      expect(told?.message).toContain('ha solicitado alquilar');
    });

    it('takes a room enquiry from a visitor (user_id null), naming the room', async () => {
      tick();
      const request = await server
        .client()
        .propertyRequests.create(
          enquiry({ request_type: 'room', room: roomId, tenant_name: 'Visitante Anónimo' }),
        );
      expect(request).toMatchObject({
        user_id: null,
        room: roomId,
        room_title: 'Habitación exterior',
        request_type: 'room',
        request_display: 'Habitación',
      });
      const [last] = (await notificationsOf(owner.user.id)).slice(-1);
      expect(last?.message).toBe(
        `Visitante Anónimo ha enviado una consulta sobre la habitación «Habitación exterior» de «${propertyTitle}».`,
      );
    });

    it('takes a property enquiry from a visitor (a partner page’s form), telling the owner', async () => {
      tick();
      const request = await server
        .client()
        .propertyRequests.create(enquiry({ tenant_name: 'Visitante Anónimo' }));
      expect(request).toMatchObject({ user_id: null, room: null, request_type: 'property', kind: 'inquiry' });
      const [last] = (await notificationsOf(owner.user.id)).slice(-1);
      expect(last?.message).toContain('Visitante Anónimo');
      expect(last?.message).toContain(propertyTitle);
    });

    it('needs a signed-in user for a property application (401), and changes nothing', async () => {
      const rows = await requestRows();
      const error = await failure(server.client().propertyRequests.create(enquiry({ kind: 'application' })));
      expect(error.status).toBe(401);
      const raw = await server.fetch('/api/property-requests/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'application', message: 'x' }),
      });
      // Refused before the body's checks: a visitor learns nothing of them.
      expect(raw.status).toBe(401);
      expect(await requestRows()).toEqual(rows);
      // An empty body is an enquiry by the schema's defaults: its missing fields are named.
      const empty = await server.fetch('/api/property-requests/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(empty.status).toBe(400);
      expect(Object.keys((await empty.json()) as object)).toEqual(
        expect.arrayContaining(['property', 'tenant_name', 'tenant_email', 'message']),
      );
      expect(await requestRows()).toEqual(rows);
    });

    it('refuses unknown, inactive and own properties, and rooms of another property', async () => {
      const rows = await requestRows();
      const notifications = await allNotifications();
      const unknown = await failure(tenant.client.propertyRequests.create(enquiry({ property: 999_999 })));
      expect(unknown).toMatchObject({ status: 400, data: { property: ['Propiedad no encontrada.'] } });

      const inactive = await newProperty(owner, { status: 'inactivo' });
      const closed = await failure(tenant.client.propertyRequests.create(enquiry({ property: inactive.id })));
      // A hidden property is answered like an unknown one: its existence is not confirmed.
      expect(closed).toMatchObject({ status: 400, data: { property: ['Propiedad no encontrada.'] } });

      const own = await failure(owner.client.propertyRequests.create(enquiry()));
      expect(own).toMatchObject({
        status: 400,
        data: { non_field_errors: ['No puedes enviar una consulta sobre tu propia propiedad.'] },
      });

      const elsewhere = await newProperty(otherLandlord);
      const foreignRoom = await newRoom(otherLandlord, elsewhere.id);
      const mismatch = await failure(
        server.client().propertyRequests.create(enquiry({ request_type: 'room', room: foreignRoom.id })),
      );
      expect(mismatch).toMatchObject({
        status: 400,
        data: { room: ['La habitación no pertenece a esta propiedad.'] },
      });
      const noRoom = await failure(
        server.client().propertyRequests.create(enquiry({ request_type: 'room', room: 999_999 })),
      );
      expect(noRoom).toMatchObject({ status: 400, data: { room: ['Habitación no encontrada.'] } });
      const missingRoom = await failure(
        server.client().propertyRequests.create(enquiry({ request_type: 'room' })),
      );
      expect(missingRoom).toMatchObject({
        status: 400,
        data: { room: ['Indica la habitación de la consulta.'] },
      });
      const blank = await failure(tenant.client.propertyRequests.create(enquiry({ message: '   ' })));
      expect(blank).toMatchObject({
        status: 400,
        data: { message: ['Por favor, escribe un mensaje para el propietario'] },
      });

      expect(await requestRows()).toEqual(rows);
      expect(await allNotifications()).toEqual(notifications);
    });
  });

  describe('the landlord’s and the tenant’s lists', () => {
    it('the landlord sees every request on their properties, newest first; others see none of them', async () => {
      const host = await register(server, 'propietario');
      const second = await newProperty(host);
      const third = await newProperty(host);
      tick();
      const a = await tenant.client.propertyRequests.create(enquiry({ property: second.id }));
      tick();
      const b = await server
        .client()
        .propertyRequests.create(
          enquiry({ property: third.id, request_type: 'room', room: (await newRoom(host, third.id)).id }),
        );
      tick();
      const c = await otherTenant.client.propertyRequests.create(enquiry({ property: second.id }));

      const received = await host.client.propertyRequests.received();
      expect(received.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
      expect(received[1]).toMatchObject({
        property_id: third.id,
        room_id: b.room,
        request_display: 'Habitación',
      });
      expect((await otherLandlord.client.propertyRequests.received()).map((r) => r.id)).not.toContain(a.id);

      expect((await failure(tenant.client.propertyRequests.received())).status).toBe(403);
      expect((await failure(server.client().propertyRequests.received())).status).toBe(401);
    });

    it('the tenant sees their own requests, newest first, with the property summary', async () => {
      const asker = await register(server, 'inquilino');
      tick();
      const first = await asker.client.propertyRequests.create(enquiry());
      tick();
      const second = await asker.client.propertyRequests.create(enquiry({ kind: 'application' }));
      const mine = await asker.client.propertyRequests.mine();
      expect(mine.map((r) => r.id)).toEqual([second.id, first.id]);
      expect(mine[0]?.property_summary).toMatchObject({ id: propertyId, owner_name: 'Carmen Vidal' });
      expect((await failure(server.client().propertyRequests.mine())).status).toBe(401);
      expect(await (await register(server)).client.propertyRequests.mine()).toEqual([]);
    });
  });

  describe('the owner’s decision', () => {
    it('accepts an application with a message; the requester is told', async () => {
      tick();
      const request = await tenant.client.propertyRequests.create(
        enquiry({ kind: 'application', move_in: '2027-01-15', months: 6 }),
      );
      const before = (await notificationsOf(tenant.user.id)).length;
      const ownerBefore = (await notificationsOf(owner.user.id)).length;
      const decided = await owner.client.propertyRequests.decide(request.id, {
        status: 'aceptada',
        response_message: '¡Bienvenida!',
      });
      expect(decided).toMatchObject({ id: request.id, status: 'aceptada', response_message: '¡Bienvenida!' });
      // The tenant's older pending applications for these dates are declined too.
      const told = (await notificationsOf(tenant.user.id))
        .slice(before)
        .filter((n) => n.related_object_id === request.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        event_type: 'request_approved',
        notification_type: 'request',
        title: 'Solicitud aceptada',
        related_object_id: request.id,
      });
      expect(told[0]?.message).toContain(`Carmen Vidal ha aceptado tu solicitud sobre «${propertyTitle}»`);
      expect(await notificationsOf(owner.user.id)).toHaveLength(ownerBefore);
    });

    it('rejects; the requester is told', async () => {
      tick();
      const request = await tenant.client.propertyRequests.create(enquiry());
      const before = (await notificationsOf(tenant.user.id)).length;
      const decided = await owner.client.propertyRequests.decide(request.id, { status: 'rechazada' });
      expect(decided.status).toBe('rechazada');
      const told = (await notificationsOf(tenant.user.id)).slice(before);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ event_type: 'request_rejected', title: 'Solicitud rechazada' });
    });

    it('decides a visitor’s application without telling anybody', async () => {
      tick();
      // A home of its own: the property of these tests has an accepted request already.
      const home = await newProperty(owner);
      const room = await newRoom(owner, home.id);
      const request = await server.client().propertyRequests.create(
        enquiry({
          property: home.id,
          request_type: 'room',
          room: room.id,
          kind: 'application',
          move_in: '2027-01-01',
          months: 3,
        }),
      );
      const notifications = await allNotifications();
      await owner.client.propertyRequests.decide(request.id, { status: 'aceptada' });
      expect(await allNotifications()).toEqual(notifications);
    });

    it('refuses the requester (403), strangers and unknown ids (404), bad input and decided requests (400)', async () => {
      tick();
      const request = await tenant.client.propertyRequests.create(enquiry());
      const rows = await requestRows();
      const notifications = await allNotifications();

      const self = await failure(tenant.client.propertyRequests.decide(request.id, { status: 'aceptada' }));
      expect(self.status).toBe(403);
      for (const stranger of [otherTenant, otherLandlord]) {
        expect(
          (await failure(stranger.client.propertyRequests.decide(request.id, { status: 'aceptada' }))).status,
        ).toBe(404);
      }
      expect(
        (await failure(owner.client.propertyRequests.decide(999_999, { status: 'aceptada' }))).status,
      ).toBe(404);
      const malformed = await server.fetch('/api/property-requests/x1/', {
        method: 'PATCH',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'aceptada' }),
      });
      expect(malformed.status).toBe(404);
      expect(
        (await failure(server.client().propertyRequests.decide(request.id, { status: 'aceptada' }))).status,
      ).toBe(401);
      const bad = await server.fetch(`/api/property-requests/${request.id}/`, {
        method: 'PATCH',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'cancelada' }),
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ status: ['El estado debe ser aceptada o rechazada.'] });
      expect(await requestRows()).toEqual(rows);
      expect(await allNotifications()).toEqual(notifications);

      await owner.client.propertyRequests.decide(request.id, { status: 'rechazada' });
      const again = await failure(owner.client.propertyRequests.decide(request.id, { status: 'aceptada' }));
      expect(again).toMatchObject({
        status: 400,
        data: { status: ['Solo se pueden modificar solicitudes pendientes.'] },
      });
    });
  });

  describe('one accepted application per unit and period', () => {
    const statusOf = async (id: number) =>
      (
        await db()
          .selectFrom('property_requests')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    const notFree =
      'Esas fechas no están libres: hay días ocupados o bloqueados en ese periodo. Elige otras.';

    it('accepting a whole property holds its dates and declines the other pending applications for them, telling each', async () => {
      const home = await newProperty(owner, { is_coliving: false, price_per_room: null });
      const dates = { kind: 'application', move_in: '2027-01-01', months: 6 } as const;
      const ask = (who: Account, over: Partial<PropertyRequestCreate> = {}) => {
        tick();
        return who.client.propertyRequests.create(enquiry({ property: home.id, ...dates, ...over }));
      };
      const chosen = await ask(tenant);
      const other = await ask(otherTenant, { tenant_name: 'Pablo', tenant_email: 'pablo@example.com' });
      const guestRoomless = await server
        .client()
        .propertyRequests.create(enquiry({ property: home.id, request_type: 'room', room: null }))
        .catch(() => null);
      expect(guestRoomless).toBeNull(); // a room request names a room: nothing created
      const before = (await notificationsOf(otherTenant.user.id)).length;

      await owner.client.propertyRequests.decide(chosen.id, { status: 'aceptada' });
      expect(await statusOf(other.id)).toBe('rechazada');
      const declined = (await owner.client.propertyRequests.received()).find((r) => r.id === other.id);
      expect(declined?.response_message).toBe(
        'Ya hemos aceptado otra solicitud para estas fechas. Gracias por tu interés.',
      );
      // The service's words, not the landlord's: both sides are told so.
      expect(declined?.response_automatic).toBe(true);
      const mine = (await otherTenant.client.propertyRequests.mine()).find((r) => r.id === other.id);
      expect(mine?.response_automatic).toBe(true);
      const listed = (await otherTenant.client.notifications.requests()).results.find(
        (r) => r.id === other.id,
      );
      expect(listed).toMatchObject({ status: 'rejected', response_automatic: true });
      const received = await owner.client.propertyRequests.received();
      expect(received.find((r) => r.id === chosen.id)?.response_automatic).toBe(false);
      const told = (await notificationsOf(otherTenant.user.id)).slice(before);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ event_type: 'request_rejected', related_object_id: other.id });
      expect(told[0]?.message).toContain('Carmen Vidal ha aceptado otra solicitud');
      // The status is the landlord's own: an acceptance no longer reserves the home.
      const stored = await db()
        .selectFrom('properties')
        .select('status')
        .where('id', '=', home.id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('disponible');

      // The same dates cannot be asked for any more; later ones can, and can be accepted.
      tick();
      const late = await failure(
        otherTenant.client.propertyRequests.create(
          enquiry({ property: home.id, ...dates, move_in: '2027-03-01' }),
        ),
      );
      expect(late).toMatchObject({ status: 400, data: { move_in: [notFree] } });
      const after = await ask(otherTenant, { move_in: '2027-07-01' });
      await owner.client.propertyRequests.decide(after.id, { status: 'aceptada' });
      expect(await statusOf(after.id)).toBe('aceptada');
    });

    it('accepting a room holds that room only: other rooms’ applications wait, the same room’s and whole-property ones for those dates are declined (a guest by e-mail)', async () => {
      const home = await newProperty(owner);
      const [roomA, roomB] = [
        await newRoom(owner, home.id, 'Habitación A'),
        await newRoom(owner, home.id, 'Habitación B'),
      ];
      const dates = { kind: 'application', move_in: '2027-01-01', months: 3 } as const;
      const forRoom = (who: Account | null, room: number, email: string) => {
        tick();
        const client = who ? who.client : server.client();
        return client.propertyRequests.create(
          enquiry({ property: home.id, request_type: 'room', room, tenant_email: email, ...dates }),
        );
      };
      const chosen = await forRoom(tenant, roomA.id, 'lucia@example.com');
      const sameRoomGuest = await forRoom(null, roomA.id, 'elena@example.com');
      const otherRoom = await forRoom(otherTenant, roomB.id, 'pablo@example.com');
      tick();
      const wholeHome = await otherTenant.client.propertyRequests.create(
        enquiry({ property: home.id, ...dates }),
      );
      const mails = (await server.outbox()).length;

      await owner.client.propertyRequests.decide(chosen.id, { status: 'aceptada' });
      expect(await statusOf(sameRoomGuest.id)).toBe('rechazada');
      expect(await statusOf(wholeHome.id)).toBe('rechazada');
      expect(await statusOf(otherRoom.id)).toBe('pendiente');
      // Statuses are the landlord's own: neither the room nor the home is reserved by it.
      const rooms = await db()
        .selectFrom('rooms')
        .select(['id', 'status'])
        .where('property_id', '=', home.id)
        .execute();
      expect(Object.fromEntries(rooms.map((r) => [r.id, r.status]))).toEqual({
        [roomA.id]: 'available',
        [roomB.id]: 'available',
      });
      const stored = await db()
        .selectFrom('properties')
        .select('status')
        .where('id', '=', home.id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('disponible');
      const sent = (await server.outbox()).slice(mails);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain('To: elena@example.com');
      expect(sent[0]).toContain('ha aceptado otra solicitud');

      // Room B can still be accepted; the whole property can no longer be asked for those dates.
      await owner.client.propertyRequests.decide(otherRoom.id, { status: 'aceptada' });
      tick();
      const lateWhole = await failure(
        otherTenant.client.propertyRequests.create(enquiry({ property: home.id, ...dates })),
      );
      expect(lateWhole).toMatchObject({ status: 400, data: { move_in: [notFree] } });
    });

    it('keeps one listing per property', async () => {
      const home = await newProperty(owner, { is_coliving: false, price_per_room: null });
      const listing = {
        property: home.id,
        title: 'Piso luminoso',
        description: 'Con balcón.',
        rent_terms: 'Contrato de un año.',
        min_stay: 12,
        deposit: 1800,
        available_from: '2027-01-01',
        status: 'published' as const,
      };
      const first = await owner.client.listings.create(listing);
      const second = await failure(owner.client.listings.create(listing));
      expect(second).toMatchObject({
        status: 400,
        data: { property: ['Esta propiedad ya tiene un anuncio. Edítalo en lugar de crear otro.'] },
      });
      // Moving another listing onto it is refused the same way; editing the first is fine.
      const elsewhere = await newProperty(owner, { is_coliving: false, price_per_room: null });
      const moved = await owner.client.listings.create({ ...listing, property: elsewhere.id });
      expect((await failure(owner.client.listings.update(moved.id, { property: home.id }))).status).toBe(400);
      expect((await owner.client.listings.update(first.id, { title: 'Piso muy luminoso' })).title).toBe(
        'Piso muy luminoso',
      );
    });
  });
});
