import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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
            const data = readFileSync(path);
            writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
            writeFileSync(
              `${path}.br`,
              brotliCompressSync(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
            );
          }
        }
      };
      visit(outDir);
    },
  };
}
