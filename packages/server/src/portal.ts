import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Language, PAGES } from '@convive/sdk';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withAppLoader } from './appLoader';
import { BROTLI_QUALITY } from './compression';
import type { Config } from './config';
import type { AppContext } from './context';
import { bytesOf, insertBefore, replaceFirst } from './html';
import { withNoScriptNotice } from './noScriptNotice';
import { etagOf, notModified, pageHead, pageLanguage, withHead } from './pageHead';
import { loadPageRenderer, type RenderedPage } from './serverRender';
import { SizedLru } from './services/sizedLru';

/**
 * Paths the portal never answers: the API, the socket, the uploaded files, the link previews and the
 * embed have their own 404s.
 */
const NOT_PORTAL = /^\/(api|ws|media|og|embed)(\/|$)/;

/** A form of a public page is small; more is refused before it is read. */
const FORM_BODY_LIMIT = 64 * 1024;

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/html');
}

/** A path that names a file (`/favicon.ico`, `/assets/x.js`): a missing one is a 404, never a page. */
const FILE_PATH = /(^\/assets\/)|(\.[a-z0-9]+$)/i;

/**
 * Whether a GET is for a page: a browser's (it accepts text/html), or one that names no type (no
 * Accept, or `*\/*`: curl, and the crawlers and link-preview fetchers that send that) for a path
 * that is not a file's. A browser's `*\/*` for a script or an image goes to a file's path, so a
 * missing file stays a 404 and never an HTML page.
 */
function wantsPage(request: FastifyRequest, path: string): boolean {
  if (acceptsHtml(request)) return true;
  const accept = (request.headers.accept ?? '').trim();
  const anyType = accept === '' || accept.split(',').some((type) => type.trim().startsWith('*/*'));
  return anyType && !FILE_PATH.test(path);
}

/** One route's files, as the portal's build lists them in `route-preloads.json`. */
interface RoutePreload {
  pattern: string;
  scripts: string[];
  styles: string[];
}

const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

function readRoutePreloads(root: string): { pattern: RegExp; scripts: string[]; styles: string[] }[] {
  const file = join(root, 'route-preloads.json');
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[];
  return entries.map((entry) => ({
    pattern: new RegExp(entry.pattern),
    // Only the build's own asset paths ever reach the page.
    scripts: entry.scripts.filter((path) => ASSET_PATH.test(path)),
    styles: entry.styles.filter((path) => ASSET_PATH.test(path)),
  }));
}

/** The dashboard's paths: the app judges them (they need the session), so every one is a page. */
const DASHBOARD_PATH = new RegExp(`^${PAGES.dashboard.path}(/|$)`, 'i');

/**
 * Whether the portal has a page at a path, by the build's own route table (`route-preloads.json`
 * lists a pattern for each route of the portal's `routes.tsx`, its catch-all left out): any other
 * path is the catch-all's not-found screen, answered 404 so crawlers and links see it is not a page.
 * A build without that file cannot tell: every path is a page then, as before.
 */
function pageExists(root: string): (path: string) => boolean {
  // The router matches paths in any letter case, so these do too.
  const patterns = readRoutePreloads(root).map((route) => new RegExp(route.pattern.source, 'i'));
  if (patterns.length === 0) return () => true;
  return (path) => DASHBOARD_PATH.test(path) || patterns.some((pattern) => pattern.test(path));
}

/**
 * `index.html` for a path: with `<link rel="modulepreload">` and style preloads for the files that path's
 * screen loads (from the build's `route-preloads.json`), so a first visit fetches the screen's code
 * together with the entry instead of one round trip after it. For the app's shell, the styles are
 * preloads, not style sheets: they would hold the first paint of the shell, and the screen's code
 * (Vite's preload helper) applies them, waiting for them, before the screen renders. A page rendered
 * on the server shows the screen at once: there they are style sheets (the helper then finds them in
 * place). Cached per matching route.
 */
function pageFor(root: string) {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const routes = readRoutePreloads(root);
  const cache = new Map<string, string>();
  /** `rendered`: the page's HTML is in it (server rendering), so its styles are style sheets. */
  return (path: string, rendered = false): string => {
    const index = routes.findIndex((route) => route.pattern.test(path));
    const key = `${index}|${rendered}`;
    let page = cache.get(key);
    if (!page) {
      const route = routes[index];
      const tags = [
        ...(route?.styles ?? [])
          .filter((href) => !html.includes(href))
          .map((href) =>
            rendered
              ? `<link rel="stylesheet" crossorigin href="${href}">`
              : `<link rel="preload" as="style" crossorigin href="${href}">`,
          ),
        ...(route?.scripts ?? [])
          .filter((href) => !html.includes(href))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ];
      page = tags.length ? insertBefore(html, '</head>', `  ${tags.join('\n    ')}\n  `) : html;
      if (rendered) page = withAppLoader(withInlineStyles(root, page));
      cache.set(key, page);
    }
    return page;
  };
}

