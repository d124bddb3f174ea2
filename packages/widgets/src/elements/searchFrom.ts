import type { PropertyFilters } from '@convive/sdk';
import { useEffect, useState } from 'react';
import { hostOf } from './defineElement';
import { warnAboutSearchSource } from './devWarnings';

/** Whether `selector` is a CSS selector this document can match (a typo throws in `matches`). */
function isSelector(document: Document, selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/**
 * The filters of the last search made in the `<convive-search-bar>` that `selector` names (`search-from`),
 * null until it searches and again once `attributed` (the grid's own filter attributes) changes: the
 * later of the two wins. The grid listens on its document, so the bar may sit anywhere on the page and
 * be added before or after it: wiring two elements takes an attribute, not a script, which a strict CSP
 * (no inline script) would refuse.
 */
export function useSearchFrom(
  container: ShadowRoot | HTMLElement | undefined,
  selector: string | undefined,
  attributed: PropertyFilters,
): PropertyFilters | null {
  const [searched, setSearched] = useState<PropertyFilters | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attributed` is the reason to reset
  useEffect(() => setSearched(null), [attributed]);

  useEffect(() => {
    setSearched(null);
    const host = hostOf(container);
    const source = selector?.trim();
    if (!host || !source) return;
    const page = host.ownerDocument;
    if (!isSelector(page, source)) {
      if (process.env.NODE_ENV !== 'production') warnAboutSearchSource(host, source);
      return;
    }
    const listener = (event: Event) => {
      // The bar that searched: the event's first <convive-search-bar>, even inside another shadow root.
      const bar = event
        .composedPath()
        .find((node): node is Element => node instanceof Element && node.localName === 'convive-search-bar');
      const detail = (event as CustomEvent<unknown>).detail;
      if (!bar?.matches(source) || typeof detail !== 'object' || detail === null) return;
      setSearched({ ...(detail as PropertyFilters) });
    };
    page.addEventListener('convive-search', listener);
    return () => page.removeEventListener('convive-search', listener);
  }, [container, selector]);

  return searched;
}
