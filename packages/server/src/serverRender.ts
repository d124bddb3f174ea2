import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGES } from '@convive/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { listingId, listingOf, pageLanguage } from './pageHead';

/**
 * Server rendering of the portal's public pages. The portal's build writes its renderer
 * beside the files it serves (`dist-ssr/entry-server.js` next to `dist/`); this loads it, answers the
 * API calls it makes in this same process (Fastify's `inject`: no socket, the same routes, checks and
 * caches as a browser's call), and keeps the rendered page in the search cache, which every write that
 * can change a public page already invalidates.
 */

/** What the portal's `entry-server.tsx` exports. */
interface PortalRenderer {
  render(options: {
    url: string;
    origin: string;
    fetch: typeof fetch;
    lang?: string;
    timeoutMs?: number;
  }): Promise<{ html: string; head?: string; state: string } | null>;
}

export interface RenderedPage {
  /** `#root`'s content. */
  html: string;
  /** Tags for the page's `<head>` (the first pictures' preloads), if any. */
  head?: string;
  /** The JSON the browser hydrates from, as a `<script type="application/json">`. */
  state: string;
}

export type PageRenderer = (
  request: FastifyRequest,
  path: string,
  search: string,
) => Promise<RenderedPage | null>;

/**
 * Paths the server does not render: the dashboard's pages (private, per user: the page table's
 * `rendered: false`) and any other path under it.
 */
const NOT_RENDERED = new RegExp(`^${PAGES.dashboard.path}(/|$)`);

/** How long a render may wait for its data; past it, the page is sent as the app's shell. */
const RENDER_TIMEOUT_MS = 5_000;

/** The renderer's file for a portal build folder, if that build has one. */
export function rendererFile(portalRoot: string): string | null {
  const file = join(portalRoot, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(file) ? file : null;
}

/**
 * The page renderer, or null when the portal was built without one. A page it cannot render (an
 * error, a timeout) answers null, and the caller sends the app's shell as before: the browser renders
 * it, as it did before server rendering.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  ctx: AppContext,
  portalRoot: string,
): Promise<PageRenderer | null> {
  const file = rendererFile(portalRoot);
  if (!file) return null;
  let renderer: PortalRenderer;
  try {
    renderer = (await import(pathToFileURL(file).href)) as PortalRenderer;
  } catch (error) {
    app.log.warn({ err: error }, 'server rendering is off: the portal renderer could not be loaded');
    return null;
  }
  return async (request, path, search) => {
    if (NOT_RENDERED.test(path)) return null;
    const lang = pageLanguage(new URLSearchParams(search), request.headers.cookie);
    const origin = ctx.origin(request);
    const listing = listingOf(path);
    // A listing's page is the same whatever else its query holds (tracking parameters, a shared
    // link's extras): one entry a language, so made-up queries cannot push the other pages out.
    const query = listing ? (lang === 'es' ? '' : `lang=${lang}`) : search;
    const url = query ? `${path}?${query}` : path;
    // The language is part of the key: a cookie can choose it where the address does not.
    const key = `html|${origin}|${lang}|${url}`;
    const propertyId = listing?.kind === 'property' ? listingId(listing.id) : null;
    const cached = await ctx.searchCache.get(key);
    if (cached.body !== undefined) {
      const { state, head, html } = cachedPage(cached.body);
      // A cached page's view counts like the API's (the render read it once, its copies are reads too).
      if (propertyId !== null) ctx.views.record(propertyId);
      return { state, head, html };
    }
    try {
      // The renderer gives up at the timeout itself; this bounds a renderer that would not.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS + 100);
      });
      const page = await Promise.race([
        renderer.render({
          url,
          origin,
          lang,
          fetch: inProcessFetch(app, request),
          timeoutMs: RENDER_TIMEOUT_MS,
        }),
        late,
      ]).finally(() => clearTimeout(timer));
      if (!page) return null;
      const head = (page.head ?? '').replace(/\n/g, ' ');
      void ctx.searchCache.set(key, `${page.state}\n${head}\n${page.html}`, cached.generation);
      return { html: page.html, head, state: page.state };
    } catch (error) {
      app.log.warn({ err: error, path }, 'server rendering failed: the page is sent as the app shell');
      return null;
    }
  };
}

/** A cached page's parts, stored as `state \n head \n html` (the first two hold no line break). */
function cachedPage(body: string): RenderedPage {
  const first = body.indexOf('\n');
  const second = body.indexOf('\n', first + 1);
  return { state: body.slice(0, first), head: body.slice(first + 1, second), html: body.slice(second + 1) };
}

/**
 * A `fetch` answered by this app in process, as the page's visitor would be answered (signed out):
 * the host and forwarding headers and the peer address of the page's own request go with it, so the
 * absolute addresses the API writes (photos) are the page's.
 */
function inProcessFetch(app: FastifyInstance, page: FastifyRequest): typeof fetch {
  const forwarded: Record<string, string> = {};
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for']) {
    const value = page.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  return async (input, init) => {
    const request = new Request(input, init);
    const target = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, ...forwarded },
      remoteAddress: page.socket.remoteAddress ?? '127.0.0.1',
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
