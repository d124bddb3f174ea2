import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';

/** Paths the portal never answers: the API, the socket and the uploaded files have their own 404s. */
const NOT_PORTAL = /^\/(api|ws|media)(\/|$)/;

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes('text/html');
}

/**
 * Serves the built portal (PORTAL_DIR, a Vite `dist/`) at `/`, when the folder exists:
 * its files as they are, and `index.html` for any other page a browser asks for (GET accepting
 * text/html outside /api, /ws and /media), so the SPA's own router draws /properties/12 or
 * /dashboard after a reload. Anything else keeps the API's JSON 404.
 * Answers whether the portal is served.
 */
export async function registerPortal(
  app: FastifyInstance,
  config: Pick<Config, 'portalDir'>,
): Promise<boolean> {
  if (!config.portalDir) return false;
  const root = resolve(config.portalDir);
  if (!existsSync(join(root, 'index.html')) || !statSync(root).isDirectory()) {
    app.log.warn(`PORTAL_DIR ${root} no contiene index.html: el portal no se sirve.`);
    return false;
  }
  const assetsDir = `${join(root, 'assets')}${sep}`;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route per file of the build (it does not change while running); the SPA fallback below
    // owns every other path. A wildcard route here would swallow it.
    wildcard: false,
    index: ['index.html'],
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
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_PORTAL.test(path) || !acceptsHtml(request)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
  app.log.info(`Portal servido desde ${root}`);
  return true;
}
