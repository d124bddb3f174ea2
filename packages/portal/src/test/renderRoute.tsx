import type { User } from '@convive/sdk';
import { createFixtureFetch, type FixtureFetch, type FixtureRoutes } from '@convive/sdk/testing';
import { type Convive, createConvive, type Locale, memoryStorage } from '@convive/widgets';
import { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { setLanguage } from '../app/language';
import { routes } from '../app/routes';

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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders convive={convive} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, convive, fetch, router, queryClient };
}
