/**
 * Pagination (spec 01 §2 "Property list", §5, §9): page sizes, the 'Mostrando X-Y de N' range
 * and the page-number window with ellipses. Pages are 1-based.
 */

/** Property list page size; the property list is paginated on the client (spec 01 §5, §9). */
export const PROPERTY_PAGE_SIZE = 9;
/** Room list page size (spec 01 §2 "Room list", §9). */
export const ROOM_PAGE_SIZE = 12;
/** Featured properties on the home page (spec 01 §1, §9). */
export const FEATURED_PROPERTIES = 4;
/** Up to this many pages every number is shown; beyond it a 7-entry window with ellipses (spec 01 §9). */
export const PAGINATION_FULL_MAX = 7;

/** One entry of the page-number control: a page number or an ellipsis. */
export type PaginationEntry = number | 'ellipsis';

/**
 * The page numbers to show: every page when there are at most 7; otherwise 7 entries —
 * `1 2 3 4 5 … N` near the start, `1 … N-4 N-3 N-2 N-1 N` near the end, `1 … c-1 c c+1 … N`
 * in between. `current` is clamped to 1…N; no pages gives [].
 */
export function paginationWindow(current: number, totalPages: number): PaginationEntry[] {
  const total = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0;
  if (total < 1) return [];
  if (total <= PAGINATION_FULL_MAX) return Array.from({ length: total }, (_, i) => i + 1);
  const c = clampPage(current, total);
  if (c <= 4) return [1, 2, 3, 4, 5, 'ellipsis', total];
  if (c >= total - 3) return [1, 'ellipsis', total - 4, total - 3, total - 2, total - 1, total];
  return [1, 'ellipsis', c - 1, c, c + 1, 'ellipsis', total];
}

/** Number of pages for `count` items (0 when there are none). Throws when pageSize is not a positive integer. */
export function pageCount(count: number, pageSize: number): number {
  assertPageSize(pageSize);
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.ceil(Math.floor(count) / pageSize);
}

/**
 * The 1-based item range of a page for 'Mostrando X-Y de N': `{ from, to }`, `{ from: 0, to: 0 }`
 * when there are no items; the page is clamped to the existing pages.
 */
export function pageRange(page: number, pageSize: number, count: number): { from: number; to: number } {
  const pages = pageCount(count, pageSize);
  if (pages === 0) return { from: 0, to: 0 };
  const p = clampPage(page, pages);
  return { from: (p - 1) * pageSize + 1, to: Math.min(p * pageSize, Math.floor(count)) };
}

/** Clamps a page number to 1…total (NaN and fractions round down to a valid page). */
function clampPage(page: number, total: number): number {
  if (Number.isNaN(page)) return 1;
  return Math.min(Math.max(Math.floor(page), 1), total);
}

function assertPageSize(pageSize: number): void {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  }
}
