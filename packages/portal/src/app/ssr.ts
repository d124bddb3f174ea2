import type { ConviveClient, FormatAnswer } from '@convive/sdk';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { HydrationState, RouteObject } from 'react-router';

/**
 * What a server-rendered page carries for the browser to hydrate from: `entry-server.tsx`
 * writes it, `start.tsx` reads it. The element's id is the contract between the two.
 */
export const SSR_STATE_ID = 'convive-ssr';

export interface SsrState {
  /** The language the page was rendered in. */
  lang: string;
  /** The TanStack Query cache the page was rendered from (successful queries only). */
  queries: DehydratedState;
  /** The widgets' data (`ResourceSeed`), by resource key. */
  resources: Record<string, unknown>;
  /** The router's state (no route has a loader today: empty, but kept for when one does). */
  router: HydrationState;
  /**
   * The matched routes' ids (the router's: their places in `routes`, as "0-2-1"), so the browser
   * loads their modules without matching the address against every route again.
   */
  routes?: string[];
  /**
   * The numbers, dates and plurals the render formatted, by key (`recordFormats`): hydration answers
   * them without making Intl's formatters.
   */
  formats?: FormatAnswer[];
}

/**
 * A route module's server-side data: `export const handle = { prefetch }` fills the query cache with
 * what the page's first render reads, before the server renders it. The page reads the same query
 * options, so both sides agree on keys and calls.
 */
export type SsrPrefetch = (input: {
  queryClient: QueryClient;
  client: ConviveClient;
  params: Record<string, string | undefined>;
  url: URL;
}) => Promise<unknown> | undefined;

/** The state of a server-rendered page, or null for a page the browser renders itself. */
export function readSsrState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

/**
 * The routes the server matched (`SsrState.routes`), found in `routes` by their ids: the router's
 * own, their places in the tree ("0-2-1" is routes[0].children[2].children[1]). Null when one is not
 * there (the caller matches the address instead).
 */
export function routesFromIds(routes: readonly RouteObject[], ids: readonly string[]): RouteObject[] | null {
  const found: RouteObject[] = [];
  for (const id of ids) {
    let level: readonly RouteObject[] | undefined = routes;
    let route: RouteObject | undefined;
    for (const step of id.split('-')) {
      route = /^\d+$/.test(step) ? level?.[Number(step)] : undefined;
      level = route?.children;
    }
    if (!route) return null;
    found.push(route);
  }
  return found;
}