const STYLE_SHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;
/** Style sheets up to this size are put in the page. */
const INLINE_STYLE_LIMIT = 32 * 1024;

/**
 * A rendered page's style sheets, in the page: the first paint waits for no other request (a
 * phone's round trip each, the most of what it waits for once the HTML is in). Each stays named by
 * a disabled `<link>`, which the browser does not fetch, and in which the app's loader (Vite's)
 * finds the sheet in place when a screen asks for it. The sheets are small (the portal's and a
 * screen's, 10–15 KB each before compression); a larger one stays a link.
 */
function withInlineStyles(root: string, page: string): string {
  return page.replace(STYLE_SHEET, (link, href: string) => {
    const file = join(root, href);
    if (!existsSync(file) || statSync(file).size > INLINE_STYLE_LIMIT) return link;
    const css = readFileSync(file, 'utf8');
    if (css.includes('</')) return link;
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
}

/**
 * Serves the built portal (PORTAL_DIR, a Vite `dist/`) at `/`, when the folder exists:
 * its files as they are, and `index.html` for any other page asked for (`wantsPage`, outside /api,
 * /ws, /media, /og and /embed), so the SPA's own router draws /properties/12 or
 * /dashboard after a reload. Anything else keeps the API's JSON 404.
 * Answers whether the portal is served.
 */
export async function registerPortal(
  app: FastifyInstance,
  config: Pick<Config, 'portalDir'>,
  ctx?: AppContext,
): Promise<boolean> {
  if (!config.portalDir) return false;
  const root = resolve(config.portalDir);
  if (!existsSync(join(root, 'index.html')) || !statSync(root).isDirectory()) {
    app.log.warn(`PORTAL_DIR ${root} no contiene index.html: el portal no se sirve.`);
    return false;
  }
  const assetsDir = `${join(root, 'assets')}${sep}`;
  const page = pageFor(root);
  const exists = pageExists(root);
  const assembled = assembledPages();
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route per file of the build (it does not change while running); the SPA fallback below
    // owns every other path, `/` included. A wildcard route here would swallow it.
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside its text files (packages/portal/precompress.ts).
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Vite's assets have content hashes in their names: cache them for good. The page itself must
      // be revalidated, or a deploy would not reach browsers.
      reply.header(
        'cache-control',
        path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const renderPage = ctx ? await loadPageRenderer(app, ctx, root) : null;
  app.get('/*', async (request, reply) => {
    const [path = '/', search = ''] = request.url.split('?', 2);
    if (NOT_PORTAL.test(path) || (path !== '/' && !wantsPage(request, path))) return reply.callNotFound();
    // The public pages' head (pageHead.ts): their tags, and a listing's 404 or 410 (the SPA shows its
    // not-found screen, as it does for the API's 404); a path no route of the portal has is a 404 too.
    const renderStarted = performance.now();
    const [head, rendered] = await Promise.all([
      ctx ? pageHead(ctx, request, path, new URLSearchParams(search)) : null,
      renderPage ? renderPage(request, path, search) : null,
    ]);
    // How long the page took (head and render, from the cache or not): the bench reads it.
    const took = performance.now() - renderStarted;
    const lang = pageLanguage(new URLSearchParams(search), request.headers.cookie);
    const { body, etag } = assembled(`${lang}|${path}?${search}`, {
      template: rendered ? page(path, true) : page(path),
      rendered,
      lang,
      tags: head?.tags,
    });
    const status = head?.status ?? (exists(path) ? 200 : 404);
    // Revalidated on every load (no-cache), answered 304 while the page is the same: a deploy changes
    // the template, a write the head (the search cache's invalidation drops it).
    reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('server-timing', `render;dur=${took.toFixed(1)}${rendered ? '' : ';desc="shell"'}`);
    if (status === 200 && notModified(request, etag)) return reply.code(304).send();
    reply.code(status).type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request);
    if (!encoding) return reply.send(body);
    // A page sent before (the same ETag) goes out as compressed then: a cached page costs no brotli.
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(await compressedPages.get(etag, encoding, body));
  });
  await app.register(async (forms) => {
    // A form the server rendered and the visitor sent before the app ran: the app's forms are posts
    // (a password never goes into an address, a log or a Referer), sent nowhere but the page itself.
    // The page is loaded again; what was sent is not read, so nothing of it is kept or logged.
    // (A form's default encoding; the app's page forms use no other. Text and multipart bodies have
    // the server's own parsers, and this route reads neither.)
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
      (_request, _body, done) => done(null, null),
    );
    forms.post('/*', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      const [path = '/'] = request.url.split('?', 1);
      if (NOT_PORTAL.test(path) || !acceptsHtml(request)) return reply.callNotFound();
      // The same page on this site: leading slashes and backslashes are one, so `//other.site/`
      // (which a browser reads as another host) cannot turn this into a redirect elsewhere.
      return reply.redirect(request.url.replace(/^[/\\]+/, '/'), 303);
    });
  });
  app.log.info(
    `Portal servido desde ${root}${renderPage ? ', con las páginas públicas renderizadas en el servidor' : ''}`,
  );
  return true;
}

