/**
 * The first page of a grid, asked for by the ESM embed entry while the grid's code loads, so the
 * grid's data is not one more round trip after its chunks (the classic script needs no such help:
 * its one file holds every element). The element takes the answer for its first search when it is
 * the very request it would send (./prefetchHandOff.ts, on the element side); any other request, or
 * a grid whose attributes changed meanwhile, goes to the network as usual.
 *
 * Entry-only: nothing here is imported by the element chunks (they meet it through
 * `PREFETCHED_ANSWER`, a global symbol), so the entry still imports no chunk.
 */

/** Where the entry leaves a grid's prefetched first page, on the element. */
export const PREFETCHED_ANSWER = Symbol.for('convive.embed.prefetchedAnswer');

export interface PrefetchedAnswer {
  /** The request's absolute URL. */
  url: string;
  /** The partner key it was sent with, if any. */
  partnerKey: string | null;
  response: Promise<Response>;
}

/** The grid's page size when `page-size` is absent (the sdk's PROPERTY_PAGE_SIZE, spec 01 §9). */
const DEFAULT_PAGE_SIZE = 9;

/** The element properties that, set before the element was defined, change its first request. */
const PROPERTIES = [
  'token',
  'filters',
  'city',
  'minPrice',
  'maxPrice',
  'propertyType',
  'bedrooms',
  'pageSize',
];

/** A query value as the sdk writes it (toQueryParams), or null when it is left out. */
function queryText(value: unknown): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' || text.toLowerCase() === 'cualquiera' ? null : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

/** A number attribute as r2wc reads it (parseFloat), when it is a finite number. */
function numberAttribute(element: Element, name: string): number | undefined {
  const text = element.getAttribute(name);
  if (!text) return undefined;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The URL of the first request a `<convive-property-grid>` with these attributes sends
 * (`GET {api-base}/properties/all/?…&page=1&page_size=…&status=disponible`), or null when the
 * entry should not guess it: a signed-in grid (`token`), JSON filters it cannot write as the sdk
 * does, or properties set on the element before it was defined.
 */
export function gridFirstPageUrl(element: Element, base: string): string | null {
  const apiBase = element.getAttribute('api-base');
  if (!apiBase || element.hasAttribute('token')) return null;
  if (PROPERTIES.some((property) => Object.hasOwn(element, property))) return null;
  const filters: Record<string, unknown> = {};
  const json = element.getAttribute('filters');
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      return null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    for (const [key, value] of Object.entries(parsed)) {
      if (value !== null && value !== undefined && typeof value === 'object') return null;
      filters[key] = value;
    }
  }
  // As filtersOf: each single attribute over the JSON.
  const city = element.getAttribute('city');
  if (city) filters.city = city;
  const minPrice = numberAttribute(element, 'min-price');
  if (minPrice !== undefined) filters.min_price = minPrice;
  const maxPrice = numberAttribute(element, 'max-price');
  if (maxPrice !== undefined) filters.max_price = maxPrice;
  const propertyType = element.getAttribute('property-type');
  if (propertyType) filters.property_type = propertyType;
  const bedrooms = numberAttribute(element, 'bedrooms');
  if (bedrooms !== undefined) filters.bedrooms = bedrooms;
  const pageSize = numberAttribute(element, 'page-size');
  // As the grid (page 1, its page size) and then the sdk's public search (no owner, available only).
  const {
    owner: _owner,
    status: _status,
    ...query
  } = {
    ...filters,
    page: 1,
    page_size: pageSize && pageSize > 0 ? pageSize : DEFAULT_PAGE_SIZE,
  } as Record<string, unknown>;
  query.status = 'disponible';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = queryText(value);
    if (text !== null) params.append(key, text);
  }
  try {
    const prefix = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
    const url = new URL(`${prefix}properties/all/`, base);
    url.search = params.toString();
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Asks for the first page of every grid under `root` now, with the headers the grid's client
 * sends (`Accept`, and its partner key with the page's address), and leaves each answer on its
 * element. The answer is the element's to read: a failure here is its failure there, handled.
 */
export function prefetchGrids(root: Document): void {
  if (typeof fetch !== 'function') return;
  for (const grid of root.querySelectorAll('convive-property-grid')) {
    if (Object.hasOwn(grid, PREFETCHED_ANSWER)) continue;
    const url = gridFirstPageUrl(grid, root.baseURI);
    if (!url) continue;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const partnerKey = grid.getAttribute('partner-key');
    if (partnerKey) {
      headers['X-Convive-Partner-Key'] = partnerKey;
      const page = root.location?.href;
      if (page) headers['X-Convive-Page'] = page;
    }
    const response = fetch(url, { headers, credentials: 'same-origin', mode: 'cors' });
    // Never an unhandled rejection when the element does not take it (its attributes changed).
    response.catch(() => undefined);
    const answer: PrefetchedAnswer = { url, partnerKey, response };
    Object.defineProperty(grid, PREFETCHED_ANSWER, { value: answer, configurable: true });
  }
}
