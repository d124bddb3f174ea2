import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';
import { THEME_TOKENS } from './themeTokens';

// Every stylesheet of the package, as written (read from disk: Vitest does not load CSS).
const SRC = join(__dirname, '..');
const sheets: Record<string, string> = Object.fromEntries(
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, readFileSync(join(SRC, file), 'utf8')]),
);
const tokensCss = sheets[join('styles', 'tokens.css')] ?? '';

const byName = new Map(THEME_TOKENS.map((token) => [token.name, token]));

/** Each `var(--convive-…` use with its fallback: the name, and the text up to the matching ')'. */
function usesOf(css: string): { name: string; fallback: string | null }[] {
  const uses: { name: string; fallback: string | null }[] = [];
  for (const match of css.matchAll(/var\((--convive-[a-z-]+)/g)) {
    const name = match[1] as string;
    let i = (match.index ?? 0) + match[0].length;
    if (css[i] !== ',') {
      uses.push({ name, fallback: null });
      continue;
    }
    let depth = 1;
    const start = i + 1;
    for (; i < css.length && depth > 0; i++) {
      if (css[i] === '(') depth++;
      else if (css[i] === ')') depth--;
    }
    uses.push({ name, fallback: css.slice(start, i - 1).trim() });
  }
  return uses;
}

describe('theme tokens', () => {
  it('are read with their documented default everywhere, and never declared inside a widget', () => {
    const files = Object.entries(sheets);
    expect(files.length).toBeGreaterThan(10);
    let uses = 0;
    for (const [file, css] of files) {
      expect(css, `${file} declares a --convive- token`).not.toMatch(/--convive-[a-z-]+\s*:/);
      for (const use of usesOf(css)) {
        uses++;
        const token = byName.get(use.name as never);
        expect(token, `${file}: ${use.name} is not a documented token`).toBeDefined();
        expect(use.fallback, `${file}: ${use.name} without its default`).toBe(token?.default);
      }
    }
    expect(uses).toBeGreaterThan(150);
  });

  it('reset inherited styles at the shadow boundary and on every widget root', () => {
    expect(tokensCss).toMatch(/:host \{\s*all: initial;\s*display: block;/);
    for (const property of ['text-transform: none', 'letter-spacing: normal', 'font-style: normal']) {
      expect(tokensCss).toContain(property);
    }
    expect(tokensCss).toContain('white-space: normal');
    expect(tokensCss).toContain('text-shadow: none');
    expect(tokensCss).toMatch(/:host,\s*\.convive-root \{/);
  });

  it('are each documented in the README with their default', () => {
    for (const token of THEME_TOKENS) {
      expect(readme, token.name).toContain(`| \`${token.name}\` | \`${token.default}\` |`);
    }
  });
});
