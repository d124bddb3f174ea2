import { savedSearchFiltersSchema } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { propertyFiltersFromUrl } from '../properties/propertySearch';
import { roomFiltersFromUrl } from '../rooms/roomSearch';
import {
  SAVED_SEARCH_FILTER_KEYS,
  savedSearchFiltersFromProperties,
  savedSearchFiltersFromRooms,
  savedSearchPath,
  savedSearchQuery,
} from './savedSearchFilters';

const fromPropertiesUrl = (query: string) =>
  savedSearchFiltersFromProperties(propertyFiltersFromUrl(new URLSearchParams(query)));
const fromRoomsUrl = (query: string) =>
  savedSearchFiltersFromRooms(roomFiltersFromUrl(new URLSearchParams(query)));

describe('saved search filters', () => {
  it('has exactly the public search keys, without the page', () => {
    expect(SAVED_SEARCH_FILTER_KEYS).toContain('city');
    expect(SAVED_SEARCH_FILTER_KEYS).toContain('pets_allowed');
    expect(SAVED_SEARCH_FILTER_KEYS).not.toContain('page');
    expect(SAVED_SEARCH_FILTER_KEYS).not.toContain('page_size');
    expect(SAVED_SEARCH_FILTER_KEYS).not.toContain('status');
    expect(SAVED_SEARCH_FILTER_KEYS).not.toContain('owner');
  });

  it('takes /properties filters, dropping the page and empty values', () => {
    const filters = fromPropertiesUrl(
      'city=Madrid&max_price=800&min_price=&property_type=piso&bedrooms=2&coliving=both&has_pool=true&has_parking=false&page=3&ordering=price',
    );
    expect(filters).toEqual({
      city: 'Madrid',
      max_price: 800,
      property_type: 'piso',
      bedrooms: 2,
      has_pool: true,
      ordering: 'price',
    });
    // What the server will accept: its schema is strict.
    expect(savedSearchFiltersSchema.safeParse(filters).success).toBe(true);
  });

  it('leaves out keys the saved search does not know, and blank texts', () => {
    expect(
      savedSearchFiltersFromProperties({
        status: 'disponible',
        owner: 3,
        page: 2,
        page_size: 9,
        city: '  ',
        search: ' ático ',
      }),
    ).toEqual({ search: 'ático' });
  });

  it('keeps the stay of a /rooms or /properties search', () => {
    const rooms = fromRoomsUrl('city=Madrid&move_in=2027-09-01&months=10');
    expect(rooms.filters).toEqual({
      coliving: 'coliving',
      city: 'Madrid',
      move_in: '2027-09-01',
      months: 10,
    });
    expect(rooms.dropped).toEqual([]);
    expect(savedSearchFiltersSchema.safeParse(rooms.filters).success).toBe(true);
    const homes = fromPropertiesUrl('move_in=2027-09-01&move_out=2028-07-01');
    expect(homes).toEqual({ move_in: '2027-09-01', move_out: '2028-07-01' });
    expect(savedSearchFiltersSchema.safeParse(homes).success).toBe(true);
  });

  it('maps /rooms filters that have an equivalent and looks for coliving homes', () => {
    const { filters, dropped } = fromRoomsUrl(
      'city=Barcelona&min_price=300&max_price=600&is_furnished=true&status=available&min_size=12&has_desk=true&ordering=-price&page=2',
    );
    expect(filters).toEqual({
      city: 'Barcelona',
      min_price: 300,
      max_price: 600,
      is_furnished: true,
      ordering: '-price',
      coliving: 'coliving',
    });
    expect(dropped.sort()).toEqual(['has_desk', 'min_size', 'status']);
    expect(savedSearchFiltersSchema.safeParse(filters).success).toBe(true);
  });

  it('saves an empty room search as every coliving home, and drops a size order', () => {
    expect(fromRoomsUrl('')).toEqual({ filters: { coliving: 'coliving' }, dropped: [] });
    expect(fromRoomsUrl('ordering=size').filters).toEqual({ coliving: 'coliving' });
  });

  it('runs a saved search as a /properties query', () => {
    const filters = {
      city: 'Madrid',
      max_price: 800,
      has_pool: true,
      has_garden: false,
      coliving: 'both',
    } as const;
    expect(savedSearchQuery(filters).toString()).toBe('city=Madrid&max_price=800&has_pool=true');
    expect(savedSearchPath(filters)).toBe('/properties?city=Madrid&max_price=800&has_pool=true');
    expect(savedSearchPath({})).toBe('/properties');
    // And the list page reads back what was saved.
    expect(fromPropertiesUrl(savedSearchQuery(filters).toString())).toEqual({
      city: 'Madrid',
      max_price: 800,
      has_pool: true,
    });
  });
});
