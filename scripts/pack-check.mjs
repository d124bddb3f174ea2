#!/usr/bin/env node
// `npm test`'s pack check: packs each published package from the tree as a release does (`npm pack`,
// which runs its prepack: the build, then the manifest without the `source` condition) and fails
// when the package would be broken:
// - a file named by `main`, `module`, `types`, `typings`, `customElements` or any `exports` target
//   (read from the packed package.json, the one consumers get) is not in the tarball;
// - such a file under dist/ was not written by this run's prepack (a leftover of an earlier build
//   proves nothing about a clean checkout; CI builds before `npm test`);
// - the packed `exports` still have a `source` condition, or package.json is not back as it was;
// - @arethetypeswrong/cli finds an entry whose types do not resolve (node10, node16, bundler), being
//   ESM only aside.
// It packs for real into a temporary folder rather than `--dry-run`: same lifecycle and file list,
// plus a tarball whose package.json can be read. Prints the time each pack (mostly its build) takes.
// The tarballs are kept in node_modules/.cache/convive-packs/ (sdk.tgz, widgets.tgz): the consumer
// apps' browser test (examples/e2e/consumer-apps.e2e.test.ts) installs exactly what a release ships.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKS_DIR = join(root, 'node_modules', '.cache', 'convive-packs');

/** Published packages, with files their READMEs send people to beyond what package.json names. */
const PACKAGES = [
  { dir: 'packages/sdk', documented: [] },
  {
    dir: 'packages/widgets',
    // Partners load the embed from a CDN serving the npm package (see the widgets README).
    documented: [
      'dist/embed/convive-widgets.js',
      'dist/embed/convive-widgets.iife.js',
      'dist/embed/dev/convive-widgets.js',
    ],
  },
];

/** Every string target of an `exports` value, with the conditions that lead to it. */
function exportTargets(value, path = []) {
  if (typeof value === 'string') return [{ target: value, path }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, [...path, key]));
}

const normalize = (file) => file.replace(/^\.\//, '');

function check({ dir, documented }) {
  const problems = [];
  const packageDir = join(root, dir);
  const manifestPath = join(packageDir, 'package.json');
  const manifestBefore = readFileSync(manifestPath, 'utf8');
  const destination = mkdtempSync(join(tmpdir(), 'convive-pack-'));
  // File times have a coarse resolution on some file systems: allow a second.
  const startedAt = Date.now() - 1000;
  try {
    const started = performance.now();
    const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', destination], {
      cwd: packageDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (pack.status !== 0) {
      return [`npm pack failed (exit ${pack.status}):\n${pack.stderr}${pack.stdout}`];
    }
    // npm prints the scripts' output (the build's) on stdout too, before its JSON array.
    const json = pack.stdout.slice(pack.stdout.lastIndexOf('\n[\n') + 1);
    const [result] = JSON.parse(json);
    const files = new Set(result.files.map((file) => file.path));
    console.log(`${result.name}: packed ${files.size} files (${result.size} bytes) in ${seconds} s`);

    const tar = spawnSync('tar', ['-xzOf', join(destination, result.filename), 'package/package.json'], {
      encoding: 'utf8',
    });
    if (tar.status !== 0) return [`cannot read package.json from the tarball: ${tar.stderr}`];
    const packed = JSON.parse(tar.stdout);

    const named = [];
    for (const field of ['main', 'module', 'types', 'typings', 'customElements']) {
      if (typeof packed[field] === 'string') named.push({ file: packed[field], by: field });
    }
    for (const { target, path } of exportTargets(packed.exports)) {
      named.push({ file: target, by: `exports[${path.map((key) => JSON.stringify(key)).join('][')}]` });
      if (path.includes('source')) problems.push(`the packed exports keep a "source" condition (${target})`);
    }
    for (const file of documented) named.push({ file, by: 'the README' });

    for (const { file, by } of named) {
      const path = normalize(file);
      if (path.includes('*')) {
        problems.push(`${by}: pattern ${file} is not checked by this script`);
      } else if (!files.has(path)) {
        problems.push(`${by}: ${file} is not in the package`);
      } else if (path.startsWith('dist/') && statSync(join(packageDir, path)).mtimeMs < startedAt) {
        problems.push(`${by}: ${file} was not written by the prepack build`);
      }
    }
    if (readFileSync(manifestPath, 'utf8') !== manifestBefore) {
      problems.push('package.json is not as it was before packing (postpack did not restore it)');
    }
    // Are the types wrong? Every entry's declarations must resolve under node10, node16 and bundler;
    // the one documented exception is being ESM only (a CommonJS `require` cannot load it). The
    // manifest JSON is data for tools, found through package.json's `customElements`, not imported.
    const attw = spawnSync(
      'npx',
      [
        'attw',
        join(destination, result.filename),
        '--ignore-rules',
        'cjs-resolves-to-esm',
        '--exclude-entrypoints',
        './custom-elements.json',
        '--format',
        'table-flipped',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (attw.status !== 0)
      problems.push(`@arethetypeswrong/cli found problems:\n${attw.stdout}${attw.stderr}`);
    mkdirSync(PACKS_DIR, { recursive: true });
    const kept = join(PACKS_DIR, `${dir.split('/').pop()}.tgz`);
    if (problems.length === 0) copyFileSync(join(destination, result.filename), kept);
    else rmSync(kept, { force: true });
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
  return problems;
}

const started = performance.now();
let failed = false;
for (const pkg of PACKAGES) {
  const problems = check(pkg);
  for (const problem of problems) console.error(`✗ ${pkg.dir}: ${problem}`);
  failed ||= problems.length > 0;
}
console.log(`pack check: ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
