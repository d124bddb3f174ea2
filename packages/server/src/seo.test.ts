import { writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, removePortalDir, startServer, type TestServer, tempPortalDir } from '../test/harness';
import { roomValues } from '../test/rows';
import type { Database } from './db/schema';
import { seedSynthetic } from './seed/synthetic';
import { escapeXml, PRIVATE_PATHS, PUBLIC_PAGES, registerSeo, w3cDate } from './seo';

/** The `<loc>`s of a sitemap or a sitemap index, in order. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
}

/** `<loc>` → `<lastmod>` of a sitemap's entries. */
function lastmods(xml: string): Map<string, string | undefined> {
  return new Map(
    [...xml.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map((m) => [m[1] ?? '', m[2]]),
  );
}

/** A GET whose body is read as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

const idOf = (url: string) => Number(url.split('/').at(-1));

async function addRoom(db: Kysely<Database>, propertyId: number, number: string, updatedAt: string) {
  const row = await db
    .insertInto('rooms')
    .values(
      roomValues(propertyId, {
        room_number: number,
        description: 'Habitación luminosa',
        available_from: '2026-01-01',
        created_at: updatedAt,
        updated_at: updatedAt,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the page lists, from the page table', () => {
  it('lists the fixed public pages in the sitemap, /about-us and not its alias /about', () => {
    expect(PUBLIC_PAGES).toEqual([
      '/',
      '/properties',
      '/rooms',
      '/how-it-works',
      '/about-us',
      '/contact',
      '/guides/tenants',
      '/guides/landlords',
      '/faq',
      '/blog',
      '/privacy',
      '/terms',
      '/cookies',
      '/login',
      '/register',
    ]);
  });

  it('disallows each private page once: the dashboard whole, not each of its pages', () => {
    expect(PRIVATE_PATHS).toEqual([
      '/reset-password',
      '/forgot-password',
      '/visits/confirm',
      '/saved-searches/unsubscribe',
      '/messages/guest',
      '/dashboard',
      '/api/',
      '/ws',
    ]);
  });
});

describe.each(DIALECTS)('robots.txt and the sitemaps on %s', (dialect) => {
  let server: TestServer;
  let portalDir: string;
  let db: Kysely<Database>;
  let ids: number[];
  let hidden: Set<number>;
  let rooms: { visible: number[]; hidden: number[] };
  const stamp = '2026-03-01T10:00:00.000Z';
  const later = '2026-03-05T08:30:00.000Z';

  beforeAll(async () => {
    portalDir = await tempPortalDir('convive-portal-');
    await writeFile(
      join(portalDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    server = await startServer(dialect, { config: { portalDir } });
    db = server.app.ctx.db;
    // The rooms these tests count are their own.
    await seedSynthetic(db, { properties: 20, seed: 5, rooms: false });
    ids = (await db.selectFrom('properties').select('id').orderBy('id').execute()).map((r) => r.id);
    // Visible: every status but 'inactivo' (a rented one keeps its page).
    await db.updateTable('properties').set({ status: 'disponible', updated_at: stamp }).execute();
    hidden = new Set([ids[3], ids[4], ids[5], ids[11]] as number[]);
    await db
      .updateTable('properties')
      .set({ status: 'inactivo' })
      .where('id', 'in', [...hidden])
      .execute();
    await db
      .updateTable('properties')
      .set({ status: 'alquilado' })
      .where('id', '=', ids[7] as number)
      .execute();
    rooms = {
      visible: [
        await addRoom(db, ids[0] as number, '1', stamp),
        // A room changed after its property: the property's page changed with it.
        await addRoom(db, ids[0] as number, '2', later),
        await addRoom(db, ids[7] as number, '1', stamp),
      ],
      hidden: [await addRoom(db, ids[3] as number, '1', stamp)],
    };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await removePortalDir(portalDir);
  });

  it('robots.txt keeps crawlers out of the private routes and names the sitemap', async () => {
    // Whatever the Accept header: the portal's page never answers it.
    for (const accept of [undefined, 'text/html,*/*;q=0.8', 'text/plain']) {
      const response = await server.fetch('/robots.txt', accept ? { headers: { accept } } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      // No PUBLIC_URL in the tests: the origin is the request's, so no shared cache keeps it.
      expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
      expect(response.headers.get('vary')).toMatch(/^Host, X-Forwarded-Host\b/);
      const text = await response.text();
      const lines = text.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const path of ['/dashboard', '/api/', '/ws', '/reset-password', '/visits/confirm'])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Sitemap: ${server.origin}/sitemap.xml`);
      // The public pages stay open.
      for (const line of lines.filter((l) => l.startsWith('Disallow: ')))
        for (const page of ['/', '/properties', '/rooms/3', '/login', '/register', '/faq'])
          expect(page.startsWith(line.slice('Disallow: '.length)), `${line} blocks ${page}`).toBe(false);
    }
  });

  it('/sitemap.xml is an index of the public pages, the properties and the rooms', async () => {
    for (const accept of [undefined, 'text/html']) {
      const response = await server.fetch('/sitemap.xml', accept ? { headers: { accept } } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('private, max-age=300');
      const xml = await response.text();
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      expect(locs(xml)).toEqual([
        `${server.origin}/sitemap-pages.xml`,
        `${server.origin}/sitemap-properties-1.xml`,
        `${server.origin}/sitemap-rooms-1.xml`,
      ]);
      const dates = lastmods(xml);
      expect(dates.get(`${server.origin}/sitemap-properties-1.xml`)).toBe(later);
      expect(dates.get(`${server.origin}/sitemap-rooms-1.xml`)).toBe(later);
    }
  });

  it('lists the fixed public pages', async () => {
    const xml = await (await server.fetch('/sitemap-pages.xml')).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual(PUBLIC_PAGES.map((path) => `${server.origin}${path}`));
    expect(locs(xml)).not.toContain(`${server.origin}/dashboard`);
  });

  it('lists every property whose page answers, with its last change', async () => {
    const response = await server.fetch('/sitemap-properties-1.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const listed = locs(xml);
    expect(listed.map(idOf)).toEqual(ids.filter((id) => !hidden.has(id)));
    expect(listed.every((url) => url === `${server.origin}/properties/${idOf(url)}`)).toBe(true);
    const dates = lastmods(xml);
    expect(dates.get(`${server.origin}/properties/${ids[0]}`)).toBe(later);
    expect(dates.get(`${server.origin}/properties/${ids[1]}`)).toBe(stamp);
    // Listed is exactly what answers: the detail of every listed one, none of the others.
    for (const id of ids) {
      const detail = await server.fetch(`/api/properties/${id}/`);
      expect(detail.status, `property ${id}`).toBe(hidden.has(id) ? 404 : 200);
    }
  });

  it('lists every room whose page answers, its property counting for its last change', async () => {
    const xml = await (await server.fetch('/sitemap-rooms-1.xml')).text();
    expect(locs(xml).map(idOf)).toEqual(rooms.visible);
    expect(lastmods(xml).get(`${server.origin}/rooms/${rooms.visible[0]}`)).toBe(stamp);
    expect(lastmods(xml).get(`${server.origin}/rooms/${rooms.visible[1]}`)).toBe(later);
    for (const id of [...rooms.visible, ...rooms.hidden]) {
      const detail = await server.fetch(`/api/rooms/${id}/`);
      expect(detail.status, `room ${id}`).toBe(rooms.hidden.includes(id) ? 404 : 200);
    }
  });

  it('answers 404 for a page past the end or not a page number', async () => {
    for (const path of [
      '/sitemap-properties-2.xml',
      '/sitemap-rooms-2.xml',
      '/sitemap-properties-0.xml',
      '/sitemap-properties-01.xml',
      '/sitemap-properties-x.xml',
      '/sitemap-properties-9999999999.xml',
      '/sitemap-properties-99999999999.xml',
      '/sitemap-offices-1.xml',
    ]) {
      const response = await server.fetch(path, { headers: { accept: 'application/xml' } });
      expect(response.status, path).toBe(404);
    }
  });

  describe('with pages of 3 URLs', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = Fastify();
      registerSeo(app, server.app.ctx, { pageSize: 3 });
      await app.ready();
    });
    afterAll(() => app.close());

    it('splits the listings into pages of at most 3, listing only pages that have a row', async () => {
      const index = await app.inject('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      const origin = locs(index.body)[0]?.replace('/sitemap-pages.xml', '');
      const pages = locs(index.body).map((url) => url.slice(origin?.length));
      // ids 4–6 are all inactive: their page has nothing, and is neither listed nor answered.
      const expected = [...new Set(ids.filter((id) => !hidden.has(id)).map((id) => Math.ceil(id / 3)))];
      expect(pages).toEqual([
        '/sitemap-pages.xml',
        ...expected.map((n) => `/sitemap-properties-${n}.xml`),
        ...[...new Set(rooms.visible.map((id) => Math.ceil(id / 3)))].map((n) => `/sitemap-rooms-${n}.xml`),
      ]);
      const listed: number[] = [];
      for (const page of pages.filter((p) => p.startsWith('/sitemap-properties-'))) {
        const response = await app.inject(page);
        expect(response.statusCode).toBe(200);
        const urls = locs(response.body);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(3);
        listed.push(...urls.map(idOf));
      }
      expect(listed).toEqual(ids.filter((id) => !hidden.has(id)));
      const empty = Math.ceil((ids[4] as number) / 3);
      if (!expected.includes(empty))
        expect((await app.inject(`/sitemap-properties-${empty}.xml`)).statusCode).toBe(404);
      const last = Math.ceil((ids.at(-1) as number) / 3);
      expect((await app.inject(`/sitemap-properties-${last + 1}.xml`)).statusCode).toBe(404);
    });
  });

  it('names PUBLIC_URL whatever the Host, and only then lets shared caches keep the answers', async () => {
    const bare = Fastify();
    registerSeo(bare, server.app.ctx);
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml']) {
      const answer = await bare.inject({ url, headers: { host: 'evil.example' } });
      // The request's own host, as before; but a proxy keeps this copy for this host only, privately.
      expect(answer.body).toContain('http://evil.example/');
      expect(answer.headers['cache-control']).toMatch(/^private, /);
      expect(answer.headers.vary).toBe('Host, X-Forwarded-Host');
    }
    await bare.close();
    const configured = Fastify();
    registerSeo(configured, {
      ...server.app.ctx,
      config: { ...server.app.ctx.config, publicUrl: 'https://convive.example' },
      siteOrigin: () => 'https://convive.example',
    });
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml']) {
      const answer = await configured.inject({ url, headers: { host: 'evil.example' } });
      expect(answer.body).not.toContain('evil.example');
      expect(answer.body).toContain('https://convive.example/');
      expect(answer.headers['cache-control']).toMatch(/^public, /);
      expect(answer.headers.vary).toBeUndefined();
    }
    await configured.close();
  });

  it('escapes what it writes', async () => {
    const app = Fastify();
    registerSeo(app, { ...server.app.ctx, siteOrigin: () => 'https://convive.example/a&b<c>' });
    const xml = (await app.inject('/sitemap-properties-1.xml')).body;
    expect(locs(xml)[0]).toBe(`https://convive.example/a&amp;b&lt;c&gt;/properties/${ids[0]}`);
    await app.close();
    expect(escapeXml(`"O'Donnell" & <Sol>`)).toBe('&quot;O&apos;Donnell&quot; &amp; &lt;Sol&gt;');
    expect(w3cDate('2026-03-01 10:00:00+01')).toBe('2026-03-01T09:00:00.000Z');
    expect(w3cDate('nunca')).toBeNull();
  });
});

