#!/usr/bin/env node
// A tiny static server for the partner-site example, with no dependencies (node:http):
//   /            → index.html, its API base placeholder replaced by API_BASE, with a strict
//                  Content-Security-Policy (no 'unsafe-inline'): what a careful partner sends
//   /embed/…     → the built embed, packages/widgets/dist/embed (npm run build:embed -w @convive/widgets)
//   anything else → files of this folder
// Environment: PORT (default 5500), HOST (default 127.0.0.1), API_BASE (default http://localhost:8080/api).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const embedDir = resolve(here, '..', '..', 'packages', 'widgets', 'dist', 'embed');
const PLACEHOLDER = '__CONVIVE_API_BASE__';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** `relative` inside `base`, or null when it would leave it (../) or is not a file. */
function fileIn(base, relative) {
  const path = normalize(join(base, relative));
  if (path !== base && !path.startsWith(base + sep)) return null;
  return existsSync(path) && statSync(path).isFile() ? path : null;
}

/** The page with its API base in place; the value is HTML-attribute escaped. */
function page(apiBase) {
  const escaped = apiBase.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return readFileSync(join(here, 'index.html'), 'utf8').replaceAll(PLACEHOLDER, escaped);
}

/**
 * The page's Content-Security-Policy: scripts and styles only from this origin (the embed is served
 * here under /embed/), calls and the bell's socket to the API, pictures from the API and data: URLs.
 */
export function partnerSiteCsp(apiBase) {
  const api = new URL(apiBase);
  const socket = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${api.origin} ${socket}`,
    `img-src 'self' ${api.origin} data:`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function createPartnerSiteServer({ apiBase = 'http://localhost:8080/api' } = {}) {
  const csp = partnerSiteCsp(apiBase);
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end('Bad request');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (pathname === '/' || pathname === '/index.html') {
      const body = page(apiBase);
      response.writeHead(200, {
        'content-type': TYPES['.html'],
        'cache-control': 'no-store',
        'content-security-policy': csp,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const file = pathname.startsWith('/embed/')
      ? fileIn(embedDir, pathname.slice('/embed/'.length))
      : fileIn(here, pathname.slice(1));
    if (!file || file.endsWith('.mjs') || file.endsWith('.ts')) {
      const hint = pathname.startsWith('/embed/') && !existsSync(embedDir) ? ' (build the embed first)' : '';
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Not found${hint}`);
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT || 5500);
  const host = process.env.HOST || '127.0.0.1';
  const apiBase = process.env.API_BASE || 'http://localhost:8080/api';
  if (!existsSync(join(embedDir, 'convive-widgets.js'))) {
    console.warn('Aviso: falta el embed compilado. Ejecuta `npm run build:embed -w @convive/widgets`.');
  }
  const server = createPartnerSiteServer({ apiBase });
  server.listen(port, host, () => {
    const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
    console.log(`Inmobiliaria Sol de Levante en http://${shown}:${port}/ (API ${apiBase})`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
