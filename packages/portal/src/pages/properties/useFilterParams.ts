import { useLayoutEffect, useMemo, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/** A change of a list's filters, made on the filters as they are when it is applied. */
export type FilterChange<F> = (current: F) => F;

/**
 * A list's filters, kept in its address, and the way to change them. A change builds on the last
 * address asked for, not on the filters the screen shows: the screen shows the old results until
 * the new ones arrive, and two quick changes (a type, then an amenity, tapped before the first
 * results came) would otherwise each start from the old filters, the second undoing the first.
 */
export function useFilterParams<F>(read: (params: URLSearchParams) => F) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [params, read]);
  const asked = useRef(params);
  // Once shown, the address is what changes build on again (a link, Back, another tab's change).
  useLayoutEffect(() => {
    asked.current = params;
  }, [params]);

  /** Goes to `next`, which the following change builds on even before it is shown. */
  const go = (next: URLSearchParams, options?: NavigateOptions) => {
    asked.current = next;
    setParams(next, options);
  };
  /** The filters the next change builds on. */
  const current = () => read(asked.current);
  return { params, filters, current, go };
}
