import { describe, expect, it } from 'vitest';
import {
  COLIVING_FILTERS,
  PROPERTY_ORDERINGS,
  PROPERTY_TYPE_ALIASES,
  PROPERTY_TYPES,
  propertyFiltersSchema,
  ROOM_ORDERINGS,
  ROOM_PRICE_RANGE,
  ROOM_STATUS_ALIASES,
  ROOM_STATUSES,
  roomFiltersSchema,
} from '../schemas';
import {
  ANY,
  allPropertiesFilters,
  BATHROOM_CHOICES,
  BEDROOM_CHOICES,
  filtersFromSearchParams,
  HOME_PRICE_CHOICES,
  homeSearchToFilters,
  LIST_PRICE_CHOICES,
  PROPERTY_PRICE_SLIDER,
  PROPERTY_URL_FILTERS,
  propertyFilterFromText,
  propertyPriceRangeToFilters,
  ROOM_PRICE_SLIDER,
  ROOM_URL_FILTERS,
  roomFilterFromText,
  roomPriceRangeToFilters,
  toQueryParams,
} from './queryParams';

describe('constants', () => {
  it('match spec 01 §2, §5 and §9', () => {
    expect(ANY).toBe('cualquiera');
    expect(PROPERTY_PRICE_SLIDER).toEqual({ min: 0, max: 2000, step: 50 });
    expect(ROOM_PRICE_SLIDER).toEqual({ min: 0, max: 1500, step: 25 });
    expect(HOME_PRICE_CHOICES).toEqual([300, 500, 750, 1000, 1500, 2000]);
    expect(LIST_PRICE_CHOICES).toEqual([500, 800, 1000, 1500]);
    expect(BEDROOM_CHOICES).toEqual([1, 2, 3, 4]);
    expect(BATHROOM_CHOICES).toEqual([1, 2, 3]);
  });

  it('agree with the room price range of the contract', () => {
    expect(ROOM_PRICE_SLIDER.min).toBe(ROOM_PRICE_RANGE.min);
    expect(ROOM_PRICE_SLIDER.max).toBe(ROOM_PRICE_RANGE.max);
  });
});

describe('toQueryParams', () => {
  it('writes numbers, texts and booleans', () => {
    const params = toQueryParams({ city: 'Madrid', max_price: 800, is_furnished: true, has_pool: false });
    expect(params.toString()).toBe('city=Madrid&max_price=800&is_furnished=true&has_pool=false');
  });

  it('skips undefined, null, NaN, blank and cualquiera', () => {
    const params = toQueryParams({
      a: undefined,
      b: null,
      c: Number.NaN,
      d: '',
      e: '   ',
      f: 'cualquiera',
      g: ' Cualquiera ',
      h: Number.POSITIVE_INFINITY,
      keep: 'x',
    });
    expect(params.toString()).toBe('keep=x');
  });

  it('trims texts', () => {
    expect(toQueryParams({ city: '  Sevilla ' }).get('city')).toBe('Sevilla');
    expect(toQueryParams({ search: ' piso luminoso ' }).toString()).toBe('search=piso+luminoso');
  });

  it('keeps zero and false, which are real values', () => {
    const params = toQueryParams({ min_price: 0, has_parking: false });
    expect(params.get('min_price')).toBe('0');
    expect(params.get('has_parking')).toBe('false');
  });

  it('repeats keys for arrays, skipping unusable elements', () => {
    const params = toQueryParams({ property_type: ['piso', '', 'casa', null, ANY], ids: [1, 2] });
    expect(params.getAll('property_type')).toEqual(['piso', 'casa']);
    expect(params.getAll('ids')).toEqual(['1', '2']);
    expect(toQueryParams({ empty: [] }).toString()).toBe('');
  });

  it('skips objects and functions, writes bigints', () => {
    const params = toQueryParams({ o: { a: 1 }, f: () => 1, n: 10n });
    expect(params.toString()).toBe('n=10');
  });

  it('gives an empty query for empty filters', () => {
    expect(toQueryParams({}).toString()).toBe('');
  });
});

