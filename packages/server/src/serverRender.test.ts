import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startServer, type TestServer } from '../test/harness';
import { colivingProperty, jpeg } from '../test/world';
import { withRendered } from './portal';

/**
 * A stand-in for the portal's renderer (its real one is a Vite build, exercised by the portal's
 * browser tests): it calls the API through the fetch it is given, as the real one does, and says how
 * many times it rendered, so the cache shows. `/boom` throws; `/slow` never answers in time.
 */
const RENDERER = `
let renders = 0;
export async function render({ url, origin, fetch, timeoutMs, lang = 'es' }) {
  const path = new URL(url, origin).pathname;
  if (path === '/boom') throw new Error('render failed');
  if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, timeoutMs + 1000));
  const match = /^\\/properties\\/(\\d+)$/.exec(path);
  const api = match ? '/api/properties/' + match[1] + '/' : '/api/properties/all/?page_size=1';
  const answer = await fetch(origin + api);
  const data = await answer.json();
  renders += 1;
  const what = match ? data.title + ' ' + (data.images[0]?.image ?? '') : 'count=' + data.count;
  return {
    html: '<main data-renders="' + renders + '" data-lang="' + lang + '">' + what + '</main>',
    state: '<script type="application/json" id="convive-ssr">{"lang":"' + lang + '"}</script>',
  };
}
`;

const TEMPLATE =
  '<!doctype html><html lang="es"><head><title>Convive</title><script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"><!--app--><div class="boot"></div><!--/app--></div></body></html>';

