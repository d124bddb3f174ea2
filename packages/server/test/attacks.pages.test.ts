import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_CHARS } from '../src/app';
import { escapeHtml } from '../src/html';
import { assembledPages } from '../src/portal';
import { DIALECTS, register, removePortalDir, startServer, type TestServer, tempPortalDir } from './harness';
import { flatProperty } from './world';

/*
 * Strings spliced into a served page. `String.replace` reads `$\``, `$'` and `$&` in a replacement as
 * "the text before / after / the match": a searched city or a landlord's title made of them copied
 * the page into itself (an 8 KB address answered a 65 MB page, and thirty such requests filled the
 * heap). Every splice is literal now, the page caches are bounded by bytes, and a query has a
 * length limit.
 */

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Convive</title>' +
  '<meta name="description" content="Pisos y habitaciones"></head><body><div id="root"></div></body></html>';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The `$` patterns String.replace expands, and a few that it does not. */
const DOLLAR_PATTERNS = ['$`', "$'", '$&', '$1', '$<name>', '$$', '$'];

/** A page put together once: one document, one head, one body. */
function expectOneDocument(page: string): void {
  expect(page.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(page.match(/<head>/g)).toHaveLength(1);
  expect(page.match(/<\/head>/g)).toHaveLength(1);
  expect(page.match(/<body>/g)).toHaveLength(1);
}

describe.each(DIALECTS)('pages that splice what visitors and landlords write (%s)', (dialect) => {
  let server: TestServer;
  let portalDir: string;
  beforeAll(async () => {
    portalDir = await tempPortalDir('convive-portal-');
    await writeFile(join(portalDir, 'index.html'), TEMPLATE);
    server = await startServer(dialect, { config: { portalDir } });
  });
  afterAll(async () => {
    await server.close();
    await removePortalDir(portalDir);
  });

  it('writes a searched city of `$` patterns literally, in a page of ordinary size', async () => {
    for (const pattern of DOLLAR_PATTERNS) {
      const city = pattern.repeat(Math.floor(60 / pattern.length));
      const answer = await server.fetch(`/properties?city=${encodeURIComponent(city)}`, { headers: HTML });
      expect(answer.status).toBe(200);
      const page = await answer.text();
      expectOneDocument(page);
      expect(page.length).toBeLessThan(TEMPLATE.length + 8_000);
      // The city is in the title as it was typed (escaped for HTML, `$` untouched).
      expect(page).toContain(
        `<title data-head="server">Propiedades en ${escapeHtml(city)} · Convive</title>`,
      );
    }
  });

  it('answers the request that crashed the server (an 8 KB address of `$`) with a 414, not a page', async () => {
    const city = '$`'.repeat(1_300);
    const answer = await server.fetch(`/properties?city=${encodeURIComponent(city)}`, { headers: HTML });
    expect(answer.status).toBe(414);
    expect(await answer.json()).toEqual({ detail: 'La dirección de la petición es demasiado larga.' });
    // The API refuses it the same way, in the caller's language.
    const api = await server.fetch(`/api/properties/all/?city=${encodeURIComponent(city)}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(api.status).toBe(414);
    expect(await api.json()).toEqual({ detail: 'The address of the request is too long.' });
    // At the limit a query is still answered.
    const longest = `utm_source=${'a'.repeat(MAX_QUERY_CHARS - 11)}`;
    expect((await server.fetch(`/api/properties/all/?${longest}`)).status).toBe(200);
    expect((await server.fetch(`/api/properties/all/?${longest}a`)).status).toBe(414);
  });

  it('does not repeat a searched "city" too long to be a place in the title', async () => {
    const city = '$`'.repeat(300);
    const page = await (
      await server.fetch(`/properties?city=${encodeURIComponent(city)}`, { headers: HTML })
    ).text();
    expectOneDocument(page);
    expect(page).not.toContain('Propiedades en $');
    // The canonical link and the language alternates still name the query: six copies at most of
    // what the query limit lets through.
    expect(page.length).toBeLessThan(TEMPLATE.length + 6 * MAX_QUERY_CHARS + 4_000);
  });

  it("keeps a landlord's title of `$` patterns on the listing's page as written, once", async () => {
    const landlord = await register(server, 'propietario');
    const title = "$'".repeat(100);
    const property = await landlord.client.properties.create(
      flatProperty({ title, description: '$` $& $1 $$ descripción' }),
    );
    const answer = await server.fetch(`/properties/${property.id}`, { headers: HTML });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expectOneDocument(page);
    expect(page.length).toBeLessThan(TEMPLATE.length + 10_000);
    expect(page).toContain(`"name":"${title}"`);
    expect(page).toContain('$` $&amp; $1 $$ descripción');
  });
});

describe('the assembled-page cache', () => {
  it('is bounded by bytes: a hundred huge pages do not stay in memory', () => {
    const assemble = assembledPages(100, 1024 * 1024);
    const template = TEMPLATE;
    for (let i = 0; i < 100; i += 1) {
      assemble(`/properties?city=${i}`, {
        template,
        rendered: { html: `<p>${'x'.repeat(100_000)}</p>`, state: '' },
        lang: 'es',
        tags: '',
      });
    }
    expect(assemble.cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(assemble.cache.size).toBeLessThan(10);
  });
});
