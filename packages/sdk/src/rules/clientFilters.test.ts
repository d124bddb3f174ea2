import { describe, expect, it } from 'vitest';
import type { Room } from '../schemas';
import { filterRooms, matchesSearch, normalizeText, ROOM_AMENITIES } from './clientFilters';

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
    is_featured: false,
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

  it('keeps only rooms that allow the stay: first free day, minimum and maximum stay', () => {
    const rooms = [
      room({ id: 1, available_from: '2027-09-02' }),
      room({ id: 2, min_stay_months: 6 }),
      room({ id: 3, max_stay_months: 3 }),
      room({ id: 4, min_stay_months: 3, max_stay_months: 4 }),
    ];
    expect(ids(filterRooms(rooms, { move_in: '2027-09-01', months: 6 }))).toEqual([2]);
    expect(ids(filterRooms(rooms, { move_in: '2027-09-02', months: 3 }))).toEqual([1, 3, 4]);
    expect(ids(filterRooms(rooms, { move_in: '2027-09-02', move_out: '2028-01-02' }))).toEqual([1, 4]);
    expect(ids(filterRooms(rooms, { move_in: '2027-09-02', move_out: '2028-01-10' }))).toEqual([1]);
    // A move-in day alone: only the first free day; no dates: every room.
    expect(ids(filterRooms(rooms, { move_in: '2027-09-01' }))).toEqual([2, 3, 4]);
    expect(ids(filterRooms(rooms, {}))).toEqual([1, 2, 3, 4]);
  });
});
