import {
  normalizeText,
  type PropertyCreate,
  type SavedSearchFilters,
  savedSearchFiltersSchema,
} from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Account, DIALECTS, register, startServer, type TestServer } from '../../test/harness';
import { shownPrice } from '../search';
import { type MatchableProperty, matchesFilters } from './savedSearchMatch';

/** A property as the matcher sees it; booleans as stored (0/1). */
function property(overrides: Partial<MatchableProperty> = {}): MatchableProperty {
  const city = overrides.city ?? 'Málaga';
  const neighborhood = overrides.neighborhood ?? 'El Palo';
  return {
    title: 'Piso luminoso',
    description: 'Cerca de la playa.',
    city,
    neighborhood,
    address: 'Calle del Mar 3',
    city_key: normalizeText(city),
    neighborhood_key: normalizeText(neighborhood),
    property_type: 'piso',
    size: 80,
    bedrooms: 2,
    bathrooms: 1,
    is_coliving: 0,
    is_furnished: 1,
    has_parking: 0,
    has_pool: 0,
    has_terrace: 1,
    has_garden: 0,
    has_elevator: 0,
    pets_allowed: 0,
    shown_price: 900,
    ...overrides,
  };
}

/** Filters as a query string gives them, parsed by the saved search's own schema. */
const filters = (raw: Record<string, unknown>): SavedSearchFilters => z.parse(savedSearchFiltersSchema, raw);

describe('matchesFilters, condition by condition', () => {
  const cases: [string, Record<string, unknown>, Partial<MatchableProperty>, boolean][] = [
    ['no filters', {}, {}, true],
    ['city, accents and case ignored', { city: 'MALAGA' }, {}, true],
    ['city, a prefix', { city: 'mál' }, {}, true],
    ['city, not inside the word', { city: 'laga' }, {}, false],
    ['city matches the neighbourhood', { city: 'el palo' }, {}, true],
    ['another city', { city: 'Madrid' }, {}, false],
    ['blank city: no condition', { city: '   ' }, {}, true],
    ['neighborhood, inside, any case', { neighborhood: 'PAL' }, {}, true],
    ['neighborhood, absent', { neighborhood: 'Centro' }, {}, false],
    ['search in the title', { search: 'LUMINOSO' }, {}, true],
    ['search in the description', { search: 'playa' }, {}, true],
    ['search in the address', { search: 'del mar' }, {}, true],
    ['search, accent-free city', { search: 'malaga' }, {}, true],
    ['search, nowhere', { search: 'ático' }, {}, false],
    ['search, punctuation only: no text condition', { search: '%' }, {}, true],
    ['search, stop words only: no text condition', { search: 'de la' }, {}, true],
    ['search, stemmed: plural and accents', { search: 'LUMINOSOS pisos' }, {}, true],
    ['search, every word must be there', { search: 'piso ático' }, {}, false],
    ['search, the last word a prefix', { search: 'piso lumi' }, {}, true],
    ['search, a finished word is not a prefix', { search: 'pisos' }, { title: 'Casa con piscina' }, false],
    ['min_price, equal', { min_price: '900' }, {}, true],
    ['min_price, above', { min_price: 901 }, {}, false],
    ['max_price, equal', { max_price: 900 }, {}, true],
    ['max_price, below', { max_price: 899.5 }, {}, false],
    ['coliving price: the shown price', { max_price: 400 }, { is_coliving: 1, shown_price: 375 }, true],
    ['min_size and max_size', { min_size: 80, max_size: 80 }, {}, true],
    ['min_size above', { min_size: 81 }, {}, false],
    ['max_size below', { max_size: 79 }, {}, false],
    ['bedrooms is a minimum', { bedrooms: 2 }, { bedrooms: 3 }, true],
    ['bedrooms too few', { bedrooms: 3 }, {}, false],
    ['bathrooms is a minimum', { bathrooms: '1' }, {}, true],
    ['bathrooms too few', { bathrooms: 2 }, {}, false],
    ['property_type', { property_type: 'piso' }, {}, true],
    ['another property_type', { property_type: 'casa' }, {}, false],
    ['coliving only, traditional property', { coliving: 'coliving' }, {}, false],
    ['coliving only, coliving property', { coliving: 'coliving' }, { is_coliving: 1 }, true],
    ['traditional only', { coliving: 'traditional' }, {}, true],
    ['traditional only, coliving property', { coliving: 'traditional' }, { is_coliving: 1 }, false],
    ['both', { coliving: 'both' }, { is_coliving: 1 }, true],
    ['amenity asked and there', { is_furnished: 'true', has_terrace: true }, {}, true],
    ['amenity asked and missing', { has_pool: true }, {}, false],
    ['amenity false asks nothing', { has_pool: false, pets_allowed: 'false' }, {}, true],
    ['ordering does not filter', { ordering: '-price' }, {}, true],
    [
      'every condition at once',
      {
        city: 'malaga',
        neighborhood: 'palo',
        search: 'piso',
        min_price: 800,
        max_price: 1000,
        min_size: 50,
        max_size: 100,
        bedrooms: 1,
        bathrooms: 1,
        property_type: 'piso',
        coliving: 'traditional',
        is_furnished: true,
      },
      {},
      true,
    ],
  ];
  it.each(cases)('%s', (_name, raw, overrides, expected) => {
    expect(matchesFilters(filters(raw), property(overrides))).toBe(expected);
  });
});

