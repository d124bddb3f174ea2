import './styles/global.css';
import { seedFormats } from '@convive/sdk';
import {
  browserStorage,
  type KeyValueStorage,
  ResourceSeed,
  ResourceSeedContext,
  STORAGE_KEYS,
} from '@convive/widgets';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { createPortalConvive } from './app/convive';
import { loadInBackground, loadLanguage, loadPortalCatalog } from './app/copy';
import {
  EditsBeforeApp,
  markAppReady,
  readEditsBeforeApp,
  replayEditsWhenDrawn,
  routerSettled,
  takeActionsBeforeApp,
} from './app/editsBeforeApp';
import { getLanguage, keepLanguageCookie } from './app/language';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { readSsrState, routesFromIds } from './app/ssr';

// A stored language other than Spanish: its chrome copy starts downloading now.
const language = getLanguage();
keepLanguageCookie();
loadInBackground(loadPortalCatalog(language), language);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * A page the server rendered is hydrated when it is in this visit's language. The server renders
 * every page for a visitor; a signed-in person's session is taken up once the page is hydrated
 * (`heldSession`), so the first render draws what the server drew and the next one their header,
 * hearts and forms.
 */
const ssr = readSsrState();
const hydration = ssr !== null && ssr.lang === language && (await readyToHydrate()) ? ssr : null;
// The page's route modules have just run: the browser gets its main thread back (a paint, a tap)
// before the router is made, and again before hydrating, so the start is three tasks, not one long one.
await nextTask();
const session = hydration ? heldSession(browserStorage()) : null;
const convive = createPortalConvive(session ? { storage: session.storage } : {});
const queryClient = createQueryClient();
const router = createBrowserRouter(routes, hydration ? { hydrationData: hydration.router } : {});
watchServerHead();

if (hydration) {
  seedFormats(hydration.formats ?? []);
  hydrate(queryClient, hydration.queries);
  const seed = new ResourceSeed({ entries: hydration.resources });
  await nextTask();
  const held = session?.token ?? null;
  // The taps and forms the loader held: done once hydrated (React replays those that come later
  // itself), after what was typed, and once a held session is known (a heart tapped by a signed-in
  // tenant saves the favourite).
  const actions = takeActionsBeforeApp();
  // As a transition, hydration yields to the browser every few milliseconds (a default-priority
  // hydration renders each boundary in one task); a tap still hydrates its part of the page at once.
  startTransition(() => {
    hydrateRoot(
      root,
      <EditsBeforeApp
        settled={routerSettled(router)}
        actions={actions}
        onHydrated={() => {
          if (held) void convive.stores.session.getState().signIn(held);
        }}
        before={() => sessionKnown(convive.stores.session)}
      >
        <ResourceSeedContext value={seed}>
          <AppProviders convive={convive} queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </ResourceSeedContext>
      </EditsBeforeApp>,
      {
        // A page that hydrates with a difference is drawn again by React where it differs: said in the
        // console, where the browser suites fail on it.
        onRecoverableError(error) {
          console.error('convive: hydration recovered from an error', error);
        },
      },
    );
  });
} else {
  // Drawn anew over the server's page (another language's): what was typed there is read before it
  // goes. A held tap or form was on nodes that go with it: dropped.
  const edits = readEditsBeforeApp(root);
  takeActionsBeforeApp();
  createRoot(root).render(
    <AppProviders convive={convive} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  replayEditsWhenDrawn(root, edits, routerSettled(router));
  requestAnimationFrame(markAppReady);
}

/**
 * The browser's storage with its stored token held back until the page is hydrated: the session
 * starts signed out, as the server rendered it, and signs in with the held token afterwards.
 */
function heldSession(storage: KeyValueStorage): { storage: KeyValueStorage; token: string | null } {
  const token = storage.getItem(STORAGE_KEYS.token);
  let holding = token !== null;
  return {
    token,
    storage: {
      getItem: (key) => (holding && key === STORAGE_KEYS.token ? null : storage.getItem(key)),
      setItem(key, value) {
        if (key === STORAGE_KEYS.token) holding = false;
        storage.setItem(key, value);
      },
      removeItem(key) {
        if (key === STORAGE_KEYS.token) holding = false;
        storage.removeItem(key);
      },
    },
  };
}

/** Resolves once the session is no longer being checked (or after 5 s, whatever it is). */
function sessionKnown(store: ReturnType<typeof createPortalConvive>['stores']['session']): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = store.subscribe((state) => {
      if (state.status !== 'checking') done();
    });
    const timer = setTimeout(done, 5_000);
    if (store.getState().status !== 'checking' && !session?.token) done();
  });
}

/** Resolves in a task of its own, after what the browser has waiting (`scheduler.yield` where there is one). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * What the first render needs to draw the server's page again: the page's route modules and, in
 * another language than Spanish, that language's texts (the widgets' and the screens'). When they
 * cannot be fetched (offline), the app renders over the page instead, with what it has.
 */
async function readyToHydrate(): Promise<boolean> {
  try {
    await loadMatchedRoutes();
    await loadLanguage(language);
    return true;
  } catch (error) {
    console.warn('La página se dibuja de nuevo: no se pudo preparar su hidratación', error);
    return false;
  }
}

/**
 * The first address's lazy route modules, loaded before hydrating: the router would otherwise render
 * its loading screen over the server's page while they arrive (the server preloads their files).
 * The server names the routes it matched, which spares matching the address against every route.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matched =
    (ssr?.routes ? routesFromIds(routes, ssr.routes) : null) ??
    (matchRoutes(routes, window.location) ?? []).map(({ route }) => route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * The server's head tags (server/src/pageHead.ts) describe the address first loaded. They hold for
 * that address and go at the first navigation away from it (canonical, alternates, previews,
 * JSON-LD), but for the title, which every screen sets (ui/DocumentTitle.tsx).
 */
function watchServerHead(): void {
  const firstAddress = `${location.pathname}${location.search}`;
  const stopWatching = router.subscribe(({ location: to }) => {
    if (`${to.pathname}${to.search}` === firstAddress) return;
    for (const tag of document.head.querySelectorAll('[data-head="server"]:not(title)')) tag.remove();
    stopWatching();
  });
}
