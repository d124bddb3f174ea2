import type { Page, Property, PropertyFilters } from '@convive/sdk';
import { useConvive } from '../core/context';
import { type Resource, useResource } from '../core/useResource';

/** A page of results with the page number it answers, so a page on screen keeps its own range. */
export interface GridPage<T> {
  page: number;
  result: Page<T>;
}

export interface UsePropertyGridOptions {
  filters: PropertyFilters;
  page: number;
  pageSize: number;
}

/**
 * One page of the public search (`GET /properties/all/`, always status=disponible, spec 01 §5).
 * The key is the request itself, so a new page or new filters load again.
 */
export function usePropertyGrid({
  filters,
  page,
  pageSize,
}: UsePropertyGridOptions): Resource<GridPage<Property>> {
  const { client } = useConvive();
  const query: PropertyFilters = { ...filters, page, page_size: pageSize };
  return useResource(`properties:${JSON.stringify(query)}`, async () => ({
    page,
    result: await client.properties.all(query),
  }));
}