/** Properties that exercise each filter, published by one landlord. */
const SEEDED: (PropertyCreate & { rooms?: number[] })[] = [
  {
    title: 'Ático con terraza en Chamberí',
    description: 'Muy luminoso, con vistas.',
    price: 1500,
    size: 90,
    address: 'Calle de Fuencarral 120',
    city: 'Madrid',
    neighborhood: 'Chamberí',
    postal_code: '28010',
    bedrooms: 2,
    bathrooms: 2,
    property_type: 'atico',
    has_terrace: true,
    has_elevator: true,
  },
  {
    title: 'Piso junto a la playa',
    description: 'Reformado.',
    price: 900,
    size: 70,
    address: 'Paseo Marítimo 4',
    city: 'Málaga',
    neighborhood: 'El Palo',
    postal_code: '29017',
    bedrooms: 3,
    bathrooms: 1,
    property_type: 'piso',
    is_furnished: true,
    pets_allowed: true,
  },
  {
    title: 'Coliving en Lavapiés',
    description: 'Habitaciones para estudiantes.',
    price: 2000,
    price_per_room: 500,
    is_coliving: true,
    size: 140,
    address: 'Calle del Ave María 10',
    city: 'Madrid',
    neighborhood: 'Lavapiés',
    postal_code: '28012',
    bedrooms: 5,
    bathrooms: 2,
    property_type: 'piso',
    rooms: [380, 450],
  },
  {
    title: 'Casa con jardín',
    description: 'Tranquila, a las afueras.',
    price: 1200,
    size: 180,
    address: 'Camino Viejo 2',
    city: 'Majadahonda',
    neighborhood: 'Centro',
    postal_code: '28220',
    bedrooms: 4,
    bathrooms: 3,
    property_type: 'casa',
    has_garden: true,
    has_parking: true,
    has_pool: true,
  },
  {
    title: 'Estudio en Triana',
    description: 'Pequeño y céntrico.',
    price: 650,
    size: 35,
    address: 'Calle Betis 50',
    city: 'Sevilla',
    neighborhood: 'Triana',
    postal_code: '41010',
    bedrooms: 1,
    bathrooms: 1,
    property_type: 'estudio',
    status: 'inactivo',
  },
];

const FILTER_SETS: Record<string, unknown>[] = [
  {},
  { city: 'madrid' },
  { city: 'MA' },
  { city: 'chamberi' },
  { city: 'lavapies', max_price: 400 },
  { max_price: 450 },
  { min_price: 900, max_price: 1500 },
  { search: 'malaga' },
  { search: 'PLAYA' },
  { search: 'calle' },
  { search: 'áticos luminosos' },
  { search: 'habitacion' },
  { search: 'madrid calle fuenc' },
  { search: 'de la' },
  { neighborhood: 'pal' },
  { property_type: 'piso', coliving: 'traditional' },
  { coliving: 'coliving' },
  { bedrooms: 3, bathrooms: 2 },
  { min_size: 70, max_size: 140 },
  { has_pool: true, has_garden: 'true' },
  { is_furnished: true, pets_allowed: true },
  { has_terrace: true, city: 'Madrid', ordering: 'price' },
  { city: 'sevilla' },
  // A text with the filters the public index answers itself (migrations 016 and 036), and without.
  { search: 'piso', city: 'madrid' },
  { search: 'calle', city: 'MA' },
  { search: 'calle', city: 'zzz' },
  { search: 'calle', city: 'chamberi', neighborhood: 'cham' },
  { search: 'calle', property_type: 'piso', coliving: 'traditional' },
  { search: 'habitacion', coliving: 'coliving' },
  { search: 'calle', bedrooms: 2 },
  { search: 'calle', bedrooms: 4 },
  { search: 'calle', bedrooms: 7 },
  { search: 'calle', bedrooms: 0, bathrooms: 1 },
  { search: 'calle', has_terrace: true, is_furnished: true },
  { search: 'estudio' },
  { search: 'luminoso', city: 'chamberi', max_price: 1500, ordering: 'price' },
  { search: 'piso lumi', min_size: 50, ordering: '-size' },
  // A text with a price range (the public index drives, the price is checked on each match's row).
  { search: 'calle', max_price: 1250 },
  { search: 'calle', min_price: 900, max_price: 1500 },
  { search: 'calle', max_price: 1499.99 },
  { search: 'habitaciones', max_price: 400 },
  { search: 'habitaciones', max_price: 379 },
  { search: 'calle', min_price: 1000 },
];

