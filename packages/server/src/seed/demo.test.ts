import { join } from 'node:path';
import {
  APPOINTMENT_STATUSES,
  type ConviveClient,
  createClient,
  ENERGY_LETTERS,
  isNotificationCode,
  isValidCadastralReference,
  isVisitSlot,
  isWeekday,
  LANGUAGES,
  LISTING_STATUSES,
  NOTIFICATION_STATUSES,
  normalizeText,
  notificationText,
  PROPERTY_REQUEST_STATUSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyUpdateSchema,
  ROOM_STATUSES,
  todayIn,
} from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../test/harness';
import type { App } from '../app';
import { noticeOf } from '../features/notifications';
import { start } from '../main';
import { LocalStorage } from '../storage/storage';
import { DEMO_ACCOUNTS, type DemoSummary, seedIfEmpty } from './demo';
import { renderDemoPictures } from './demoImages';

/** The seeded database, and a real server started over it afterwards. */
interface Seeded {
  test: TestDatabase;
  app: App;
  origin: string;
  client(token?: string): ConviveClient;
  fetch(path: string): Promise<Response>;
}

const distinct = async (
  server: Seeded,
  table: 'properties' | 'rooms' | 'appointments' | 'listings' | 'notifications' | 'property_requests',
  column: string,
) => {
  const rows = await server.test.database.db
    .selectFrom(table)
    // biome-ignore lint/suspicious/noExplicitAny: a column picked by name across tables.
    .select(column as any)
    .distinct()
    .execute();
  return new Set(rows.map((r) => (r as Record<string, unknown>)[column]));
};

