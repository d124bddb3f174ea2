import { type ConviveClient, createClient, type LocationSuggestion, type PropertyCreate } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, DIALECTS, failure, register, startServer, type TestServer } from '../../test/harness';

const SITE = 'https://inmobiliaria-sur.example';

/** Where the test's listings are: [city, neighbourhood, how many, whose (0: landlord, 1: agency)]. */
const PLACES: readonly [string, string, number, 0 | 1][] = [
  ['Madrid', 'Chamberí', 4, 0],
  ['Madrid', 'Salamanca', 2, 0],
  ['Madrid', 'Centro', 3, 0],
  ['Madrid', '', 1, 1],
  ['Málaga', 'Centro', 2, 1],
  ['Málaga', 'Teatinos', 1, 0],
  ['Malaga', 'El Palo', 1, 0],
  ['Salamanca', 'Garrido', 2, 1],
  ['A Coruña', 'Riazor', 1, 0],
  ['Majadahonda', 'Centro', 1, 0],
  ['Murcia', '', 1, 0],
];

describe.each(DIALECTS)('location autocomplete on %s', (dialect) => {
  let server: TestServer;
  let landlord: Account;
  let agency: Account;
  let serial = 0;

  function listing(
    city: string,
    neighborhood: string,
    overrides: Partial<PropertyCreate> = {},
  ): PropertyCreate {
    serial += 1;
    return {
      title: `Piso ${serial} en ${neighborhood || city}`,
      description: 'Luminoso.',
      property_type: 'piso',
      price: 800,
      size: 60,
      address: `Calle Mayor ${serial}`,
      city,
      neighborhood,
      postal_code: '28001',
      bedrooms: 2,
      bathrooms: 1,
      ...overrides,
    };
  }

  /** The suggestions once every write so far shows (a write's rebuild answers the call after it). */
  async function settledSuggestions(q: string, limit?: number, client = server.client()) {
    await client.locations.search(q, limit);
    await server.app.ctx.locations.settled();
    return client.locations.search(q, limit);
  }

  async function searchCount(city: string, client: ConviveClient = server.client()): Promise<number> {
    return (await client.properties.all({ city })).count;
  }

  function onPartnerPage(partnerKey: string): ConviveClient {
    return createClient({
      baseUrl: server.baseUrl,
      getToken: () => null,
      partnerKey,
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('origin', SITE);
        return fetch(request);
      },
    });
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    [landlord, agency] = await Promise.all([
      register(server, 'propietario'),
      register(server, 'propietario'),
    ]);
    for (const [city, neighborhood, count, whose] of PLACES) {
      const owner = whose === 0 ? landlord : agency;
      for (let i = 0; i < count; i += 1) await owner.client.properties.create(listing(city, neighborhood));
    }
    // Not available: never counted.
    await landlord.client.properties.create(listing('Madrid', 'Chamberí', { status: 'alquilado' }));
    await landlord.client.properties.create(listing('Málaga', 'Teatinos', { status: 'inactivo' }));
  });
  afterAll(() => server.close());

  it('suggests cities and neighbourhoods by an accent- and case-free prefix, most properties first', async () => {
    const found = await settledSuggestions('MA');
    expect(found).toEqual([
      { kind: 'city', name: 'Madrid', city: 'Madrid', count: 10 },
      // "Málaga" (3) and "Malaga" (1) are one place, under the spelling most listings use.
      { kind: 'city', name: 'Málaga', city: 'Málaga', count: 4 },
      { kind: 'city', name: 'Majadahonda', city: 'Majadahonda', count: 1 },
    ]);
    expect(await server.client().locations.search('chambe')).toEqual([
      { kind: 'neighborhood', name: 'Chamberí', city: 'Madrid', count: 4 },
    ]);
    expect(await server.client().locations.search('málaga')).toEqual([
      { kind: 'city', name: 'Málaga', city: 'Málaga', count: 4 },
    ]);
  });

  it('finds a later word of a name after the names that start with it', async () => {
    expect(await server.client().locations.search('coru')).toEqual([
      { kind: 'city', name: 'A Coruña', city: 'A Coruña', count: 1 },
    ]);
    expect(await server.client().locations.search('pal')).toEqual([
      // Its city under the spelling most listings use.
      { kind: 'neighborhood', name: 'El Palo', city: 'Málaga', count: 1 },
    ]);
  });

  it('gives each suggestion the count the search with city=<name> shows', async () => {
    const suggestions = [
      ...(await settledSuggestions('ma', 20)),
      ...(await settledSuggestions('sa', 20)),
      ...(await settledSuggestions('ce', 20)),
      ...(await settledSuggestions('te', 20)),
      ...(await settledSuggestions('ga', 20)),
    ];
    // "Centro" (Madrid, Málaga, Majadahonda) and "Salamanca" (a city and a Madrid neighbourhood)
    // are each one search, so one suggestion.
    expect(suggestions.filter((s) => s.name === 'Centro')).toEqual([
      { kind: 'neighborhood', name: 'Centro', city: 'Madrid', count: 6 },
    ]);
    expect(suggestions.filter((s) => s.name === 'Salamanca')).toEqual([
      { kind: 'city', name: 'Salamanca', city: 'Salamanca', count: 4 },
    ]);
    expect(suggestions.length).toBeGreaterThanOrEqual(7);
    for (const suggestion of suggestions) {
      expect([suggestion.name, await searchCount(suggestion.name)]).toEqual([
        suggestion.name,
        suggestion.count,
      ]);
    }
  });

  it('orders names that start with the text by count then name, then later words, up to the limit', async () => {
    expect((await settledSuggestions('c', 20)).map((s) => [s.name, s.count])).toEqual([
      ['Centro', 6],
      ['Chamberí', 4],
      ['A Coruña', 1],
    ]);
    expect((await settledSuggestions('m', 20)).map((s) => [s.name, s.count])).toEqual([
      ['Madrid', 10],
      ['Málaga', 4],
      ['Majadahonda', 1],
      ['Murcia', 1],
    ]);
    expect(await server.client().locations.search('m', 1)).toEqual([
      { kind: 'city', name: 'Madrid', city: 'Madrid', count: 10 },
    ]);
    const eight = await settledSuggestions('a');
    expect(eight.length).toBeLessThanOrEqual(8);
  });

  it('answers no suggestions for a text nothing starts with', async () => {
    expect(await server.client().locations.search('zzz')).toEqual([]);
  });

  it('refuses a blank or too long text and a limit out of 1–20, in Spanish', async () => {
    const blank = await server.fetch('/api/locations/?q=%20%20');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ q: ['Escribe el principio de una ciudad o de un barrio.'] });
    const missing = await server.fetch('/api/locations/');
    expect(missing.status).toBe(400);
    const long = await server.fetch(`/api/locations/?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ q: ['Asegúrate de que este campo no tenga más de 100 caracteres.'] });
    for (const limit of ['0', '21', 'x', '2.5']) {
      const response = await server.fetch(`/api/locations/?q=ma&limit=${limit}`);
      expect([limit, response.status]).toEqual([limit, 400]);
    }
  });

  it('follows writes: a new listing, a status change, a move and a deletion', async () => {
    const before = (await settledSuggestions('teat'))[0]?.count ?? 0;
    const created = await landlord.client.properties.create(listing('Málaga', 'Teatinos'));
    expect((await settledSuggestions('teat'))[0]?.count).toBe(before + 1);

    await landlord.client.properties.update(created.id, { status: 'reservado' });
    expect((await settledSuggestions('teat'))[0]?.count).toBe(before);

    await landlord.client.properties.update(created.id, {
      status: 'disponible',
      city: 'Cádiz',
      neighborhood: 'La Viña',
    });
    expect((await settledSuggestions('teat'))[0]?.count).toBe(before);
    expect(await settledSuggestions('cadiz')).toEqual([
      { kind: 'city', name: 'Cádiz', city: 'Cádiz', count: 1 },
    ]);
    expect(await searchCount('Cádiz')).toBe(1);

    await landlord.client.properties.delete(created.id);
    expect(await settledSuggestions('cadiz')).toEqual([]);
    expect(await settledSuggestions('vina')).toEqual([]);
  });

  it('counts only the key owner’s properties through an own partner key', async () => {
    const key = await agency.client.partnerKeys.create({
      name: 'Solo lo nuestro',
      scope: 'own',
      allowed_origins: [SITE],
    });
    const partner = onPartnerPage(key.key);
    const found: LocationSuggestion[] = await settledSuggestions('ma', 20, partner);
    expect(found).toEqual([
      { kind: 'city', name: 'Málaga', city: 'Málaga', count: 2 },
      { kind: 'city', name: 'Madrid', city: 'Madrid', count: 1 },
    ]);
    for (const suggestion of found)
      expect(await searchCount(suggestion.name, partner)).toBe(suggestion.count);
    // The marketplace's figures are not the agency's.
    expect((await server.client().locations.search('ma', 1))[0]?.count).toBe(10);
    expect((await failure(onPartnerPage('pk_AAAAAAAAAAAAAAAAAAAAAAAA').locations.search('ma'))).status).toBe(
      403,
    );
  });

  it('serves the previous index while one rebuild runs after a write', async () => {
    const index = server.app.ctx.locations;
    await settledSuggestions('chamb');
    const before = (await server.client().locations.search('chamb'))[0]?.count ?? 0;
    const created = await landlord.client.properties.create(listing('Madrid', 'Chamberí'));
    // The first call after the write answers from the old index and starts one rebuild.
    const [first, second] = await Promise.all([index.search('chamb', 8), index.search('chamb', 8)]);
    expect([first[0]?.count, second[0]?.count]).toEqual([before, before]);
    await vi.waitFor(async () => expect((await index.search('chamb', 8))[0]?.count).toBe(before + 1));
    await landlord.client.properties.delete(created.id);
  });
});
