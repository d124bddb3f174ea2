import { describe, expect, it } from 'vitest';
import type { Property, Room } from '../schemas';
import { filterProperties, filterRooms, matchesSearch, normalizeText, ROOM_AMENITIES } from './clientFilters';

function property(over: Partial<Property> & { id: number }): Property {
  return {
    title: 'Piso',
    description: '',
    property_type: 'piso',
    price: 800,
    price_per_room: null,
    address: 'Calle Mayor 1',
    city: 'Madrid',
    postal_code: '28001',
    country: 'España',
    location: '',
    neighborhood: 'Centro',
    plus_code_or_maps_link: '',
    bedrooms: 2,
    bathrooms: 1,
    size: 70,
    floor: 2,
    is_coliving: false,
    is_furnished: false,
    has_parking: false,
    has_pool: false,
    has_terrace: false,
    has_garden: false,
    has_elevator: false,
    pets_allowed: false,
    status: 'disponible',
    is_featured: false,
    owner: 1,
    owner_name: 'Ana',
    images: [],
    thumbnail: null,
    rooms_count: 0,
    available_rooms_count: 0,
    rooms_status_summary: {
      total: 0,
      available: 0,
      occupied: 0,
      reserved: 0,
      maintenance: 0,
      occupancy_rate: 0,
    },
    rooms: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}

function room(over: Partial<Room> & { id: number }): Room {
  return {
    coliving_property: 1,
    coliving_property_title: 'Casa Coliving Sol',
    city: 'Madrid',
    neighborhood: 'Centro',
    room_number: '1A',
    title: 'Habitación',
    description: '',
    price_monthly: 450,
    size_sqm: 12,
    floor_level: 1,
    status: 'available',
    has_private_bathroom: false,
    has_window: true,
    has_balcony: false,
    has_desk: false,
    has_wardrobe: false,
    is_furnished: false,
    available_from: '2026-01-01',
    min_stay_months: 1,
    max_stay_months: null,
    deposit_amount: null,
    images: [],
    thumbnail: null,
    owner: 1,
    owner_name: 'Ana',
    owner_profile_picture: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}

const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('normalizeText', () => {
  it('lowercases and strips accents', () => {
    expect(normalizeText('Málaga')).toBe('malaga');
    expect(normalizeText('ESPAÑA')).toBe('espana');
    expect(normalizeText('Ático dúplex CÓRDOBA')).toBe('atico duplex cordoba');
    expect(normalizeText('pingüino')).toBe('pinguino');
  });

  it('handles empty and missing text', () => {
    expect(normalizeText('')).toBe('');
    expect(normalizeText(null)).toBe('');
    expect(normalizeText(undefined)).toBe('');
  });

  it('does not trim', () => {
    expect(normalizeText(' A ')).toBe(' a ');
  });
});

describe('matchesSearch', () => {
  it('matches everything with a blank query', () => {
    expect(matchesSearch('', ['x'])).toBe(true);
    expect(matchesSearch('   ', [])).toBe(true);
    expect(matchesSearch(undefined, [null])).toBe(true);
    expect(matchesSearch(null, [])).toBe(true);
  });

  it('matches substrings regardless of case and accents, both ways', () => {
    expect(matchesSearch('malaga', ['Centro de Málaga'])).toBe(true);
    expect(matchesSearch('MÁLAGA', ['malaga'])).toBe(true);
    expect(matchesSearch('  atico ', ['Precioso ático'])).toBe(true);
    expect(matchesSearch('sevilla', ['Madrid', null, undefined, 'Sevilla Este'])).toBe(true);
  });

  it('fails when no field contains the query', () => {
    expect(matchesSearch('bilbao', ['Madrid', 'Sevilla'])).toBe(false);
    expect(matchesSearch('x', [])).toBe(false);
    expect(matchesSearch('x', [null, undefined])).toBe(false);
  });
});

describe('filterProperties', () => {
  const list = [
    property({
      id: 1,
      title: 'Ático en Málaga',
      city: 'Málaga',
      price: 1200,
      size: 90,
      bedrooms: 3,
      bathrooms: 2,
    }),
    property({
      id: 2,
      title: 'Estudio céntrico',
      property_type: 'estudio',
      price: 600,
      size: 35,
      bedrooms: 1,
    }),
    property({
      id: 3,
      title: 'Casa con jardín',
      property_type: 'casa',
      city: 'Sevilla',
      neighborhood: 'Triana',
      price: 1500,
      size: 150,
      bedrooms: 4,
      bathrooms: 3,
      has_garden: true,
      has_pool: true,
      pets_allowed: true,
    }),
    property({
      id: 4,
      title: 'Coliving Sol',
      is_coliving: true,
      price: 400,
      size: 200,
      bedrooms: 6,
      has_elevator: true,
    }),
  ];

  it('keeps everything with no filters, in order', () => {
    expect(ids(filterProperties(list, {}))).toEqual([1, 2, 3, 4]);
    expect(filterProperties([], { city: 'Madrid' })).toEqual([]);
  });

  it('filters by price and size, bounds inclusive', () => {
    expect(ids(filterProperties(list, { min_price: 600, max_price: 1200 }))).toEqual([1, 2]);
    expect(ids(filterProperties(list, { max_price: 399 }))).toEqual([]);
    expect(ids(filterProperties(list, { min_size: 90, max_size: 150 }))).toEqual([1, 3]);
    expect(ids(filterProperties(list, { min_price: Number.NaN }))).toEqual([1, 2, 3, 4]);
  });

  it('filters by type, status and owner', () => {
    expect(ids(filterProperties(list, { property_type: 'estudio' }))).toEqual([2]);
    expect(
      ids(filterProperties([...list, property({ id: 5, status: 'alquilado' })], { status: 'disponible' })),
    ).toEqual([1, 2, 3, 4]);
    expect(ids(filterProperties([...list, property({ id: 6, owner: 9 })], { owner: 9 }))).toEqual([6]);
  });

  it('treats bedrooms and bathrooms as minimums', () => {
    expect(ids(filterProperties(list, { bedrooms: 3 }))).toEqual([1, 3, 4]);
    expect(ids(filterProperties(list, { bathrooms: 2 }))).toEqual([1, 3]);
    expect(ids(filterProperties(list, { bedrooms: 0 }))).toEqual([1, 2, 3, 4]);
  });

  it('requires every amenity set to true and ignores false ones', () => {
    expect(ids(filterProperties(list, { has_garden: true }))).toEqual([3]);
    expect(ids(filterProperties(list, { has_garden: true, has_elevator: true }))).toEqual([]);
    expect(ids(filterProperties(list, { has_garden: false, has_pool: false }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterProperties(list, { pets_allowed: true, has_pool: true }))).toEqual([3]);
  });

  it('matches the city and neighbourhood as contained text', () => {
    expect(ids(filterProperties(list, { city: 'malaga' }))).toEqual([1]);
    expect(ids(filterProperties(list, { city: 'MAD' }))).toEqual([2, 4]);
    expect(ids(filterProperties(list, { city: '  ' }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterProperties(list, { neighborhood: 'trian' }))).toEqual([3]);
  });

  it('filters coliving, traditional or both', () => {
    expect(ids(filterProperties(list, { coliving: 'coliving' }))).toEqual([4]);
    expect(ids(filterProperties(list, { coliving: 'traditional' }))).toEqual([1, 2, 3]);
    expect(ids(filterProperties(list, { coliving: 'both' }))).toEqual([1, 2, 3, 4]);
  });

  it('searches title, description, city, neighbourhood and address', () => {
    expect(ids(filterProperties(list, { search: 'atico' }))).toEqual([1]);
    expect(ids(filterProperties(list, { search: 'triana' }))).toEqual([3]);
    expect(ids(filterProperties(list, { search: 'calle mayor' }))).toEqual([1, 2, 3, 4]);
    const described = property({ id: 7, description: 'Luminoso y reformado' });
    expect(ids(filterProperties([described], { search: 'REFORMADO' }))).toEqual([7]);
    expect(ids(filterProperties(list, { search: 'owner Ana' }))).toEqual([]);
  });

  it('combines filters and ignores ordering and paging', () => {
    expect(
      ids(
        filterProperties(list, {
          city: 'madrid',
          max_price: 700,
          bedrooms: 1,
          ordering: 'price',
          page: 3,
          page_size: 1,
        }),
      ),
    ).toEqual([2, 4]);
  });

  it('does not change its input', () => {
    const copy = [...list];
    filterProperties(list, { city: 'Sevilla' });
    expect(list).toEqual(copy);
  });
});

describe('filterRooms', () => {
  const list = [
    room({ id: 1, title: 'Habitación luminosa', price_monthly: 300, size_sqm: 9, has_desk: true }),
    room({
      id: 2,
      title: 'Suite',
      room_number: '2B',
      price_monthly: 650,
      size_sqm: 20,
      has_private_bathroom: true,
    }),
    room({
      id: 3,
      status: 'occupied',
      city: 'Valencia',
      coliving_property: 2,
      coliving_property_title: 'Mar Azul',
    }),
    room({ id: 4, status: 'Reservada-manual', has_window: false, description: 'Tranquila, con vistas' }),
  ];

  it('lists the six room amenities', () => {
    expect(ROOM_AMENITIES).toEqual([
      'has_private_bathroom',
      'has_balcony',
      'has_desk',
      'has_wardrobe',
      'is_furnished',
      'has_window',
    ]);
  });

  it('keeps everything with no filters', () => {
    expect(ids(filterRooms(list, {}))).toEqual([1, 2, 3, 4]);
    expect(filterRooms([], {})).toEqual([]);
  });

  it('filters price_monthly and size_sqm, bounds inclusive', () => {
    expect(ids(filterRooms(list, { min_price: 300, max_price: 450 }))).toEqual([1, 3, 4]);
    expect(ids(filterRooms(list, { min_price: 0, max_price: 1500 }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterRooms(list, { min_size: 12 }))).toEqual([2, 3, 4]);
    expect(ids(filterRooms(list, { max_size: 9 }))).toEqual([1]);
  });

  it('filters by status, city and property', () => {
    expect(ids(filterRooms(list, { status: 'occupied' }))).toEqual([3]);
    expect(ids(filterRooms(list, { status: 'available' }))).toEqual([1, 2]);
    expect(ids(filterRooms(list, { city: 'valen' }))).toEqual([3]);
    expect(ids(filterRooms(list, { coliving_property: 2 }))).toEqual([3]);
  });

  it('requires amenities set to true', () => {
    expect(ids(filterRooms(list, { has_private_bathroom: true }))).toEqual([2]);
    expect(ids(filterRooms(list, { has_window: true }))).toEqual([1, 2, 3]);
    expect(ids(filterRooms(list, { has_window: false, has_desk: false }))).toEqual([1, 2, 3, 4]);
  });

  it('searches title, description, property title and room number', () => {
    expect(ids(filterRooms(list, { search: 'LUMINOSA' }))).toEqual([1]);
    expect(ids(filterRooms(list, { search: 'vistas' }))).toEqual([4]);
    expect(ids(filterRooms(list, { search: 'mar azul' }))).toEqual([3]);
    expect(ids(filterRooms(list, { search: '2b' }))).toEqual([2]);
    expect(ids(filterRooms(list, { search: 'madrid' }))).toEqual([]);
  });
});
