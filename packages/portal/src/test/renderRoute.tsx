import type { User } from '@convive/sdk';
import { createFixtureFetch, type FixtureFetch, type FixtureRoutes } from '@convive/sdk/testing';
import { type Convive, createConvive, type Locale, memoryStorage } from '@convive/widgets';
import { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { GuestOnly, LandlordOnly, RequireAuth, TenantOnly } from '../app/guards';
import { setLanguage } from '../app/language';
import { routes } from '../app/routes';
import { RootLayout, RouteLoading } from '../layout/RootLayout';

export const TEST_API = 'http://api.convive.test/api';

export interface RenderRouteOptions {
  /** Answers of the fake API ('GET /properties/all/': {...}). */
  routes?: FixtureRoutes;
  /** Signs this user in (GET /me/ answers with them). */
  user?: User | null;
  /** The query cache to use (e.g. with the app's 30 s staleTime). @default no retries, no collection */
  queryClient?: QueryClient;
  /** The language chosen before the app starts (as if stored by an earlier visit). @default 'es' */
  locale?: Locale;
}

export interface RenderRouteResult extends RenderResult {
  convive: Convive;
  fetch: FixtureFetch;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders the whole app (providers, layouts, guards, the lazy page) at `path`, over a fixture API:
 * page tests see exactly what a user would, without a server. Queries are not retried.
 */
export function renderRoute(path: string, options: RenderRouteOptions = {}): RenderRouteResult {
  return renderRoutes(routes, path, options);
}

/** The guards a screen keeps when drawn alone: who may see it is part of the screen. */
const GUARDS: ReadonlySet<unknown> = new Set([GuestOnly, RequireAuth, TenantOnly, LandlordOnly]);

/** Where a screen drawn alone sits: the page's main landmark, without the header, footer or menus. */
function ScreenMain() {
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/** Any page but the screen's: nothing drawn, so a test reads where the screen sent someone from the router. */
function Elsewhere() {
  return null;
}

/**
 * The routes that draw only the screen at `path`: its page module at its full path, inside the access
 * guards on its way and the root (skip link, sign-in prompt), without the layouts (the public header
 * and footer, the dashboard's shell) the whole app wraps it in.
 */
export function screenRoutes(path: string): RouteObject[] {
  const matches = matchRoutes(routes, path);
  const leaf = matches?.at(-1)?.route;
  if (!matches || !leaf) throw new Error(`screenRoutes: no route draws ${path}`);
  const pattern = `/${matches
    .map((match) => match.route.path)
    .filter((part): part is string => Boolean(part))
    .join('/')}`;
  let screen: RouteObject = {
    path: pattern,
    ...(leaf.lazy ? { lazy: leaf.lazy } : {}),
    ...(leaf.Component ? { Component: leaf.Component } : {}),
    ...(leaf.element ? { element: leaf.element } : {}),
  };
  for (const match of matches.slice(0, -1).reverse()) {
    if (GUARDS.has(match.route.Component)) screen = { Component: match.route.Component, children: [screen] };
  }
  return [
    {
      Component: RootLayout,
      HydrateFallback: RouteLoading,
      children: [{ Component: ScreenMain, children: [screen, { path: '*', Component: Elsewhere }] }],
    },
  ];
}

/**
 * Draws only the screen at `path` (`screenRoutes`), over the same providers and fixture API as
 * `renderRoute`: for tests of what a page itself does. Tests of the layouts, of moving between pages
 * or of what the header shows use `renderRoute`.
 */
export function renderScreen(path: string, options: RenderRouteOptions = {}): RenderRouteResult {
  return renderRoutes(screenRoutes(path), path, options);
}

function renderRoutes(table: RouteObject[], path: string, options: RenderRouteOptions): RenderRouteResult {
  const user = options.user ?? null;
  setLanguage(options.locale ?? 'es');
  const fetch = createFixtureFetch({
    ...(user ? { 'GET /me/': { body: user } } : {}),
    'GET /notifications/notifications/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /notifications/unread-count/': { body: { unread_count: 0 } },
    ...options.routes,
  });
  const convive = createConvive({
    apiBase: TEST_API,
    storage: memoryStorage(user ? { authToken: 'test-token' } : {}),
    fetch,
    loadFavorites: false,
  });
  if (user) convive.stores.session.setState({ user, status: 'signed-in' });
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: {
        queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
        mutations: { retry: false },
      },
    });
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const result = render(
    <AppProviders convive={convive} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, convive, fetch, router, queryClient };
}
