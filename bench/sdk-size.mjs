#!/usr/bin/env node
// `npm run bench:sdk` — bytes of the published @convive/sdk, and what a partner's bundle keeps of it.
//
// Builds the sdk (`npm run build -w @convive/sdk`), then prints raw and gzip (zlib level 9) bytes of:
//   - the whole packages/sdk/dist/index.js, as published;
//   - a consumer that imports one pure rule every partner uses (`priceText`, the '850 €/mes' formatter);
//   - a consumer that imports only `createClient`.
// Each consumer is bundled by esbuild from `import {x} from '@convive/sdk'; console.log(x)` (bundle,
// minify, ESM, platform browser), resolving the package as a partner would (its dist, through `exports`).
// External is only what the sdk's own build leaves external (its dependencies and peer dependencies:
// ky, zod), so these rows count the sdk's code only, like dist/index.js; the "+ deps" rows bundle
// everything, which is what a partner's page actually loads.
// `--no-build` measures the existing dist.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sdkDir = join(root, 'packages/sdk');
const sdkPackage = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8'));
/** What tsup leaves out of the sdk's dist: its dependencies and peer dependencies, with their subpaths. */
const sdkExternals = Object.keys({ ...sdkPackage.dependencies, ...sdkPackage.peerDependencies }).flatMap(
  (name) => [name, `${name}/*`],
);
const RULE = 'priceText';
const CLIENT = 'createClient';

if (!process.argv.includes('--no-build')) {
  console.log('Building the sdk…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@convive/sdk'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(1);
}

function sizes(label, bytes) {
  return { label, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** A consumer importing `name` from '@convive/sdk', bundled and minified; `external` as given. */
async function consumer(label, name, external) {
  const result = await build({
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    external,
    stdin: {
      contents: `import { ${name} } from '@convive/sdk'; console.log(${name});`,
      resolveDir: root,
      loader: 'js',
    },
  });
  return sizes(label, Buffer.concat(result.outputFiles.map((file) => Buffer.from(file.contents))));
}

const rows = [
  sizes('packages/sdk/dist/index.js (whole)', readFileSync(join(sdkDir, 'dist/index.js'))),
  await consumer(`consumer of { ${RULE} }`, RULE, sdkExternals),
  await consumer(`consumer of { ${CLIENT} }`, CLIENT, sdkExternals),
  await consumer(`consumer of { ${RULE} } + deps`, RULE, []),
  await consumer(`consumer of { ${CLIENT} } + deps`, CLIENT, []),
];

const fmt = (n) => n.toLocaleString('en-US');
console.log(
  `\n@convive/sdk ${sdkPackage.version} — bytes; gzip level 9; external: ${sdkExternals.join(', ')}`,
);
console.log('what'.padEnd(40), 'raw'.padStart(10), 'gzip'.padStart(9));
for (const row of rows)
  console.log(row.label.padEnd(40), fmt(row.raw).padStart(10), fmt(row.gzip).padStart(9));