describe.each(DIALECTS)('matchesFilters agrees with the public search on %s', (dialect) => {
  let server: TestServer;
  let owner: Account;

  beforeAll(async () => {
    server = await startServer(dialect);
    owner = await register(server, 'propietario');
    for (const { rooms, ...body } of SEEDED) {
      const created = await owner.client.properties.create(body);
      for (const [index, price] of (rooms ?? []).entries()) {
        await owner.client.rooms.create({
          coliving_property: created.id,
          room_number: `H${index + 1}`,
          title: 'Habitación',
          price_monthly: price,
          size_sqm: 12,
          available_from: '2027-01-01',
        });
      }
    }
  });
  afterAll(() => server.close());

  /** The public search's ids and matchesFilters' over every visible property, for one filter set. */
  async function bothWays(raw: Record<string, unknown>) {
    const parsed = filters(raw);
    const answer = await server.client().properties.all({ ...parsed, page_size: 50 });
    const searched = answer.results.map((p) => p.id).sort((a, b) => a - b);
    const rows = await server.app.ctx.db
      .selectFrom('properties')
      .selectAll()
      .select(shownPrice().as('shown_price'))
      .where('status', '=', 'disponible')
      .execute();
    const matched = rows
      .filter((row) => matchesFilters(parsed, { ...row, shown_price: Number(row.shown_price) }))
      .map((row) => row.id)
      .sort((a, b) => a - b);
    return { searched, matched };
  }

  it.each(FILTER_SETS.map((raw) => [JSON.stringify(raw), raw]))('%s', async (_name, raw) => {
    const { searched, matched } = await bothWays(raw);
    expect(matched).toEqual(searched);
  });

  it('keeps agreeing through edits of what the public text index holds (status, place, type, bedrooms, amenities) and of the price', async () => {
    const home = await owner.client.properties.create({
      title: 'Piso con calle peatonal',
      description: 'Tranquilo.',
      price: 800,
      size: 70,
      address: 'Calle Mayor 9',
      city: 'Madrid',
      neighborhood: 'Sol',
      postal_code: '28013',
      bedrooms: 2,
      bathrooms: 1,
      property_type: 'piso',
    });
    const sets = [
      { search: 'peatonal' },
      { search: 'peatonal', city: 'madrid' },
      { search: 'peatonal', city: 'bilbao' },
      { search: 'peatonal', property_type: 'casa' },
      { search: 'peatonal', bedrooms: 3 },
      { search: 'peatonal', has_pool: true },
      { search: 'peatonal', coliving: 'traditional' },
      { search: 'peatonal', max_price: 760 },
    ];
    const found = async () => {
      const out: number[] = [];
      for (const raw of sets) {
        const { searched, matched } = await bothWays(raw);
        expect(searched).toEqual(matched);
        out.push(searched.includes(home.id) ? 1 : 0);
      }
      return out.join('');
    };
    expect(await found()).toBe('11000010');
    await owner.client.properties.update(home.id, { status: 'inactivo' });
    expect(await found()).toBe('00000000');
    await owner.client.properties.update(home.id, { status: 'disponible', city: 'Bilbao', bedrooms: 3 });
    expect(await found()).toBe('10101010');
    await owner.client.properties.update(home.id, { property_type: 'casa', has_pool: true });
    expect(await found()).toBe('10111110');
    // A price edit moves it into the price range.
    await owner.client.properties.update(home.id, { price: 750 });
    expect(await found()).toBe('10111111');
    await owner.client.properties.delete(home.id);
    expect(await found()).toBe('00000000');
  });

  it("keeps agreeing when a room's price moves a coliving home's shown price in and out of a text search's range", async () => {
    const home = await owner.client.properties.create({
      title: 'Coliving mirador',
      description: 'Habitaciones con vistas.',
      price: 1800,
      price_per_room: 600,
      is_coliving: true,
      size: 120,
      address: 'Calle Alta 3',
      city: 'Bilbao',
      neighborhood: 'Indautxu',
      postal_code: '48011',
      bedrooms: 4,
      bathrooms: 2,
      property_type: 'piso',
    });
    const room = await owner.client.rooms.create({
      coliving_property: home.id,
      room_number: 'H1',
      title: 'Habitación',
      price_monthly: 450,
      size_sqm: 12,
      available_from: '2027-01-01',
    });
    const inRange = async () => {
      const { searched, matched } = await bothWays({ search: 'mirador', min_price: 350, max_price: 400 });
      expect(searched).toEqual(matched);
      return searched.includes(home.id);
    };
    expect(await inRange()).toBe(false);
    await owner.client.rooms.update(room.id, { price_monthly: 390 });
    expect(await inRange()).toBe(true);
    await owner.client.rooms.update(room.id, { price_monthly: 450 });
    expect(await inRange()).toBe(false);
    await owner.client.rooms.update(room.id, { price_monthly: 395 });
    expect(await inRange()).toBe(true);
    await owner.client.rooms.delete(room.id);
    expect(await inRange()).toBe(false);
    await owner.client.properties.delete(home.id);
  });

  it('is not trivially agreeing: the filter sets find different properties', async () => {
    const counts = new Set<number>();
    for (const raw of FILTER_SETS) {
      counts.add((await server.client().properties.all(filters(raw))).count);
    }
    expect(counts.size).toBeGreaterThanOrEqual(4);
  });
});
