import { AsyncLocalStorage } from 'node:async_hooks';
import { recordFormats } from '@convive/sdk';
import {
  createConvive,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  ResourceSeed,
  ResourceSeedContext,
} from '@convive/widgets';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { loadLanguage } from './app/copy';
import { EditsBeforeApp } from './app/editsBeforeApp';
import { setLanguageSource } from './app/language';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { SSR_STATE_ID, type SsrPrefetch, type SsrState } from './app/ssr';

/**
 * Server rendering of the public pages: the same routes and components as the browser,
 * rendered on the API server (`server/src/portal.ts` loads this module
 * from the build's `dist-ssr/`). What the page shows is in the HTML; what it was rendered from (the
 * query cache, the widgets' data, the router's state) travels with it as JSON, so the browser hydrates
 * without fetching it again (`start.tsx`).
 */

const handler = createStaticHandler(routes);

/**
 * Each render's language. Renders overlap (one waits for its data while another runs), so the
 * portal's language (app/language.ts, one value in a browser) is read from the render being done.
 */
const renderLanguage = new AsyncLocalStorage<Locale>();
setLanguageSource(() => renderLanguage.getStore());

/** Each render's formatted numbers and dates, which the page hands the browser (`SsrState.formats`). */
const renderFormats = new AsyncLocalStorage<Map<string, string>>();
recordFormats((key, text) => renderFormats.getStore()?.set(key, text));

export interface RenderOptions {
  /** The page's address, path and query (`/properties?city=Madrid`). */
  url: string;
  /** The public origin (`https://convive.es`): the API base of the calls made while rendering. */
  origin: string;
  /** The API, answered in the server's own process (no network). */
  fetch: typeof fetch;
  /** The page's language ('es', 'en', 'fr', 'de'; anything else is Spanish). @default 'es' */
  lang?: string;
  /** How long the render may wait for its data before it is given up. @default 5000 */
  timeoutMs?: number;
}

export interface RenderResult {
  /** The HTML of `#root`'s content. */
  html: string;
  /** The tags React hoists to the document's head (the first pictures' preloads), for `<head>`. */
  head: string;
  /** The `<script type="application/json">` the browser hydrates from. */
  state: string;
}

/**
 * Renders a public page, or null when the router has nothing to render there (a redirect). Pages the
 * server must not render (the dashboard) are the caller's to skip.
 */
export async function render(options: RenderOptions): Promise<RenderResult | null> {
  const lang = options.lang && isLocale(options.lang) ? options.lang : DEFAULT_LOCALE;
  return renderLanguage.run(lang, () => renderFormats.run(new Map(), () => renderIn(lang, options)));
}

async function renderIn(lang: Locale, options: RenderOptions): Promise<RenderResult | null> {
  const url = new URL(options.url, options.origin);
  const request = new Request(url, { method: 'GET' });
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const convive = createConvive({
    apiBase: `${options.origin}/api`,
    fetch: options.fetch,
    loadFavorites: false,
    getLanguage: () => lang,
  });
  const queryClient = createQueryClient();
  // Each matched route's data, loaded before the render (`handle.prefetch` of the route modules).
  await Promise.all(
    context.matches.map((match) => {
      const prefetch = (match.route.handle as { prefetch?: SsrPrefetch } | undefined)?.prefetch;
      return prefetch?.({ queryClient, client: convive.client, params: match.params, url });
    }),
  );
  // The language's texts: the widgets' and those of every screen loaded so far (the matched route's
  // modules were loaded by the query above). Once loaded, they stay for the next renders.
  await loadLanguage(lang);
  const seed = new ResourceSeed({ server: true });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    // The browser's tree, wrapper included (hydration draws the same tree).
    <EditsBeforeApp>
      <ResourceSeedContext value={seed}>
        <AppProviders convive={convive} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </ResourceSeedContext>
    </EditsBeforeApp>,
    options.timeoutMs ?? 5_000,
  );
  const state: SsrState = {
    lang,
    queries: dehydrateSuccesses(queryClient),
    resources: seed.toJSON(),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    routes: context.matches.map((match) => match.route.id),
    formats: [...(renderFormats.getStore() ?? [])],
  };
  const [head, body] = splitHoisted(html);
  return {
    html: body,
    head,
    state: `<script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(state)}</script>`,
  };
}

/**
 * React writes the tags it hoists (`<link rel="preload">` for the first pictures) at the start of a
 * render that has no `<head>` of its own; they belong in the page's head, where the browser finds them
 * first, and the app's root must hold only what the app draws.
 */
function splitHoisted(html: string): [head: string, body: string] {
  const hoisted = /^(?:<link [^>]*\/?>)+/.exec(html)?.[0] ?? '';
  return [hoisted, html.slice(hoisted.length)];
}

/** Only the queries that succeeded: a failed one is loaded again by the browser. */
function dehydrateSuccesses(queryClient: QueryClient) {
  return dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
}

/**
 * The page as one string, once everything (the suspended parts' data and code included) is in:
 * React's static prerender waits for every `<Suspense>` boundary, so each is written in place,
 * complete, with its hydration markers, and no inline script has to finish it later (a strict CSP
 * allows none). The page is cached and validated by its ETag, so it is sent whole.
 */
async function renderToString(element: ReactNode, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    // Every boundary written in place, however large: one outlined to be revealed later needs an
    // inline script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failure ??= error;
    },
  });
  // Given up at the timeout, the prelude holds fallbacks where data was missing: the caller sends the
  // app's shell instead.
  if (signal.aborted) throw new Error('server render timed out');
  // A part that failed would be sent as its fallback, with an inline script to say so that a strict
  // CSP blocks: the page is not rendered on the server rather than sent half drawn.
  if (failure) throw failure;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** JSON inside a `<script>`: nothing in it can close the element or open a comment. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
