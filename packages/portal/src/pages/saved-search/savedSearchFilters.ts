import {
  PROPERTY_ORDERINGS,
  type PropertyFilters,
  pagePath,
  type RoomFilters,
  SAVED_SEARCH_FILTER_KEYS as SAVED_KEYS,
  type SavedSearchFilters,
  toQueryParams,
} from '@convive/sdk';

/**
 * The filters a saved search keeps: exactly the keys of the public property search
 * (`savedSearchFiltersSchema`, which refuses any other key), taken from the screen's URL filters.
 */

/** Where a tenant manages their saved searches. */
export const SAVED_SEARCHES_PATH = pagePath('dashboardSavedSearches');

/** Every key a saved search may hold, in the schema's order. */
export const SAVED_SEARCH_FILTER_KEYS: readonly (keyof SavedSearchFilters)[] = SAVED_KEYS;

/** A value that narrows nothing: unset, blank, an unchecked amenity, or coliving 'both'. */
function isEmptyValue(key: string, value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string' && value.trim() === '') return true;
  if (typeof value === 'number' && !Number.isFinite(value)) return true;
  return key === 'coliving' && value === 'both';
}

/**
 * /properties' filters → a saved search's: only the public search's keys (no page, page size,
 * status or owner), empty values left out, texts trimmed.
 */
export function savedSearchFiltersFromProperties(filters: PropertyFilters): SavedSearchFilters {
  const saved: Record<string, unknown> = {};
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (isEmptyValue(key, value)) continue;
    saved[key] = typeof value === 'string' ? value.trim() : value;
  }
  return saved as SavedSearchFilters;
}

/** The room filters a property search has no equivalent for: left out of a search saved on /rooms. */
export type UnsavedRoomFilter = Exclude<keyof RoomFilters, 'page' | 'page_size'>;

export interface RoomSearchToSave {
  filters: SavedSearchFilters;
  /** The room filters that were set but cannot be kept (the dialog says so). */
  dropped: UnsavedRoomFilter[];
}

/** Room orderings the property search can follow (by date or price; a room's size is not its home's). */
const ROOM_ORDERS_KEPT: readonly string[] = ['-created_at', 'price', '-price'];

/**
 * /rooms' filters → a saved search's. A saved search alerts about properties, so a search saved on
 * the room list looks for coliving homes (`coliving: 'coliving'`) with the room filters the property
 * search has an equivalent for: text, city, price range (a coliving home's price in the search is
 * its cheapest available room's, as its card shows), furnished and the stay (move-in, move-out or months). The others (status: the search shows
 * only available homes anyway; the property id; room size, bathroom, balcony, desk, wardrobe,
 * window) are returned as `dropped`.
 */
export function savedSearchFiltersFromRooms(filters: RoomFilters): RoomSearchToSave {
  const mapped: PropertyFilters = { coliving: 'coliving' };
  const dropped: UnsavedRoomFilter[] = [];
  for (const [key, value] of Object.entries(filters) as [keyof RoomFilters, unknown][]) {
    if (key === 'page' || key === 'page_size' || isEmptyValue(key, value)) continue;
    switch (key) {
      case 'search':
      case 'city':
        mapped[key] = value as string;
        break;
      case 'min_price':
      case 'max_price':
        mapped[key] = value as number;
        break;
      case 'is_furnished':
        mapped.is_furnished = true;
        break;
      // The stay: a coliving home matches when one of its rooms is free for it (ADR 0175).
      case 'move_in':
      case 'move_out':
        mapped[key] = value as string;
        break;
      case 'months':
        mapped.months = value as number;
        break;
      case 'ordering':
        // The order is not a filter: kept when the property search has it, silently dropped otherwise.
        if (
          ROOM_ORDERS_KEPT.includes(value as string) &&
          (PROPERTY_ORDERINGS as readonly string[]).includes(value as string)
        )
          mapped.ordering = value as PropertyFilters['ordering'];
        break;
      default:
        dropped.push(key);
    }
  }
  return { filters: savedSearchFiltersFromProperties(mapped), dropped };
}

/** A saved search's filters as the query of /properties ('city=Madrid&max_price=800'). */
export function savedSearchQuery(filters: SavedSearchFilters): URLSearchParams {
  const clean: Record<string, unknown> = {};
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (!isEmptyValue(key, value)) clean[key] = value;
  }
  return toQueryParams(clean);
}

/** The /properties address that runs a saved search. */
export function savedSearchPath(filters: SavedSearchFilters): string {
  const query = savedSearchQuery(filters).toString();
  return query ? `${pagePath('properties')}?${query}` : pagePath('properties');
}
