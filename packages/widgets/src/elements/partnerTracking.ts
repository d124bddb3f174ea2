import type { PartnerEventType, PropertyFilters } from '@convive/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Convive } from '../core/createConvive';

/** A search as the tracking compares them: the filters without the page (a new page is the same search). */
export function searchKeyOf(query: PropertyFilters): string {
  const {
    page: _page,
    page_size: _pageSize,
    ...filters
  } = query as PropertyFilters & {
    page?: unknown;
    page_size?: unknown;
  };
  return JSON.stringify(filters);
}

/** Counts an event for the element's partner key: never awaited, a failure is dropped. */
function track(convive: Convive, event: PartnerEventType): void {
  try {
    convive.client.partnerKeys.track(event).catch(() => undefined);
  } catch {
    // Tracking never breaks the element or the link being followed.
  }
}

/** The grid shows loaded cards (not the loading placeholders, an error or the empty state). */
function showsCards(container: ShadowRoot | HTMLElement): boolean {
  const grid = container.querySelector('.convive-grid');
  return (
    grid?.getAttribute('data-state') === 'success' && grid.querySelector('a.convive-card__link') !== null
  );
}

export interface GridTrackingOptions {
  convive: Convive;
  container: ShadowRoot | HTMLElement | undefined;
  /**
   * Without a key nothing is tracked and `convive` is answered as it is. Read once, like the
   * element's client reads it: the events go with the key the client sends.
   */
  partnerKey: string | undefined;
  /** The filters the grid searches. */
  search: PropertyFilters;
}

/**
 * The partner events of `<convive-property-grid>` (issue 13), with a partner key only:
 * - 'impression' once the grid shows at least one card of a search, once per search and element;
 * - 'click' when the visitor follows a card's link (its title, stretched over the card; sent as the
 *   link is followed, with `keepalive`, never delaying it).
 * Answers the Convive the grid must use: its `properties.all` notes which search answered with results,
 * so the cards of the previous search, still on screen, are never counted for a new one.
 */
export function useGridTracking({ convive, container, search, ...options }: GridTrackingOptions): Convive {
  const [partnerKey] = useState(options.partnerKey);
  const searchKey = JSON.stringify(search);
  const current = useRef(searchKey);
  current.current = searchKey;
  /** The last search answered with at least one result. */
  const answered = useRef<string | null>(null);
  const counted = useRef(new Set<string>());
  const check = useRef<() => void>(() => undefined);

  const tracked = useMemo(() => {
    if (!partnerKey) return convive;
    const { client } = convive;
    const all: typeof client.properties.all = async (...args) => {
      const page = await client.properties.all(...args);
      answered.current = page.results.length > 0 ? searchKeyOf(args[0] ?? {}) : null;
      // The cards may already be on screen (a search answered the same as the last one).
      setTimeout(() => check.current(), 0);
      return page;
    };
    return { ...convive, client: { ...client, properties: { ...client.properties, all } } };
  }, [convive, partnerKey]);

  useEffect(() => {
    if (!partnerKey || !container) return;
    check.current = () => {
      const key = current.current;
      if (counted.current.has(key) || answered.current !== key || !showsCards(container)) return;
      counted.current.add(key);
      track(convive, 'impression');
    };
    const observer = new MutationObserver(() => check.current());
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    check.current();
    const onClick = (event: Event) => {
      // A middle click opens the card in a new tab: followed too. Other buttons are not.
      if (event.type === 'auxclick' && (event as MouseEvent).button !== 1) return;
      const target = event.target;
      if (target instanceof Element && target.closest('a.convive-card__link')) track(convive, 'click');
    };
    container.addEventListener('click', onClick);
    container.addEventListener('auxclick', onClick);
    return () => {
      check.current = () => undefined;
      observer.disconnect();
      container.removeEventListener('click', onClick);
      container.removeEventListener('auxclick', onClick);
    };
  }, [convive, container, partnerKey]);

  return tracked;
}
