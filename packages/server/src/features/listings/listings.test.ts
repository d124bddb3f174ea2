import type { Listing, ListingCreate, Property, PropertyCreate } from '@convive/sdk';
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

async function jpeg(): Promise<File> {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#cc6633' } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(buffer)], 'foto.jpg', { type: 'image/jpeg' });
}

function propertyData(overrides: Partial<PropertyCreate> = {}): PropertyCreate {
  return {
    title: 'Piso en Chamberí',
    description: 'Piso exterior reformado.',
    property_type: 'piso',
    price: 1100,
    size: 80,
    address: 'Calle de Fuencarral 100',
    city: 'Madrid',
    postal_code: '28010',
    bedrooms: 3,
    bathrooms: 1,
    ...overrides,
  };
}

function listingData(propertyId: number, overrides: Partial<ListingCreate> = {}): ListingCreate {
  return {
    property: propertyId,
    title: 'Piso en alquiler en Chamberí',
    description: 'Tres dormitorios, muy luminoso.',
    available_from: '2027-01-01',
    ...overrides,
  };
}

describe.each(DIALECTS)('listings on %s', (dialect) => {
  let server: TestServer;
  let owner: Account;
  let otherLandlord: Account;
  let tenant: Account;
  let property: Property;

  beforeAll(async () => {
    server = await startServer(dialect);
    [owner, otherLandlord, tenant] = await Promise.all([
      register(server, 'propietario'),
      register(server, 'propietario'),
      register(server, 'inquilino'),
    ]);
    property = await owner.client.properties.create(propertyData());
  });
  afterAll(() => server.close());

  const db = () => server.app.ctx.db;
  /** A property of the owner's without a listing (one listing per property). */
  const newHome = () => owner.client.properties.create(propertyData());
  const listingRow = (id: number) =>
    db().selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
  const listingCount = async () =>
    Number(
      (
        await db()
          .selectFrom('listings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function enquiry(propertyId: number, createdAt: string) {
    await db()
      .insertInto('property_requests')
      .values({
        property_id: propertyId,
        room_id: null,
        user_id: tenant.user.id,
        request_type: 'property',
        kind: 'inquiry',
        tenant_name: 'Lucía',
        tenant_email: tenant.email,
        tenant_phone: '',
        message: '¿Sigue disponible?',
        desired_entry_date: null,
        status: 'pendiente',
        response_message: '',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }

  describe('create, read, update, delete', () => {
    it('creates a draft listing with the defaults, answering 201', async () => {
      const response = await server.fetch('/api/listings/', {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(listingData(property.id)),
      });
      expect(response.status).toBe(201);
      const listing = (await response.json()) as Listing;
      expect(listing).toMatchObject({
        title: 'Piso en alquiler en Chamberí',
        description: 'Tres dormitorios, muy luminoso.',
        property: { id: property.id, title: 'Piso en Chamberí', city: 'Madrid', thumbnail: null },
        // Written from its own figures: never "6 months" beside a one-month stay.
        rent_terms: 'Contrato mínimo de 1 mes. Sin fianza.',
        min_stay: 1,
        deposit: 0,
        available_from: '2027-01-01',
        status: 'draft',
        is_featured: false,
        views: 0,
        inquiries: 0,
        owner: owner.user.id,
      });
      expect(await owner.client.listings.get(listing.id)).toEqual(listing);
    });

    it('accepts status aliases and every field; the property’s thumbnail follows its cover', async () => {
      const home = await owner.client.properties.create(
        propertyData({ title: 'Con fotos', city: 'Sevilla' }),
      );
      const [cover] = await owner.client.properties.uploadImages(home.id, [await jpeg()]);
      const listing = await owner.client.listings.create(
        listingData(home.id, {
          status: 'publicado' as 'published',
          rent_terms: 'Contrato de un año.',
          min_stay: 6,
          deposit: 1100,
          is_featured: true,
        }),
      );
      expect(listing).toMatchObject({
        status: 'published',
        rent_terms: 'Contrato de un año.',
        min_stay: 6,
        deposit: 1100,
        is_featured: true,
        property: { id: home.id, title: 'Con fotos', city: 'Sevilla', thumbnail: cover!.thumbnail },
      });
    });

    it('requires an existing property of the landlord’s own', async () => {
      const before = await listingCount();
      const missing = await failure(owner.client.listings.create(listingData(9_999_999)));
      expect(missing.status).toBe(400);
      expect(missing.data).toEqual({ property: ['Propiedad con ID 9999999 no encontrada'] });
      const huge = await failure(owner.client.listings.create(listingData(999_999_999_999)));
      expect(huge.data).toEqual({ property: ['Propiedad con ID 999999999999 no encontrada'] });
      expect((await failure(otherLandlord.client.listings.create(listingData(property.id)))).status).toBe(
        403,
      );
      const byTenant = await failure(tenant.client.listings.create(listingData(property.id)));
      expect(byTenant.status).toBe(403);
      expect(byTenant.data).toEqual({ detail: 'Solo los propietarios pueden realizar esta acción.' });
      expect((await failure(server.client().listings.create(listingData(property.id)))).status).toBe(401);
      expect(await listingCount()).toBe(before);
    });

    it('answers 400 with Spanish field errors for a bad body', async () => {
      const before = await listingCount();
      const bad = await failure(
        owner.client.listings.create(
          listingData(property.id, {
            title: ' ',
            min_stay: 0,
            deposit: -1,
            rent_terms: '',
            available_from: '2027-02-30',
            status: 'vendido' as 'draft',
          }),
        ),
      );
      expect(bad.status).toBe(400);
      expect(bad.data).toEqual({
        title: ['Este campo no puede estar en blanco.'],
        min_stay: ['La estancia mínima es de 1 mes.'],
        deposit: ['Asegúrate de que este valor sea mayor o igual que 0.'],
        rent_terms: ['Este campo no puede estar en blanco.'],
        available_from: ['Fecha inválida'],
        status: ['Estado de anuncio no válido.'],
      });
      const empty = await server.fetch('/api/listings/', {
        method: 'POST',
        token: owner.token,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(await empty.json()).toEqual({
        property: ['Este campo es obligatorio.'],
        title: ['Este campo es obligatorio.'],
        description: ['Este campo es obligatorio.'],
        available_from: ['Este campo es obligatorio.'],
      });
      expect(await listingCount()).toBe(before);
    });

    it('shows a listing to everyone once published, else to its owner only', async () => {
      const draft = await owner.client.listings.create(listingData((await newHome()).id));
      const published = await owner.client.listings.create(
        listingData((await newHome()).id, { status: 'published' }),
      );
      const paused = await owner.client.listings.create(
        listingData((await newHome()).id, { status: 'paused' }),
      );
      for (const client of [server.client(), tenant.client, otherLandlord.client]) {
        expect(await client.listings.get(draft.id)).toBeNull();
        expect(await client.listings.get(paused.id)).toBeNull();
        expect((await client.listings.get(published.id))?.id).toBe(published.id);
      }
      expect((await owner.client.listings.get(draft.id))?.status).toBe('draft');
      expect(await owner.client.listings.get(9_999_999)).toBeNull();
      for (const path of ['abc', '0', '1e3', '999999999999999']) {
        const response = await server.fetch(`/api/listings/${path}/`, { token: owner.token });
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ detail: 'No encontrado.' });
      }
    });

    it('updates only the owner’s listing, and moves it only to another property of theirs', async () => {
      const listing = await owner.client.listings.create(listingData((await newHome()).id));
      const updated = await owner.client.listings.update(listing.id, {
        status: 'published',
        title: 'Nuevo título',
        deposit: '900' as unknown as number,
      });
      expect(updated).toMatchObject({ status: 'published', title: 'Nuevo título', deposit: 900 });
      const second = await owner.client.properties.create(propertyData({ title: 'Segundo piso' }));
      const moved = await owner.client.listings.update(listing.id, { property: second.id });
      expect(moved.property).toMatchObject({ id: second.id, title: 'Segundo piso' });

      const before = await listingRow(listing.id);
      const foreign = await otherLandlord.client.properties.create(propertyData());
      expect((await failure(owner.client.listings.update(listing.id, { property: foreign.id }))).status).toBe(
        403,
      );
      expect((await failure(owner.client.listings.update(listing.id, { property: 9_999_999 }))).data).toEqual(
        {
          property: ['Propiedad con ID 9999999 no encontrada'],
        },
      );
      expect((await failure(otherLandlord.client.listings.update(listing.id, { title: 'x' }))).status).toBe(
        403,
      );
      expect((await failure(tenant.client.listings.update(listing.id, { title: 'x' }))).status).toBe(403);
      expect((await failure(server.client().listings.update(listing.id, { title: 'x' }))).status).toBe(401);
      expect((await failure(owner.client.listings.update(9_999_999, { title: 'x' }))).status).toBe(404);
      expect((await failure(owner.client.listings.update(listing.id, { min_stay: 0 }))).data).toEqual({
        min_stay: ['La estancia mínima es de 1 mes.'],
      });
      expect(await listingRow(listing.id)).toEqual(before);
    });

    it('deletes only the owner’s listing', async () => {
      const home = await newHome();
      const listing = await owner.client.listings.create(listingData(home.id, { status: 'published' }));
      expect((await failure(otherLandlord.client.listings.delete(listing.id))).status).toBe(403);
      expect((await failure(tenant.client.listings.delete(listing.id))).status).toBe(403);
      expect((await failure(server.client().listings.delete(listing.id))).status).toBe(401);
      expect(await listingRow(listing.id)).toBeDefined();
      await owner.client.listings.delete(listing.id);
      expect(await owner.client.listings.get(listing.id)).toBeNull();
      expect((await failure(owner.client.listings.delete(listing.id))).status).toBe(404);
      expect(await server.client().properties.get(home.id)).not.toBeNull();
    });

    it('marks the property as featured while a featured listing is published', async () => {
      const home = await owner.client.properties.create(propertyData());
      const listing = await owner.client.listings.create(
        listingData(home.id, { is_featured: true, status: 'published' }),
      );
      await owner.client.listings.update(listing.id, { status: 'paused' });
      expect((await owner.client.properties.get(home.id))?.is_featured).toBe(false);
      await owner.client.listings.update(listing.id, { status: 'published' });
      expect((await server.client().properties.get(home.id))?.is_featured).toBe(true);
      expect((await server.client().properties.all({ search: home.title })).results[0]?.is_featured).toBe(
        true,
      );
      await owner.client.listings.update(listing.id, { is_featured: false });
      expect((await server.client().properties.get(home.id))?.is_featured).toBe(false);
    });
  });

  describe('a home’s listing decides whether it is public', () => {
    const isPublic = async (home: Property) => {
      const [page, all, rooms] = await Promise.all([
        server.client().properties.get(home.id),
        server.client().properties.all({ search: home.title }),
        server.client().rooms.list({ search: home.title }),
      ]);
      const inSearch = all.results.some((p) => p.id === home.id);
      const roomsInSearch = rooms.results.some((r) => r.coliving_property === home.id);
      expect(inSearch, 'the search agrees with the page').toBe(page !== null);
      if (home.is_coliving) expect(roomsInSearch, 'the room search agrees with the page').toBe(page !== null);
      return page !== null;
    };
    const coliving = async () => {
      const home = await owner.client.properties.create(
        propertyData({ title: `Coliving ${Math.random().toString(36).slice(2, 9)}`, is_coliving: true }),
      );
      await owner.client.rooms.create({
        coliving_property: home.id,
        title: 'Habitación 1',
        room_number: '1',
        price_monthly: 500,
        size_sqm: 12,
        available_from: '2027-01-01',
      });
      return home;
    };

    it('hides a home while its listing is a draft or paused, and shows it again when published', async () => {
      const home = await coliving();
      expect(await isPublic(home)).toBe(true);
      const listing = await owner.client.listings.create(listingData(home.id));
      expect(await isPublic(home)).toBe(false);
      const mine = await owner.client.properties.get(home.id);
      expect(mine).toMatchObject({ status: 'inactivo', hidden_by_listing: true, listing: null });

      await owner.client.listings.update(listing.id, { status: 'published', min_stay: 6, deposit: 1100 });
      expect(await isPublic(home)).toBe(true);
      const shown = await server.client().properties.get(home.id);
      expect(shown).toMatchObject({ status: 'disponible', hidden_by_listing: false });
      expect(shown?.listing).toEqual({
        id: listing.id,
        title: 'Piso en alquiler en Chamberí',
        rent_terms: 'Contrato mínimo de 1 mes. Sin fianza.',
        min_stay: 6,
        deposit: 1100,
        available_from: '2027-01-01',
      });

      await owner.client.listings.update(listing.id, { status: 'paused' });
      expect(await isPublic(home)).toBe(false);
      // Without a listing the home is public again, with the status it had.
      await owner.client.listings.delete(listing.id);
      expect(await isPublic(home)).toBe(true);
      expect((await owner.client.properties.get(home.id))?.hidden_by_listing).toBe(false);
    });

    it('gives back the status the home had, and shows one hidden by hand when its listing is published', async () => {
      const reserved = await owner.client.properties.create(
        propertyData({ title: 'Piso reservado', status: 'reservado' }),
      );
      const listing = await owner.client.listings.create(listingData(reserved.id, { status: 'paused' }));
      expect((await owner.client.properties.get(reserved.id))?.status).toBe('inactivo');
      await owner.client.listings.update(listing.id, { status: 'published' });
      expect((await owner.client.properties.get(reserved.id))?.status).toBe('reservado');

      const hiddenByHand = await owner.client.properties.create(
        propertyData({ title: 'Piso oculto', status: 'inactivo' }),
      );
      const draft = await owner.client.listings.create(listingData(hiddenByHand.id));
      expect(await owner.client.properties.get(hiddenByHand.id)).toMatchObject({
        status: 'inactivo',
        hidden_by_listing: false,
      });
      await owner.client.listings.update(draft.id, { status: 'published' });
      expect((await owner.client.properties.get(hiddenByHand.id))?.status).toBe('disponible');
      // Editing a published listing later does not undo the landlord's own hiding.
      await owner.client.properties.update(hiddenByHand.id, { status: 'inactivo' });
      await owner.client.listings.update(draft.id, { title: 'Otro título' });
      expect((await owner.client.properties.get(hiddenByHand.id))?.status).toBe('inactivo');
    });

    it('refuses to show by its status a home its listing hides, with a field error', async () => {
      const home = await newHome();
      const listing = await owner.client.listings.create(listingData(home.id, { status: 'paused' }));
      for (const status of ['disponible', 'reservado'] as const) {
        expect((await failure(owner.client.properties.update(home.id, { status }))).data).toEqual({
          status: ['Su anuncio está en borrador o en pausa: publícalo para mostrar esta propiedad.'],
        });
      }
      const english = await server.fetch(`/api/properties/${home.id}/`, {
        method: 'PATCH',
        token: owner.token,
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ status: 'disponible' }),
      });
      expect(await english.json()).toEqual({
        status: ['Its listing is a draft or paused: publish it to show this property.'],
      });
      // Other edits of the hidden home still save.
      expect((await owner.client.properties.update(home.id, { title: 'Nuevo título' })).title).toBe(
        'Nuevo título',
      );
      await owner.client.listings.update(listing.id, { status: 'published' });
      expect((await owner.client.properties.update(home.id, { status: 'alquilado' })).status).toBe(
        'alquilado',
      );
    });

    it('moving a listing to another home hides that one and shows the first again', async () => {
      const [first, second] = [await newHome(), await newHome()];
      const listing = await owner.client.listings.create(listingData(first.id));
      expect(await isPublic(first)).toBe(false);
      await owner.client.listings.update(listing.id, { property: second.id });
      expect(await isPublic(first)).toBe(true);
      expect(await isPublic(second)).toBe(false);
    });
  });

  describe('a landlord’s listings', () => {
    it('lists the landlord’s own listings, newest first, to that landlord only', async () => {
      const landlord = await register(server, 'propietario');
      const home = await landlord.client.properties.create(propertyData());
      const secondHome = await landlord.client.properties.create(propertyData());
      const a = await landlord.client.listings.create(listingData(home.id, { title: 'Primero' }));
      const b = await landlord.client.listings.create(
        listingData(secondHome.id, { title: 'Segundo', status: 'paused' }),
      );
      const mine = await landlord.client.listings.byLandlord(landlord.user.id);
      expect(mine.map((l) => l.id)).toEqual([b.id, a.id]);
      const newcomer = await register(server, 'propietario');
      expect(await newcomer.client.listings.byLandlord(newcomer.user.id)).toEqual([]);
      expect((await failure(otherLandlord.client.listings.byLandlord(landlord.user.id))).status).toBe(403);
      expect((await failure(tenant.client.listings.byLandlord(landlord.user.id))).status).toBe(403);
      expect((await failure(tenant.client.listings.byLandlord(tenant.user.id))).status).toBe(403);
      expect((await failure(server.client().listings.byLandlord(landlord.user.id))).status).toBe(401);
      const malformed = await server.fetch('/api/listings/landlord/abc/', { token: landlord.token });
      expect(malformed.status).toBe(404);
    });

    it('counts views and the enquiries received since each listing was created', async () => {
      const landlord = await register(server, 'propietario');
      const home = await landlord.client.properties.create(propertyData());
      const other = await landlord.client.properties.create(propertyData());
      const listing = await landlord.client.listings.create(listingData(home.id, { status: 'published' }));
      const elsewhere = await landlord.client.listings.create(listingData(other.id, { status: 'published' }));
      await db()
        .updateTable('listings')
        .set({ created_at: '2026-01-01T00:00:00.000Z' })
        .where('id', 'in', [listing.id, elsewhere.id])
        .execute();
      await enquiry(home.id, '2025-12-31T23:59:59.999Z');
      await enquiry(home.id, '2026-01-01T00:00:00.000Z');
      await enquiry(home.id, '2026-07-01T10:00:00.000Z');
      await enquiry(other.id, '2999-01-01T00:00:00.000Z');
      await enquiry(other.id, '2000-01-01T00:00:00.000Z');

      await tenant.client.properties.get(home.id);
      await server.client().properties.get(home.id);
      await landlord.client.properties.get(home.id);
      await tenant.client.properties.get(other.id);
      await server.app.ctx.views.flush();

      const list = await landlord.client.listings.byLandlord(landlord.user.id);
      const byId = new Map(list.map((l) => [l.id, l]));
      expect([byId.get(listing.id)?.views, byId.get(listing.id)?.inquiries]).toEqual([2, 2]);
      expect([byId.get(elsewhere.id)?.views, byId.get(elsewhere.id)?.inquiries]).toEqual([1, 1]);
      expect((await landlord.client.listings.get(listing.id))?.inquiries).toBe(2);
      expect((await tenant.client.listings.get(listing.id))?.views).toBe(2);
    });
  });
});
