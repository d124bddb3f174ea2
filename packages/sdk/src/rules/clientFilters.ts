/**
 * Client-side re-filtering (spec 01 §5): after room results return, price, size, status and amenity
 * filters are applied again on the client, plus the text search; `normalizeText` is also the folding
 * of the server's search keys (city_key, neighborhood_key). Pure; the input order is kept.
 */
import type { Room, RoomFilters } from '../schemas';
import { addDays, addMonths, isCalendarDate } from './calendarDates';

/** The room switches a room filter can require (spec 01 §3 "Room filter fields"). */
export const ROOM_AMENITIES = [
  'has_private_bathroom',
  'has_balcony',
  'has_desk',
  'has_wardrobe',
  'is_furnished',
  'has_window',
] as const;

/** Lowercases and strips accents (NFD, combining marks removed): 'Málaga' → 'malaga', 'España' → 'espana'. */
export function normalizeText(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** True when the trimmed query is blank or is a substring of any field, ignoring case and accents. */
export function matchesSearch(
  query: string | null | undefined,
  fields: readonly (string | null | undefined)[],
): boolean {
  const needle = normalizeText(query).trim();
  if (needle === '') return true;
  return fields.some((field) => normalizeText(field).includes(needle));
}

/** A usable numeric filter value (finite number), else undefined. */
function num(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** True when `value` is inside the optional [min, max] bounds. */
function inRange(value: number, min: number | null | undefined, max: number | null | undefined): boolean {
  const lo = num(min);
  const hi = num(max);
  return (lo === undefined || value >= lo) && (hi === undefined || value <= hi);
}

/** True when the text filter is blank or contained in `value` (case- and accent-insensitive). */
function contains(value: string | null | undefined, filter: string | null | undefined): boolean {
  return matchesSearch(filter, [value]);
}

/**
 * True when the room allows the stay asked (`move_in` with `move_out` or `months`), as far as the
 * room itself tells: available from the move-in day, a stay of at least its minimum and at most its
 * maximum (N months end on move-in + N months). Its calendar is the server's: a room held for the
 * stay never comes back from a search by dates.
 */
function allowsStay(r: Room, f: RoomFilters): boolean {
  const moveIn = f.move_in;
  if (!moveIn || !isCalendarDate(moveIn)) return true;
  if (r.available_from && r.available_from > moveIn) return false;
  const moveOut = f.months != null ? addMonths(moveIn, f.months) : f.move_out;
  if (!moveOut || !isCalendarDate(moveOut) || moveOut < addDays(moveIn, 1)) return true;
  if (r.min_stay_months > 0 && moveOut < addMonths(moveIn, r.min_stay_months)) return false;
  return r.max_stay_months == null || moveOut <= addMonths(moveIn, r.max_stay_months);
}

/**
 * Re-filters rooms (spec 01 §3 "Room filter fields", §5): price on price_monthly, size on size_sqm,
 * status (equal, ignoring case), city (contains), coliving_property (equal), each amenity set to
 * true, the stay (`allowsStay`), and the search over title, description, coliving_property_title
 * and room_number.
 */
export function filterRooms(list: readonly Room[], filters: RoomFilters): Room[] {
  const status = filters.status?.trim().toLowerCase();
  return list.filter((r) => {
    if (!inRange(r.price_monthly, filters.min_price, filters.max_price)) return false;
    if (!inRange(r.size_sqm, filters.min_size, filters.max_size)) return false;
    if (status && r.status.trim().toLowerCase() !== status) return false;
    if (!contains(r.city, filters.city)) return false;
    if (filters.coliving_property != null && r.coliving_property !== filters.coliving_property) return false;
    if (ROOM_AMENITIES.some((a) => filters[a] === true && r[a] !== true)) return false;
    if (!allowsStay(r, filters)) return false;
    return matchesSearch(filters.search, [r.title, r.description, r.coliving_property_title, r.room_number]);
  });
}
