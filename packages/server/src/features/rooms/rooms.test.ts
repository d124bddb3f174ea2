import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  COUNT_EXACT_LIMIT,
  type Property,
  type PropertyCreate,
  type Room,
  type RoomCreate,
} from '@convive/sdk';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { inSpanish, roomValues } from '../../../test/rows';

async function jpeg(width = 800, height = 600, color = '#cc6633'): Promise<File> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .withMetadata({ exif: { IFD0: { Copyright: 'Secreto GPS' } } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(buffer)], 'foto.jpg', { type: 'image/jpeg' });
}

function tag(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

function propertyData(overrides: Partial<PropertyCreate> = {}): PropertyCreate {
  return {
    title: 'Coliving luminoso en Malasaña',
    description: 'Piso compartido con zonas comunes.',
    property_type: 'piso',
    price: 1800,
    size: 120,
    address: 'Calle del Pez 10',
    city: 'Madrid',
    postal_code: '28004',
    // Room for the rooms the tests add to one property (one room per bedroom, rooms.capacity.test.ts).
    bedrooms: 12,
    bathrooms: 2,
    is_coliving: true,
    price_per_room: 450,
    ...overrides,
  };
}

let numbers = 0;
function roomData(propertyId: number, overrides: Partial<RoomCreate> = {}): RoomCreate {
  numbers += 1;
  return {
    coliving_property: propertyId,
    room_number: `H${numbers}`,
    title: 'Exterior',
    price_monthly: 450,
    size_sqm: 12,
    available_from: '2027-01-01',
    ...overrides,
  };
}

describe.each(DIALECTS)('rooms on %s', (dialect) => {
  let server: TestServer;
  let owner: Account;
  let otherLandlord: Account;
  let tenant: Account;
  let property: Property;
  let mediaRoot: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    [owner, otherLandlord, tenant] = await Promise.all([
      register(server, 'propietario', { first_name: 'Carmen', last_name: 'Ruiz' }),
      register(server, 'propietario', { first_name: 'Jorge' }),
      register(server, 'inquilino'),
    ]);
    property = await owner.client.properties.create(propertyData());
    mediaRoot = server.app.ctx.storage.localRoot!;
  });
  afterAll(() => server.close());

  const db = () => server.app.ctx.db;
  const roomRow = (id: number) =>
    db().selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
  const roomCount = async () =>
    Number(
      (
        await db()
          .selectFrom('rooms')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('create, read, update, delete', () => {
    it('creates a room with the defaults, answering 201', async () => {
      const response = await server.fetch('/api/rooms/', {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          coliving_property: String(property.id),
          room_number: ' A1 ',
          title: 'Exterior',
          price_monthly: '450,50',
          size_sqm: 12,
          available_from: '2027-02-01',
        }),
      });
      expect(response.status).toBe(201);
      const room = (await response.json()) as Room;
      expect(room).toMatchObject({
        coliving_property: property.id,
        coliving_property_title: 'Coliving luminoso en Malasaña',
        city: 'Madrid',
        room_number: 'A1',
        title: 'Exterior',
        description: '',
        price_monthly: 450.5,
        size_sqm: 12,
        floor_level: null,
        status: 'available',
        has_window: true,
        has_private_bathroom: false,
        min_stay_months: 1,
        max_stay_months: null,
        deposit_amount: null,
        available_from: '2027-02-01',
        images: [],
        thumbnail: null,
        owner: owner.user.id,
        owner_name: 'Carmen Ruiz',
      });
      expect(await server.client().rooms.get(room.id)).toEqual(room);
      const full = await server.client().properties.get(property.id);
      expect(full?.rooms.map((r) => r.id)).toContain(room.id);
    });

    it('accepts status aliases and every field', async () => {
      const room = await owner.client.rooms.create(
        roomData(property.id, {
          status: 'ocupada',
          description: 'Con balcón',
          floor_level: 2,
          has_balcony: true,
          has_desk: true,
          min_stay_months: 3,
          max_stay_months: 12,
          deposit_amount: 900,
        }),
      );
      expect(room).toMatchObject({
        status: 'occupied',
        floor_level: 2,
        has_balcony: true,
        has_desk: true,
        min_stay_months: 3,
        max_stay_months: 12,
        deposit_amount: 900,
      });
    });

    it('requires an existing property of the landlord’s own', async () => {
      const before = await roomCount();
      const missing = await failure(owner.client.rooms.create(roomData(9_999_999)));
      expect(missing.status).toBe(400);
      expect(missing.data).toEqual({ coliving_property: ['Propiedad no encontrada.'] });
      const huge = await failure(owner.client.rooms.create(roomData(999_999_999_999)));
      expect(huge.data).toEqual({ coliving_property: ['Propiedad no encontrada.'] });
      const nul = await failure(owner.client.rooms.create(roomData(property.id, { title: 'a\u0000' })));
      expect(nul.status).toBe(400);
      const foreign = await failure(otherLandlord.client.rooms.create(roomData(property.id)));
      expect(foreign.status).toBe(403);
      const byTenant = await failure(tenant.client.rooms.create(roomData(property.id)));
      expect(byTenant.status).toBe(403);
      expect(byTenant.data).toEqual({ detail: 'Solo los propietarios pueden realizar esta acción.' });
      expect((await failure(server.client().rooms.create(roomData(property.id)))).status).toBe(401);
      expect(await roomCount()).toBe(before);
    });

    it('answers 400 with the form’s Spanish messages for a bad body', async () => {
      const before = await roomCount();
      const bad = await failure(
        owner.client.rooms.create(
          roomData(property.id, {
            room_number: '  ',
            title: '',
            price_monthly: 0,
            size_sqm: -1,
            available_from: '2027-02-30',
          }),
        ),
      );
      expect(bad.status).toBe(400);
      expect(bad.data).toEqual({
        room_number: ['Este campo no puede estar en blanco.'],
        title: ['Este campo no puede estar en blanco.'],
        price_monthly: ['Por favor ingresa un precio válido'],
        size_sqm: ['Por favor ingresa un tamaño válido'],
        available_from: ['Fecha inválida'],
      });
      const order = await failure(
        owner.client.rooms.create(roomData(property.id, { min_stay_months: 6, max_stay_months: 3 })),
      );
      expect(order.data).toEqual({
        max_stay_months: ['La estancia máxima no puede ser menor que la mínima.'],
      });
      const empty = await server.fetch('/api/rooms/', {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(Object.keys((await empty.json()) as object).sort()).toEqual(
        ['available_from', 'coliving_property', 'price_monthly', 'room_number', 'size_sqm', 'title'].sort(),
      );
      expect(await roomCount()).toBe(before);
    });

    it('keeps room numbers unique within a property, ignoring case', async () => {
      const home = await owner.client.properties.create(propertyData());
      const second = await owner.client.properties.create(propertyData());
      const a = await owner.client.rooms.create(roomData(home.id, { room_number: 'A1' }));
      const taken = await failure(owner.client.rooms.create(roomData(home.id, { room_number: 'a1' })));
      expect(taken.status).toBe(400);
      expect(taken.data).toEqual({
        room_number: ['Ya existe una habitación con este número en esta propiedad.'],
      });
      const elsewhere = await owner.client.rooms.create(roomData(second.id, { room_number: 'A1' }));
      const b = await owner.client.rooms.create(roomData(home.id, { room_number: 'B1' }));
      expect((await failure(owner.client.rooms.update(b.id, { room_number: 'A1' }))).data).toEqual({
        room_number: ['Ya existe una habitación con este número en esta propiedad.'],
      });
      expect(
        (await failure(owner.client.rooms.update(elsewhere.id, { coliving_property: home.id }))).status,
      ).toBe(400);
      // Saving a room with its own number is fine.
      expect((await owner.client.rooms.update(a.id, { room_number: 'A1', title: 'Otra' })).title).toBe(
        'Otra',
      );
      expect((await roomRow(b.id))?.room_number).toBe('B1');
      expect((await roomRow(elsewhere.id))?.property_id).toBe(second.id);
    });

    it('reads a room publicly; unknown and malformed ids are 404', async () => {
      const room = await owner.client.rooms.create(roomData(property.id));
      expect((await tenant.client.rooms.get(room.id))?.id).toBe(room.id);
      expect(await server.client().rooms.get(9_999_999)).toBeNull();
      for (const path of ['abc', '0', '2.5', '999999999999999']) {
        const response = await server.fetch(`/api/rooms/${path}/`);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ detail: 'No encontrado.' });
      }
    });

    it('lists a property’s rooms by room number; hidden and unknown properties are 404', async () => {
      const home = await owner.client.properties.create(propertyData());
      for (const n of ['C3', 'A1', 'B2'])
        await owner.client.rooms.create(roomData(home.id, { room_number: n }));
      expect((await server.client().rooms.byProperty(home.id)).map((r) => r.room_number)).toEqual([
        'A1',
        'B2',
        'C3',
      ]);
      expect(
        await server.client().rooms.byProperty((await owner.client.properties.create(propertyData())).id),
      ).toEqual([]);
      expect((await failure(server.client().rooms.byProperty(9_999_999))).status).toBe(404);
      expect((await failure(server.client().rooms.byProperty(999_999_999_999))).status).toBe(404);
      expect((await server.fetch('/api/rooms/by-property/abc/')).status).toBe(404);

      const hidden = await owner.client.properties.create(propertyData({ status: 'inactivo' }));
      const room = await owner.client.rooms.create(roomData(hidden.id));
      expect((await owner.client.rooms.byProperty(hidden.id)).map((r) => r.id)).toEqual([room.id]);
      expect((await owner.client.rooms.get(room.id))?.id).toBe(room.id);
      for (const client of [server.client(), tenant.client, otherLandlord.client]) {
        expect((await failure(client.rooms.byProperty(hidden.id))).status).toBe(404);
        expect(await client.rooms.get(room.id)).toBeNull();
      }
    });

    it('lists the landlord’s own rooms only', async () => {
      const landlord = await register(server, 'propietario');
      const mine = await landlord.client.properties.create(propertyData());
      const hidden = await landlord.client.properties.create(propertyData({ status: 'inactivo' }));
      const a = await landlord.client.rooms.create(roomData(mine.id));
      const b = await landlord.client.rooms.create(roomData(hidden.id));
      expect((await landlord.client.rooms.mine()).map((r) => r.id)).toEqual([b.id, a.id]);
      expect(await (await register(server, 'propietario')).client.rooms.mine()).toEqual([]);
      expect((await failure(tenant.client.rooms.mine())).status).toBe(403);
      expect((await failure(server.client().rooms.mine())).status).toBe(401);
    });

    it('updates only the owner’s room, and moves it only to another property of theirs', async () => {
      const room = await owner.client.rooms.create(roomData(property.id, { min_stay_months: 3 }));
      const updated = await owner.client.rooms.update(room.id, {
        title: 'Renovada',
        floor_level: '1' as unknown as number,
        deposit_amount: '',
        has_wardrobe: 'on' as unknown as boolean,
      });
      expect(updated).toMatchObject({
        title: 'Renovada',
        floor_level: 1,
        deposit_amount: null,
        has_wardrobe: true,
      });
      const other = await owner.client.properties.create(propertyData({ title: 'Segunda casa' }));
      const moved = await owner.client.rooms.update(room.id, { coliving_property: other.id });
      expect([moved.coliving_property, moved.coliving_property_title]).toEqual([other.id, 'Segunda casa']);

      const before = await roomRow(room.id);
      const foreignProperty = await otherLandlord.client.properties.create(propertyData());
      expect(
        (await failure(owner.client.rooms.update(room.id, { coliving_property: foreignProperty.id }))).status,
      ).toBe(403);
      const missing = await failure(owner.client.rooms.update(room.id, { coliving_property: 9_999_999 }));
      expect(missing.data).toEqual({ coliving_property: ['Propiedad no encontrada.'] });
      expect((await failure(otherLandlord.client.rooms.update(room.id, { title: 'x' }))).status).toBe(403);
      expect((await failure(tenant.client.rooms.update(room.id, { title: 'x' }))).status).toBe(403);
      expect((await failure(server.client().rooms.update(room.id, { title: 'x' }))).status).toBe(401);
      expect((await failure(owner.client.rooms.update(9_999_999, { title: 'x' }))).status).toBe(404);
      // The stay order is checked against the stored minimum too.
      const order = await failure(owner.client.rooms.update(room.id, { max_stay_months: 2 }));
      expect(order.data).toEqual({
        max_stay_months: ['La estancia máxima no puede ser menor que la mínima.'],
      });
      const bad = await failure(
        owner.client.rooms.update(room.id, { price_monthly: 0, status: 'rota' as 'available' }),
      );
      expect(bad.data).toEqual({
        price_monthly: ['Por favor ingresa un precio válido'],
        status: ['Estado de habitación no válido.'],
      });
      expect(await roomRow(room.id)).toEqual(before);
    });

    it('changes the status of the owner’s room only', async () => {
      const room = await owner.client.rooms.create(roomData(property.id));
      expect((await owner.client.rooms.changeStatus(room.id, 'maintenance')).status).toBe('maintenance');
      const alias = await server.fetch(`/api/rooms/${room.id}/change-status/`, {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: '{"status": "Reservada"}',
      });
      expect(((await alias.json()) as Room).status).toBe('reserved');
      const bad = await failure(owner.client.rooms.changeStatus(room.id, 'rota' as 'available'));
      expect(bad.data).toEqual({ status: ['Estado de habitación no válido.'] });
      expect((await failure(otherLandlord.client.rooms.changeStatus(room.id, 'available'))).status).toBe(403);
      expect((await failure(tenant.client.rooms.changeStatus(room.id, 'available'))).status).toBe(403);
      expect((await failure(server.client().rooms.changeStatus(room.id, 'available'))).status).toBe(401);
      expect((await failure(owner.client.rooms.changeStatus(9_999_999, 'available'))).status).toBe(404);
      expect((await roomRow(room.id))?.status).toBe('reserved');
    });

    it('deletes only the owner’s room, with its stored files', async () => {
      const room = await owner.client.rooms.create(roomData(property.id));
      const [image] = await owner.client.rooms.uploadImages(room.id, [await jpeg()]);
      expect((await failure(otherLandlord.client.rooms.delete(room.id))).status).toBe(403);
      expect((await failure(tenant.client.rooms.delete(room.id))).status).toBe(403);
      expect((await failure(server.client().rooms.delete(room.id))).status).toBe(401);
      expect(await roomRow(room.id)).toBeDefined();
      await owner.client.rooms.delete(room.id);
      expect(await roomRow(room.id)).toBeUndefined();
      expect((await fetch(image!.image)).status).toBe(404);
      expect((await fetch(image!.thumbnail!)).status).toBe(404);
      expect(await readdir(join(mediaRoot, `rooms/${room.id}`)).catch(() => [])).toEqual([]);
      expect((await failure(owner.client.rooms.delete(room.id))).status).toBe(404);
    });
  });

  describe('search', () => {
    let city: string;
    let home: Property;
    let second: Property;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      city = `Cádiz ${tag()}`;
      home = await owner.client.properties.create(propertyData({ city, title: 'Casa del Pópulo' }));
      second = await otherLandlord.client.properties.create(propertyData({ city, title: 'Residencia Viña' }));
      const hidden = await owner.client.properties.create(propertyData({ city, status: 'inactivo' }));
      const make = async (name: string, landlord: Account, propertyId: number, data: Partial<RoomCreate>) => {
        const room = await landlord.client.rooms.create(roomData(propertyId, { title: name, ...data }));
        ids[name] = room.id;
      };
      await make('Grande', owner, home.id, {
        price_monthly: 600,
        size_sqm: 20,
        has_private_bathroom: true,
        has_balcony: true,
        room_number: 'G-100%',
      });
      await make('Mediana', owner, home.id, {
        price_monthly: 450,
        size_sqm: 14,
        has_desk: true,
        has_wardrobe: true,
        status: 'occupied',
        description: 'Junto a la cocina',
      });
      await make('Pequeña', otherLandlord, second.id, {
        price_monthly: 300,
        size_sqm: 9,
        is_furnished: true,
        has_window: false,
        status: 'reserved',
      });
      await make('Oculta', owner, hidden.id, { price_monthly: 350 });
    });

    const list = (filters: Record<string, unknown> = {}) =>
      server
        .client()
        .rooms.list({ city, ...filters })
        .then((page) => page.results.map((r) => r.title));

    it('lists rooms of visible properties, available first then newest first, with the city as a prefix', async () => {
      expect(await list()).toEqual(['Grande', 'Pequeña', 'Mediana']);
      expect(await list({ city: `cadiz ${city.slice(6, 9).toUpperCase()}` })).toEqual([
        'Grande',
        'Pequeña',
        'Mediana',
      ]);
      expect(await list({ city: `${city}z` })).toEqual([]);
    });

    it("marks the rooms of a featured home is_featured ('Destacada'), and only those", async () => {
      const featured = async () =>
        Object.fromEntries(
          (await server.client().rooms.list({ city })).results.map((room) => [room.title, room.is_featured]),
        );
      expect(await featured()).toEqual({ Grande: false, Pequeña: false, Mediana: false });
      await owner.client.listings.create({
        property: home.id,
        title: 'Habitaciones en la Casa del Pópulo',
        description: 'Coliving junto al mar.',
        available_from: '2027-01-01',
        status: 'published',
        is_featured: true,
      });
      expect(await featured()).toEqual({ Grande: true, Pequeña: false, Mediana: true });
      expect((await server.client().rooms.get(ids.Grande as number))?.is_featured).toBe(true);
    });

    it('filters by status, property, price, size and amenities', async () => {
      expect(await list({ status: 'occupied' })).toEqual(['Mediana']);
      expect(await list({ status: 'reservada' })).toEqual(['Pequeña']);
      expect(await list({ coliving_property: home.id })).toEqual(['Grande', 'Mediana']);
      expect(await list({ coliving_property: second.id })).toEqual(['Pequeña']);
      expect(await list({ min_price: 400, max_price: 500 })).toEqual(['Mediana']);
      expect(await list({ max_price: 300 })).toEqual(['Pequeña']);
      expect(await list({ min_size: 10 })).toEqual(['Grande', 'Mediana']);
      expect(await list({ max_size: 9 })).toEqual(['Pequeña']);
      expect(await list({ has_private_bathroom: true })).toEqual(['Grande']);
      expect(await list({ has_balcony: true })).toEqual(['Grande']);
      expect(await list({ has_desk: true, has_wardrobe: true })).toEqual(['Mediana']);
      expect(await list({ is_furnished: true })).toEqual(['Pequeña']);
      expect(await list({ has_window: true })).toEqual(['Grande', 'Mediana']);
      expect(await list({ has_window: false })).toEqual(['Grande', 'Pequeña', 'Mediana']);
    });

    it('sorts by price or size when asked, rooms one can rent still first', async () => {
      expect(await list({ ordering: 'price' })).toEqual(['Grande', 'Pequeña', 'Mediana']);
      expect(await list({ ordering: '-price' })).toEqual(['Grande', 'Mediana', 'Pequeña']);
      expect(await list({ ordering: 'size' })).toEqual(['Grande', 'Pequeña', 'Mediana']);
      expect(await list({ ordering: '-size' })).toEqual(['Grande', 'Mediana', 'Pequeña']);
      const bad = await server.fetch(`/api/rooms/?ordering=precio`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ ordering: ['Orden no válido.'] });
    });

    it("searches the room's title, description and number, and its property's full text", async () => {
      expect(await list({ search: 'GRANDE' })).toEqual(['Grande']);
      expect(await list({ search: 'cocina' })).toEqual(['Mediana']);
      expect(await list({ search: 'g-100%' })).toEqual(['Grande']);
      // Only symbols: no word to look for in the property's text, so no text condition.
      expect(await list({ search: '%' })).toEqual(['Grande', 'Pequeña', 'Mediana']);
      // The property's Spanish full text: stems, accents and case ignored.
      expect(await list({ search: 'RESIDENCIAS' })).toEqual(['Pequeña']);
      expect(await list({ search: 'residencia' })).toEqual(['Pequeña']);
      expect(await list({ search: 'pópulo', min_price: 500 })).toEqual(['Grande']);
    });

    it('leads with the rooms one can rent, each group newest first, on every page', async () => {
      const mixed = await owner.client.properties.create(
        propertyData({ city: `Teruel ${tag()}`, bedrooms: 14 }),
      );
      const statuses = ['occupied', 'reserved', 'available', 'maintenance', 'available', 'ocupada'] as const;
      const made: { id: number; status: string }[] = [];
      for (let i = 0; i < 14; i += 1) {
        const room = await owner.client.rooms.create(
          roomData(mixed.id, { status: statuses[i % statuses.length]! }),
        );
        made.push({ id: room.id, status: room.status });
      }
      // Created one after another: a larger id is never older.
      const byIdDesc = (a: { id: number }, b: { id: number }) => b.id - a.id;
      const available = made.filter((r) => r.status === 'available').sort(byIdDesc);
      const rest = made.filter((r) => r.status !== 'available').sort(byIdDesc);
      expect(available).toHaveLength(4);
      const expected = [...available, ...rest].map((r) => r.id);
      // The newest room is not available: newest-first alone would put it first.
      expect(made.at(-1)!.status).not.toBe('available');

      const first = await server.client().rooms.list({ coliving_property: mixed.id });
      expect([first.count, first.results.length, first.previous]).toEqual([14, 12, null]);
      expect(first.results.map((r) => r.id)).toEqual(expected.slice(0, 12));
      expect(first.results.slice(0, 4).every((r) => r.status === 'available')).toBe(true);
      const second = (await (await fetch(first.next!)).json()) as typeof first;
      expect([second.count, second.next]).toEqual([14, null]);
      expect(second.results.map((r) => r.id)).toEqual(expected.slice(12));

      // A status filter still applies, newest first.
      const occupied = await server.client().rooms.list({ coliving_property: mixed.id, status: 'occupied' });
      expect(occupied.count).toBe(made.filter((r) => r.status === 'occupied').length);
      expect(occupied.results.map((r) => r.id)).toEqual(
        made
          .filter((r) => r.status === 'occupied')
          .sort(byIdDesc)
          .map((r) => r.id),
      );
      const free = await server.client().rooms.list({ coliving_property: mixed.id, status: 'available' });
      expect([free.count, free.results.map((r) => r.id)]).toEqual([4, available.map((r) => r.id)]);
    });

    it('pages past the count limit in the same order as one sort of every match (more than 1.000 rooms)', async () => {
      const place = `Huesca ${tag()}`;
      const big = await owner.client.properties.create(propertyData({ city: place }));
      const statuses = ['available', 'occupied', 'available', 'reserved', 'maintenance'];
      const rooms = Array.from({ length: COUNT_EXACT_LIMIT + 30 }, (_, i) =>
        roomValues(big.id, {
          room_number: `M${i}`,
          // Repeated prices, sizes and dates: ties are broken by the id, newest first.
          price_monthly: 300 + ((i * 37) % 400),
          size_sqm: 8 + (i % 13),
          status: statuses[(i * 7) % statuses.length]!,
          created_at: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
        }),
      );
      for (let i = 0; i < rooms.length; i += 200) {
        await db()
          .insertInto('rooms')
          .values(rooms.slice(i, i + 200))
          .execute();
      }
      const columns = {
        '-created_at': ['created_at', 'desc'],
        price: ['price_monthly', 'asc'],
        '-size': ['size_sqm', 'desc'],
      } as const;
      /** The page as one ORDER BY of every match gives it. */
      const sorted = (ordering: keyof typeof columns, page: number, maxPrice?: number) =>
        db()
          .selectFrom('rooms')
          .select('id')
          .where('property_id', '=', big.id)
          .$if(maxPrice !== undefined, (q) => q.where('price_monthly', '<=', maxPrice!))
          .orderBy(sql`case when status = 'available' then 0 else 1 end`)
          .orderBy(columns[ordering][0], columns[ordering][1])
          .orderBy('id', 'desc')
          .limit(12)
          .offset((page - 1) * 12)
          .execute()
          .then((rows) => rows.map((r) => r.id));
      const available = rooms.filter((r) => r.status === 'available').length;
      const split = Math.floor(available / 12) + 1;
      const last = Math.ceil(rooms.length / 12);
      for (const ordering of Object.keys(columns) as (keyof typeof columns)[]) {
        for (const page of [1, split - 1, split, split + 1, last - 1, last]) {
          const answer = await server.client().rooms.list({ city: place, ordering, page });
          expect(
            answer.results.map((r) => r.id),
            `${ordering} page ${page}`,
          ).toEqual(await sorted(ordering, page));
          // The count stopped at the limit: a lower bound, and `next` from the rows found.
          expect([answer.count, answer.count_exact, answer.next === null]).toEqual([
            COUNT_EXACT_LIMIT,
            false,
            page === last,
          ]);
        }
      }
      // Under the limit the count is exact, the envelope as before.
      const cheap = await server
        .client()
        .rooms.list({ city: place, ordering: 'price', max_price: 350, page: 2 });
      const cheapCount = rooms.filter((r) => r.price_monthly <= 350).length;
      expect(cheapCount).toBeLessThan(COUNT_EXACT_LIMIT);
      expect([cheap.count, 'count_exact' in cheap]).toEqual([cheapCount, false]);
      expect(cheap.results.map((r) => r.id)).toEqual(await sorted('price', 2, 350));
    });

    it('matches the city filter against the neighbourhood too, ignoring case and accents', async () => {
      const hood = await owner.client.properties.create(
        propertyData({ city: 'Madrid', neighborhood: 'Lavapiés', title: 'Corrala' }),
      );
      const elsewhere = await owner.client.properties.create(
        propertyData({ city: `Soria ${tag()}`, neighborhood: 'Centro', title: 'Lejos' }),
      );
      const near = await owner.client.rooms.create(roomData(hood.id, { title: 'En Lavapiés' }));
      await owner.client.rooms.create(roomData(elsewhere.id, { title: 'En Soria' }));
      for (const term of ['Lavapiés', 'lavapies', 'LAVAPIÉS', 'LAVAPIES', 'lava']) {
        const page = await server.client().rooms.list({ city: term });
        expect([term, page.count, page.results.map((r) => r.id)]).toEqual([term, 1, [near.id]]);
      }
      expect((await server.client().rooms.list({ city: 'Lavapiésx' })).count).toBe(0);
    });

    it("follows its property's move and status at once (the copies on the room, migration 022)", async () => {
      const from = `Zamora ${tag()}`;
      const to = `Ávila ${tag()}`;
      const home = await owner.client.properties.create(propertyData({ city: from, neighborhood: 'Centro' }));
      const room = await owner.client.rooms.create(roomData(home.id));
      const ids = async (city: string) =>
        (await server.client().rooms.list({ city })).results.map((r) => r.id);
      expect(await ids(from)).toEqual([room.id]);
      await owner.client.properties.update(home.id, { city: to });
      expect([await ids(from), await ids(to)]).toEqual([[], [room.id]]);
      await owner.client.properties.update(home.id, { status: 'inactivo' });
      expect(await ids(to)).toEqual([]);
      await owner.client.properties.update(home.id, { status: 'reservado' });
      expect(await ids(to)).toEqual([room.id]);
    });

    it('pages by 12 with the envelope, and refuses bad filters in Spanish', async () => {
      const many = await owner.client.properties.create(
        propertyData({ city: `Huelva ${tag()}`, bedrooms: 13 }),
      );
      for (let i = 0; i < 13; i += 1) await owner.client.rooms.create(roomData(many.id));
      const first = await server.client().rooms.list({ coliving_property: many.id });
      expect([first.count, first.results.length, first.previous]).toEqual([13, 12, null]);
      expect(new URL(first.next!).pathname).toBe('/api/rooms/');
      expect(new URL(first.next!).searchParams.get('page')).toBe('2');
      const second = (await (await fetch(first.next!)).json()) as typeof first;
      expect([second.results.length, second.next]).toEqual([1, null]);
      expect(second.previous).not.toBeNull();
      expect((await server.client().rooms.list({ coliving_property: 999_999_999_999 })).count).toBe(0);
      const past = await server.client().rooms.list({ coliving_property: many.id, page: 4 });
      expect([past.count, past.results.length]).toEqual([13, 0]);
      const bad = await server.fetch('/api/rooms/?status=rota&min_size=x&page_size=0');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        status: ['Estado de habitación no válido.'],
        min_size: ['Tipo de dato no válido: se esperaba un número.'],
        page_size: ['Asegúrate de que este valor sea mayor o igual que 1.'],
      });
    });
  });

  describe('images', () => {
    const rows = (roomId: number) =>
      db()
        .selectFrom('room_images')
        .selectAll()
        .where('owner_ref', '=', roomId)
        .orderBy('position')
        .execute();

    it('accepts up to 10 images for a room without images, then 5 more per upload', async () => {
      const room = await owner.client.rooms.create(roomData(property.id));
      const small = await jpeg(64, 48);
      const eleven = await failure(
        owner.client.rooms.uploadImages(
          room.id,
          Array.from({ length: 11 }, () => small),
        ),
      );
      expect(eleven.data).toEqual({ images: ['Solo puedes subir un máximo de 10 imágenes.'] });
      const first = await owner.client.rooms.uploadImages(
        room.id,
        Array.from({ length: 10 }, () => small),
      );
      expect(first.map((i) => i.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(first.map((i) => i.is_main)).toEqual([true, ...Array.from({ length: 9 }, () => false)]);
      const six = await failure(
        owner.client.rooms.uploadImages(
          room.id,
          Array.from({ length: 6 }, () => small),
        ),
      );
      expect(six.status).toBe(400);
      expect(six.data).toEqual({ images: ['Solo puedes subir un máximo de 5 imágenes.'] });
      const five = await owner.client.rooms.uploadImages(
        room.id,
        Array.from({ length: 5 }, () => small),
      );
      expect(five.map((i) => [i.order, i.is_main])).toEqual([
        [10, false],
        [11, false],
        [12, false],
        [13, false],
        [14, false],
      ]);
      expect((await failure(owner.client.rooms.uploadImages(room.id, []))).data).toEqual({
        images: ['Adjunta al menos una imagen en el campo images.'],
      });
      expect((await rows(room.id)).length).toBe(15);
    });

    it('stores WebP files without metadata; refuses non-images (415) and files above 10 MB (413)', async () => {
      const room = await owner.client.rooms.create(roomData(property.id));
      const [image] = await owner.client.rooms.uploadImages(room.id, [await jpeg(1200, 900)]);
      expect(image!.image).toMatch(new RegExp(`/media/rooms/${room.id}/[0-9a-f]+\\.webp$`));
      const meta = await sharp(Buffer.from(await (await fetch(image!.image)).arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 1200, undefined]);
      const room2 = await owner.client.rooms.get(room.id);
      expect(room2?.thumbnail).toBe(image!.thumbnail);
      const fake = new File([new TextEncoder().encode('texto')], 'foto.jpg', { type: 'image/jpeg' });
      expect((await failure(owner.client.rooms.uploadImages(room.id, [await jpeg(), fake]))).status).toBe(
        415,
      );
      const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
      expect((await failure(owner.client.rooms.uploadImages(room.id, [huge]))).status).toBe(413);
      expect((await rows(room.id)).map((r) => r.id)).toEqual([image!.id]);
      expect((await readdir(join(mediaRoot, `rooms/${room.id}`))).length).toBe(2);
    });

    it('reorders (main follows position 0) and deletes images; foreign ids are refused', async () => {
      const room = await owner.client.rooms.create(roomData(property.id));
      const other = await owner.client.rooms.create(roomData(property.id));
      const [a, b, c] = await owner.client.rooms.uploadImages(room.id, [
        await jpeg(),
        await jpeg(),
        await jpeg(),
      ]);
      const [foreign] = await owner.client.rooms.uploadImages(other.id, [await jpeg()]);
      const answer = await owner.client.rooms.reorderImages(room.id, [
        { id: b!.id, order: 0 },
        { id: c!.id, order: 1 },
        { id: a!.id, order: 2 },
      ]);
      expect(answer).toEqual([
        { id: b!.id, order: 0 },
        { id: c!.id, order: 1 },
        { id: a!.id, order: 2 },
      ]);
      const read = await server.client().rooms.get(room.id);
      expect(read?.images.map((i) => [i.id, i.is_main])).toEqual([
        [b!.id, true],
        [c!.id, false],
        [a!.id, false],
      ]);
      const before = await rows(room.id);
      const refused = await failure(
        owner.client.rooms.reorderImages(room.id, [{ id: foreign!.id, order: 0 }]),
      );
      expect(refused.status).toBe(400);
      expect(refused.data).toEqual({
        image_order: [`La imagen ${foreign!.id} no pertenece a esta habitación.`],
      });
      expect(
        (await failure(otherLandlord.client.rooms.reorderImages(room.id, [{ id: a!.id, order: 0 }]))).status,
      ).toBe(403);
      expect(await rows(room.id)).toEqual(before);

      await owner.client.rooms.deleteImage(room.id, b!.id);
      expect((await fetch(b!.image)).status).toBe(404);
      expect((await rows(room.id)).map((r) => [r.id, r.position, r.is_main])).toEqual([
        [c!.id, 0, 1],
        [a!.id, 1, 0],
      ]);
      expect((await failure(owner.client.rooms.deleteImage(room.id, foreign!.id))).status).toBe(404);
      expect((await failure(otherLandlord.client.rooms.deleteImage(room.id, c!.id))).status).toBe(403);
      expect((await failure(server.client().rooms.deleteImage(room.id, c!.id))).status).toBe(401);
      expect((await rows(room.id)).length).toBe(2);
    });
  });

  describe('notifications to favouriters', () => {
    let fan: Account;
    let otherFan: Account;
    let home: Property;

    beforeAll(async () => {
      [fan, otherFan] = await Promise.all([register(server, 'inquilino'), register(server, 'inquilino')]);
      home = await owner.client.properties.create(propertyData());
      const elsewhere = await owner.client.properties.create(propertyData({ title: 'Otra casa' }));
      const now = new Date().toISOString();
      await db()
        .insertInto('favorites')
        .values([
          { user_id: fan.user.id, property_id: home.id, created_at: now },
          { user_id: otherFan.user.id, property_id: elsewhere.id, created_at: now },
        ])
        .execute();
    });

    const notificationsOf = (userId: number) =>
      db()
        .selectFrom('notifications')
        .select([
          'code',
          'params',
          'event_type',
          'notification_type',
          'related_object_id',
          'related_object_type',
        ])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()
        .then((rows) =>
          rows.map(({ code, params, ...row }) => {
            const { title, message } = inSpanish({ code, params });
            return { title, message, ...row };
          }),
        );
    const clear = () => db().deleteFrom('notifications').execute();

    it('tells the tenants who favourited the property about a new room, and nobody else', async () => {
      await clear();
      const room = await owner.client.rooms.create(
        roomData(home.id, { room_number: 'A1', title: 'Exterior' }),
      );
      expect(await notificationsOf(fan.user.id)).toEqual([
        {
          title: 'Nueva habitación disponible',
          message: 'Se ha publicado la habitación «A1 · Exterior» en Coliving luminoso en Malasaña.',
          event_type: 'room_created',
          notification_type: 'room',
          related_object_id: room.id,
          related_object_type: 'room',
        },
      ]);
      expect(await notificationsOf(otherFan.user.id)).toEqual([]);
      expect(await notificationsOf(owner.user.id)).toEqual([]);
      expect(await notificationsOf(tenant.user.id)).toEqual([]);
    });

    it('raises one event per kind of change', async () => {
      const room = await owner.client.rooms.create(
        roomData(home.id, { room_number: 'B2', title: 'Interior' }),
      );
      await clear();
      await owner.client.rooms.changeStatus(room.id, 'occupied');
      await owner.client.rooms.changeStatus(room.id, 'occupied');
      await owner.client.rooms.update(room.id, { price_monthly: 420 });
      await owner.client.rooms.update(room.id, { available_from: '2027-03-15' });
      await owner.client.rooms.update(room.id, { title: 'Interior reformada' });
      await owner.client.rooms.update(room.id, { status: 'available' });
      await owner.client.rooms.update(room.id, { title: 'Interior reformada' });
      const got = await notificationsOf(fan.user.id);
      expect(got.map((n) => n.event_type)).toEqual([
        'room_status_changed',
        'room_price_changed',
        'room_availability_changed',
        'room_updated',
        'room_status_changed',
      ]);
      expect(got.map((n) => n.title)).toEqual([
        'Cambio de estado de una habitación',
        'Cambio de precio de una habitación',
        'Nueva fecha de disponibilidad',
        'Habitación actualizada',
        'Cambio de estado de una habitación',
      ]);
      expect(got[0]?.message).toBe(
        'La habitación «B2 · Interior» de Coliving luminoso en Malasaña ahora está ocupada.',
      );
      expect(got[1]?.message).toBe(
        'La habitación «B2 · Interior» de Coliving luminoso en Malasaña ha pasado de 450\u00a0€ a 420\u00a0€ al mes.',
      );
      expect(got[2]?.message).toBe(
        'La habitación «B2 · Interior» de Coliving luminoso en Malasaña estará disponible desde el 15 de marzo de 2027.',
      );
      expect(got.every((n) => n.related_object_id === room.id && n.related_object_type === 'room')).toBe(
        true,
      );
      expect(await notificationsOf(otherFan.user.id)).toEqual([]);

      await clear();
      await owner.client.rooms.update(room.id, { price_monthly: 430, status: 'reserved' });
      expect((await notificationsOf(fan.user.id)).map((n) => n.event_type).sort()).toEqual([
        'room_price_changed',
        'room_status_changed',
      ]);
    });

    it('sends nothing for refused changes', async () => {
      const room = await owner.client.rooms.create(roomData(home.id));
      await clear();
      await failure(otherLandlord.client.rooms.changeStatus(room.id, 'occupied'));
      await failure(otherLandlord.client.rooms.update(room.id, { price_monthly: 1 }));
      await failure(owner.client.rooms.update(room.id, { price_monthly: -1 }));
      expect(await notificationsOf(fan.user.id)).toEqual([]);
    });
  });
});
