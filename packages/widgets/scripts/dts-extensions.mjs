#!/usr/bin/env node
// Gives every relative import of the emitted declarations (dist/**/*.d.ts) the extension Node's ESM
// resolution needs: `./core/context` → `./core/context.js`, `./i18n` → `./i18n/index.js`. The sources
// import without extensions (fine for bundlers, and for tsc under moduleResolution bundler), and tsc
// copies specifiers as written; a consumer on moduleResolution node16/nodenext then cannot follow
// them, and with skipLibCheck every type behind them silently becomes `any`. Run by `build:lib` after
// tsc; a specifier that matches no declaration file fails the build rather than ship unresolved.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// `from '…'` (imports and re-exports), `import('…')` (types tsc inlines) and `import '…'`.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?(?:\/[^'"]*)?)\2/g;

function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // dist/embed is the embed build's (scripts, no declarations).
    if (entry.isDirectory()) return entry.name === 'embed' ? [] : declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const problems = [];
let rewritten = 0;
for (const file of declarationFiles(dist)) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(SPECIFIER, (match, before, quote, specifier) => {
    if (/\.(?:m|c)?js$|\.json$/.test(specifier)) return match;
    const base = join(dirname(file), specifier);
    let resolved;
    if (existsSync(`${base}.d.ts`)) resolved = `${specifier}.js`;
    else if (existsSync(join(base, 'index.d.ts'))) resolved = `${specifier.replace(/\/$/, '')}/index.js`;
    if (!resolved) {
      problems.push(`${relative(dist, file)}: no declaration file for '${specifier}'`);
      return match;
    }
    rewritten += 1;
    return `${before}${quote}${resolved}${quote}`;
  });
  if (out !== text) writeFileSync(file, out);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`dts-extensions: ${rewritten} relative imports given their .js extension`);
