import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, register, startServer, type TestServer } from '../../test/harness';

describe.each(DIALECTS)('cached public search on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(() => server.close());

  const search = () => server.fetch('/api/properties/all/?city=Cuenca&page_size=9');

  it('serves a repeated search from the cache and forgets it on every write', async () => {
    const landlord = await register(server, 'propietario');
    const first = await search();
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(((await first.json()) as { count: number }).count).toBe(0);
    const second = await search();
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toContain('application/json');

    const property = await landlord.client.properties.create({
      title: 'Casa colgada',
      description: 'Vistas a la hoz.',
      price: 700,
      size: 90,
      address: 'Calle Alfonso VIII 3',
      city: 'Cuenca',
      postal_code: '16001',
      bedrooms: 3,
      bathrooms: 1,
    });
    const afterCreate = await search();
    expect(afterCreate.headers.get('x-cache')).toBe('miss');
    expect(((await afterCreate.json()) as { count: number }).count).toBe(1);

    await landlord.client.properties.update(property.id, { price: 650 });
    const afterUpdate = (await (await search()).json()) as { results: { price: number }[] };
    expect(afterUpdate.results[0]?.price).toBe(650);

    await landlord.client.properties.update(property.id, { status: 'inactivo' });
    expect(((await (await search()).json()) as { count: number }).count).toBe(0);
  });

  it('answers an invalid query with its errors every time: only valid queries are ever cached', async () => {
    // A cached answer is sent before the query is validated, so nothing invalid may be stored.
    for (let n = 0; n < 2; n++) {
      const answer = await server.fetch('/api/properties/all/?city=Cuenca&page_size=9&max_price=caro');
      expect(answer.status).toBe(400);
      expect(answer.headers.get('x-cache')).toBeNull();
      expect(Object.keys((await answer.json()) as object)).toEqual(['max_price']);
    }
  });

  it('serves a repeated room search from the cache and forgets it when a room changes', async () => {
    const landlord = await register(server, 'propietario');
    const home = await landlord.client.properties.create({
      title: 'Coliving del río',
      description: 'Junto al Júcar.',
      price: 1600,
      size: 110,
      address: 'Calle San Pedro 4',
      city: 'Cuenca',
      postal_code: '16001',
      bedrooms: 4,
      bathrooms: 2,
      is_coliving: true,
      price_per_room: 400,
    });
    const room = await landlord.client.rooms.create({
      coliving_property: home.id,
      room_number: 'H1',
      title: 'Habitación exterior',
      price_monthly: 400,
      size_sqm: 12,
      available_from: '2027-01-01',
    });
    const rooms = () => server.fetch('/api/rooms/?city=Cuenca');
    expect((await rooms()).headers.get('x-cache')).toBe('miss');
    const hit = await rooms();
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(((await hit.json()) as { results: { price_monthly: number }[] }).results[0]?.price_monthly).toBe(
      400,
    );
    await landlord.client.rooms.update(room.id, { price_monthly: 380 });
    const after = await rooms();
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(((await after.json()) as { results: { price_monthly: number }[] }).results[0]?.price_monthly).toBe(
      380,
    );
    const invalid = await server.fetch('/api/rooms/?city=Cuenca&max_price=caro');
    expect(invalid.status).toBe(400);
  });

  it('never caches a landlord’s own listing of their properties', async () => {
    const landlord = await register(server, 'propietario');
    const mine = () => server.fetch(`/api/properties/?owner=${landlord.user.id}`, { token: landlord.token });
    expect((await mine()).headers.get('x-cache')).toBe('bypass');
    expect((await mine()).headers.get('x-cache')).toBe('bypass');
  });

  it('never answers a landlord’s own listing from a visitor’s cached answer', async () => {
    const landlord = await register(server, 'propietario');
    const hidden = await landlord.client.properties.create({
      title: 'Ático en obras',
      description: 'Aún no se alquila.',
      price: 1100,
      size: 70,
      address: 'Calle Nueva 1',
      city: 'Teruel',
      postal_code: '44001',
      bedrooms: 2,
      bathrooms: 1,
      status: 'inactivo',
    });
    const path = `/api/properties/?owner=${landlord.user.id}`;
    const visitor = (await (await server.fetch(path)).json()) as { count: number };
    expect(visitor.count).toBe(0);
    expect((await server.fetch(path)).headers.get('x-cache')).toBe('hit');
    const own = (await (await server.fetch(path, { token: landlord.token })).json()) as {
      results: { id: number }[];
    };
    expect(own.results.map((p) => p.id)).toEqual([hidden.id]);
  });

  it('answers signed-in callers from the cache too', async () => {
    const tenant = await register(server);
    await search();
    expect(
      (
        await server.fetch('/api/properties/all/?city=Cuenca&page_size=9', { token: tenant.token })
      ).headers.get('x-cache'),
    ).toBe('hit');
  });

  it('keeps it through writes that cannot change a search, and forgets it when an owner is renamed', async () => {
    const landlord = await register(server, 'propietario');
    const tenant = await register(server);
    const home = await landlord.client.properties.create({
      title: 'Casa de piedra',
      description: 'En la muralla.',
      price: 500,
      size: 60,
      address: 'Calle del Chorro 1',
      city: 'Albarracín',
      postal_code: '44100',
      bedrooms: 2,
      bathrooms: 1,
    });
    await search();
    expect((await search()).headers.get('x-cache')).toBe('hit');
    await server.client().auth.login({ email: landlord.email, password: landlord.password });
    await tenant.client.favorites.add(home.id);
    expect((await search()).headers.get('x-cache')).toBe('hit');
    // An owner's name shows on their properties' cards.
    await landlord.client.users.update(landlord.user.id, { first_name: 'Remedios' });
    expect((await search()).headers.get('x-cache')).toBe('miss');
  });

  it('does not clear the cache on refused writes', async () => {
    await search();
    expect((await search()).headers.get('x-cache')).toBe('hit');
    const refused = await server.fetch('/api/properties/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    expect((await search()).headers.get('x-cache')).toBe('hit');
  });
});