describe('allPropertiesFilters', () => {
  it('adds status disponible and drops the owner', () => {
    expect(allPropertiesFilters({ city: 'Madrid', owner: 7, status: 'alquilado' })).toEqual({
      city: 'Madrid',
      status: 'disponible',
    });
    expect(allPropertiesFilters({})).toEqual({ status: 'disponible' });
  });

  it('does not change its input', () => {
    const filters = { owner: 3, bedrooms: 2 };
    allPropertiesFilters(filters);
    expect(filters).toEqual({ owner: 3, bedrooms: 2 });
  });
});

describe('homeSearchToFilters', () => {
  it('maps every field', () => {
    expect(
      homeSearchToFilters({ location: ' Valencia ', maxPrice: '750', propertyType: 'piso', bedrooms: '2' }),
    ).toEqual({ city: 'Valencia', max_price: 750, property_type: 'piso', bedrooms: 2 });
  });

  it("leaves out 'cualquiera', blanks and missing values", () => {
    expect(homeSearchToFilters({ location: '  ', maxPrice: ANY, propertyType: ANY, bedrooms: ANY })).toEqual(
      {},
    );
    expect(homeSearchToFilters({})).toEqual({});
    expect(homeSearchToFilters({ location: null, maxPrice: '' })).toEqual({});
  });

  it('drops invalid values and normalises type aliases', () => {
    expect(homeSearchToFilters({ maxPrice: 'mucho', propertyType: 'castillo', bedrooms: '-1' })).toEqual({});
    expect(homeSearchToFilters({ propertyType: 'apartment' })).toEqual({ property_type: 'apartamento' });
    expect(homeSearchToFilters({ bedrooms: '2.5' })).toEqual({});
  });
});

describe('propertyPriceRangeToFilters', () => {
  it('sends nothing for the full range', () => {
    expect(propertyPriceRangeToFilters([0, 2000])).toEqual({});
  });

  it('sends min_price only above 0 and max_price only below 2000', () => {
    expect(propertyPriceRangeToFilters([500, 2000])).toEqual({ min_price: 500 });
    expect(propertyPriceRangeToFilters([0, 1200])).toEqual({ max_price: 1200 });
    expect(propertyPriceRangeToFilters([300, 900])).toEqual({ min_price: 300, max_price: 900 });
    expect(propertyPriceRangeToFilters([50, 1950])).toEqual({ min_price: 50, max_price: 1950 });
  });

  it('clamps out-of-range and NaN values', () => {
    expect(propertyPriceRangeToFilters([-100, 5000])).toEqual({});
    expect(propertyPriceRangeToFilters([Number.NaN, Number.NaN])).toEqual({});
    expect(propertyPriceRangeToFilters([2500, 2500])).toEqual({ min_price: 2000 });
  });
});

describe('roomPriceRangeToFilters', () => {
  it('sends neither bound for the full range', () => {
    expect(roomPriceRangeToFilters([0, 1500])).toEqual({});
  });

  it('sends both bounds as soon as one is narrowed', () => {
    expect(roomPriceRangeToFilters([25, 1500])).toEqual({ min_price: 25, max_price: 1500 });
    expect(roomPriceRangeToFilters([0, 1475])).toEqual({ min_price: 0, max_price: 1475 });
    expect(roomPriceRangeToFilters([300, 600])).toEqual({ min_price: 300, max_price: 600 });
  });

  it('clamps out-of-range and NaN values', () => {
    expect(roomPriceRangeToFilters([-10, 9999])).toEqual({});
    expect(roomPriceRangeToFilters([Number.NaN, 800])).toEqual({ min_price: 0, max_price: 800 });
  });
});

describe('filtersFromSearchParams', () => {
  it('reads city, max_price, property_type and bedrooms', () => {
    const params = new URLSearchParams('city=Madrid&max_price=800&property_type=piso&bedrooms=3');
    expect(filtersFromSearchParams(params)).toEqual({
      city: 'Madrid',
      max_price: 800,
      property_type: 'piso',
      bedrooms: 3,
    });
  });

  it('drops invalid values key by key', () => {
    const params = new URLSearchParams('city=Madrid&max_price=abc&property_type=castillo&bedrooms=-2');
    expect(filtersFromSearchParams(params)).toEqual({ city: 'Madrid' });
    expect(filtersFromSearchParams(new URLSearchParams('bedrooms=99'))).toEqual({});
  });

  it('ignores other keys, blanks and cualquiera', () => {
    const params = new URLSearchParams('city=%20%20&max_price=&property_type=cualquiera&owner=3&search=x');
    expect(filtersFromSearchParams(params)).toEqual({});
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual({});
  });

  it('trims the city, accepts a decimal comma price and normalises type aliases', () => {
    const params = new URLSearchParams('city=%20Bilbao%20&max_price=750,5&property_type=House');
    expect(filtersFromSearchParams(params)).toEqual({
      city: 'Bilbao',
      max_price: 750.5,
      property_type: 'casa',
    });
  });

  it('round-trips with toQueryParams', () => {
    const filters = { city: 'Granada', max_price: 1000, property_type: 'estudio' as const, bedrooms: 1 };
    expect(filtersFromSearchParams(toQueryParams(filters))).toEqual(filters);
  });
});