/** What a page is put together from: the template, the screen rendered in it, its language and head. */
interface PageParts {
  template: string;
  rendered: RenderedPage | null;
  lang: Language;
  tags: string | undefined;
}

/**
 * Pages put together, with their ETags, by address: a page answered from the caches (the same
 * rendered screen and head) is not assembled and hashed again (~60 KB of string work and a SHA-1
 * each, much of a cached page's time). The parts are compared by content, which V8 answers at once
 * for the same string and with one pass for an equal one; any new part makes a new page. The most
 * recent addresses are kept, a hundred at most and within `maxBytes` (the addresses are the
 * visitors' own: their count alone does not bound the memory).
 */
export function assembledPages(max = 100, maxBytes = 16 * 1024 * 1024) {
  const pages = new SizedLru<PageParts & { body: string; etag: string }>(max, maxBytes);
  const assemble = (address: string, parts: PageParts): { body: string; etag: string } => {
    const known = pages.get(address);
    if (
      known &&
      known.template === parts.template &&
      known.lang === parts.lang &&
      known.tags === parts.tags &&
      known.rendered?.html === parts.rendered?.html &&
      known.rendered?.head === parts.rendered?.head &&
      known.rendered?.state === parts.rendered?.state
    )
      return known;
    const shell = withLanguage(
      parts.rendered ? withRendered(parts.template, parts.rendered) : parts.template,
      parts.lang,
    );
    const body = parts.tags !== undefined ? withHead(shell, parts.tags) : shell;
    const made = { ...parts, body, etag: etagOf(body) };
    // The template is shared by every page; the rest is this page's own.
    const own =
      bytesOf(address) +
      bytesOf(body) +
      bytesOf(parts.tags ?? '') +
      bytesOf(parts.rendered?.html ?? '') +
      bytesOf(parts.rendered?.head ?? '') +
      bytesOf(parts.rendered?.state ?? '');
    pages.set(address, made, own);
    return made;
  };
  return Object.assign(assemble, { cache: pages });
}

/** The page's language on its <html> element (the template says Spanish); screen readers read it. */
function withLanguage(html: string, lang: Language): string {
  return lang === 'es'
    ? html
    : withNoScriptNotice(replaceFirst(html, '<html lang="es">', `<html lang="${lang}">`), lang);
}

/** br when the browser takes it (every current one), else gzip, else none; a `;q=0` refuses. */
function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  const accepted = new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * The pages last sent, compressed, by ETag and encoding: the same page (a cached render, the same
 * head) is not compressed again for the next visitor. Compressed as @fastify/compress does the other
 * answers (brotli quality 4); a few hundred pages, 8 MB at most (counted at the page's size until its
 * compression is done).
 */
const compressedPages = (() => {
  const pages = new SizedLru<Promise<Buffer>>(300, 8 * 1024 * 1024);
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    get(etag: string, encoding: 'br' | 'gzip', body: string): Promise<Buffer> {
      const key = `${encoding}|${etag}`;
      const known = pages.get(key);
      if (known) return known;
      const page =
        encoding === 'br'
          ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipped(body);
      pages.set(key, page, body.length);
      page.then(
        (compressed) => pages.get(key) === page && pages.resize(key, compressed.length),
        () => pages.delete(key),
      );
      return page;
    },
  };
})();

const APP_START = '<!--app-->';
const APP_END = '<!--/app-->';

/** The page's HTML in `#root` (instead of the loading shell), and the state it hydrates from. */
export function withRendered(template: string, page: RenderedPage): string {
  const start = template.indexOf(APP_START);
  const end = template.indexOf(APP_END);
  if (start < 0 || end < start) return template;
  let html = `${template.slice(0, start)}${page.html}${template.slice(end + APP_END.length)}`;
  // The template's own </head>, the first: the page's text comes after it.
  const head = page.head ? html.indexOf('</head>') : -1;
  if (head >= 0) html = `${html.slice(0, head)}${page.head}\n  ${html.slice(head)}`;
  // The template's </body>: the last one (the renderer escapes the page's text, which cannot close it).
  const body = html.lastIndexOf('</body>');
  return body < 0 ? html : `${html.slice(0, body)}${page.state}\n  ${html.slice(body)}`;
}
