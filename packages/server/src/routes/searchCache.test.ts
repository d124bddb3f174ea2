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
