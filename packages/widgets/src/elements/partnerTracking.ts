import type { PartnerEventType, PartnerEventView, PropertyFilters } from '@convive/sdk';
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

let pageView: string | null = null;

/**
 * This page view's random id, drawn once per page load and sent with every event, so the server
 * counts a page view's impression of an element once however often it arrives.
 */
function pageViewId(): string {
  if (pageView) return pageView;
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  pageView = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return pageView;
}

/** A short hash of a search (FNV-1a), so each search of a grid is its own element for the server. */
function searchHash(searchKey: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < searchKey.length; i++) {
    hash ^= searchKey.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Grids of this page, numbered as they mount. */
let grids = 0;

/** Counts an event for the element's partner key: never awaited, a failure is dropped. */
function track(convive: Convive, event: PartnerEventType, element: string): void {
  try {
    const view: PartnerEventView = { page_view: pageViewId(), element };
    convive.client.partnerKeys.track(event, view).catch(() => undefined);
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
 * The partner events of `<convive-property-grid>`, with a partner key only, each with
 * the page view's id and the element's (`grid-N`, and for an impression `grid-N.<search hash>`):
 * - 'impression' once the grid shows at least one card of a search, once per search and element;
 * - 'click' when the visitor follows a card's link (its title, stretched over the card; sent as the
 *   link is followed, with `keepalive`, never delaying it).
 * Answers the Convive the grid must use: its `properties.all` notes which search answered with results,
 * so the cards of the previous search, still on screen, are never counted for a new one.
 */
export function useGridTracking({ convive, container, search, ...options }: GridTrackingOptions): Convive {
  const [partnerKey] = useState(options.partnerKey);
  const [grid] = useState(() => {
    grids += 1;
    return `grid-${grids}`;
  });
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
      track(convive, 'impression', `${grid}.${searchHash(key)}`);
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
      if (target instanceof Element && target.closest('a.convive-card__link')) track(convive, 'click', grid);
    };
    container.addEventListener('click', onClick);
    container.addEventListener('auxclick', onClick);
    return () => {
      check.current = () => undefined;
      observer.disconnect();
      container.removeEventListener('click', onClick);
      container.removeEventListener('auxclick', onClick);
    };
  }, [convive, container, partnerKey, grid]);

  return tracked;
}
