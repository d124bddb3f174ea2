import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/harness';
import { APP_LOADER, APP_LOADER_SOURCE, withAppLoader } from './appLoader';

const PAGE =
  '<!doctype html><html lang="es"><head>' +
  '<script type="module" crossorigin src="/assets/entry-a1.js"></script>\n    ' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n    ' +
  '<link rel="modulepreload" crossorigin href="/assets/Home-c3.js">\n  </head>' +
  '<body><div id="root"><main>Hola</main></div></body></html>';

describe('withAppLoader', () => {
  it("moves the page's entry and module preloads into the loader, last in the body", () => {
    const page = withAppLoader(PAGE);
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload" crossorigin');
    expect(page).toContain(
      `<script data-entry="/assets/entry-a1.js" data-preload="/assets/react-b2.js /assets/Home-c3.js">${APP_LOADER}</script>`,
    );
    expect(page.indexOf('data-entry')).toBeGreaterThan(page.indexOf('<main>Hola</main>'));
    expect(page).toMatch(/<\/script>\s*<\/body><\/html>$/);
  });

  it('leaves a page without an entry of the build as it is', () => {
    const foreign = PAGE.replace('/assets/entry-a1.js', 'https://cdn.example/entry.js');
    expect(withAppLoader(foreign)).toBe(foreign);
  });

  it("is allowed by the CSP by the loader's own hash", () => {
    const hash = createHash('sha256').update(APP_LOADER).digest('base64');
    expect(APP_LOADER_SOURCE).toBe(`'sha256-${hash}'`);
  });
});

describe('the Content-Security-Policy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it("allows the loader's hash and no other inline script", async () => {
    const response = await server.fetch('/api/properties/all/?page_size=1');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(APP_LOADER_SOURCE);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
