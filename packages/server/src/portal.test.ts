import { mkdir, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removePortalDir, startServer, type TestServer, tempPortalDir } from '../test/harness';
import { assembledPages } from './portal';

describe('serving the built portal', () => {
  let server: TestServer;
  let portalDir: string;
  beforeAll(async () => {
    portalDir = await tempPortalDir('convive-portal-');
    await mkdir(join(portalDir, 'assets'));
    await writeFile(
      join(portalDir, 'index.html'),
      '<!doctype html><html><head><title>Convive</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(portalDir, 'assets', 'index-abc123.js'), 'console.log("portal")');
    await writeFile(join(portalDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(
      join(portalDir, 'route-preloads.json'),
      JSON.stringify([
        { pattern: '^/$', scripts: ['/assets/HomePage-aaa.js', '/assets/index-abc123.js'], styles: [] },
        { pattern: '^/properties/?$', scripts: [], styles: [] },
        { pattern: '^/login/?$', scripts: [], styles: [] },
        { pattern: '^/register/?$', scripts: [], styles: [] },
        {
          pattern: '^/properties/[^/]+/?$',
          scripts: ['/assets/PropertyDetailPage-bbb.js', 'https://evil.example/x.js'],
          styles: ['/assets/PropertyDetailPage-ccc.css'],
        },
      ]),
    );
    const bundle = `console.log(${JSON.stringify('portal '.repeat(400))})`;
    await writeFile(join(portalDir, 'assets', 'app-def456.js'), bundle);
    await writeFile(join(portalDir, 'assets', 'app-def456.js.br'), brotliCompressSync(bundle));
    await writeFile(join(portalDir, 'assets', 'app-def456.js.gz'), gzipSync(bundle));
    server = await startServer('sqlite', { config: { portalDir } });
  });
  afterAll(async () => {
    await server.close();
    await removePortalDir(portalDir);
  });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('serves index.html at / and the files of the build, hashed assets cached for good', async () => {
    const home = await server.fetch('/', { headers: html });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<div id="root">');
    const script = await server.fetch('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await server.fetch('/favicon.svg')).status).toBe(200);
  });

  it("sends the build's pre-compressed files to browsers that accept them", async () => {
    const br = await server.fetch('/assets/app-def456.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    // fetch decodes the body: the script arrives intact.
    expect(await br.text()).toContain('portal portal');
    const gz = await server.fetch('/assets/app-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await server.fetch('/assets/app-def456.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it("adds the route's own files as preloads to the page (and nothing from elsewhere)", async () => {
    const home = await (await server.fetch('/', { headers: html })).text();
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-aaa.js">');
    // The entry is already in the page: not listed twice.
    expect(home.match(/index-abc123\.js/g)).toHaveLength(1);
    const detail = await (await server.fetch('/properties/12', { headers: html })).text();
    expect(detail).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/PropertyDetailPage-bbb.js">',
    );
    // The screen's styles download at once but do not hold the first paint (the static shell): the
    // route's code applies them before it renders.
    expect(detail).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/PropertyDetailPage-ccc.css">',
    );
    expect(detail).not.toContain('rel="stylesheet" crossorigin href="/assets/PropertyDetailPage-ccc.css"');
    expect(detail).not.toContain('evil.example');
    const other = await (await server.fetch('/contact', { headers: html })).text();
    expect(other).not.toContain('modulepreload');
  });

  it('answers index.html for the SPA routes a browser reloads', async () => {
    for (const path of ['/properties', '/dashboard/rooms/new', '/login?next=%2Fdashboard']) {
      const response = await server.fetch(path, { headers: html });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    // A listing that does not exist: the same page (the SPA shows its not-found screen), with a 404.
    const missing = await server.fetch('/properties/12', { headers: html });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
  });

  it("writes the page in the language the visitor chose (the menu's cookie), unless its address names one", async () => {
    const chosen = await server.fetch('/properties', {
      headers: { ...html, cookie: 'x=1; convive_lang=de' },
    });
    // (This test's template has no lang of its own: the head's texts tell the language.)
    expect(await chosen.text()).toContain('<title data-head="server">Immobilien zur Miete · Convive</title>');
    const named = await server.fetch('/properties?lang=fr', {
      headers: { ...html, cookie: 'convive_lang=de' },
    });
    expect(await named.text()).toContain('<meta data-head="server" property="og:locale" content="fr_FR">');
    const spanish = await server.fetch('/properties', { headers: html });
    expect(await spanish.text()).toContain('<meta data-head="server" property="og:locale" content="es_ES">');
    // Two languages of one address are two pages, with their own ETags.
    expect(chosen.headers.get('etag')).not.toBe(spanish.headers.get('etag'));
    const unknown = await server.fetch('/properties', { headers: { ...html, cookie: 'convive_lang=xx' } });
    expect(await unknown.text()).toContain('<meta data-head="server" property="og:locale" content="es_ES">');
  });

  it("answers 404 for a path none of the portal's routes has, with the page (its not-found screen)", async () => {
    for (const path of ['/no-such-page', '/properties/12/extra', '/loginx', '/no-such-page?lang=en']) {
      const response = await server.fetch(path, { headers: html });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    // The dashboard's paths are the app's to judge (they need the session): always the page.
    for (const path of ['/dashboard', '/dashboard/', '/dashboard/whatever/deep']) {
      expect((await server.fetch(path, { headers: html })).status, path).toBe(200);
    }
    // Trailing slashes and queries do not make a known page unknown.
    for (const path of ['/', '/properties/', '/properties?city=Madrid', '/login?next=%2Fproperties%2F3']) {
      expect((await server.fetch(path, { headers: html })).status, path).toBe(200);
    }
  });

  it('keeps the JSON 404 for the API, the socket, media and non-HTML requests', async () => {
    for (const path of ['/api/nada/', '/ws/otra-cosa/', '/media/no-existe.webp']) {
      const response = await server.fetch(path, { headers: html });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: 'No encontrado.' });
    }
    const json = await server.fetch('/dashboard', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    // A browser asks for a script or an image with */*: a missing file is a 404, never the page.
    for (const path of ['/assets/missing.js', '/favicon.ico', '/logo.png']) {
      const missingFile = await server.fetch(path, { headers: { accept: '*/*' } });
      expect(missingFile.status, path).toBe(404);
      expect(await missingFile.json(), path).toEqual({ detail: 'No encontrado.' });
    }
  });

  it('answers a page to curl, crawlers and link previews that name no type (no Accept, or */*)', async () => {
    for (const headers of [{ accept: '*/*' }, { accept: 'application/json, text/plain, */*' }]) {
      const response = await server.fetch('/properties', { headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
    // No Accept at all (fetch would add one): node's own client sends none unless told.
    const bare = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      httpGet(`${server.origin}/properties`, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
        );
      }).on('error', reject);
    });
    expect(bare.status).toBe(200);
    expect(bare.type).toMatch(/text\/html/);
    expect(bare.body).toContain('<div id="root">');
  });

  it('loads a page again when its form was sent before the app ran, without reading what was sent', async () => {
    const form = { ...html, 'content-type': 'application/x-www-form-urlencoded' };
    const sent = await server.fetch('/login?next=%2Fdashboard', {
      method: 'POST',
      headers: form,
      body: 'email=lucia%40convive.es&password=Convive2026%21',
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    // The same page, and nothing of the form in the address.
    expect(sent.headers.get('location')).toBe('/login?next=%2Fdashboard');
    // Never to another site: `//host` and `/\\host` are read by browsers as another host.
    for (const path of ['//evil.example/x?a=1', '/\\evil.example', '/%2F/evil.example']) {
      const away = await server.fetch(path, {
        method: 'POST',
        headers: form,
        body: 'a=b',
        redirect: 'manual',
      });
      expect(away.status, path).toBe(303);
      expect(away.headers.get('location'), path).toMatch(/^\/(?![/\\])/);
    }
    // More than a page's form holds is refused unread.
    const huge = await server.fetch('/register', {
      method: 'POST',
      headers: form,
      body: `about=${'x'.repeat(100 * 1024)}`,
      redirect: 'manual',
    });
    expect(huge.status).toBe(413);
    // The API's own paths and non-HTML posts keep their 404.
    for (const [path, headers] of [
      ['/api/nada/', form],
      ['/login', { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }],
    ] as const) {
      const response = await server.fetch(path, { method: 'POST', headers, body: 'a=b', redirect: 'manual' });
      expect(response.status, path).toBe(404);
    }
  });

  it('leaves the API itself alone', async () => {
    const response = await server.fetch('/api/auth/google/config/', { headers: html });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ enabled: false });
  });
});

describe('without a built portal', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', { config: { portalDir: join(tmpdir(), 'convive-no-portal-here') } });
  });
  afterAll(() => server.close());

  it('serves the API only', async () => {
    const response = await server.fetch('/', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
  });
});

describe('assembledPages', () => {
  const template =
    '<!doctype html><html lang="es"><head><title>Convive</title></head><body><div id="root"><!--app--><!--/app--></div></body></html>';
  const parts = (html: string, tags = '<meta name="description" content="Piso">') => ({
    template,
    rendered: { html: `<main>${html}</main>`, state: '<script>window.__STATE__={}</script>' },
    lang: 'es' as const,
    tags,
  });

  it('puts a page together once while its parts stay the same, and anew when one changes', () => {
    const assemble = assembledPages();
    const first = assemble('/properties/1?', parts('Piso en Sol'));
    // Equal parts made again (a cached render, a head built anew): the same page, not assembled again.
    const again = assemble('/properties/1?', parts('Piso en Sol'));
    expect(again).toBe(first);
    expect(first.body).toContain('<main>Piso en Sol</main>');
    expect(first.body).toContain('content="Piso"');
    const edited = assemble('/properties/1?', parts('Piso en Sol, reformado'));
    expect(edited.etag).not.toBe(first.etag);
    expect(edited.body).toContain('reformado');
    const retitled = assemble(
      '/properties/1?',
      parts('Piso en Sol, reformado', '<meta name="description" content="Ático">'),
    );
    expect(retitled.etag).not.toBe(edited.etag);
    const english = assemble('/properties/1?', {
      ...parts('Piso en Sol, reformado', '<meta name="description" content="Ático">'),
      lang: 'en',
    });
    expect(english.body).toContain('<html lang="en">');
    expect(english.etag).not.toBe(retitled.etag);
  });

  it('keeps the most recent addresses only', () => {
    const assemble = assembledPages(2);
    const one = assemble('/a?', parts('a'));
    assemble('/b?', parts('b'));
    assemble('/a?', parts('a'));
    assemble('/c?', parts('c'));
    // '/b' was the least recently used: forgotten; '/a' was used again: kept.
    expect(assemble('/a?', parts('a'))).toBe(one);
    const b = assemble('/b?', parts('b'));
    expect(assemble('/b?', parts('b'))).toBe(b);
  });
});