describe('reading filters from an address without the schemas', () => {
  const numbers = [
    '0',
    '1',
    '2',
    '2.5',
    '2,5',
    ' 3 ',
    '-1',
    '50',
    '51',
    '1e3',
    '0x10',
    'Infinity',
    '-Infinity',
    'NaN',
    'abc',
    '12abc',
    '1.000',
    '1,000',
    '٣',
    '+4',
    '.5',
    '5.',
    '1e400',
    '9007199254740993',
    '1500000',
  ];
  const texts = [
    'Madrid',
    '  Madrid  ',
    'a'.repeat(100),
    'a'.repeat(101),
    ` ${'b'.repeat(100)} `,
    'c'.repeat(200),
    'c'.repeat(201),
    'ñ',
    '\u00a0x\u00a0',
    ANY,
    'Cualquiera',
    '  ',
  ];
  const words = [
    ...PROPERTY_TYPES,
    ...Object.keys(PROPERTY_TYPE_ALIASES),
    ...ROOM_STATUSES,
    ...Object.keys(ROOM_STATUS_ALIASES),
    ...COLIVING_FILTERS,
    ...PROPERTY_ORDERINGS,
    ...ROOM_ORDERINGS,
    'PISO',
    ' Apartment ',
    'Both',
    '-PRICE',
    'castillo',
    'constructor',
    '__proto__',
    'toString',
    'true',
    'TRUE',
    ' yes ',
    'sí',
    'Si',
    '1',
    '0',
    'on',
    'off',
    'no',
    'false',
    'maybe',
  ];
  const days = [
    '2026-09-01',
    ' 2026-09-01 ',
    '2028-02-29',
    '2027-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-9-1',
    '20260901',
    '2026/09/01',
    '2026-09-01T00:00',
    '0050-01-01',
    '9999-12-31',
    '٢٠٢٦-09-01',
  ];
  const inputs = [...numbers, ...texts, ...words, ...days];

  /** What a schema makes of one raw value, read the way the rules read it. */
  function bySchema(
    shape: Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>,
    key: string,
    raw: string,
  ): unknown {
    if (raw.trim() === '' || raw.trim().toLowerCase() === ANY) return undefined;
    const result = shape[key]?.safeParse(raw);
    return result?.success && result.data !== '' ? result.data : undefined;
  }

  const readers = [
    ['propertyFiltersSchema', PROPERTY_URL_FILTERS, propertyFilterFromText, propertyFiltersSchema.shape],
    ['roomFiltersSchema', ROOM_URL_FILTERS, roomFilterFromText, roomFiltersSchema.shape],
  ] as const;
  for (const [schema, keys, read, shape] of readers) {
    it(`reads every filter of an address as ${schema} does`, () => {
      expect(keys.length).toBeGreaterThan(8);
      expect(keys).toEqual(expect.arrayContaining(['move_in', 'move_out', 'months']));
      for (const key of keys) {
        for (const raw of inputs) {
          const value = (read as (key: string, raw: string) => unknown)(key, raw);
          expect({ key, raw, value }).toEqual({ key, raw, value: bySchema(shape, key, raw) });
        }
      }
    });
  }

  it('reads the four filters of a search address', () => {
    const params = new URLSearchParams(
      'city=%20Sevilla%20&max_price=800&property_type=flat&bedrooms=2&bathrooms=1',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      city: 'Sevilla',
      max_price: 800,
      property_type: 'piso',
      bedrooms: 2,
    });
  });
});
