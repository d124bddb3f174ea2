import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The portal runs on preact/compat in the browser and in the server renderer (vite.config.ts), while
 * these tests render it with React 19. What React 19 has and Preact 10 lacks would pass here and
 * break the built portal, so its sources (and the widgets' it bundles) must not use it:
 * - `ref` as a function component's prop (Preact passes it to no component without forwardRef);
 * - a `<title>` (React moves it into the head; Preact leaves it in the body): `DocumentTitle`;
 * - `<style>` with text children where the server renders (it escapes them; a browser reads them raw);
 * - hooks Preact 10 does not have.
 */
const ROOTS = [join(import.meta.dirname), join(import.meta.dirname, '../../widgets/src')];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ROOTS.flatMap(sources).map((path) => ({
  path: relative(join(import.meta.dirname, '../..'), path),
  text: readFileSync(path, 'utf8'),
}));

/** Where a pattern occurs, as `file:line`. */
function occurrences(pattern: RegExp, only = files): string[] {
  return only.flatMap(({ path, text }) =>
    [...text.matchAll(pattern)].map((match) => `${path}:${text.slice(0, match.index).split('\n').length}`),
  );
}

describe('the portal runs on preact/compat', () => {
  it('reads its sources', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('passes no `ref` to a component of its own', () => {
    // A capitalised tag with a `ref={…}` among its props, or a props type declaring `ref`.
    expect(occurrences(/<[A-Z][\w.]*\b(?:[^<>]|=>)*?\sref=\{/g)).toEqual([]);
    expect(occurrences(/\{\s*ref\s*[,}][^)]*\}\s*:\s*\{[^}]*\bref\??:/g)).toEqual([]);
  });

  it('renders no <title> outside an SVG', () => {
    const tsx = files.filter(({ path }) => path.endsWith('.tsx'));
    const titles = occurrences(/<title>\s*\{/g, tsx).filter((at) => !at.includes('ReportChart.tsx'));
    expect(titles).toEqual([]);
  });

  it('renders no <style> with text children on a page the server renders', () => {
    // The dashboard is drawn in the browser only, where a <style>'s text is set as it is (its
    // badge styles stay in the body: React 19 would move them into the head).
    const rendered = files.filter(({ path }) => !path.startsWith('portal/src/dashboard/'));
    expect(occurrences(/<style\b[^>]*>\s*\{/g, rendered)).toEqual([]);
  });

  it('uses no hook Preact 10 lacks', () => {
    const imports = /import\s*\{([^}]*)\}\s*from\s*'react(?:-dom)?'/g;
    const missing = ['use', 'useOptimistic', 'useActionState', 'useFormStatus', 'useEffectEvent'];
    const found = files.flatMap(({ path, text }) =>
      [...text.matchAll(imports)].flatMap((match) =>
        (match[1] ?? '')
          .split(',')
          .map((name) => name.replace(/^\s*type\s+/, '').trim())
          .filter((name) => missing.includes(name))
          .map((name) => `${path}: ${name}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
