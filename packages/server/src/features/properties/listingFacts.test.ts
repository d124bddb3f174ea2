import type { Property, PropertyCreate } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';

/** A random tag of letters, so each test's city is its own. */
function tag(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

function propertyData(overrides: Partial<PropertyCreate> = {}): PropertyCreate {
  return {
    title: 'Piso con certificado',
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

const FACTS = {
  energy_rating: 'C',
  energy_consumption: 112.7,
  energy_emissions: 23.4,
  cadastral_reference: '9872023VH5797S0001WX',
  nrua_number: 'ESFCNT0000280130001234567890000000000000000000',
} as const;

/** The listing facts (energy certificate, cadastral reference, NRUA) through create, read, edit and lists. */
describe.each(DIALECTS)('listing facts on %s', (dialect) => {
  let server: TestServer;
  let owner: Account;

  beforeAll(async () => {
    server = await startServer(dialect);
    owner = await register(server, 'propietario');
  });
  afterAll(() => server.close());

  it('keeps the facts given on create and answers them on every read', async () => {
    const city = `Facts ${tag()}`;
    const created = await owner.client.properties.create(
      propertyData({ ...FACTS, city, cadastral_reference: '9872023 vh5797s 0001 wx' }),
    );
    expect(created).toMatchObject(FACTS);
    expect(await server.client().properties.get(created.id)).toMatchObject(FACTS);
    const found = await server.client().properties.all({ city });
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject(FACTS);
    const mine = (await owner.client.properties.mine()) as Property[];
    expect(mine.find((p) => p.id === created.id)).toMatchObject(FACTS);
  });

  it('leaves them null when not given: a coliving property without an NRUA is saved', async () => {
    const created = await owner.client.properties.create(propertyData({ is_coliving: true }));
    expect(created).toMatchObject({
      energy_rating: null,
      energy_consumption: null,
      energy_emissions: null,
      cadastral_reference: null,
      nrua_number: null,
    });
  });

  it('edits, keeps what an edit leaves out, and clears what is sent blank', async () => {
    const created = await owner.client.properties.create(propertyData(FACTS));
    const edited = await owner.client.properties.update(created.id, { energy_rating: 'exento' });
    expect(edited).toMatchObject({ ...FACTS, energy_rating: 'exento' });
    const cleared = await owner.client.properties.update(created.id, {
      energy_rating: '',
      energy_consumption: null,
      cadastral_reference: '',
      nrua_number: null,
    });
    expect(cleared).toMatchObject({
      energy_rating: null,
      energy_consumption: null,
      energy_emissions: FACTS.energy_emissions,
      cadastral_reference: null,
      nrua_number: null,
    });
    expect(await server.client().properties.get(created.id)).toMatchObject({ energy_rating: null });
  });

  it('answers 400 naming the wrong part of a cadastral reference, in the caller’s language', async () => {
    const bad = await failure(
      owner.client.properties.create(
        propertyData({ cadastral_reference: '9872023VH5797S0001XX', energy_rating: 'H' as 'A' }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      cadastral_reference: [
        'Los dos caracteres de control (posiciones 19–20) de la referencia catastral no corresponden al resto: deberían ser WX. Revisa la referencia entera.',
      ],
      energy_rating: ['Elige una letra de la A a la G, «En trámite» o «Exento».'],
    });
    const english = await server.fetch('/api/properties/', {
      method: 'POST',
      token: owner.token,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(propertyData({ cadastral_reference: '9872023VH5797S0001XX', nrua_number: 'X1' })),
    });
    expect(english.status).toBe(400);
    const errors = (await english.json()) as Record<string, string[]>;
    expect(errors.cadastral_reference?.[0]).toContain('they should be WX');
    expect(errors.nrua_number?.[0]).toMatch(/^The rental registration number \(NRUA\) starts with ES/);
  });
});
