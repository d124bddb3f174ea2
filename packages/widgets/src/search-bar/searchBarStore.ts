import { ANY, homeSearchToFilters, type PropertyFilters } from '@convive/sdk';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The raw values of the search bar's controls; selects hold 'cualquiera' for "any". */
export interface SearchBarValues {
  location: string;
  maxPrice: string;
  propertyType: string;
  bedrooms: string;
}

export type SearchBarField = keyof SearchBarValues;

export interface SearchBarState {
  values: SearchBarValues;
  setValue(field: SearchBarField, value: string): void;
  /**
   * The filters the values mean (spec 01 §5): location trimmed, blanks and 'cualquiera' left out.
   * The text is in `city` here; the bar's search turns it into a place or words (`placeOrText`).
   */
  filters(): PropertyFilters;
}

export type SearchBarStore = StoreApi<SearchBarState>;

/** The controls' values for some filters (a results page showing what was searched). */
export function valuesFromFilters(filters: PropertyFilters = {}): SearchBarValues {
  return {
    // The one text box shows the place or the words that were searched.
    location: filters.city ?? filters.search ?? '',
    maxPrice: filters.max_price != null ? String(filters.max_price) : ANY,
    propertyType: filters.property_type ?? ANY,
    bedrooms: filters.bedrooms != null ? String(filters.bedrooms) : ANY,
  };
}

/** One store per search bar (two bars on a partner page never share values). No React here. */
export function createSearchBarStore(initialFilters?: PropertyFilters): SearchBarStore {
  return createStore<SearchBarState>()((set, get) => ({
    values: valuesFromFilters(initialFilters),
    setValue: (field, value) => set((state) => ({ values: { ...state.values, [field]: value } })),
    filters: () => homeSearchToFilters(get().values),
  }));
}
