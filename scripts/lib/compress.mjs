// Build-time compression shared by the portal's build (packages/portal/precompress.ts) and the partner
// embed's (packages/widgets/vite.embed.config.ts): the server sends these files as they are
// (`@fastify/static` with `preCompressed`), with no compression work per request.
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes `path.gz` (zlib level 9) and `path.br` (brotli quality 11) beside the file at `path`. */
export function writePrecompressed(path) {
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
