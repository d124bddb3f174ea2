import { formatEuros } from '@convive/sdk';
import { INTL_LOCALE, ResourceSeed, ResourceSeedContext } from '@convive/widgets';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
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
import { hydrateInSlices } from './app/hydrationSlices';
import { getLanguage } from './app/language';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { readSsrState, routesFromIds } from './app/ssr';
import { nextTask } from './boot/nextTask';

// A stored language other than Spanish: its chrome copy starts downloading now.
const language = getLanguage();
loadInBackground(loadPortalCatalog(language), language);
const convive = createPortalConvive();
const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * A page the server rendered is hydrated when this visit would render it the same way: in
 * its language, signed out (the server renders every page for a visitor; a signed-in person's header
 * and hearts differ). Otherwise the app renders over it, as on a page sent as the shell.
 */
const ssr = readSsrState();
// The rest of the start in a task of its own (see main.tsx): this module's code has run.
await nextTask();
// The price formatters the first render uses, for its language, each in a task of its own: the first
// Intl formatter of a page loads ICU's data (a noticeable pause on a phone), in one piece that a
// render cannot break. That load is itself cut in two tasks: the locale's likely subtags
// (`maximize`), then the list of locales the number formats support (docs/adr/0076-staged-start.md).
const intlLocale = INTL_LOCALE[language];
new Intl.Locale(intlLocale).maximize();
await nextTask();
Intl.NumberFormat.supportedLocalesOf(intlLocale);
await nextTask();
for (const amount of [1, 1.5]) {
  formatEuros(amount, intlLocale);
  await nextTask();
}
/** The server's state when this visit hydrates its page, else null. */
const hydration =
  ssr !== null &&
  ssr.lang === language &&
  convive.stores.session.getState().status === 'signed-out' &&
  (await readyToHydrate())
    ? ssr
    : null;
const router = createBrowserRouter(routes, hydration ? { hydrationData: hydration.router } : {});
watchServerHead();
// The router's creation (its routes ranked, its history read) in a task apart from the first render.
await nextTask();

if (hydration) {
  hydrate(queryClient, hydration.queries);
  const seed = new ResourceSeed({ entries: hydration.resources });
  // The taps and forms the loader held: done once hydrated, after what was typed. Preact hydrates in
  // one task: the page's parts marked as slices hydrate in tasks of their own after it.
  const actions = takeActionsBeforeApp();
  hydrateInSlices(() =>
    hydrateRoot(
      root,
      <EditsBeforeApp settled={routerSettled(router)} actions={actions}>
        <ResourceSeedContext value={seed}>
          <AppProviders convive={convive} queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </ResourceSeedContext>
      </EditsBeforeApp>,
    ),
  );
} else {
  // Drawn anew over the server's page (a signed-in visitor's, or another language's): what was
  // typed there is read before it goes. A held tap or form was on nodes that go with it: dropped.
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
 * The server names the routes it matched; matching the address here ranks every route, a long task
 * on a phone that the router's creation repeats.
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
