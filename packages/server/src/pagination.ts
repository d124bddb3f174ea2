import type { Page } from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context';

/** Page size of a paginated call when the caller gives none and the spec names none. */
export const DEFAULT_PAGE_SIZE = 20;

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

/** The page, size and offset of a paginated call (the schemas already checked page ≥ 1, size ≤ 100). */
export function pageWindow(
  filters: { page?: number | undefined; page_size?: number | undefined },
  defaultSize: number = DEFAULT_PAGE_SIZE,
): PageWindow {
  const page = filters.page ?? 1;
  const pageSize = filters.page_size ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The URL of the same call with another page (page 1 drops the parameter, as DRF does). */
function pageUrl(ctx: AppContext, request: FastifyRequest, page: number): string {
  const url = new URL(request.url, 'http://localhost');
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return `${ctx.origin(request)}${url.pathname}${url.search}`;
}

/**
 * DRF's page envelope with absolute links that keep the other query parameters. `next` exists while
 * items remain after this page; `previous` points at the page before, or at the last page when this
 * one is past the end (which answers an empty list, not a 404).
 */
export function pageEnvelope<T>(
  ctx: AppContext,
  request: FastifyRequest,
  window: Pick<PageWindow, 'page' | 'pageSize'>,
  count: number,
  results: T[],
  capped?: CappedCount,
): Page<T> {
  const { page, pageSize } = window;
  if (capped) {
    // The count stopped at its limit: `count` is a lower bound, and whether another page follows is
    // what the page query found (it asked for one row more than a page).
    return {
      count,
      count_exact: false,
      next: capped.more ? pageUrl(ctx, request, page + 1) : null,
      previous: page > 1 ? pageUrl(ctx, request, page - 1) : null,
      results,
    };
  }
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page * pageSize < count ? pageUrl(ctx, request, page + 1) : null,
    previous: page > 1 ? pageUrl(ctx, request, Math.min(page - 1, lastPage)) : null,
    results,
  };
}

/** A count that stopped at `COUNT_EXACT_LIMIT`, and whether rows follow the page answered. */
export interface CappedCount {
  more: boolean;
}
