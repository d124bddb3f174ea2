import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type NavigateOptions, useLocation, useSearchParams } from 'react-router';

/** A change of a list's filters, made on the filters as they are when it is applied. */
export type FilterChange<F> = (current: F) => F;

/**
 * A list's filters, kept in its address, and the way to change them. A change builds on the last
 * address asked for, not on the filters the screen shows: the screen shows the old results until
 * the new ones arrive, and two quick changes (a type, then an amenity, tapped before the first
 * results came) would otherwise each start from the old filters, the second undoing the first.
 */
export function useFilterParams<F>(read: (params: URLSearchParams) => F) {
  const [address, setParams] = useSearchParams();
  const location = useLocation();
  // The address asked for, shown by the controls at once: React draws a navigation as a transition,
  // and a controlled checkbox or select whose value waited for it would be set back to the old value
  // after the tap, until the navigation lands.
  const [pending, setPending] = useState<URLSearchParams | null>(null);
  const params = address;
  const filters = useMemo(() => read(params), [params, read]);
  const controls = useMemo(() => (pending ? read(pending) : filters), [pending, filters, read]);
  const asked = useRef(address);
  // Once a navigation is shown, the address is what changes build on again (a link, Back, another
  // tab's change). Keyed on the location, not the query: a change followed by Back before React drew
  // it lands on the same query the screen already shows, and the asked-for one must still go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location's identity marks each navigation
  useLayoutEffect(() => {
    asked.current = address;
    setPending(null);
  }, [location, address]);

  /** Goes to `next`, which the following change builds on even before it is shown. */
  const go = (next: URLSearchParams, options?: NavigateOptions) => {
    asked.current = next;
    setPending(next);
    setParams(next, options);
  };
  /** The filters the next change builds on. */
  const current = () => read(asked.current);
  /** `filters` is what the address holds (the results'); `controls`, what the filter controls show. */
  return { params, filters, controls, current, go };
}
