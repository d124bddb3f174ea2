import { ANY, homeSearchToFilters, type PropertyFilters, propertyFilterFromText } from '@convive/sdk';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The raw values of the search bar's controls; selects hold 'cualquiera' for "any". */
export interface SearchBarValues {
  location: string;
  maxPrice: string;
  propertyType: string;
  bedrooms: string;
  /**
   * The move-in day ('YYYY-MM-DD'; blank or missing for none), for the bar's `stay` fields. Optional:
   * values made before the bar had them stay valid.
   */
  moveIn?: string;
  /** The stay's length in months, 'cualquiera' (or missing) for any. */
  months?: string;
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
    moveIn: filters.move_in ?? '',
    months: filters.months != null ? String(filters.months) : ANY,
  };
}

/**
 * The stay the values mean: the move-in, and the length only with it (the API refuses a length
 * alone; the bar says why instead).
 */
export function stayFilters(values: SearchBarValues): PropertyFilters {
  const moveIn = propertyFilterFromText('move_in', values.moveIn);
  if (moveIn === undefined) return {};
  const months = propertyFilterFromText('months', values.months);
  return months === undefined ? { move_in: moveIn } : { move_in: moveIn, months };
}

/**
 * One store per search bar (two bars on a partner page never share values). No React here. With
 * `stay` the bar shows the move-in and length fields and its filters carry them; without, a stay in
 * `initialFilters` is not searched, as nothing on screen would show it.
 */
export function createSearchBarStore(initialFilters?: PropertyFilters, stay = false): SearchBarStore {
  return createStore<SearchBarState>()((set, get) => ({
    values: valuesFromFilters(initialFilters),
    setValue: (field, value) =>
      set((state) => {
        const values = { ...state.values, [field]: value };
        // Emptying the move-in clears the stay.
        if (field === 'moveIn' && value === '') values.months = ANY;
        return { values };
      }),
    filters: () => ({
      ...homeSearchToFilters(get().values),
      ...(stay ? stayFilters(get().values) : {}),
    }),
  }));
}