/**
 * A page of the real size's shape, on a few thousand properties: every visible one listed, and the
 * same bytes through brotli. (Timings are not tested here: they depend on the machine, and a page
 * of the real size is measured by hand on both databases.)
 */
describe.each(DIALECTS)('a sitemap of 3,000 properties on %s', (dialect) => {
  let server: TestServer;
  let visible: number;
  beforeAll(async () => {
    server = await startServer(dialect);
    await seedSynthetic(server.app.ctx.db, { properties: 3_000, seed: 9, rooms: false });
    const row = await server.app.ctx.db
      .selectFrom('properties')
      .where('status', '!=', 'inactivo')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    visible = Number(row.n);
  }, 120_000);
  afterAll(() => server?.close());

  it('lists every visible property on one page, the same through brotli', async () => {
    const index = await (await server.fetch('/sitemap.xml')).text();
    expect(locs(index)).toEqual([
      `${server.origin}/sitemap-pages.xml`,
      `${server.origin}/sitemap-properties-1.xml`,
    ]);
    const page = await server.fetch('/sitemap-properties-1.xml', {
      headers: { 'accept-encoding': 'identity' },
    });
    const xml = await page.text();
    expect(locs(xml)).toHaveLength(visible);
    const compressed = await rawGet(`${server.origin}/sitemap-properties-1.xml`, { 'accept-encoding': 'br' });
    expect(compressed.encoding).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(xml);
  });
});