describe.each(DIALECTS)('cached property pages on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(() => server.close());

  const home = (city: string, status?: 'inactivo') => ({
    title: 'Casa del puente',
    description: 'Junto al río.',
    price: 800,
    size: 80,
    address: 'Calle del Puente 4',
    city,
    postal_code: '10001',
    bedrooms: 2,
    bathrooms: 1,
    ...(status ? { status } : {}),
  });
  const page = (id: number, token?: string) => server.fetch(`/api/properties/${id}/`, { token });

  it('answers a property’s page from the cache, forgets it on a write, and still counts every view', async () => {
    const landlord = await register(server, 'propietario');
    const property = await landlord.client.properties.create(home('Cáceres'));
    const listing = await landlord.client.listings.create({
      property: property.id,
      title: 'Casa en Cáceres',
      description: 'Junto al río.',
      available_from: '2027-01-01',
      status: 'published',
    });
    const first = await page(property.id);
    expect(first.headers.get('x-cache')).toBe('miss');
    const second = await page(property.id);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.json()).toEqual(await first.json());

    await landlord.client.properties.update(property.id, { price: 750 });
    const updated = await page(property.id);
    expect(updated.headers.get('x-cache')).toBe('miss');
    expect(((await updated.json()) as { price: number }).price).toBe(750);

    // A room written through its own call shows on the page at once.
    const room = await landlord.client.rooms.create({
      coliving_property: property.id,
      room_number: 'H1',
      title: 'Exterior',
      price_monthly: 450,
      size_sqm: 12,
      available_from: '2027-01-01',
    });
    const withRoom = (await (await page(property.id)).json()) as { rooms: { id: number }[] };
    expect(withRoom.rooms.map((r) => r.id)).toEqual([room.id]);

    // Three visitors' reads, two of them from the cache, are three views; the owner's are none.
    await page(property.id, landlord.token);
    await server.app.ctx.views.flush();
    const before = (await landlord.client.listings.get(listing.id))?.views ?? 0;
    for (let i = 0; i < 3; i += 1) await page(property.id);
    await page(property.id, landlord.token);
    await server.app.ctx.views.flush();
    expect((await landlord.client.listings.get(listing.id))?.views).toBe(before + 3);
  });

  it('shows an inactive property only to its owner, even once the owner’s read is cached', async () => {
    const landlord = await register(server, 'propietario');
    const tenant = await register(server);
    const hidden = await landlord.client.properties.create(home('Plasencia', 'inactivo'));
    const own = await page(hidden.id, landlord.token);
    expect(own.status).toBe(200);
    expect((await page(hidden.id, landlord.token)).headers.get('x-cache')).toBe('hit');
    expect((await page(hidden.id)).status).toBe(404);
    expect((await page(hidden.id, tenant.token)).status).toBe(404);
    // The other way round: a visitor's 404 is not kept, and the owner still sees it.
    await landlord.client.properties.update(hidden.id, { title: 'Casa en obras' });
    expect((await page(hidden.id)).status).toBe(404);
    expect((await page(hidden.id, landlord.token)).status).toBe(200);
    // Published: everyone sees it; deleted: nobody, although the page was cached.
    await landlord.client.properties.update(hidden.id, { status: 'disponible' });
    expect((await page(hidden.id)).status).toBe(200);
    expect((await page(hidden.id)).headers.get('x-cache')).toBe('hit');
    await landlord.client.properties.delete(hidden.id);
    expect((await page(hidden.id)).status).toBe(404);
  });
});

describe('cached public search with REDIS_URL unreachable', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: the shared cache is down from the start.
    server = await startServer('sqlite', { config: { redisUrl: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => server.close());

  it('searches uncached (never a 500) and writes still succeed', async () => {
    expect(server.app.ctx.searchCache.shared).toBe(true);
    const search = () => server.fetch('/api/properties/all/?city=Huesca');
    for (let i = 0; i < 2; i += 1) {
      const answer = await search();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-cache')).toBe('miss');
      expect(((await answer.json()) as { count: number }).count).toBe(0);
    }
    const landlord = await register(server, 'propietario');
    await landlord.client.properties.create({
      title: 'Casa en el Casco',
      description: 'Junto a la catedral.',
      price: 600,
      size: 75,
      address: 'Calle Mayor 2',
      city: 'Huesca',
      postal_code: '22001',
      bedrooms: 2,
      bathrooms: 1,
    });
    expect(((await (await search()).json()) as { count: number }).count).toBe(1);
  });
});