describe.each(DIALECTS)('demo data on %s', (dialect) => {
  let server: Seeded;
  let summary: DemoSummary | null;
  const target = () => ({
    db: server.test.database.db,
    storage: new LocalStorage(join(server.test.dataDir, 'media')),
    now: new Date(),
  });
  beforeAll(async () => {
    const test = await openTestDatabase(dialect);
    summary = await seedIfEmpty({
      db: test.database.db,
      storage: new LocalStorage(join(test.dataDir, 'media')),
    });
    console.log(`[${dialect}] demo seed: ${summary?.ms} ms`, summary);
    const app = await start({
      env: {},
      config: test.config,
      database: test.database,
      logger: false,
      handleSignals: false,
    });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    server = {
      test,
      app,
      origin,
      client: (token) => createClient({ baseUrl: `${origin}/api`, getToken: () => token ?? null }),
      fetch: (path) => fetch(`${origin}${path}`),
    };
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await server?.test.close();
  });

  it('loads into an empty database, and only once', async () => {
    expect(summary).not.toBeNull();
    expect(summary!.properties).toBeGreaterThanOrEqual(60);
    expect(summary!.cities).toBeGreaterThanOrEqual(6);
    expect(await seedIfEmpty(target())).toBeNull();
    const { count } = await server.test.database.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(summary!.properties);
  });

  it('has properties of every type and status in at least six cities, with matching keys', async () => {
    const db = server.test.database.db;
    expect(await distinct(server, 'properties', 'property_type')).toEqual(new Set(PROPERTY_TYPES));
    expect(await distinct(server, 'properties', 'status')).toEqual(new Set(PROPERTY_STATUSES));
    const rows = await db
      .selectFrom('properties')
      .select([
        'city',
        'city_key',
        'neighborhood',
        'neighborhood_key',
        'status',
        'is_coliving',
        'price_per_room',
        'postal_code',
        'size',
        'bedrooms',
      ])
      .execute();
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.city_key).toBe(normalizeText(row.city));
      expect(row.neighborhood_key).toBe(normalizeText(row.neighborhood));
      expect(row.postal_code).toMatch(/^\d{5}$/);
      if (row.is_coliving) expect(row.price_per_room).toBeGreaterThan(0);
      // Plausible homes: at least ~12 m² per bedroom (no 6-bedroom coliving in 48 m²).
      expect(row.size / row.bedrooms).toBeGreaterThanOrEqual(12);
    }
    expect(rows.filter((r) => r.status === 'disponible').length / rows.length).toBeGreaterThan(0.6);
    expect(rows.filter((r) => r.is_coliving).length).toBeGreaterThanOrEqual(10);
  });

  it('gives most properties an energy letter and a valid cadastral reference, room lets an NRUA', async () => {
    const rows = await server.test.database.db
      .selectFrom('properties')
      .select([
        'is_coliving',
        'energy_rating',
        'energy_consumption',
        'energy_emissions',
        'cadastral_reference',
        'nrua_number',
      ])
      .execute();
    const lettered = rows.filter((r) => ENERGY_LETTERS.includes(r.energy_rating as 'A'));
    expect(lettered.length / rows.length).toBeGreaterThan(0.75);
    for (const row of lettered) {
      expect(row.energy_consumption).toBeGreaterThan(0);
      expect(row.energy_emissions).toBeGreaterThan(0);
    }
    const references = rows.flatMap((r) => (r.cadastral_reference ? [r.cadastral_reference] : []));
    expect(references.length / rows.length).toBeGreaterThan(0.75);
    for (const reference of references) expect(isValidCadastralReference(reference), reference).toBe(true);
    // What the demo stores, the API would have taken.
    for (const row of rows) {
      const { is_coliving: _coliving, ...facts } = row;
      expect(propertyUpdateSchema.safeParse(facts).success, JSON.stringify(facts)).toBe(true);
    }
    expect(rows.some((r) => r.is_coliving && r.nrua_number)).toBe(true);
  });

  it('has rooms in every status, and images on every property and room', async () => {
    const db = server.test.database.db;
    expect(await distinct(server, 'rooms', 'status')).toEqual(new Set(ROOM_STATUSES));
    const propertyImages = await db
      .selectFrom('property_images')
      .selectAll()
      .orderBy('owner_ref')
      .orderBy('position')
      .execute();
    const perProperty = new Map<number, typeof propertyImages>();
    for (const image of propertyImages)
      perProperty.set(image.owner_ref, [...(perProperty.get(image.owner_ref) ?? []), image]);
    expect(perProperty.size).toBe(summary!.properties);
    for (const images of perProperty.values()) {
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(5);
      expect(images.map((i) => i.is_main)).toEqual([1, ...Array(images.length - 1).fill(0)]);
    }
    const roomImages = await db.selectFrom('room_images').select(['owner_ref']).execute();
    const perRoom = new Map<number, number>();
    for (const image of roomImages) perRoom.set(image.owner_ref, (perRoom.get(image.owner_ref) ?? 0) + 1);
    expect(perRoom.size).toBe(summary!.rooms);
    for (const n of perRoom.values()) expect(n).toBeGreaterThanOrEqual(1);
  });

  it('has visits in every status, pending ones on future weekdays in valid slots', async () => {
    expect(await distinct(server, 'appointments', 'status')).toEqual(new Set(APPOINTMENT_STATUSES));
    const today = todayIn('Europe/Madrid', new Date());
    const visits = await server.test.database.db.selectFrom('appointments').selectAll().execute();
    for (const visit of visits) {
      expect(isWeekday(visit.date)).toBe(true);
      expect(isVisitSlot(visit.time)).toBe(true);
      if (visit.status === 'pendiente' || visit.status === 'confirmada')
        expect(visit.date > today).toBe(true);
      if (visit.status === 'completada') expect(visit.date < today).toBe(true);
    }
  });

  it('holds the period of each accepted application on its units, never two overlapping on one unit', async () => {
    const db = server.test.database.db;
    const requests = await db.selectFrom('property_requests').selectAll().execute();
    const accepted = requests.filter((r) => r.status === 'aceptada');
    expect(accepted.length).toBeGreaterThan(1);
    const periods = await db
      .selectFrom('availability_periods')
      .selectAll()
      .where('kind', '=', 'held')
      .execute();
    const rooms = await db.selectFrom('rooms').select(['id', 'property_id']).execute();
    for (const r of accepted) {
      expect(r.kind).toBe('application');
      expect(r.desired_entry_date).not.toBeNull();
      expect(r.move_out! > r.desired_entry_date!).toBe(true);
      const units = periods
        .filter((p) => p.request_id === r.id)
        .map((p) => {
          expect([p.property_id, p.start_date, p.end_date]).toEqual([
            r.property_id,
            r.desired_entry_date,
            r.move_out,
          ]);
          return p.unit;
        })
        .sort((a, b) => a - b);
      const wanted =
        r.request_type === 'room' && r.room_id !== null
          ? [r.room_id]
          : [0, ...rooms.filter((room) => room.property_id === r.property_id).map((room) => room.id)];
      expect(units).toEqual(wanted.sort((a, b) => a - b));
    }
    expect(periods.every((p) => accepted.some((r) => r.id === p.request_id))).toBe(true);
    for (const a of periods)
      for (const b of periods)
        if (a.id !== b.id && a.property_id === b.property_id && a.unit === b.unit)
          expect(a.start_date >= b.end_date || b.start_date >= a.end_date).toBe(true);
    // Pending applications wait for other periods; enquiries are only answered.
    const pending = requests.filter((r) => r.status === 'pendiente');
    expect(pending.some((r) => r.kind === 'inquiry')).toBe(true);
    const waiting = pending.filter((r) => r.kind === 'application');
    expect(waiting.some((w) => accepted.some((a) => a.room_id !== null && a.room_id === w.room_id))).toBe(
      true,
    );
    for (const w of waiting) {
      const overlapping = periods.filter(
        (p) =>
          p.property_id === w.property_id &&
          (w.room_id === null || w.request_type !== 'room' ? true : p.unit === w.room_id || p.unit === 0) &&
          p.start_date < w.move_out! &&
          p.end_date > w.desired_entry_date!,
      );
      expect(overlapping).toEqual([]);
    }
  });

  it('has requests, listings and notifications in every status', async () => {
    const db = server.test.database.db;
    expect(await distinct(server, 'property_requests', 'status')).toEqual(new Set(PROPERTY_REQUEST_STATUSES));
    expect(await distinct(server, 'property_requests', 'kind')).toEqual(new Set(['inquiry', 'application']));
    expect(await distinct(server, 'property_requests', 'request_type')).toEqual(
      new Set(['property', 'room']),
    );
    const roomRequests = await db
      .selectFrom('property_requests')
      .select(['room_id'])
      .where('request_type', '=', 'room')
      .execute();
    for (const r of roomRequests) expect(r.room_id).not.toBeNull();
    expect(await distinct(server, 'listings', 'status')).toEqual(new Set(LISTING_STATUSES));
    const featured = await db
      .selectFrom('listings')
      .select('id')
      .where('is_featured', '=', 1)
      .where('status', '=', 'published')
      .execute();
    expect(featured.length).toBeGreaterThan(0);
    expect(await distinct(server, 'notifications', 'status')).toEqual(new Set(NOTIFICATION_STATUSES));
    const favorites = await db.selectFrom('favorites').select('id').execute();
    expect(favorites.length).toBe(summary!.favorites);
    const contact = await db.selectFrom('contact_messages').select('id').execute();
    expect(contact.length).toBeGreaterThan(0);
  });

  it('lets every demo account sign in through the API', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { token } = await server
        .client()
        .auth.login({ email: account.email, password: account.password });
      const me = await server.client(token).users.me();
      expect(me.email).toBe(account.email);
      expect(me.is_landlord).toBe(account.role === 'propietario');
    }
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual(
      expect.arrayContaining(['carmen@convive.es', 'lucia@convive.es']),
    );
  });

  it('stores the images and serves them, with the profile pictures', async () => {
    const db = server.test.database.db;
    const image = await db
      .selectFrom('property_images')
      .selectAll()
      .where('is_main', '=', 1)
      .executeTakeFirstOrThrow();
    for (const key of [image.storage_key, image.thumb_key]) {
      const response = await server.fetch(`/media/${key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    const withPicture = await db
      .selectFrom('users')
      .select(['profile_picture'])
      .where('profile_picture', 'is not', null)
      .execute();
    expect(withPicture.length).toBeGreaterThanOrEqual(3);
    const avatar = await server.fetch(`/media/${withPicture[0]!.profile_picture}`);
    expect(avatar.status).toBe(200);

    // Through the API as the portal reads them: absolute URLs that answer.
    const property = await server.client().properties.get(image.owner_ref);
    expect(property?.images[0]?.is_main).toBe(true);
    const served = await fetch(property!.images[0]!.image);
    expect(served.status).toBe(200);
  });

  it('says nothing its own checklist, photos or prices deny', async () => {
    const db = server.test.database.db;
    const rooms = await db
      .selectFrom('rooms')
      .innerJoin('properties', 'properties.id', 'rooms.property_id')
      .select([
        'rooms.id',
        'rooms.title',
        'rooms.description',
        'rooms.has_desk',
        'rooms.has_wardrobe',
        'rooms.is_furnished',
        'rooms.price_monthly',
        'properties.price_per_room',
      ])
      .execute();
    expect(rooms.length).toBe(summary!.rooms);
    for (const room of rooms) {
      const text = room.description.toLowerCase();
      // The description promises nothing the checklist denies.
      if (text.includes('escritorio')) expect(room.has_desk, `room ${room.id}: desk`).toBe(1);
      if (text.includes('armario')) expect(room.has_wardrobe, `room ${room.id}: wardrobe`).toBe(1);
      if (text.includes('amueblada') || text.includes('incluye'))
        expect(room.is_furnished, `room ${room.id}: furnished`).toBe(1);
      expect(text.includes('sin amueblar'), `room ${room.id}: unfurnished`).toBe(room.is_furnished === 0);
      if (room.is_furnished === 0) expect([room.has_desk, room.has_wardrobe]).toEqual([0, 0]);
      // 'desde {price_per_room}' never sits above a cheaper room.
      if (room.price_per_room) expect(room.price_monthly).toBeGreaterThanOrEqual(room.price_per_room);
    }
    // The photo captioned 'Habitación doble' (one picture, the same bytes wherever used) is never
    // shown for a room its title calls 'individual'.
    const { scenes } = await renderDemoPictures(0);
    const doble = scenes.get('dormitorioDoble')!.main;
    const single = rooms.filter((r) => r.title.includes('individual')).map((r) => r.id);
    expect(single.length).toBeGreaterThan(5);
    const images = await db
      .selectFrom('room_images')
      .select(['storage_key'])
      .where('owner_ref', 'in', single)
      .execute();
    for (const image of images) {
      const bytes = Buffer.from(await (await server.fetch(`/media/${image.storage_key}`)).arrayBuffer());
      expect(bytes.equals(doble), image.storage_key).toBe(false);
    }
  });

  it('writes its notifications by code, as the live calls do, so each reads in every language', async () => {
    const rows = await server.test.database.db
      .selectFrom('notifications')
      .select(['code', 'params'])
      .execute();
    expect(rows.length).toBe(summary!.notifications);
    const codes = new Set(rows.map((row) => row.code));
    expect([...codes].filter((code) => !isNotificationCode(code) || code === 'legacy.text')).toEqual([]);
    for (const row of rows) {
      for (const language of LANGUAGES) {
        const { title, message } = notificationText(noticeOf(row), language);
        expect(title).not.toBe('');
        expect(message).not.toMatch(/undefined|null|NaN|\[object/);
      }
    }
  });

  it('is found by the public search, accents and all', async () => {
    const page = await server.client().properties.all({ city: 'malaga' });
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.every((p) => p.city === 'Málaga' && p.status === 'disponible')).toBe(true);
  });
});
