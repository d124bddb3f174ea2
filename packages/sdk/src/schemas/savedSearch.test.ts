import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_FILTER_KEYS } from './constants';
import { savedSearchFiltersSchema } from './savedSearch';

describe('savedSearchFiltersSchema', () => {
  it('keeps exactly the filters SAVED_SEARCH_FILTER_KEYS names, in its order', () => {
    expect(Object.keys(savedSearchFiltersSchema.shape)).toEqual([...SAVED_SEARCH_FILTER_KEYS]);
  });

  it('refuses a key outside the list', () => {
    expect(savedSearchFiltersSchema.safeParse({ city: 'Madrid' }).success).toBe(true);
    expect(savedSearchFiltersSchema.safeParse({ city: 'Madrid', page: 2 }).success).toBe(false);
  });
});
