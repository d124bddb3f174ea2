#!/usr/bin/env node
// `npm run bench:packages` — what the published @convive/sdk and @convive/widgets cost a partner.
//
// Builds both packages (`npm run build -w …`; `--no-build` measures the existing dist), runs
// publint on each, then bundles small consumers of their dist with esbuild (bundle, minify, ESM,
// platform browser; resolved as a partner resolves them, through `exports`) and prints raw and gzip
// (zlib level 9) bytes:
//   sdk:     everything (`import * as sdk`); one pure rule every partner uses (`priceText`, the
//            '850 €/mes' formatter); `createClient` alone; and the last two with ky and zod bundled,
//            which is what a page loads.
//   widgets: everything; `PropertyGrid` alone — React and React DOM left out (a partner's React
//            app has them), everything else (sdk, zod, ky, zustand) bundled in.
// The one-rule consumer is the figure the sdk's build is judged by: one module per source module and
// `sideEffects: false`, so a bundler keeps only what is imported.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['sdk', 'widgets'];

for (const name of PACKAGES) {
  const dir = join(root, 'packages', name);
  if (!process.argv.includes('--no-build')) {
    console.log(`Building @convive/${name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', `@convive/${name}`], {
      cwd: root,
      stdio: 'ignore',
    });
    if (result.status !== 0) {
      console.error(
        `the build of @convive/${name} failed: run \`npm run build -w @convive/${name}\` to see why`,
      );
      process.exit(1);
    }
  }
  const lint = spawnSync('npx', ['publint'], { cwd: dir, encoding: 'utf8' });
  const verdict = lint.status === 0 && /All good/.test(lint.stdout) ? 'All good' : lint.stdout + lint.stderr;
  console.log(`publint @convive/${name}: ${verdict.trim()}`);
}

const withSubpaths = (names) => names.flatMap((n) => [n, `${n}/*`]);
const REACT = withSubpaths(['react', 'react-dom']);
const SDK_DEPS = withSubpaths(['ky', 'zod']);

/** A consumer importing `what` ('*' or one name) from `pkg`, bundled and minified. */
async function consumer(label, pkg, what, external) {
  const contents =
    what === '*'
      ? `import * as all from '${pkg}'; console.log(all);`
      : `import { ${what} } from '${pkg}'; console.log(${what});`;
  const result = await build({
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    external,
    loader: { '.css': 'empty' },
    stdin: { contents, resolveDir: root, loader: 'js' },
  });
  const bytes = Buffer.concat(result.outputFiles.map((file) => Buffer.from(file.contents)));
  return { label, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const rows = [
  await consumer('sdk: everything (ky, zod left out)', '@convive/sdk', '*', SDK_DEPS),
  await consumer('sdk: { priceText }', '@convive/sdk', 'priceText', SDK_DEPS),
  await consumer('sdk: { createClient } (ky, zod left out)', '@convive/sdk', 'createClient', SDK_DEPS),
  await consumer('sdk: { priceText } + deps', '@convive/sdk', 'priceText', []),
  await consumer('sdk: { createClient } + deps', '@convive/sdk', 'createClient', []),
  await consumer('widgets: everything (React left out)', '@convive/widgets', '*', REACT),
  await consumer('widgets: { PropertyGrid } (React left out)', '@convive/widgets', 'PropertyGrid', REACT),
];

const version = (name) =>
  JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')).version;
const fmt = (n) => n.toLocaleString('en-US');
console.log(
  `\n@convive/sdk ${version('sdk')}, @convive/widgets ${version('widgets')} — bytes of a minified consumer bundle; gzip level 9`,
);
console.log('what'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(9));
for (const row of rows)
  console.log(row.label.padEnd(44), fmt(row.raw).padStart(10), fmt(row.gzip).padStart(9));
