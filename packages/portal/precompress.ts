import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { writePrecompressed } from '../../scripts/lib/compress.mjs';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Smaller files gain nothing from compression. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at build time: the server
 * (`@fastify/static` with `preCompressed`) sends the best one the browser accepts, with no
 * compression work per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'convive:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const visit = (dir: string) => {
        for (const entry of readdirSync(dir)) {
          const path = join(dir, entry);
          const stat = statSync(path);
          if (stat.isDirectory()) visit(path);
          else if (COMPRESSIBLE.test(entry) && !entry.endsWith('.map') && stat.size >= MIN_BYTES) {
            writePrecompressed(path);
          }
        }
      };
      visit(outDir);
    },
  };
}
