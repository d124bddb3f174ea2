#!/usr/bin/env node
// The published package.json without the `source` export condition, run by the packages' pack scripts:
//   node ../../scripts/pack-manifest.mjs strip     (prepack, after the build)
//   node ../../scripts/pack-manifest.mjs restore   (postpack; postpublish under `npm publish`)
//
// Why: in the monorepo `source` points vitest, vite, tsx, tsup, Storybook and tsc (customConditions
// in tsconfig.base.json) at the workspaces' TypeScript, so nothing needs a build first. Published, it
// would point a consumer whose own tsconfig or bundler sets a `source` condition at our raw sources,
// type-checked under their options. npm has no per-publish `exports` (publishConfig does not override
// it), so the manifest is rewritten on disk around the packing and put back, byte for byte.
//
// Under `npm publish`, npm re-reads package.json after postpack for the registry's copy of the
// metadata, so there the original comes back at postpublish instead. If a pack or publish stops
// between the two, the next strip (any `npm pack`, e.g. `npm test`'s pack check) puts it back first,
// or run `node scripts/pack-manifest.mjs restore` in the package's folder.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONDITION = 'source';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = process.cwd();
const manifestPath = join(packageDir, 'package.json');
// Under node_modules (ignored by git and never packed), one per package folder.
const backupDir = join(root, 'node_modules/.cache/convive-pack');
const backupPath = join(backupDir, `${basename(packageDir)}.package.json`);

/** `exports` with every `source` condition left out, at any depth. */
function withoutCondition(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== CONDITION)
      .map(([key, inner]) => [key, withoutCondition(inner)]),
  );
}

const serialize = (manifest) => `${JSON.stringify(manifest, null, 2)}\n`;
const stripped = (text) => {
  const manifest = JSON.parse(text);
  if (manifest.exports !== undefined) manifest.exports = withoutCondition(manifest.exports);
  return serialize(manifest);
};

function restore() {
  if (!existsSync(backupPath)) return;
  const original = readFileSync(backupPath, 'utf8');
  const current = readFileSync(manifestPath, 'utf8');
  if (current === stripped(original)) {
    writeFileSync(manifestPath, original);
    // Its time too: `npm start` and the browser tests rebuild the embed when package.json is newer.
    const { atime, mtime } = statSync(backupPath);
    utimesSync(manifestPath, atime, mtime);
  } else {
    // Edited while stripped (a version bump between a failed publish and now): keep the edits, put
    // back only the original `exports`.
    const manifest = JSON.parse(current);
    manifest.exports = JSON.parse(original).exports;
    writeFileSync(manifestPath, serialize(manifest));
    console.warn(`pack-manifest: ${manifestPath} changed while packing; restored its "exports" only`);
  }
  rmSync(backupPath);
}

function strip() {
  restore();
  const original = readFileSync(manifestPath, 'utf8');
  mkdirSync(backupDir, { recursive: true });
  writeFileSync(backupPath, original);
  const { atime, mtime } = statSync(manifestPath);
  utimesSync(backupPath, atime, mtime);
  writeFileSync(manifestPath, stripped(original));
}

const mode = process.argv[2];
const event = process.env.npm_lifecycle_event;
if (mode === 'strip') {
  strip();
} else if (mode === 'restore') {
  // `npm publish` packs (prepack, postpack) and then reads package.json again for the registry:
  // keep it stripped until postpublish.
  if (!(event === 'postpack' && process.env.npm_command === 'publish')) restore();
} else {
  console.error('usage: pack-manifest.mjs strip|restore (in a package folder)');
  process.exit(2);
}
