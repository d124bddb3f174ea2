import { type AppointmentCreate, appointmentSchema, type PropertyCreate } from '@convive/sdk';
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

/** Monday 23 November 2026, 09:00 in Madrid. */
const MONDAY = new Date('2026-11-23T08:00:00Z');

let serial = 0;

function newProperty(owner: Account, overrides: Partial<PropertyCreate> = {}) {
  serial += 1;
  return owner.client.properties.create({
    title: `Ático en Lavapiés ${serial}`,
    description: 'Con terraza.',
    property_type: 'atico',
    price: 1200,
    size: 80,
    address: 'Calle del Ave María 5',
    city: 'Madrid',
    postal_code: '28012',
    bedrooms: 2,
    bathrooms: 1,
    ...overrides,
  });
}

describe.each(DIALECTS)('appointments on %s', (dialect) => {
  let server: TestServer;
  let now = MONDAY;
  let tenant: Account;
  let otherTenant: Account;
  let owner: Account;
  let otherLandlord: Account;
  let propertyId: number;
  let propertyTitle: string;

  const db = () => server.app.ctx.db;
  const notificationsOf = (userId: number) =>
    db()
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map(inSpanish));
  const appointmentRows = () => db().selectFrom('appointments').selectAll().orderBy('id').execute();

  async function raw(path: string, token: string | undefined, body: unknown) {
    const response = await server.fetch(path, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => now });
    [tenant, otherTenant, owner, otherLandlord] = await Promise.all([
      register(server, 'inquilino', { first_name: 'Lucía', last_name: 'Martín' }),
      register(server, 'inquilino', { first_name: 'Pablo', last_name: 'Ruiz' }),
      register(server, 'propietario', { first_name: 'Carmen', last_name: 'Vidal' }),
      register(server, 'propietario', { first_name: 'Jorge', last_name: 'Sanz' }),
    ]);
    const property = await newProperty(owner);
    propertyId = property.id;
    propertyTitle = property.title;
  });
  afterAll(() => server.close());

  describe('requesting a visit', () => {
    it('creates a pending appointment (201) and tells the owner who, where and when', async () => {
      const before = (await notificationsOf(owner.user.id)).length;
      const { status, body } = await raw('/api/appointments/', tenant.token, {
        property: propertyId,
        date: '2026-11-24',
        time: '10:30',
        notes: '  Iré con mi hermana.  ',
      });
      expect(status).toBe(201);
      const appointment = appointmentSchema.parse(body);
      expect(appointment).toMatchObject({
        property: propertyId,
        property_title: propertyTitle,
        property_owner: owner.user.id,
        user: tenant.user.id,
        user_name: 'Lucía Martín',
        date: '2026-11-24',
        time: '10:30',
        notes: 'Iré con mi hermana.',
        status: 'pendiente',
        response_message: '',
      });
      const told = (await notificationsOf(owner.user.id)).slice(before);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        event_type: 'appointment_created',
        notification_type: 'appointment',
        title: 'Nueva solicitud de visita',
        related_object_id: appointment.id,
        related_object_type: 'appointment',
      });
      expect(told[0]?.message).toBe(
        `Lucía Martín ha solicitado una visita a «${appointment.property_title}» el 24 de noviembre de 2026 a las 10:30.`,
      );
      expect(await notificationsOf(tenant.user.id)).toEqual([]);
    });

    it('lets a landlord request a visit to someone else’s property', async () => {
      const created = await otherLandlord.client.appointments.create({
        property: propertyId,
        date: '2026-11-25',
        time: '12:00',
      });
      expect(created).toMatchObject({ status: 'pendiente', user: otherLandlord.user.id });
    });

    it.each<[string, Partial<AppointmentCreate>, Record<string, string[]>]>([
      [
        'a Saturday',
        { date: '2026-11-28' },
        { date: ['Las visitas solo están disponibles de lunes a viernes.'] },
      ],
      [
        'a Sunday',
        { date: '2026-11-29' },
        { date: ['Las visitas solo están disponibles de lunes a viernes.'] },
      ],
      ['today', { date: '2026-11-23' }, { date: ['Elige una fecha entre mañana y dentro de tres meses.'] }],
      [
        'a past date',
        { date: '2026-11-20' },
        { date: ['Elige una fecha entre mañana y dentro de tres meses.'] },
      ],
      [
        'the day after the three-month window',
        { date: '2027-02-24' },
        { date: ['Elige una fecha entre mañana y dentro de tres meses.'] },
      ],
      [
        'a time between slots',
        { time: '09:15' },
        { time: ['Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.'] },
      ],
      [
        'a time after the last slot',
        { time: '20:00' },
        { time: ['Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.'] },
      ],
      [
        'a time before the first slot',
        { time: '08:30' },
        { time: ['Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.'] },
      ],
      ['an unreal date', { date: '2026-02-30' }, { date: ['Fecha inválida'] }],
    ])('refuses %s with a Spanish message and stores nothing', async (_name, change, expected) => {
      const rows = await appointmentRows();
      const notifications = await notificationsOf(owner.user.id);
      const error = await failure(
        tenant.client.appointments.create({
          property: propertyId,
          date: '2026-11-26',
          time: '11:00',
          ...change,
        }),
      );
      expect(error.status).toBe(400);
      expect(error.data).toEqual(expected);
      expect(await appointmentRows()).toEqual(rows);
      expect(await notificationsOf(owner.user.id)).toEqual(notifications);
    });

    it('accepts the window’s edges: tomorrow, the first and last slots, today + 3 months', async () => {
      const requester = await register(server, 'inquilino');
      for (const [date, time] of [
        ['2026-11-24', '09:00'],
        ['2026-11-24', '19:30'],
        ['2027-02-23', '15:00'],
      ] as const) {
        const created = await requester.client.appointments.create({ property: propertyId, date, time });
        expect(created).toMatchObject({ date, time, status: 'pendiente' });
      }
    });

    it('asks for date and time with the spec’s one message when either is missing', async () => {
      for (const body of [
        { property: propertyId },
        { property: propertyId, date: '2026-11-24', time: '  ' },
      ]) {
        const { status, body: answer } = await raw('/api/appointments/', tenant.token, body);
        expect(status).toBe(400);
        expect(answer).toEqual({
          non_field_errors: ['Por favor, selecciona una fecha y hora para la visita'],
        });
      }
      const nothing = await raw('/api/appointments/', tenant.token, {});
      expect(nothing.status).toBe(400);
      expect(nothing.body.non_field_errors).toEqual([
        'Por favor, selecciona una fecha y hora para la visita',
      ]);
      expect(nothing.body.property).toBeDefined();
    });

    it('refuses the owner’s own property, unknown and unavailable properties', async () => {
      const rows = await appointmentRows();
      const own = await failure(
        owner.client.appointments.create({ property: propertyId, date: '2026-11-24', time: '10:00' }),
      );
      expect(own.status).toBe(400);
      expect(own.data).toEqual({
        non_field_errors: ['No puedes solicitar una visita a tu propia propiedad.'],
      });

      const unknown = await failure(
        tenant.client.appointments.create({ property: 999_999, date: '2026-11-24', time: '10:00' }),
      );
      expect(unknown.data).toEqual({ property: ['Propiedad no encontrada.'] });

      const rented = await newProperty(owner, { status: 'alquilado' });
      const unavailable = await failure(
        tenant.client.appointments.create({ property: rented.id, date: '2026-11-24', time: '10:00' }),
      );
      expect(unavailable.status).toBe(400);
      expect(unavailable.data).toEqual({ property: ['Esta propiedad no está disponible.'] });
      expect(await appointmentRows()).toEqual(rows);
    });

    it('refuses a second live request for the same slot, allows it again once cancelled', async () => {
      const slot = { property: propertyId, date: '2026-12-01', time: '17:00' };
      const first = await tenant.client.appointments.create(slot);
      const again = await failure(tenant.client.appointments.create(slot));
      expect(again.status).toBe(400);
      expect(again.data).toEqual({
        non_field_errors: ['Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.'],
      });
      // Another person may ask for the same slot.
      await otherTenant.client.appointments.create(slot);
      await tenant.client.appointments.changeStatus(first.id, { status: 'cancelada' });
      const renewed = await tenant.client.appointments.create(slot);
      expect(renewed.status).toBe('pendiente');
    });

    it('needs a signed-in user', async () => {
      const error = await failure(
        server.client().appointments.create({ property: propertyId, date: '2026-11-24', time: '10:00' }),
      );
      expect(error.status).toBe(401);
    });
  });

  describe('changing the status', () => {
    async function pending(requester: Account = tenant, time = '13:00') {
      return requester.client.appointments.create({ property: propertyId, date: '2026-12-02', time });
    }

    it('the owner confirms with a message; the requester is told', async () => {
      const appointment = await pending(tenant, '09:30');
      const before = (await notificationsOf(tenant.user.id)).length;
      const ownerBefore = (await notificationsOf(owner.user.id)).length;
      const confirmed = await owner.client.appointments.changeStatus(appointment.id, {
        status: 'confirmada',
        response_message: 'Te espero en el portal.',
      });
      expect(confirmed).toMatchObject({
        id: appointment.id,
        status: 'confirmada',
        response_message: 'Te espero en el portal.',
        user_name: 'Lucía Martín',
      });
      const told = (await notificationsOf(tenant.user.id)).slice(before);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        event_type: 'appointment_confirmed',
        notification_type: 'appointment',
        title: 'Visita confirmada',
        related_object_id: appointment.id,
      });
      expect(told[0]?.message).toContain('Carmen Vidal ha confirmado tu visita');
      expect(told[0]?.message).toContain('2 de diciembre de 2026 a las 09:30');
      expect(await notificationsOf(owner.user.id)).toHaveLength(ownerBefore);
    });

    it('the owner rejects (cancelada); the requester is told', async () => {
      const appointment = await pending(tenant, '10:00');
      const before = (await notificationsOf(tenant.user.id)).length;
      const cancelled = await owner.client.appointments.changeStatus(appointment.id, { status: 'cancelada' });
      expect(cancelled.status).toBe('cancelada');
      const told = (await notificationsOf(tenant.user.id)).slice(before);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ event_type: 'appointment_canceled', title: 'Visita cancelada' });
    });

    it('the requester cancels; the owner is told', async () => {
      const appointment = await pending(tenant, '10:30');
      const before = (await notificationsOf(owner.user.id)).length;
      const tenantBefore = (await notificationsOf(tenant.user.id)).length;
      const cancelled = await tenant.client.appointments.changeStatus(appointment.id, {
        status: 'cancelada',
        response_message: 'Me surgió un imprevisto.',
      });
      expect(cancelled).toMatchObject({ status: 'cancelada', response_message: 'Me surgió un imprevisto.' });
      const told = (await notificationsOf(owner.user.id)).slice(before);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        event_type: 'appointment_canceled',
        related_object_id: appointment.id,
      });
      expect(told[0]?.message).toContain('Lucía Martín ha cancelado la visita');
      expect(await notificationsOf(tenant.user.id)).toHaveLength(tenantBefore);
    });

    it('refuses the requester confirming (403), strangers and unknown ids (404), changing nothing', async () => {
      const appointment = await pending(tenant, '11:30');
      const rows = await appointmentRows();
      const notifications = await db().selectFrom('notifications').selectAll().execute();

      const self = await failure(
        tenant.client.appointments.changeStatus(appointment.id, { status: 'confirmada' }),
      );
      expect(self.status).toBe(403);
      for (const stranger of [otherTenant, otherLandlord]) {
        for (const status of ['confirmada', 'cancelada'] as const) {
          const error = await failure(stranger.client.appointments.changeStatus(appointment.id, { status }));
          expect(error.status).toBe(404);
        }
      }
      expect(
        (await failure(owner.client.appointments.changeStatus(999_999, { status: 'confirmada' }))).status,
      ).toBe(404);
      const malformed = await raw('/api/appointments/abc/change_status/', owner.token, {
        status: 'confirmada',
      });
      expect(malformed.status).toBe(404);
      const visitor = await failure(
        server.client().appointments.changeStatus(appointment.id, { status: 'cancelada' }),
      );
      expect(visitor.status).toBe(401);
      const bad = await raw(`/api/appointments/${appointment.id}/change_status/`, owner.token, {
        status: 'completada',
      });
      expect(bad).toEqual({ status: 400, body: { status: ['El estado debe ser confirmada o cancelada.'] } });

      expect(await appointmentRows()).toEqual(rows);
      expect(await db().selectFrom('notifications').selectAll().execute()).toEqual(notifications);
    });

    it('keeps who cancelled: a rejection is the owner’s, a withdrawal the requester’s', async () => {
      const rejected = await pending(tenant, '14:00');
      const withdrawn = await pending(tenant, '14:30');
      expect(rejected.cancelled_by).toBeNull();
      const byOwner = await owner.client.appointments.changeStatus(rejected.id, { status: 'cancelada' });
      expect(byOwner).toMatchObject({ status: 'cancelada', cancelled_by: 'owner' });
      const byTenant = await tenant.client.appointments.changeStatus(withdrawn.id, { status: 'cancelada' });
      expect(byTenant).toMatchObject({ status: 'cancelada', cancelled_by: 'requester' });
      // Both sides read the same, in their lists too.
      for (const who of [tenant, owner]) {
        const { results } = await who.client.appointments.list({ page_size: 100 });
        expect(results.find((a) => a.id === rejected.id)?.cancelled_by).toBe('owner');
        expect(results.find((a) => a.id === withdrawn.id)?.cancelled_by).toBe('requester');
      }
      const confirmed = await pending(tenant, '15:00');
      expect(
        (await owner.client.appointments.changeStatus(confirmed.id, { status: 'confirmada' })).cancelled_by,
      ).toBeNull();
    });

    it('changes only pending appointments', async () => {
      const appointment = await pending(tenant, '12:30');
      await owner.client.appointments.changeStatus(appointment.id, { status: 'confirmada' });
      const rows = await appointmentRows();
      for (const [who, status] of [
        [owner, 'cancelada'],
        [owner, 'confirmada'],
        [tenant, 'cancelada'],
      ] as const) {
        const error = await failure(who.client.appointments.changeStatus(appointment.id, { status }));
        expect(error.status).toBe(400);
        expect(error.data).toEqual({ status: ['Solo se pueden modificar citas pendientes.'] });
      }
      expect(await appointmentRows()).toEqual(rows);
    });
  });

  describe('the requester’s contact', () => {
    it('goes to the property’s owner only: the e-mail, and the phone the profile has', async () => {
      const withPhone = await register(server, 'inquilino', { first_name: 'Nuria', last_name: 'Gil' });
      await withPhone.client.users.update(withPhone.user.id, { phone: '+34 612 345 678' });
      const asked = await withPhone.client.appointments.create({
        property: propertyId,
        date: '2026-12-03',
        time: '16:00',
      });
      const noPhone = await otherTenant.client.appointments.create({
        property: propertyId,
        date: '2026-12-03',
        time: '16:30',
      });
      // The requester's own answer and list carry no contact (theirs, and not the landlord's).
      expect(asked.requester_contact).toBeNull();
      const mine = await withPhone.client.appointments.list({ page_size: 100 });
      expect(mine.results.find((a) => a.id === asked.id)?.requester_contact).toBeNull();

      const { results } = await owner.client.appointments.list({ page_size: 100 });
      expect(results.find((a) => a.id === asked.id)?.requester_contact).toEqual({
        email: withPhone.email,
        phone: '+34612345678',
      });
      expect(results.find((a) => a.id === noPhone.id)?.requester_contact).toEqual({
        email: otherTenant.email,
        phone: '',
      });
      const decided = await owner.client.appointments.changeStatus(asked.id, { status: 'confirmada' });
      expect(decided.requester_contact).toEqual({ email: withPhone.email, phone: '+34612345678' });

      // Another landlord sees neither the visit nor the contact.
      const other = await otherLandlord.client.appointments.list({ page_size: 100 });
      expect(other.results.map((a) => a.id)).not.toContain(asked.id);
      expect(JSON.stringify(other)).not.toContain(withPhone.email);
    });
  });

  describe('listing', () => {
    it('shows the caller’s requests and those on their properties, by date then time, paginated', async () => {
      const host = await register(server, 'propietario');
      const visitor = await register(server, 'inquilino', { first_name: 'Eva', last_name: 'Gil' });
      const stranger = await register(server, 'inquilino');
      const home = await newProperty(host);
      const a = await visitor.client.appointments.create({
        property: home.id,
        date: '2026-12-03',
        time: '16:00',
      });
      const b = await visitor.client.appointments.create({
        property: home.id,
        date: '2026-12-02',
        time: '18:00',
      });
      const c = await visitor.client.appointments.create({
        property: home.id,
        date: '2026-12-02',
        time: '09:00',
      });
      const elsewhere = await visitor.client.appointments.create({
        property: propertyId,
        date: '2026-12-04',
        time: '09:00',
      });

      const mine = await visitor.client.appointments.list();
      expect(mine.count).toBe(4);
      expect(mine.results.map((r) => r.id)).toEqual([c.id, b.id, a.id, elsewhere.id]);
      const hosted = await host.client.appointments.list();
      expect(hosted.results.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
      expect(hosted.results[0]).toMatchObject({ user_name: 'Eva Gil', property_owner: host.user.id });
      expect((await stranger.client.appointments.list()).count).toBe(0);

      const first = await visitor.client.appointments.list({ page_size: 3 });
      expect(first).toMatchObject({ count: 4, previous: null });
      expect(first.results).toHaveLength(3);
      expect(first.next).toMatch(/\/api\/appointments\/\?page_size=3&page=2$/);
      const second = await visitor.client.appointments.list({ page: 2, page_size: 3 });
      expect(second.results.map((r) => r.id)).toEqual([elsewhere.id]);
      expect(second.next).toBeNull();
      expect(second.previous).toMatch(/\/api\/appointments\/\?page_size=3$/);
      const beyond = await visitor.client.appointments.list({ page: 9, page_size: 3 });
      expect(beyond).toMatchObject({ count: 4, results: [] });

      const tooBig = await server.fetch('/api/appointments/?page_size=101', { token: visitor.token });
      expect(tooBig.status).toBe(400);
      expect((await failure(server.client().appointments.list())).status).toBe(401);
    });

    it('marks confirmed visits whose time has passed (Madrid time) as completada, and stores it', async () => {
      const host = await register(server, 'propietario');
      const guest = await register(server, 'inquilino');
      const home = await newProperty(host);
      const early = await guest.client.appointments.create({
        property: home.id,
        date: '2026-11-24',
        time: '10:00',
      });
      const late = await guest.client.appointments.create({
        property: home.id,
        date: '2026-11-24',
        time: '11:00',
      });
      const unconfirmed = await guest.client.appointments.create({
        property: home.id,
        date: '2026-11-24',
        time: '09:00',
      });
      for (const id of [early.id, late.id])
        await host.client.appointments.changeStatus(id, { status: 'confirmada' });

      try {
        // Tuesday 24 November, 10:30 in Madrid (09:30 UTC).
        now = new Date('2026-11-24T09:30:00Z');
        const page = await guest.client.appointments.list();
        const status = new Map(page.results.map((r) => [r.id, r.status]));
        expect(status.get(early.id)).toBe('completada');
        expect(status.get(late.id)).toBe('confirmada');
        expect(status.get(unconfirmed.id)).toBe('pendiente');
        const stored = await db()
          .selectFrom('appointments')
          .select('status')
          .where('id', '=', early.id)
          .executeTakeFirstOrThrow();
        expect(stored.status).toBe('completada');

        // The next day everything confirmed is past, seen from the owner's side too.
        now = new Date('2026-11-25T08:00:00Z');
        const hosted = await host.client.appointments.list();
        expect(hosted.results.find((r) => r.id === late.id)?.status).toBe('completada');
        expect(hosted.results.find((r) => r.id === unconfirmed.id)?.status).toBe('pendiente');
        // Completion is not an event anyone is told about.
        const events = await db()
          .selectFrom('notifications')
          .select('event_type')
          .where('event_type', '=', 'appointment_completed')
          .execute();
        expect(events).toEqual([]);
      } finally {
        now = MONDAY;
      }
    });
  });
});
