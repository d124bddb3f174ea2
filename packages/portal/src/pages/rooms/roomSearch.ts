import {
  ROOM_AMENITIES,
  type RoomFilters,
  roomFilterFromText,
  roomPriceRangeToFilters,
  toQueryParams,
} from '@convive/sdk';
import { asSliders } from '../properties/propertySearch';

/**
 * The room list's URL is its state (spec 01 §4 "List pages": filters load from the query string):
 * status, city, sizes, prices, the room amenities, the stay and the page.
 */

const VALUE_KEYS = [
  'status',
  'city',
  'min_size',
  'max_size',
  'min_price',
  'max_price',
  'ordering',
  // The stay, as the panel left it: `stayForSearch` keeps what the API may take of it.
  'move_in',
  'move_out',
  'months',
] as const;

/** Every room filter the URL holds; nonsense values are dropped, amenities count only when 'true'. */
export function roomFiltersFromUrl(params: URLSearchParams): RoomFilters {
  const filters: Record<string, unknown> = {};
  for (const key of VALUE_KEYS) {
    const value = roomFilterFromText(key, params.get(key));
    if (value !== undefined) filters[key] = value;
  }
  for (const key of ROOM_AMENITIES) {
    if (roomFilterFromText(key, params.get(key)) === true) filters[key] = true;
  }
  // The panel's GET without JavaScript sends both sliders: their ends are no bound.
  return asSliders(filters as RoomFilters, params, roomPriceRangeToFilters);
}

/** Filters and page → the URL's query (page 1 and unset values left out, amenities only when on). */
export function roomUrlParams(filters: RoomFilters, page = 1): URLSearchParams {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'page' || key === 'page_size' || value === false) continue;
    clean[key] = value;
  }
  if (page > 1) clean.page = page;
  return toQueryParams(clean);
}