describe('server rendering of the public pages', () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'convive-ssr-'));
    const portalDir = join(base, 'dist');
    await mkdir(join(portalDir, 'assets'), { recursive: true });
    await mkdir(join(base, 'dist-ssr'));
    await writeFile(join(portalDir, 'index.html'), TEMPLATE);
    await writeFile(join(portalDir, 'assets', 'index-abc123.js'), 'console.log("portal")');
    await writeFile(join(portalDir, 'assets', 'List-ddd.css'), '.list{display:grid}');
    await writeFile(
      join(portalDir, 'route-preloads.json'),
      // The fake renderer's own pages too (a route the portal does not have answers 404).
      JSON.stringify([
        { pattern: '^/properties/?$', scripts: [], styles: ['/assets/List-ddd.css'] },
        { pattern: '^/boom/?$', scripts: [], styles: [] },
        { pattern: '^/slow/?$', scripts: [], styles: [] },
      ]),
    );
    await writeFile(join(base, 'dist-ssr', 'package.json'), '{"type":"module"}');
    await writeFile(join(base, 'dist-ssr', 'entry-server.js'), RENDERER);
    server = await startServer('sqlite', { config: { portalDir } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(base, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const response = await server.fetch(path, { headers: { accept: 'text/html' } });
    return { status: response.status, text: await response.text(), etag: response.headers.get('etag') };
  };
  const renders = (text: string) => Number(/data-renders="(\d+)"/.exec(text)?.[1] ?? 0);

  it('puts the rendered page in #root, instead of the loading shell, and its state before </body>', async () => {
    const { status, text } = await page('/properties');
    expect(status).toBe(200);
    expect(text).toMatch(/<div id="root"><main data-renders="\d+" data-lang="es">count=0<\/main><\/div>/);
    expect(text).not.toContain('class="boot"');
    expect(text).toMatch(
      /<script type="application\/json" id="convive-ssr">\{"lang":"es"\}<\/script>\s*<\/body>/,
    );
    // Its code is started by the loader once the page is shown (appLoader.ts), not by the parser.
    expect(text).not.toContain('<script type="module"');
    expect(text).toContain('<script data-entry="/assets/index-abc123.js" data-preload="">');
    // The page is drawn at once, with no request before: its route's style sheet is in it, named by
    // a disabled link (not fetched; the app's loader finds it there).
    expect(text).toContain(
      '<style data-href="/assets/List-ddd.css">.list{display:grid}</style><link rel="stylesheet" crossorigin href="/assets/List-ddd.css" disabled>',
    );
  });

  it('keeps a rendered page until a write changes what it shows', async () => {
    const first = renders((await page('/properties?city=Sevilla')).text);
    const again = await page('/properties?city=Sevilla');
    expect(renders(again.text)).toBe(first);
    expect(again.text).toContain('count=0');
    const owner = await register(server, 'propietario');
    await owner.client.properties.create(colivingProperty('Ático de prueba'));
    const after = await page('/properties?city=Sevilla');
    expect(renders(after.text)).toBeGreaterThan(first);
    expect(after.text).toContain('count=1');
    expect(after.etag).not.toBe(again.etag);
  });

  it("answers the renderer's API calls in process as the page's own host", async () => {
    const owner = await register(server, 'propietario');
    const property = await owner.client.properties.create(colivingProperty('Casa del renderizado'));
    await owner.client.properties.uploadImages(property.id, [await jpeg()]);
    // (fetch cannot set Host: the page is asked for in process too.)
    const answer = await server.app.inject({
      url: `/properties/${property.id}`,
      headers: { accept: 'text/html', host: 'pisos.example.com' },
    });
    const text = answer.body;
    expect(text).toContain('Casa del renderizado');
    // The photo's address is the page's host, not the loopback the call really took.
    expect(text).toMatch(/http:\/\/pisos\.example\.com\/media\/properties\//);
  });

  it('counts a view for every visitor of a listing page, rendered or cached', async () => {
    const owner = await register(server, 'propietario');
    const property = await owner.client.properties.create(colivingProperty('Casa muy vista'));
    const listing = await owner.client.listings.create({
      property: property.id,
      title: 'Casa muy vista',
      description: 'Con vistas.',
      available_from: '2027-01-01',
      status: 'published',
    });
    await server.app.ctx.views.flush();
    const before = (await owner.client.listings.get(listing.id))?.views ?? 0;
    const first = renders((await page(`/properties/${property.id}`)).text);
    expect(renders((await page(`/properties/${property.id}`)).text)).toBe(first);
    // Another query is the same page, from the same entry.
    expect(renders((await page(`/properties/${property.id}?utm_source=boletin`)).text)).toBe(first);
    await server.app.ctx.views.flush();
    expect((await owner.client.listings.get(listing.id))?.views).toBe(before + 3);
  });

  it('renders a page in the language its address names, each language its own cached page', async () => {
    const owner = await register(server, 'propietario');
    const property = await owner.client.properties.create(colivingProperty('Casa en cuatro idiomas'));
    const english = await page(`/properties/${property.id}?lang=en`);
    expect(english.text).toContain('data-lang="en"');
    expect(english.text).toContain('{"lang":"en"}');
    // The page says its language to the browser and to screen readers.
    expect(english.text).toContain('<html lang="en">');
    const spanish = await page(`/properties/${property.id}`);
    expect(spanish.text).toContain('data-lang="es"');
    expect(spanish.text).toContain('<html lang="es">');
    // One entry a language: English again is the cached English page, not the Spanish one.
    expect(renders((await page(`/properties/${property.id}?lang=en&utm_source=x`)).text)).toBe(
      renders(english.text),
    );
    // A language the portal is not written in is Spanish, from the Spanish page's entry.
    const unknown = await page(`/properties/${property.id}?lang=xx`);
    expect(unknown.text).toContain('data-lang="es"');
    expect(renders(unknown.text)).toBe(renders(spanish.text));
    const french = await page('/properties?lang=fr');
    expect(french.text).toContain('data-lang="fr"');
    expect(french.text).toContain('<html lang="fr">');
  });

  it('sends the shell where it does not render: the dashboard, a failed or slow render', async () => {
    for (const path of ['/dashboard', '/dashboard/properties', '/boom', '/slow']) {
      const { status, text } = await page(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain('<div id="root"><!--app--><div class="boot"></div><!--/app--></div>');
      expect(text, path).not.toContain('convive-ssr');
      // The shell is nothing without its code: fetched at once, by the parser.
      expect(text, path).not.toContain('data-entry');
      expect(text, path).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    }
  }, 30_000);
});

describe('withRendered', () => {
  it('replaces what lies between the markers and adds the state last in the body', () => {
    expect(
      withRendered(TEMPLATE, { html: '<p>$& $1</p>', state: '<script type="application/json">{}</script>' }),
    ).toBe(
      '<!doctype html><html lang="es"><head><title>Convive</title><script type="module" src="/assets/index-abc123.js"></script></head>' +
        '<body><div id="root"><p>$& $1</p></div><script type="application/json">{}</script>\n  </body></html>',
    );
  });

  it("puts the tags React hoists at the end of the template's head", () => {
    const page = withRendered(TEMPLATE, {
      html: '<h1>Piso</h1>',
      head: '<link rel="preload" as="image" href="/media/a.webp"/>',
      state: '',
    });
    expect(page).toContain('<link rel="preload" as="image" href="/media/a.webp"/>\n  </head>');
    expect(page).toContain('<div id="root"><h1>Piso</h1></div>');
  });

  it('leaves a template without markers as it is', () => {
    const plain = '<html><body><div id="root"></div></body></html>';
    expect(withRendered(plain, { html: '<p>x</p>', state: '' })).toBe(plain);
  });
});
