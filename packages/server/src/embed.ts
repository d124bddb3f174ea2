import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

/** A chunk whose name carries its content hash (`grid-B3x9aQ1c.js`): it never changes. */
const HASHED = /-[\w-]{8,}\.js(\.br|\.gz)?$/;

/** How long a partner page may keep the entry before asking again: a deploy reaches it this soon. */
const ENTRY_MAX_AGE_S = 300;

/**
 * Serves the partner embed (EMBED_DIR, `packages/widgets/dist/embed`) at `/embed/`: the script a
 * partner's page loads with `<script type="module" src="https://convive.es/embed/convive-widgets.js">`
 * (or the classic `convive-widgets.iife.js`), and the chunks it imports. Any origin may load them
 * (module scripts from another origin are CORS requests; the CORS hook answers `/embed/` too).
 * Hashed chunks are cached for good; the entries for a few minutes. Answers whether it is served.
 */
export async function registerEmbed(
  app: FastifyInstance,
  config: Pick<Config, 'embedDir'>,
): Promise<boolean> {
  if (!config.embedDir) return false;
  const root = resolve(config.embedDir);
  if (!existsSync(join(root, 'convive-widgets.js')) || !statSync(root).isDirectory()) {
    app.log.warn(`EMBED_DIR ${root} no contiene convive-widgets.js: los elementos no se sirven.`);
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/embed/',
    // A second @fastify/static instance (the portal has the first): no second reply.sendFile.
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The build's manifest is for the bench, not for browsers.
    allowedPath: (path) => !path.includes('/.'),
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        HASHED.test(path) ? 'public, max-age=31536000, immutable' : `public, max-age=${ENTRY_MAX_AGE_S}`,
      );
    },
  });
  app.log.info(`Elementos para socios servidos desde ${root} en /embed/`);
  return true;
}
