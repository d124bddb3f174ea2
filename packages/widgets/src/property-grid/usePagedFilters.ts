import { useEffect, useRef, useState } from 'react';

/**
 * The page of a filtered list, controlled (`page` + `onPageChange`) or kept here. Changing the
 * filters goes back to page 1 (spec 01 §4 "List pages"): kept pages are remembered per filters
 * key, and a controlled parent hears `onPageChange(1)`.
 */
export function usePagedFilters(
  filtersKey: string,
  page: number | undefined,
  onPageChange: ((page: number) => void) | undefined,
): [number, (page: number) => void] {
  const [own, setOwn] = useState({ key: filtersKey, page: 1 });
  const controlled = page !== undefined;
  const previousKey = useRef(filtersKey);
  const onPageChangeRef = useRef(onPageChange);
  onPageChangeRef.current = onPageChange;

  useEffect(() => {
    if (previousKey.current === filtersKey) return;
    previousKey.current = filtersKey;
    if (controlled && page !== 1) onPageChangeRef.current?.(1);
  }, [filtersKey, controlled, page]);

  const current = controlled ? page : own.key === filtersKey ? own.page : 1;
  const set = (next: number) => {
    if (!controlled) setOwn({ key: filtersKey, page: next });
    onPageChange?.(next);
  };
  return [current, set];
}
