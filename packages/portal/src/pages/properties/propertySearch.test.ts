import { describe, expect, it } from 'vitest';
import { roomFiltersFromUrl } from '../rooms/roomSearch';
import { kept, propertyFiltersFromUrl } from './propertySearch';

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
