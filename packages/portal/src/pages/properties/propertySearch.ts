import {
  filtersFromSearchParams,
  PROPERTY_AMENITIES,
  type PriceFilters,
  type PropertyFilters,
  propertyFilterFromText,
  propertyPriceRangeToFilters,
  toQueryParams,
} from '@convive/sdk';

/**
 * The property list's URL is its state (spec 01 §2 "Property list", §4 "List pages"): the four
 * parameters the home search sends (city, max_price, property_type, bedrooms) plus every side-panel
 * filter and the page, so a search can be shared and the back button walks through it.
 */

/** The side-panel keys read from the URL besides the four of `filtersFromSearchParams`. */
const EXTRA_KEYS = [
  'search',
  'min_price',
  'bathrooms',
  'min_size',
  'max_size',
  'coliving',
  'ordering',
  // The stay, as the panel left it: `stayForSearch` keeps what the API may take of it.
  'move_in',
  'move_out',
  'months',
] as const;

/** Every filter the URL holds; nonsense values are dropped, amenities count only when 'true'. */
export function propertyFiltersFromUrl(params: URLSearchParams): PropertyFilters {
  const filters: Record<string, unknown> = { ...filtersFromSearchParams(params) };
  for (const key of EXTRA_KEYS) {
    const value = propertyFilterFromText(key, params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  for (const key of PROPERTY_AMENITIES) {
    if (propertyFilterFromText(key, params.get(key)) === true) filters[key] = true;
  }
  // The filter panel's GET without JavaScript sends every control: 'both' rental types and the
  // sliders' ends mean no filter, as the panel's own changes would (propertyPriceRangeToFilters).
  if (filters.coliving === 'both') delete filters.coliving;
  return asSliders(filters as PropertyFilters, params, propertyPriceRangeToFilters);
}

/**
 * A price range sent by the panel's two sliders (both bounds in the address) is read as the sliders
 * send it with JavaScript (`toFilters`): the slider's top is no maximum, for instance. A bound alone
 * (the home search's 'hasta 2.000 €') is taken as it is.
 */
export function asSliders<F extends PriceFilters>(
  filters: F,
  params: URLSearchParams,
  toFilters: (range: readonly [number, number]) => PriceFilters,
): F {
  if (filters.min_price === undefined || filters.max_price === undefined) return filters;
  if (!params.has('min_price') || !params.has('max_price')) return filters;
  const { min_price: _min, max_price: _max, ...rest } = filters;
  return { ...rest, ...toFilters([filters.min_price, filters.max_price]) } as F;
}

/** The address's values of `names`, for the filter panel's form to send again (hidden fields). */
export function kept(params: URLSearchParams, names: readonly string[]): [string, string][] {
  return names.flatMap((name) => {
    const value = params.get(name);
    return value ? [[name, value] as [string, string]] : [];
  });
}

/** The page number in the URL: a whole number from 1, else 1. */
export function pageFromUrl(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Filters and page → the URL's query (page 1 and unset values left out, amenities only when on). */
export function propertyUrlParams(filters: PropertyFilters, page = 1): URLSearchParams {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'page' || key === 'page_size' || key === 'status' || key === 'owner') continue;
    if (value === false) continue;
    clean[key] = value;
  }
  if (page > 1) clean.page = page;
  return toQueryParams(clean);
}

/** A list's address with its query (`/properties?city=Madrid&page=2`; no `?` when there is none). */
export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** How many side-panel or header filters are set (shown on the filter toggle). */
export function activeFilterCount(filters: PropertyFilters): number {
  return Object.entries(filters).filter(
    ([key, value]) =>
      value !== undefined &&
      value !== false &&
      key !== 'page' &&
      key !== 'page_size' &&
      key !== 'status' &&
      // The order is not a filter.
      key !== 'ordering' &&
      // A stay is one filter, counted by its move-in.
      key !== 'months' &&
      key !== 'move_out',
  ).length;
}
