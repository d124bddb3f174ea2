import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiError, Property, PropertyCreate } from '@convive/sdk';
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

async function jpegBuffer(width = 800, height = 600, color = '#cc6633'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .withMetadata({ exif: { IFD0: { Copyright: 'Secreto GPS' } } })
    .jpeg()
    .toBuffer();
}

async function jpeg(width = 800, height = 600, color = '#cc6633'): Promise<File> {
  return new File([new Uint8Array(await jpegBuffer(width, height, color))], 'foto.jpg', {
    type: 'image/jpeg',
  });
}

/** A random tag of letters, so each test's city is its own and no prefix of another. */
function tag(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

function propertyData(overrides: Partial<PropertyCreate> = {}): PropertyCreate {
  return {
    title: 'Piso luminoso en el centro',
    description: 'Un piso exterior con mucha luz.',
    property_type: 'piso',
    price: 900,
    size: 70,
    address: 'Calle Mayor 1',
    city: 'Madrid',
    postal_code: '28013',
    bedrooms: 2,
    bathrooms: 1,
    ...overrides,
  };
}

async function filesUnder(root: string, folder: string): Promise<string[]> {
  return readdir(join(root, folder)).catch(() => [] as string[]);
}

describe.each(DIALECTS)('properties on %s', (dialect) => {
  let server: TestServer;
  let owner: Account;
  let otherLandlord: Account;
  let tenant: Account;
  let mediaRoot: string;

  beforeAll(async () => {
    server = await startServer(dialect);
    [owner, otherLandlord, tenant] = await Promise.all([
      register(server, 'propietario', { first_name: 'Carmen', last_name: 'Ruiz' }),
      register(server, 'propietario', { first_name: 'Jorge' }),
      register(server, 'inquilino'),
    ]);
    mediaRoot = server.app.ctx.storage.localRoot!;
  });
  afterAll(() => server.close());

  const db = () => server.app.ctx.db;
  const propertyCount = async () =>
    Number(
      (
        await db()
          .selectFrom('properties')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('create, read, update, delete', () => {
    it('creates a property with the defaults and the owner, answering 201', async () => {
      const response = await server.fetch('/api/properties/', {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...propertyData(), property_type: undefined, price: '950,5' }),
      });
      expect(response.status).toBe(201);
      const created = (await response.json()) as Property;
      expect(created).toMatchObject({
        title: 'Piso luminoso en el centro',
        property_type: 'apartamento',
        country: 'España',
        status: 'disponible',
        price: 950.5,
        floor: null,
        price_per_room: null,
        is_coliving: false,
        has_pool: false,
        is_featured: false,
        owner: owner.user.id,
        owner_name: 'Carmen Ruiz',
        images: [],
        thumbnail: null,
        rooms: [],
        rooms_count: 0,
      });
      const row = await db()
        .selectFrom('properties')
        .select('city_key')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.city_key).toBe('madrid');
    });

    it('normalises aliases and stores an accent-free city key', async () => {
      const created = await owner.client.properties.create(
        propertyData({ property_type: 'apartment', status: 'rented', city: '  Málaga ', is_coliving: true }),
      );
      expect(created).toMatchObject({ property_type: 'apartamento', status: 'alquilado', city: 'Málaga' });
      const row = await db()
        .selectFrom('properties')
        .select('city_key')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.city_key).toBe('malaga');
    });

    it('refuses the signed-out (401) and tenants (403) without creating anything', async () => {
      const before = await propertyCount();
      expect((await failure(server.client().properties.create(propertyData()))).status).toBe(401);
      const refused = await failure(tenant.client.properties.create(propertyData()));
      expect(refused.status).toBe(403);
      expect(refused.data).toEqual({ detail: 'Solo los propietarios pueden realizar esta acción.' });
      expect(await propertyCount()).toBe(before);
    });

    it('answers 400 with Spanish field errors for a bad body', async () => {
      const before = await propertyCount();
      const empty = await server.fetch('/api/properties/', {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(empty.status).toBe(400);
      const errors = (await empty.json()) as Record<string, string[]>;
      expect(Object.keys(errors).sort()).toEqual(
        [
          'address',
          'bathrooms',
          'bedrooms',
          'city',
          'description',
          'postal_code',
          'price',
          'size',
          'title',
        ].sort(),
      );
      expect(errors.title).toEqual(['Este campo es obligatorio.']);
      const bad = await failure(
        owner.client.properties.create(
          propertyData({ price: 0, postal_code: '!', title: '   ', property_type: 'castillo' as 'piso' }),
        ),
      );
      expect(bad.status).toBe(400);
      expect(bad.data).toEqual({
        price: ['El precio debe ser mayor que 0.'],
        postal_code: ['Introduce un código postal válido.'],
        title: ['Este campo no puede estar en blanco.'],
        property_type: ['Tipo de propiedad no válido.'],
      });
      const notObject = await server.fetch('/api/properties/', {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: '[1,2]',
      });
      expect(notObject.status).toBe(400);
      expect(await propertyCount()).toBe(before);
    });

    it('reads a property with its rooms; unknown and malformed ids are 404', async () => {
      const created = await owner.client.properties.create(propertyData({ is_coliving: true }));
      await owner.client.rooms.create({
        coliving_property: created.id,
        room_number: 'B2',
        title: 'Interior',
        price_monthly: 400,
        size_sqm: 10,
        available_from: '2027-01-01',
      });
      await owner.client.rooms.create({
        coliving_property: created.id,
        room_number: 'A1',
        title: 'Exterior',
        price_monthly: 450,
        size_sqm: 12,
        available_from: '2027-01-01',
        status: 'occupied',
      });
      const read = await server.client().properties.get(created.id);
      expect(read?.rooms.map((r) => r.room_number)).toEqual(['A1', 'B2']);
      expect(read?.rooms_status_summary).toMatchObject({
        total: 2,
        available: 1,
        occupied: 1,
        occupancy_rate: 50,
      });
      expect(await server.client().properties.get(9_999_999)).toBeNull();
      for (const path of ['abc', '0', '-1', '1.5', '99999999999999999999', '999999999999999', '2147483648']) {
        const response = await server.fetch(`/api/properties/${path}/`);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ detail: 'No encontrado.' });
      }
    });

    it('updates only the owner’s property, recomputing the city key', async () => {
      const created = await owner.client.properties.create(propertyData());
      const city = `Ávila ${tag()}`;
      const updated = await owner.client.properties.update(created.id, {
        price: 1000,
        city,
        has_pool: true,
        floor: '3' as unknown as number,
      });
      expect(updated).toMatchObject({ price: 1000, city, has_pool: true, floor: 3, title: created.title });
      expect(updated.updated_at >= created.updated_at).toBe(true);
      const found = await server.client().properties.all({ city: city.toUpperCase().replace('Á', 'A') });
      expect(found.results.map((p) => p.id)).toEqual([created.id]);
      const cleared = await owner.client.properties.update(created.id, { floor: null });
      expect(cleared.floor).toBeNull();

      const snapshot = await server.client().properties.get(created.id);
      const other = await failure(otherLandlord.client.properties.update(created.id, { price: 1 }));
      expect(other.status).toBe(403);
      expect(other.data).toEqual({ detail: 'No tienes permiso para realizar esta acción.' });
      expect((await failure(tenant.client.properties.update(created.id, { price: 1 }))).status).toBe(403);
      expect((await failure(server.client().properties.update(created.id, { price: 1 }))).status).toBe(401);
      expect((await failure(owner.client.properties.update(9_999_999, { price: 1 }))).status).toBe(404);
      const bad = await failure(owner.client.properties.update(created.id, { price: -5, bedrooms: 99 }));
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.data ?? {}).sort()).toEqual(['bedrooms', 'price']);
      expect(await server.client().properties.get(created.id)).toEqual(snapshot);
      const malformed = await server.fetch('/api/properties/xyz/', {
        method: 'PATCH',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: '{"price": 1}',
      });
      expect(malformed.status).toBe(404);
    });

    it('deletes only the owner’s property, with its rooms and stored files', async () => {
      const created = await owner.client.properties.create(propertyData({ is_coliving: true }));
      const [image] = await owner.client.properties.uploadImages(created.id, [await jpeg()]);
      const room = await owner.client.rooms.create({
        coliving_property: created.id,
        room_number: '1',
        title: 'Habitación',
        price_monthly: 400,
        size_sqm: 10,
        available_from: '2027-01-01',
      });
      const [roomImage] = await owner.client.rooms.uploadImages(room.id, [await jpeg()]);
      expect((await fetch(image!.image)).status).toBe(200);

      expect((await failure(otherLandlord.client.properties.delete(created.id))).status).toBe(403);
      expect((await failure(tenant.client.properties.delete(created.id))).status).toBe(403);
      expect((await failure(server.client().properties.delete(created.id))).status).toBe(401);
      expect(await server.client().properties.get(created.id)).not.toBeNull();

      await owner.client.properties.delete(created.id);
      expect(await server.client().properties.get(created.id)).toBeNull();
      expect(await server.client().rooms.get(room.id)).toBeNull();
      for (const url of [image!.image, image!.thumbnail!, roomImage!.image, roomImage!.thumbnail!]) {
        expect((await fetch(url)).status, url).toBe(404);
      }
      expect(await filesUnder(mediaRoot, `properties/${created.id}`)).toEqual([]);
      expect(await filesUnder(mediaRoot, `rooms/${room.id}`)).toEqual([]);
      expect((await failure(owner.client.properties.delete(created.id))).status).toBe(404);
    });

    it('lists the landlord’s own properties in every status, newest first', async () => {
      const landlord = await register(server, 'propietario');
      const a = await landlord.client.properties.create(propertyData({ title: 'Primera' }));
      const b = await landlord.client.properties.create(
        propertyData({ title: 'Segunda', status: 'inactivo' }),
      );
      const c = await landlord.client.properties.create(
        propertyData({ title: 'Tercera', status: 'reservado' }),
      );
      expect((await landlord.client.properties.mine()).map((p) => p.id)).toEqual([c.id, b.id, a.id]);
      expect(await (await register(server, 'propietario')).client.properties.mine()).toEqual([]);
      expect((await failure(tenant.client.properties.mine())).status).toBe(403);
      expect((await failure(server.client().properties.mine())).status).toBe(401);
    });
  });

  describe('visibility and views', () => {
    it('shows an inactivo property to its owner only', async () => {
      const city = `Soria ${tag()}`;
      const hidden = await owner.client.properties.create(propertyData({ city, status: 'inactivo' }));
      const shown = await owner.client.properties.create(propertyData({ city, status: 'alquilado' }));
      expect((await owner.client.properties.get(hidden.id))?.status).toBe('inactivo');
      for (const client of [server.client(), tenant.client, otherLandlord.client]) {
        expect(await client.properties.get(hidden.id)).toBeNull();
        expect((await client.properties.get(shown.id))?.status).toBe('alquilado');
      }
      // Searches show only disponible, except the owner's own list.
      expect((await server.client().properties.all({ city })).count).toBe(0);
      expect((await owner.client.properties.all({ city })).count).toBe(0);
      const own = await owner.client.properties.list({ owner: owner.user.id, city });
      expect(own.results.map((p) => p.id).sort()).toEqual([hidden.id, shown.id].sort());
      const ownInactive = await owner.client.properties.list({
        owner: owner.user.id,
        city,
        status: 'inactivo',
      });
      expect(ownInactive.results.map((p) => p.id)).toEqual([hidden.id]);
      expect((await otherLandlord.client.properties.list({ owner: owner.user.id, city })).count).toBe(0);
      expect((await server.client().properties.list({ owner: owner.user.id, city })).count).toBe(0);
    });

    it('counts views of published listings when someone else reads the property', async () => {
      const property = await owner.client.properties.create(propertyData());
      const published = await owner.client.listings.create({
        property: property.id,
        title: 'Publicado',
        description: 'Anuncio publicado',
        available_from: '2027-01-01',
        status: 'published',
      });
      // One listing per property: the draft is another property's, whose listing nobody reads.
      const elsewhere = await owner.client.properties.create(propertyData());
      const draft = await owner.client.listings.create({
        property: elsewhere.id,
        title: 'Borrador',
        description: 'Anuncio en borrador',
        available_from: '2027-01-01',
      });
      await owner.client.properties.get(property.id);
      await server.client().properties.get(property.id);
      await tenant.client.properties.get(property.id);
      await otherLandlord.client.properties.get(property.id);
      // A read writes nothing: the views are counted in memory and written in batches.
      const before = await db()
        .selectFrom('listings')
        .select('views')
        .where('id', '=', published.id)
        .executeTakeFirstOrThrow();
      expect(before.views).toBe(0);
      await server.app.ctx.views.flush();
      const views = await db()
        .selectFrom('listings')
        .select(['id', 'views'])
        .where('id', 'in', [published.id, draft.id])
        .orderBy('id')
        .execute();
      expect(views).toEqual([
        { id: published.id, views: 3 },
        { id: draft.id, views: 0 },
      ]);
      // Lists do not count as views.
      await server.client().properties.all({ city: 'Madrid' });
      expect((await owner.client.listings.get(published.id))?.views).toBe(3);
    });
  });

  describe('search', () => {
    let city: string;
    let ids: Record<string, number>;

    beforeAll(async () => {
      city = `Ávila ${tag()}`;
      const make = async (name: string, data: Partial<PropertyCreate>) => {
        const created = await owner.client.properties.create(propertyData({ city, title: name, ...data }));
        return [name, created.id] as const;
      };
      ids = Object.fromEntries([
        await make('Ático con piscina', {
          price: 1500,
          size: 120,
          bedrooms: 3,
          bathrooms: 2,
          property_type: 'atico',
          has_pool: true,
          has_terrace: true,
          neighborhood: 'Centro',
          description: 'Vistas a la MURALLA',
        }),
        await make('Coliving 100% equipado', {
          price: 450,
          size: 150,
          bedrooms: 5,
          bathrooms: 3,
          is_coliving: true,
          price_per_room: 450,
          is_furnished: true,
          pets_allowed: true,
          neighborhood: 'San Vicente',
        }),
        await make('Estudio_pequeño', {
          price: 600,
          size: 30,
          bedrooms: 0,
          bathrooms: 1,
          property_type: 'studio',
          address: 'Plaza del Mercado Chico 4',
          has_elevator: true,
        }),
        await make('Casa con jardín', {
          price: 1200,
          size: 200,
          bedrooms: 4,
          bathrooms: 2,
          property_type: 'casa',
          has_garden: true,
          has_parking: true,
          has_pool: true,
        }),
        await make('Reservado', { price: 700, status: 'reservado' }),
      ]);
      // Same title in another city: the city filter keeps it out.
      await owner.client.properties.create(propertyData({ city: 'Madrid', title: 'Casa con jardín' }));
    });

    const all = (filters: Record<string, unknown> = {}) =>
      server
        .client()
        .properties.all({ city, ...filters })
        .then((page) => page.results.map((p) => p.title));

    it('matches the city by prefix, ignoring case and accents, and only shows disponible', async () => {
      const expected = ['Casa con jardín', 'Estudio_pequeño', 'Coliving 100% equipado', 'Ático con piscina'];
      expect(await all()).toEqual(expected);
      expect(
        await all({
          city: city
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, ''),
        }),
      ).toEqual(expected);
      expect(await all({ city: city.slice(0, -3).toUpperCase() })).toEqual(expected);
      expect(await all({ city: `${city}x` })).toEqual([]);
      // A city is matched from its start only.
      expect(await all({ city: city.slice(2) })).toEqual([]);
    });

    it('matches the city filter against the neighbourhood too, ignoring case and accents', async () => {
      const { id } = await owner.client.properties.create(
        propertyData({ city: 'Madrid', neighborhood: 'Lavapiés', title: 'Corrala en Lavapiés' }),
      );
      await owner.client.properties.create(
        propertyData({ city: `Soria ${tag()}`, neighborhood: 'Centro', title: 'Casa en Soria' }),
      );
      const row = await db()
        .selectFrom('properties')
        .select('neighborhood_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.neighborhood_key).toBe('lavapies');
      const found = async (term: string) => {
        const everyone = await server.client().properties.all({ city: term });
        const listed = await server.client().properties.list({ city: term });
        return [term, everyone.count, everyone.results.map((p) => p.id), listed.results.map((p) => p.id)];
      };
      for (const term of ['Lavapiés', 'lavapies', 'LAVAPIES', 'LAVAPIÉS', ' lavap ']) {
        expect(await found(term)).toEqual([term, 1, [id], [id]]);
      }
      expect(await found('Lavapiésx')).toEqual(['Lavapiésx', 0, [], []]);
      // The city still matches as before (the Madrid property of this suite is there too).
      expect((await server.client().properties.all({ city: 'madr' })).results.map((p) => p.id)).toContain(id);
      // A new neighbourhood is matched, the old one no longer is.
      await owner.client.properties.update(id, { neighborhood: 'Embajadores' });
      expect(await found('lavapies')).toEqual(['lavapies', 0, [], []]);
      expect(await found('EMBAJADORES')).toEqual(['EMBAJADORES', 1, [id], [id]]);
      await owner.client.properties.update(id, { neighborhood: 'Lavapiés' });
      expect(await found('lavapiés')).toEqual(['lavapiés', 1, [id], [id]]);
    });

    it('searches title, description, city, neighbourhood and address, case-insensitively', async () => {
      expect(await all({ search: 'muralla' })).toEqual(['Ático con piscina']);
      expect(await all({ search: 'SAN VICENTE' })).toEqual(['Coliving 100% equipado']);
      expect(await all({ search: 'mercado chico' })).toEqual(['Estudio_pequeño']);
      expect(await all({ search: 'JARDÍN' })).toEqual(['Casa con jardín']);
      expect((await all({ search: city.slice(-8) })).length).toBe(4);
      expect(await all({ search: 'nada parecido' })).toEqual([]);
    });

    it('reads % and _ in the search text as word separators, not patterns (full text)', async () => {
      expect(await all({ search: '100%' })).toEqual(['Coliving 100% equipado']);
      expect(await all({ search: '%equipado%' })).toEqual(['Coliving 100% equipado']);
      expect(await all({ search: 'estudio_pequeño' })).toEqual(['Estudio_pequeño']);
      expect(await all({ search: 'equipado_pequeño' })).toEqual([]);
      // Only symbols: no word to look for, so no text condition (as an empty search).
      expect(await all({ search: '%' })).toEqual(await all());
      expect(await all({ search: '_' })).toEqual(await all());
    });

    it('filters by price and size ranges', async () => {
      expect(await all({ min_price: 600, max_price: 1200 })).toEqual(['Casa con jardín', 'Estudio_pequeño']);
      expect(await all({ max_price: 450 })).toEqual(['Coliving 100% equipado']);
      expect(await all({ min_size: 120, max_size: 150 })).toEqual([
        'Coliving 100% equipado',
        'Ático con piscina',
      ]);
    });

    it('treats bedrooms and bathrooms as minimums', async () => {
      expect(await all({ bedrooms: 4 })).toEqual(['Casa con jardín', 'Coliving 100% equipado']);
      expect(await all({ bathrooms: 3 })).toEqual(['Coliving 100% equipado']);
      expect((await all({ bedrooms: 0 })).length).toBe(4);
    });

    it('filters by property type (aliases too) and by coliving', async () => {
      expect(await all({ property_type: 'estudio' })).toEqual(['Estudio_pequeño']);
      expect(await all({ property_type: 'house' })).toEqual(['Casa con jardín']);
      expect(await all({ coliving: 'coliving' })).toEqual(['Coliving 100% equipado']);
      expect(await all({ coliving: 'traditional' })).toEqual([
        'Casa con jardín',
        'Estudio_pequeño',
        'Ático con piscina',
      ]);
      expect((await all({ coliving: 'both' })).length).toBe(4);
    });

    it('requires each amenity set to true, and ignores false', async () => {
      expect(await all({ has_pool: true })).toEqual(['Casa con jardín', 'Ático con piscina']);
      expect(await all({ has_pool: true, has_garden: true })).toEqual(['Casa con jardín']);
      expect(await all({ has_terrace: true })).toEqual(['Ático con piscina']);
      expect(await all({ has_elevator: true })).toEqual(['Estudio_pequeño']);
      expect(await all({ is_furnished: true, pets_allowed: true })).toEqual(['Coliving 100% equipado']);
      expect(await all({ has_parking: true })).toEqual(['Casa con jardín']);
      expect((await all({ has_pool: false })).length).toBe(4);
    });

    it('narrows to featured properties (a published listing marked featured) with featured=true', async () => {
      const listing = (property: string, status: 'published' | 'draft', is_featured: boolean) =>
        owner.client.listings.create({
          property: ids[property] as number,
          title: `Anuncio de ${property}`,
          description: 'Luminoso.',
          available_from: '2027-01-01',
          status,
          is_featured,
        });
      expect(await all({ featured: true })).toEqual([]);
      await listing('Casa con jardín', 'published', true);
      // Neither a draft marked featured nor a published listing that is not count.
      const draft = await listing('Estudio_pequeño', 'draft', true);
      await listing('Ático con piscina', 'published', false);
      expect(await all({ featured: true })).toEqual(['Casa con jardín']);
      expect(await all({ featured: true, has_pool: true })).toEqual(['Casa con jardín']);
      expect(await all({ featured: true, search: 'jardín' })).toEqual(['Casa con jardín']);
      // The draft hides its home (ADR 0177): three of the four are shown.
      expect(await all({ featured: false })).not.toContain('Estudio_pequeño');
      expect((await all({ featured: false })).length).toBe(3);
      const [card] = (await server.client().properties.all({ city, featured: true })).results;
      expect(card?.is_featured).toBe(true);
      // Without its draft the home is public again, for the tests that follow.
      await owner.client.listings.delete(draft.id);
      expect((await all({ featured: false })).length).toBe(4);
    });

    it('combines filters', async () => {
      expect(
        await all({ search: 'con', min_price: 1000, bedrooms: 3, has_pool: true, coliving: 'traditional' }),
      ).toEqual(['Casa con jardín', 'Ático con piscina']);
      expect(await all({ search: 'con', max_price: 1300, has_pool: true, property_type: 'casa' })).toEqual([
        'Casa con jardín',
      ]);
      expect(await all({ min_price: 1000, max_price: 500 })).toEqual([]);
    });

    it('orders by price, size and date', async () => {
      expect(await all({ ordering: 'price' })).toEqual([
        'Coliving 100% equipado',
        'Estudio_pequeño',
        'Casa con jardín',
        'Ático con piscina',
      ]);
      expect(await all({ ordering: '-price' })).toEqual([
        'Ático con piscina',
        'Casa con jardín',
        'Estudio_pequeño',
        'Coliving 100% equipado',
      ]);
      expect(await all({ ordering: '-size' })).toEqual([
        'Casa con jardín',
        'Coliving 100% equipado',
        'Ático con piscina',
        'Estudio_pequeño',
      ]);
      expect(await all({ ordering: 'created_at' })).toEqual([
        'Ático con piscina',
        'Coliving 100% equipado',
        'Estudio_pequeño',
        'Casa con jardín',
      ]);
    });

    it('prices a coliving property by its cheapest available room, as its card does', async () => {
      const where = `Segovia ${tag()}`;
      const coliving = await owner.client.properties.create(
        propertyData({
          city: where,
          title: 'Coliving con habitaciones',
          price: 1600,
          bedrooms: 3,
          is_coliving: true,
          price_per_room: 380,
        }),
      );
      const flat = await owner.client.properties.create(
        propertyData({ city: where, title: 'Piso entero', price: 800 }),
      );
      const room = (number: string, price: number, status: 'available' | 'occupied') =>
        owner.client.rooms.create({
          coliving_property: coliving.id,
          room_number: number,
          title: `Habitación ${number}`,
          price_monthly: price,
          size_sqm: 12,
          available_from: '2027-01-01',
          status,
        });
      await room('1', 375, 'available');
      await room('2', 500, 'available');
      await room('3', 300, 'occupied');
      const search = async (filters: Record<string, unknown>) =>
        (await server.client().properties.all({ city: where, ...filters })).results;

      const cheap = await search({ max_price: 400 });
      expect(cheap.map((p) => p.id)).toEqual([coliving.id]);
      // What the card shows ('desde 375 €/mes') is what the filter used.
      expect(cheap[0]?.price_per_room).toBe(375);
      expect(await search({ max_price: 370 })).toEqual([]);
      expect((await search({ min_price: 700 })).map((p) => p.id)).toEqual([flat.id]);
      expect((await search({ ordering: 'price' })).map((p) => p.id)).toEqual([coliving.id, flat.id]);
      expect((await search({ ordering: '-price' })).map((p) => p.id)).toEqual([flat.id, coliving.id]);
      expect((await server.client().properties.get(coliving.id))?.price_per_room).toBe(375);
    });

    it('always shows disponible on /all/, ignoring status and owner', async () => {
      const query = new URLSearchParams({ city, status: 'reservado', owner: String(owner.user.id) });
      const response = await server.fetch(`/api/properties/all/?${query}`, { token: owner.token });
      const page = (await response.json()) as { count: number; results: Property[] };
      expect(page.count).toBe(4);
      expect(page.results.every((p) => p.status === 'disponible')).toBe(true);
      const foreign = new URLSearchParams({ city, owner: String(otherLandlord.user.id) });
      expect(
        ((await (await server.fetch(`/api/properties/all/?${foreign}`)).json()) as { count: number }).count,
      ).toBe(4);
    });

    it('narrows /properties/ by owner and status', async () => {
      expect((await server.client().properties.list({ city, owner: otherLandlord.user.id })).count).toBe(0);
      expect((await server.client().properties.list({ city, owner: owner.user.id })).count).toBe(4);
      expect((await server.client().properties.list({ city, status: 'reservado' })).count).toBe(0);
      const own = await owner.client.properties.list({ city, owner: owner.user.id, status: 'reservado' });
      expect(own.results.map((p) => p.id)).toEqual([ids.Reservado]);
      expect((await owner.client.properties.list({ city, owner: owner.user.id })).count).toBe(5);
    });

    it('answers 400 with Spanish messages for bad filters', async () => {
      const cases: [string, Record<string, string[]>][] = [
        ['min_price=abc', { min_price: ['Tipo de dato no válido: se esperaba un número.'] }],
        ['coliving=sometimes', { coliving: ['Elige coliving, traditional o both.'] }],
        ['ordering=title', { ordering: ['Orden no válido.'] }],
        ['property_type=castillo', { property_type: ['Tipo de propiedad no válido.'] }],
        ['page=0', { page: ['Asegúrate de que este valor sea mayor o igual que 1.'] }],
        ['page_size=101', { page_size: ['Asegúrate de que este valor sea menor o igual que 100.'] }],
      ];
      for (const [query, body] of cases) {
        const response = await server.fetch(`/api/properties/all/?${query}`);
        expect(response.status, query).toBe(400);
        expect(await response.json()).toEqual(body);
      }
    });
  });

  describe('hostile input', () => {
    it('answers 400 for NUL characters, never 5xx', async () => {
      const before = await propertyCount();
      const body = await server.fetch('/api/properties/', {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(propertyData({ title: 'a\u0000b' })),
      });
      expect(body.status).toBe(400);
      expect(await body.json()).toEqual({ non_field_errors: ['El texto contiene caracteres no válidos.'] });
      const query = await server.fetch('/api/properties/all/?search=a%00b');
      expect(query.status).toBe(400);
      expect(await propertyCount()).toBe(before);
    });

    it('finds nothing for an owner id no row can have', async () => {
      const page = await server.client().properties.list({ owner: 999_999_999_999 });
      expect([page.count, page.results]).toEqual([0, []]);
    });

    it('reads LIKE wildcards, backslashes and full-text syntax as separators', async () => {
      const city = `Teruel ${tag()}`;
      await owner.client.properties.create(propertyData({ city, title: 'Barra \\ invertida' }));
      await owner.client.properties.create(propertyData({ city, title: 'Otra cosa' }));
      const titles = async (search: string) =>
        (await server.client().properties.all({ city, search })).results.map((p) => p.title).sort();
      expect(await titles('\\')).toEqual(['Barra \\ invertida', 'Otra cosa']);
      expect(await titles('barra \\ invertida')).toEqual(['Barra \\ invertida']);
      expect(await titles('"barra" AND NEAR(invertida*) -cosa')).toEqual([]);
      expect(await titles('invertida:* & !barra')).toEqual(['Barra \\ invertida']);
    });
  });

  describe('pagination', () => {
    let city: string;
    beforeAll(async () => {
      city = `Lugo ${tag()}`;
      for (let i = 1; i <= 11; i += 1) {
        await owner.client.properties.create(propertyData({ city, title: `Piso ${i}`, price: 500 + i }));
      }
    });

    it('pages by 9 by default with absolute next and previous links', async () => {
      const first = await server.client().properties.all({ city });
      expect(first.count).toBe(11);
      expect(first.results.map((p) => p.title)).toEqual(
        [11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Piso ${i}`),
      );
      expect(first.previous).toBeNull();
      const next = new URL(first.next!);
      expect(`${next.origin}${next.pathname}`).toBe(`${server.origin}/api/properties/all/`);
      expect(Object.fromEntries(next.searchParams)).toEqual({ city, status: 'disponible', page: '2' });

      const second = (await (await fetch(first.next!)).json()) as typeof first;
      expect(second.count).toBe(11);
      expect(second.results.map((p) => p.title)).toEqual(['Piso 2', 'Piso 1']);
      expect(second.next).toBeNull();
      const previous = new URL(second.previous!);
      expect(previous.searchParams.get('page')).toBeNull();
      expect(previous.searchParams.get('city')).toBe(city);
    });

    it('honours page_size up to 100, and answers an empty page past the end', async () => {
      const small = await server.client().properties.all({ city, page_size: 4, page: 2 });
      expect(small.results.map((p) => p.title)).toEqual(['Piso 7', 'Piso 6', 'Piso 5', 'Piso 4']);
      expect(new URL(small.next!).searchParams.get('page')).toBe('3');
      expect(new URL(small.previous!).searchParams.get('page')).toBeNull();
      expect(new URL(small.next!).searchParams.get('page_size')).toBe('4');
      const big = await server.client().properties.all({ city, page_size: 100 });
      expect([big.count, big.results.length, big.next, big.previous]).toEqual([11, 11, null, null]);
      const past = await server.client().properties.all({ city, page: 7 });
      expect(past.count).toBe(11);
      expect(past.results).toEqual([]);
      expect(past.next).toBeNull();
      expect(new URL(past.previous!).searchParams.get('page')).toBe('2');
      const huge = await server.client().properties.all({ city, page: 9_000_000_000_000 });
      expect(huge.results).toEqual([]);
      const capped = await server.fetch(
        `/api/properties/all/?city=${encodeURIComponent(city)}&page_size=500`,
      );
      expect(capped.status).toBe(400);
    });

    it('paginates /properties/ the same way', async () => {
      const page = await server.client().properties.list({ city, page_size: 5, page: 3 });
      expect(page.results.map((p) => p.title)).toEqual(['Piso 1']);
      expect(new URL(page.previous!).searchParams.get('page')).toBe('2');
      expect(new URL(page.previous!).pathname).toBe('/api/properties/');
    });
  });

  describe('images', () => {
    const imageRows = (propertyId: number) =>
      db()
        .selectFrom('property_images')
        .selectAll()
        .where('owner_ref', '=', propertyId)
        .orderBy('position')
        .execute();

    it('stores WebP copies without metadata; the first upload is the main image', async () => {
      const property = await owner.client.properties.create(propertyData());
      const uploaded = await owner.client.properties.uploadImages(property.id, [
        await jpeg(2400, 1600),
        await jpeg(800, 600, '#3366cc'),
      ]);
      expect(uploaded.map((i) => [i.is_main, i.order])).toEqual([
        [true, 0],
        [false, 1],
      ]);
      const first = uploaded[0]!;
      expect(first.image).toMatch(
        new RegExp(`^${server.origin}/media/properties/${property.id}/[0-9a-f]+\\.webp$`),
      );
      expect(first.thumbnail).toMatch(/-thumb\.webp$/);
      const served = await fetch(first.image);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.exif, meta.icc]).toEqual(['webp', 1600, undefined, undefined]);
      const thumb = await sharp(Buffer.from(await (await fetch(first.thumbnail!)).arrayBuffer())).metadata();
      expect([thumb.format, thumb.width, thumb.height, thumb.exif]).toEqual(['webp', 480, 360, undefined]);

      const more = await owner.client.properties.uploadImages(property.id, [await jpeg()]);
      expect(more.map((i) => [i.is_main, i.order])).toEqual([[false, 2]]);
      const read = await server.client().properties.get(property.id);
      expect(read?.images.map((i) => i.id)).toEqual([...uploaded, ...more].map((i) => i.id));
      expect(read?.thumbnail).toBe(first.thumbnail);
    });

    it('places a new main image first when the property has none', async () => {
      const property = await owner.client.properties.create(propertyData());
      const [a, b] = await owner.client.properties.uploadImages(property.id, [await jpeg(), await jpeg()]);
      await db()
        .updateTable('property_images')
        .set({ is_main: 0 })
        .where('owner_ref', '=', property.id)
        .execute();
      const [c, d] = await owner.client.properties.uploadImages(property.id, [await jpeg(), await jpeg()]);
      const rows = await imageRows(property.id);
      expect(rows.map((r) => [r.id, r.position, r.is_main])).toEqual([
        [c!.id, 0, 1],
        [a!.id, 1, 0],
        [b!.id, 2, 0],
        [d!.id, 3, 0],
      ]);
    });

    it('answers 415 for a text file named .jpg and stores none of that upload', async () => {
      const property = await owner.client.properties.create(propertyData());
      const fake = new File([new TextEncoder().encode('no soy una imagen')], 'foto.jpg', {
        type: 'image/jpeg',
      });
      const error = (await failure(
        owner.client.properties.uploadImages(property.id, [await jpeg(), fake]),
      )) as ApiError;
      expect(error.status).toBe(415);
      expect(error.data).toEqual({
        detail: 'El archivo no es una imagen válida. Formatos permitidos: JPG, PNG, GIF, WEBP.',
      });
      expect(await imageRows(property.id)).toEqual([]);
      expect(await filesUnder(mediaRoot, `properties/${property.id}`)).toEqual([]);
    });

    it('answers 413 above 10 MB', async () => {
      const property = await owner.client.properties.create(propertyData());
      const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
      const error = await failure(owner.client.properties.uploadImages(property.id, [huge]));
      expect(error.status).toBe(413);
      expect(error.data).toEqual({ detail: 'El archivo es demasiado grande. El límite es 10MB.' });
      expect(await imageRows(property.id)).toEqual([]);
    });

    it('answers 400 for no files and for more than 10 in one upload', async () => {
      const property = await owner.client.properties.create(propertyData());
      const none = await failure(owner.client.properties.uploadImages(property.id, []));
      expect(none.status).toBe(400);
      expect(none.data).toEqual({ images: ['Adjunta al menos una imagen en el campo images.'] });
      const json = await server.fetch(`/api/properties/${property.id}/upload_images/`, {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(json.status).toBe(400);
      const small = await jpeg(64, 48);
      for (const n of [11, 12]) {
        const error = await failure(
          owner.client.properties.uploadImages(
            property.id,
            Array.from({ length: n }, () => small),
          ),
        );
        expect(error.status, String(n)).toBe(400);
        expect(error.data).toEqual({ images: ['Solo puedes subir un máximo de 10 imágenes.'] });
      }
      expect(await imageRows(property.id)).toEqual([]);
    });

    it('keeps a property to 30 images in all', async () => {
      const property = await owner.client.properties.create(propertyData());
      const now = new Date().toISOString();
      await db()
        .insertInto('property_images')
        .values(
          Array.from({ length: 29 }, (_, i) => ({
            owner_ref: property.id,
            storage_key: `properties/${property.id}/x${i}.webp`,
            thumb_key: `properties/${property.id}/x${i}-thumb.webp`,
            is_main: i === 0 ? 1 : 0,
            position: i,
            created_at: now,
          })),
        )
        .execute();
      const error = await failure(
        owner.client.properties.uploadImages(property.id, [await jpeg(), await jpeg()]),
      );
      expect(error.status).toBe(400);
      expect(error.data).toEqual({
        images: ['No se pueden añadir más imágenes: el máximo es 30 y ya hay 29.'],
      });
      expect((await owner.client.properties.uploadImages(property.id, [await jpeg()]))[0]?.order).toBe(29);
    });

    it('refuses uploads, reorders and deletions by anyone but the owner', async () => {
      const property = await owner.client.properties.create(propertyData());
      const [image] = await owner.client.properties.uploadImages(property.id, [await jpeg()]);
      for (const client of [otherLandlord.client, tenant.client]) {
        expect((await failure(client.properties.uploadImages(property.id, [await jpeg()]))).status).toBe(403);
        expect(
          (await failure(client.properties.reorderImages(property.id, [{ id: image!.id, order: 0 }]))).status,
        ).toBe(403);
        expect((await failure(client.properties.deleteImage(property.id, image!.id))).status).toBe(403);
      }
      expect(
        (await failure(server.client().properties.uploadImages(property.id, [await jpeg()]))).status,
      ).toBe(401);
      expect((await failure(owner.client.properties.uploadImages(9_999_999, [await jpeg()]))).status).toBe(
        404,
      );
      expect((await imageRows(property.id)).map((r) => r.id)).toEqual([image!.id]);
    });

    it('reorders: positions follow the order given and the image at 0 is the only main one', async () => {
      const property = await owner.client.properties.create(propertyData());
      const [a, b, c] = await owner.client.properties.uploadImages(property.id, [
        await jpeg(),
        await jpeg(),
        await jpeg(),
      ]);
      const answer = await owner.client.properties.reorderImages(property.id, [
        { id: c!.id, order: 0 },
        { id: a!.id, order: 1 },
        { id: b!.id, order: 2 },
      ]);
      expect(answer).toEqual([
        { id: c!.id, order: 0 },
        { id: a!.id, order: 1 },
        { id: b!.id, order: 2 },
      ]);
      const read = await server.client().properties.get(property.id);
      expect(read?.images.map((i) => [i.id, i.order, i.is_main])).toEqual([
        [c!.id, 0, true],
        [a!.id, 1, false],
        [b!.id, 2, false],
      ]);
      expect(read?.thumbnail).toBe(c!.thumbnail);

      // Moving one image to the front keeps the others in their relative order.
      const partial = await owner.client.properties.reorderImages(property.id, [{ id: b!.id, order: 0 }]);
      expect(partial).toEqual([
        { id: b!.id, order: 0 },
        { id: c!.id, order: 1 },
        { id: a!.id, order: 2 },
      ]);
      expect((await imageRows(property.id)).filter((r) => r.is_main).map((r) => r.id)).toEqual([b!.id]);
    });

    it('refuses a reorder with a foreign image id or a bad body, changing nothing', async () => {
      const property = await owner.client.properties.create(propertyData());
      const other = await owner.client.properties.create(propertyData());
      const [a, b] = await owner.client.properties.uploadImages(property.id, [await jpeg(), await jpeg()]);
      const [foreign] = await owner.client.properties.uploadImages(other.id, [await jpeg()]);
      const before = await imageRows(property.id);
      const error = await failure(
        owner.client.properties.reorderImages(property.id, [
          { id: b!.id, order: 0 },
          { id: foreign!.id, order: 1 },
        ]),
      );
      expect(error.status).toBe(400);
      expect(error.data).toEqual({
        image_order: [`La imagen ${foreign!.id} no pertenece a esta propiedad.`],
      });
      const empty = await failure(owner.client.properties.reorderImages(property.id, []));
      expect(empty.data).toEqual({ image_order: ['Indica el orden de al menos una imagen.'] });
      const twice = await failure(
        owner.client.properties.reorderImages(property.id, [
          { id: a!.id, order: 0 },
          { id: a!.id, order: 1 },
        ]),
      );
      expect(twice.status).toBe(400);
      const missing = await server.fetch(`/api/properties/${property.id}/reorder-images/`, {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: '{"image_order": [{"id": "x", "order": -1}]}',
      });
      expect(missing.status).toBe(400);
      expect(Object.keys((await missing.json()) as object).sort()).toEqual([
        'image_order.0.id',
        'image_order.0.order',
      ]);
      expect(await imageRows(property.id)).toEqual(before);
    });

    it('deletes an image and its files; the next image becomes main', async () => {
      const property = await owner.client.properties.create(propertyData());
      const [a, b, c] = await owner.client.properties.uploadImages(property.id, [
        await jpeg(),
        await jpeg(),
        await jpeg(),
      ]);
      await owner.client.properties.deleteImage(property.id, a!.id);
      expect((await fetch(a!.image)).status).toBe(404);
      expect((await fetch(a!.thumbnail!)).status).toBe(404);
      expect((await fetch(b!.image)).status).toBe(200);
      const read = await server.client().properties.get(property.id);
      expect(read?.images.map((i) => [i.id, i.order, i.is_main])).toEqual([
        [b!.id, 0, true],
        [c!.id, 1, false],
      ]);
      await owner.client.properties.deleteImage(property.id, c!.id);
      expect((await imageRows(property.id)).map((r) => [r.id, r.position, r.is_main])).toEqual([
        [b!.id, 0, 1],
      ]);

      const other = await owner.client.properties.create(propertyData());
      const [foreign] = await owner.client.properties.uploadImages(other.id, [await jpeg()]);
      const notHers = await failure(owner.client.properties.deleteImage(property.id, foreign!.id));
      expect(notHers.status).toBe(404);
      expect(notHers.data).toEqual({ detail: 'Imagen no encontrada.' });
      expect((await failure(owner.client.properties.deleteImage(property.id, 9_999_999))).status).toBe(404);
      const bad = await server.fetch(`/api/properties/${property.id}/delete_image/`, {
        method: 'DELETE',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ image_id: ['Este campo es obligatorio.'] });
      expect((await fetch(foreign!.image)).status).toBe(200);

      // Once every image is gone, the next upload is main again.
      await owner.client.properties.deleteImage(property.id, b!.id);
      const [fresh] = await owner.client.properties.uploadImages(property.id, [await jpeg()]);
      expect([fresh?.is_main, fresh?.order]).toEqual([true, 0]);
    });
  });
});
