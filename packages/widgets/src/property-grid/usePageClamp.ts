import { type Page, pageCount } from '@convive/sdk';
import { useEffect, useRef } from 'react';

/**
 * A page past the end (an old link, `?page=99`, or the last item removed) answers no results with
 * the real count: go to the last page instead of saying nothing was found.
 */
export function usePageClamp(
  data: { page: number; result: Page<unknown> } | undefined,
  pageSize: number,
  setPage: (page: number) => void,
): void {
  const setPageRef = useRef(setPage);
  setPageRef.current = setPage;
  const past = !!data && data.page > 1 && data.result.results.length === 0 && data.result.count > 0;
  const last = data ? Math.max(1, pageCount(data.result.count, pageSize)) : 1;
  useEffect(() => {
    if (past) setPageRef.current(last);
  }, [past, last]);
}
