import { deferClient } from '@convive/sdk';
import { browserStorage, type CreateConviveOptions, createConviveWith } from '@convive/widgets';
import { getLanguage } from './language';

/**
 * The API the portal talks to. The server serves the portal itself, so the API is on the page's own
 * origin (`/api`); Vite's dev server proxies it. `VITE_API_BASE` points a build elsewhere
 * (docs/adr/0021-portal-api-base.md).
 */
export function portalApiBase(
  origin: string = globalThis.location?.origin ?? 'http://localhost:8080',
): string {
  const configured = import.meta.env.VITE_API_BASE as string | undefined;
  if (configured) return new URL(configured, origin).toString().replace(/\/$/, '');
  return `${origin}/api`;
}

export function createPortalConvive(options: Pick<CreateConviveOptions, 'storage'> = {}) {
  // The favourites live in the query cache (app/favorites.tsx), not in the widgets' store.
  // The chosen language goes with every call (Accept-Language): API messages and e-mails follow it.
  // The contract (schemas, endpoint table, HTTP library) loads at the first call: a rendered page
  // comes with its data, and most visits start without one (docs/adr/0160-contract-at-first-call.md).
  const makeClient: Parameters<typeof createConviveWith>[0] = (clientOptions) =>
    deferClient(clientOptions.baseUrl, () =>
      import('./contractClient').then(({ createClient }) => createClient(clientOptions)),
    );
  return createConviveWith(makeClient, {
    apiBase: portalApiBase(),
    credentials: 'include',
    loadFavorites: false,
    getLanguage,
    // The portal is its own origin, with no third-party script: the session outlives a reload
    // (spec 01 §3, 'authToken' in localStorage).
    storage: browserStorage(),
    ...options,
  });
}
