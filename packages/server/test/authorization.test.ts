import type { ConviveClient } from '@convive/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from './harness';
import { ACTORS, type Actor, jpeg, nextWeekday, type People, people, type World, world } from './world';

/** 'ok' for any success; otherwise the HTTP status expected; 'skip' where another suite covers it. */
type Outcome = 'ok' | 'skip' | number;
type Expectation = Record<Actor, Outcome>;

interface Row {
  name: string;
  call: (client: ConviveClient, w: World, p: People) => Promise<unknown>;
  expect: Expectation;
}

const row = (
  name: string,
  call: Row['call'],
  v: Outcome,
  t: Outcome,
  ot: Outcome,
  o: Outcome,
  ol: Outcome,
): Row => ({
  name,
  call,
  expect: { visitor: v, tenant: t, otherTenant: ot, owner: o, otherLandlord: ol },
});

/** Every mutating route × {visitor, tenant, other tenant, owner landlord, other landlord}. */
const ROWS: Row[] = [
  // Accounts (the "tenant" row owns the account).
  row(
    'users.update (tenant’s profile)',
    (c, _w, p) => c.users.update(p.tenant.user.id, { bio: 'x' }),
    401,
    'ok',
    403,
    403,
    403,
  ),
  row(
    'users.changePassword (tenant’s)',
    (c, _w, p) =>
      c.users.changePassword(p.tenant.user.id, {
        old_password: 'mal',
        new_password: 'Otra-Clave-2027',
        new_password_confirm: 'Otra-Clave-2027',
      }),
    401,
    400,
    403,
    403,
    403,
  ),
  // Self-deletion would remove the shared tenant; it is covered in features/accounts/accounts.test.ts.
  row(
    'users.delete (tenant’s)',
    (c, _w, p) => c.users.delete(p.tenant.user.id, { password: p.tenant.password }),
    401,
    'skip',
    403,
    403,
    403,
  ),
  // Properties
  row(
    'properties.create',
    (c) =>
      c.properties.create({
        title: 'Nuevo',
        description: 'd',
        price: 900,
        size: 60,
        address: 'a',
        city: 'Madrid',
        postal_code: '28001',
        bedrooms: 2,
        bathrooms: 1,
      }),
    401,
    403,
    403,
    'ok',
    'ok',
  ),
  row(
    'properties.update',
    (c, w) => c.properties.update(w.property.id, { price: 1 }),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row(
    'properties.uploadImages',
    async (c, w) => c.properties.uploadImages(w.property.id, [await jpeg(64, 64)]),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row(
    'properties.reorderImages',
    (c, w) => c.properties.reorderImages(w.property.id, [{ id: w.image.id, order: 0 }]),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row(
    'properties.deleteImage',
    (c, w) => c.properties.deleteImage(w.property.id, w.image.id),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row('properties.delete', (c, w) => c.properties.delete(w.property.id), 401, 403, 403, 'ok', 403),
  // Rooms
  row(
    'rooms.create',
    (c, w) =>
      c.rooms.create({
        coliving_property: w.property.id,
        room_number: `Z${Math.random()}`.slice(0, 8),
        title: 'Otra',
        price_monthly: 400,
        size_sqm: 10,
        available_from: '2027-01-01',
      }),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row('rooms.update', (c, w) => c.rooms.update(w.room.id, { title: 'Cambio' }), 401, 403, 403, 'ok', 403),
  row(
    'rooms.changeStatus',
    (c, w) => c.rooms.changeStatus(w.room.id, 'maintenance'),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row(
    'rooms.uploadImages',
    async (c, w) => c.rooms.uploadImages(w.room.id, [await jpeg(64, 64)]),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row(
    'rooms.reorderImages',
    (c, w) => c.rooms.reorderImages(w.room.id, [{ id: w.roomImage.id, order: 0 }]),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row(
    'rooms.deleteImage',
    (c, w) => c.rooms.deleteImage(w.room.id, w.roomImage.id),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row('rooms.delete', (c, w) => c.rooms.delete(w.room.id), 401, 403, 403, 'ok', 403),
  // Listings
  row(
    'listings.create',
    (c, w) =>
      c.listings.create({
        property: w.bareProperty.id,
        title: 'T',
        description: 'D',
        available_from: '2027-01-01',
      }),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row(
    'listings.update',
    (c, w) => c.listings.update(w.listing.id, { status: 'paused' }),
    401,
    403,
    403,
    'ok',
    403,
  ),
  row('listings.delete', (c, w) => c.listings.delete(w.listing.id), 401, 403, 403, 'ok', 403),
  // Favourites (tenants only)
  row('favorites.add', (c, w) => c.favorites.add(w.property.id), 401, 'ok', 'ok', 403, 403),
  row('favorites.remove (tenant’s)', (c, w) => c.favorites.remove(w.favorite.id), 401, 'ok', 404, 403, 403),
  row(
    'favorites.removeByProperty',
    (c, w) => c.favorites.removeByProperty(w.property.id),
    401,
    'ok',
    404,
    403,
    403,
  ),
  // Appointments (the tenant requested the visit; the owner owns the property)
  row(
    'appointments.create',
    (c, w) =>
      c.appointments.create({ property: w.property.id, date: nextWeekday(w.today, 3), time: '11:30' }),
    401,
    'ok',
    'ok',
    400,
    'ok',
  ),
  row(
    'appointments.changeStatus → confirmada',
    (c, w) => c.appointments.changeStatus(w.appointment.id, { status: 'confirmada' }),
    401,
    403,
    404,
    'ok',
    404,
  ),
  row(
    'appointments.changeStatus → cancelada',
    (c, w) => c.appointments.changeStatus(w.appointment.id, { status: 'cancelada' }),
    401,
    'ok',
    404,
    'ok',
    404,
  ),
  // Property requests (the tenant sent the enquiry; the owner decides)
  row(
    'propertyRequests.create (property enquiry, open to visitors)',
    (c, w) =>
      c.propertyRequests.create({
        property: w.property.id,
        tenant_name: 'Ana',
        tenant_email: 'ana@example.com',
        message: 'Hola',
      }),
    'ok',
    'ok',
    'ok',
    400,
    'ok',
  ),
  row(
    'propertyRequests.create (property application)',
    (c, w) =>
      c.propertyRequests.create({
        property: w.property.id,
        kind: 'application',
        tenant_name: 'Ana',
        tenant_email: 'ana@example.com',
        message: 'Hola',
      }),
    401,
    'ok',
    'ok',
    400,
    'ok',
  ),
  row(
    'propertyRequests.create (room, open to visitors)',
    (c, w) =>
      c.propertyRequests.create({
        property: w.property.id,
        room: w.room.id,
        request_type: 'room',
        tenant_name: 'Ana',
        tenant_email: 'ana@example.com',
        message: 'Hola',
      }),
    'ok',
    'ok',
    'ok',
    400,
    'ok',
  ),
  row(
    'propertyRequests.decide',
    // The world's request is an enquiry: it is declined, never accepted (docs/adr/0175-rental-periods.md).
    (c, w) => c.propertyRequests.decide(w.request.id, { status: 'rechazada' }),
    401,
    403,
    404,
    'ok',
    404,
  ),
  row(
    'propertyRequests.release (the owner’s refusal: not accepted)',
    (c, w) => c.propertyRequests.release(w.request.id, {}),
    401,
    403,
    404,
    400,
    404,
  ),
  row(
    'notifications.cancelRequest',
    (c, w) => c.notifications.cancelRequest(w.request.id),
    401,
    'ok',
    404,
    404,
    404,
  ),
  // Notifications (the owner's, raised by the tenant's actions)
  row(
    'notifications.markAsRead (owner’s)',
    (c, w) => c.notifications.markAsRead(w.notification.id),
    401,
    404,
    404,
    'ok',
    404,
  ),
  row(
    'notifications.archive (owner’s)',
    (c, w) => c.notifications.archive(w.notification.id),
    401,
    404,
    404,
    'ok',
    404,
  ),
  row('notifications.markAllAsRead', (c) => c.notifications.markAllAsRead(), 401, 'ok', 'ok', 'ok', 'ok'),
  // Contact (open to everyone)
  row(
    'contact.send',
    (c) => c.contact.send({ name: 'Ana', email: 'ana@example.com', subject: 'Duda', message: 'Hola' }),
    'ok',
    'ok',
    'ok',
    'ok',
    'ok',
  ),
];

const TABLES = [
  'users',
  'auth_tokens',
  'properties',
  'property_images',
  'rooms',
  'room_images',
  'listings',
  'favorites',
  'appointments',
  'property_requests',
  'notifications',
  'contact_messages',
] as const;

/** Everything the API can change, as text, to prove a refusal changed nothing. */
async function snapshot(server: TestServer): Promise<string> {
  const db = server.app.ctx.db;
  const parts: string[] = [];
  for (const table of TABLES) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(db);
    // last_used_at moves on every authenticated read; it is not data the caller changed.
    parts.push(JSON.stringify(rows.rows.map(({ last_used_at: _ignored, ...rest }) => rest)));
  }
  return parts.join('\n');
}

async function outcome(promise: Promise<unknown>): Promise<'ok' | number> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number') return status;
    throw error;
  }
}

describe.each(DIALECTS)('authorization matrix on %s', (dialect) => {
  let server: TestServer;
  let who: People;
  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => new Date('2026-11-23T08:00:00Z') });
    who = await people(server);
  });
  afterAll(() => server.close());

  it.each(ROWS)('$name', async ({ call, expect: expected }) => {
    // Refusals first, each on the same world, each proven to change nothing; then every allowed
    // caller on a fresh world of its own (an allowed delete must not spoil the next caller's try).
    const refused = ACTORS.filter((actor) => expected[actor] !== 'ok' && expected[actor] !== 'skip');
    const allowed = ACTORS.filter((actor) => expected[actor] === 'ok');
    const w = await world(server, who);
    for (const actor of refused) {
      const before = await snapshot(server);
      expect({ actor, outcome: await outcome(call(who.client(actor), w, who)) }).toEqual({
        actor,
        outcome: expected[actor],
      });
      expect(await snapshot(server), `${actor}'s refused call changed data`).toBe(before);
    }
    for (const actor of allowed) {
      const fresh = await world(server, who);
      expect({ actor, outcome: await outcome(call(who.client(actor), fresh, who)) }).toEqual({
        actor,
        outcome: 'ok',
      });
    }
  });
});
