#!/usr/bin/env node
// `npm run bench:bundle` — bytes of the <convive-…> embed bundle that partner pages load.
//
// Builds the embed (`npm run build:embed -w @convive/widgets`), then prints raw, gzip (zlib level 9)
// and brotli (quality 11) bytes for:
//   - the embed entry, dist/embed/convive-widgets.js (with any chunk it imports statically);
//   - a page that uses only <convive-property-grid>: the entry, the grid element's chunk and every
//     chunk either imports statically, transitively (read from Vite's manifest);
//   - the classic-script build, dist/embed/convive-widgets.iife.js (one file, every element);
//   - each element: its chunk and the chunks it imports statically.
// Each file is compressed on its own, as a server sends it, and the sizes are summed.
// Target: the grid-only page loads at most 80 KB (81,920 bytes) gzip of JavaScript, React included.
// `--no-build` measures the existing dist/embed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const embedDir = join(root, 'packages/widgets/dist/embed');
const ENTRY = 'src/embed/index.ts';
const ELEMENT_SOURCE = /^src\/elements\/(convive-[a-z-]+)\.tsx?$/;
const GRID_TAG = 'convive-property-grid';
const TARGET_GZIP_BYTES = 80 * 1024;

if (!process.argv.includes('--no-build')) {
  console.log('Building the embed…');
  const build = spawnSync('npm', ['run', 'build:embed', '-w', '@convive/widgets'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

/** @type {Record<string, { file: string; imports?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(join(embedDir, '.vite/manifest.json'), 'utf8'));
if (!manifest[ENTRY]) throw new Error(`the manifest has no entry ${ENTRY}`);

/** The files a browser fetches for these manifest keys: each chunk and its static imports, transitively. */
function filesOf(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const key of keys) visit(key);
  return [...files];
}

function measure(label, files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(embedDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length;
  }
  return { label, files, raw, gzip, brotli };
}

const elements = Object.keys(manifest)
  .map((key) => [key, ELEMENT_SOURCE.exec(key)?.[1]])
  .filter(([, tag]) => tag)
  .sort(([, a], [, b]) => a.localeCompare(b));
const gridKey = elements.find(([, tag]) => tag === GRID_TAG)?.[0];
if (!gridKey) throw new Error(`the manifest has no chunk for <${GRID_TAG}>`);

const grid = measure(`page with only <${GRID_TAG}>`, filesOf([ENTRY, gridKey]));
const pages = [
  measure('embed entry (convive-widgets.js + imports)', filesOf([ENTRY])),
  grid,
  measure('classic script (convive-widgets.iife.js)', ['convive-widgets.iife.js']),
];
const perElement = elements.map(([key, tag]) => measure(`  <${tag}>`, filesOf([key])));

const fmt = (n) => n.toLocaleString('en-US');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nEmbed bundle — bytes; gzip level 9, brotli quality 11; each file compressed on its own');
console.log(
  'what'.padEnd(46),
  'files'.padStart(5),
  'raw'.padStart(10),
  'gzip'.padStart(9),
  'brotli'.padStart(9),
  'gzip KB'.padStart(9),
);
const print = (row) =>
  console.log(
    row.label.padEnd(46),
    String(row.files.length).padStart(5),
    fmt(row.raw).padStart(10),
    fmt(row.gzip).padStart(9),
    fmt(row.brotli).padStart(9),
    kb(row.gzip).padStart(9),
  );
pages.forEach(print);
console.log('each element (its chunk + the chunks it imports statically):');
perElement.forEach(print);
console.log(`\ngrid-only page loads: ${grid.files.join(', ')}`);
const ok = grid.gzip <= TARGET_GZIP_BYTES;
console.log(
  `target (page with only <${GRID_TAG}> ≤ 80 KB gzip, React included): ${ok ? 'met' : 'NOT met'} — ${kb(grid.gzip)}`,
);
process.exit(ok ? 0 : 1);
