import { PAGE_SIZE_MAX, type Page } from '@convive/sdk';

/** The most pages followed for one list (10 000 items at the largest page size). */
export const MAX_PAGES = 100;

/**
 * Every item of a paginated list: asks for the largest pages and follows `next` until the last one.
 * The dashboard's tabs count and filter on the client, so they need the whole list, not page one.
 */
export async function collectPages<T>(
  load: (params: { page: number; page_size: number }) => Promise<Page<T>>,
  maxPages: number = MAX_PAGES,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await load({ page, page_size: PAGE_SIZE_MAX });
    items.push(...answer.results);
    if (!answer.next || answer.results.length === 0) break;
  }
  return items;
}
