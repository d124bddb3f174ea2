/**
 * Writes what is generated from the element registry: dist/custom-elements.json (the Custom Elements
 * Manifest the package ships, named in package.json's `customElements`) and src/elements/types.ts
 * (the elements' TypeScript declarations, formatted with Biome) and the README's table of elements:
 * `npm run cem -w @convive/widgets`.
 * The library build runs it with `--manifest-only` after Vite (which empties dist); tests fail when
 * the committed types.ts or README table is stale.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementsMarkdownTable } from '../src/elements/custom-elements-manifest';
import { elementTypesText } from './element-types';
import { packageManifestText, type ThemeTokenDoc } from './manifest';

const manifestFile = fileURLToPath(new URL('../dist/custom-elements.json', import.meta.url));
const typesFile = fileURLToPath(new URL('../src/elements/types.ts', import.meta.url));
const readmeFile = fileURLToPath(new URL('../README.md', import.meta.url));
/** The comment above the README's elements table; the table runs to the next blank line. */
const README_TABLE_MARK = '<!-- Generated from ELEMENT_REGISTRY (elementsMarkdownTable). -->';

/** The theme tokens' table, when the package has one: each custom property's description. */
async function themeTokens(): Promise<readonly ThemeTokenDoc[] | undefined> {
  const table = '../src/styles/themeTokens.ts';
  try {
    const module = (await import(table)) as { THEME_TOKENS?: readonly ThemeTokenDoc[] };
    return module.THEME_TOKENS;
  } catch {
    return undefined;
  }
}

mkdirSync(dirname(manifestFile), { recursive: true });
writeFileSync(manifestFile, packageManifestText(await themeTokens()));
console.log(`Wrote ${manifestFile}`);

// The build writes the manifest only: a stale types.ts must fail its test, not be fixed in CI.
if (process.argv.includes('--manifest-only')) process.exit(0);

writeFileSync(typesFile, elementTypesText());
const format = spawnSync('npx', ['biome', 'format', '--write', typesFile], { stdio: 'inherit' });
if (format.status !== 0) process.exit(format.status ?? 1);
console.log(`Wrote ${typesFile}`);

const readme = readFileSync(readmeFile, 'utf8');
const start = readme.indexOf(README_TABLE_MARK);
if (start < 0) throw new Error(`README.md has no ${README_TABLE_MARK}`);
const tableStart = start + README_TABLE_MARK.length + 1;
const tableEnd = readme.indexOf('\n\n', tableStart);
writeFileSync(
  readmeFile,
  `${readme.slice(0, tableStart)}${elementsMarkdownTable()}${readme.slice(tableEnd < 0 ? readme.length : tableEnd)}`,
);
console.log(`Wrote the elements table of ${readmeFile}`);
