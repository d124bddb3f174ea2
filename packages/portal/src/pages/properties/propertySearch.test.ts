import { describe, expect, it } from 'vitest';
import { roomFiltersFromUrl, roomUrlParams } from '../rooms/roomSearch';
import { activeFilterCount, kept, propertyFiltersFromUrl, propertyUrlParams } from './propertySearch';
import { stayForSearch, stayKeyOf, withStay } from './stay';

const url = (query: string) => new URLSearchParams(query);

describe('the filter panel sent by a plain form (JavaScript off)', () => {
  it('reads every control it sends, the unset ones as no filter', () => {
    const sent =
      'city=Madrid&min_price=0&max_price=2000&property_type=cualquiera&bedrooms=2&bathrooms=cualquiera' +
      '&min_size=&max_size=120&coliving=both&has_pool=true';
    expect(propertyFiltersFromUrl(url(sent))).toEqual({
      city: 'Madrid',
      bedrooms: 2,
      max_size: 120,
      has_pool: true,
    });
  });

  it("reads the sliders' ends as no bound, and a narrowed range as it is", () => {
    expect(propertyFiltersFromUrl(url('min_price=300&max_price=1200'))).toEqual({
      min_price: 300,
      max_price: 1200,
    });
    expect(propertyFiltersFromUrl(url('min_price=300&max_price=2000'))).toEqual({ min_price: 300 });
    expect(roomFiltersFromUrl(url('min_price=0&max_price=1500&status=available'))).toEqual({
      status: 'available',
    });
    // Rooms send both bounds once the range is narrowed (spec 01 §5), as their sliders do.
    expect(roomFiltersFromUrl(url('min_price=0&max_price=600'))).toEqual({ min_price: 0, max_price: 600 });
  });

  it("keeps a maximum that comes alone: the home search's 'hasta 2.000 €'", () => {
    expect(propertyFiltersFromUrl(url('max_price=2000'))).toEqual({ max_price: 2000 });
  });

  it('reads the coliving choice, both being no filter', () => {
    expect(propertyFiltersFromUrl(url('coliving=coliving')).coliving).toBe('coliving');
    expect(propertyFiltersFromUrl(url('coliving=both')).coliving).toBeUndefined();
  });

  it('keeps the parameters the panel has no control for', () => {
    expect(kept(url('city=Sevilla&ordering=-price&page=3&lang=en'), ['city', 'ordering', 'lang'])).toEqual([
      ['city', 'Sevilla'],
      ['ordering', '-price'],
      ['lang', 'en'],
    ]);
    expect(kept(url('page=2'), ['city'])).toEqual([]);
  });
});

describe('the stay in the address', () => {
  it('goes from the address to the filters and back, for both lists', () => {
    const query = 'city=Madrid&move_in=2027-09-01&months=10';
    const properties = propertyFiltersFromUrl(url(query));
    expect(properties).toEqual({ city: 'Madrid', move_in: '2027-09-01', months: 10 });
    expect(propertyUrlParams(properties).toString()).toBe(query);
    expect(propertyFiltersFromUrl(propertyUrlParams(properties))).toEqual(properties);

    const rooms = roomFiltersFromUrl(url('move_in=2027-09-01&move_out=2028-03-01&page=2'));
    expect(rooms).toEqual({ move_in: '2027-09-01', move_out: '2028-03-01' });
    expect(roomUrlParams(rooms, 2).toString()).toBe('move_in=2027-09-01&move_out=2028-03-01&page=2');
    expect(roomFiltersFromUrl(roomUrlParams(rooms, 2))).toEqual(rooms);
  });

  it('reads the unset controls of a plain form as no stay, and drops nonsense', () => {
    expect(propertyFiltersFromUrl(url('move_in=&months=cualquiera'))).toEqual({});
    expect(roomFiltersFromUrl(url('move_in=2027-02-30&months=0&move_out=mañana'))).toEqual({});
    expect(roomFiltersFromUrl(url('move_in=2027-09-01&months=121'))).toEqual({ move_in: '2027-09-01' });
  });

  it('searches a whole stay only: a length without a move-in stays in the address, not in the search', () => {
    const read = propertyFiltersFromUrl(url('months=10&bedrooms=2'));
    expect(read).toEqual({ months: 10, bedrooms: 2 });
    expect(stayForSearch(read)).toEqual({ bedrooms: 2 });
    // The form's GET without JavaScript sends the select beside a kept move-out: the months win.
    expect(stayForSearch(roomFiltersFromUrl(url('move_in=2027-09-01&move_out=2028-01-01&months=6')))).toEqual(
      { move_in: '2027-09-01', months: 6 },
    );
    expect(stayForSearch({ move_in: '2027-09-01', move_out: '2027-09-01' })).toEqual({
      move_in: '2027-09-01',
    });
  });

  it('counts a stay as one filter and keys a refusal by its stay', () => {
    expect(activeFilterCount({ move_in: '2027-09-01', months: 10, city: 'Madrid' })).toBe(2);
    expect(stayKeyOf({ move_in: '2027-09-01', months: 10 })).not.toBe(stayKeyOf({ move_in: '2027-09-01' }));
  });

  it('sets and clears the stay keys of the filters', () => {
    const filters = { city: 'Madrid', move_in: '2027-09-01', move_out: '2028-01-01' };
    expect(withStay(filters, { months: 6, move_out: undefined })).toEqual({
      city: 'Madrid',
      move_in: '2027-09-01',
      months: 6,
    });
    expect(withStay(filters, { move_in: undefined, move_out: undefined, months: undefined })).toEqual({
      city: 'Madrid',
    });
  });
});
