import {
  type FeedExport,
  feedExportDocumentSchema,
  feedRefSchema,
  type Listing,
  type Property,
} from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { flatProperty, jpeg } from '../../../test/world';
import { at, parseXml, textAt, type XmlNode } from './testXml';

/**
 * Text no XML should choke on once written: markup, an entity, the end of a CDATA section, C0
 * controls (no NUL: PostgreSQL's text cannot hold it; the writer's own test covers it) and an emoji.
 */
const HOSTILE = `Ático <b>"luz"</b> & 'terraza' ]]> \u0001\u000B\u001F fin 🏠`;
const HOSTILE_READ = `Ático <b>"luz"</b> & 'terraza' ]]>  fin 🏠`;

describe.each(DIALECTS)('the feed export on %s', (dialect) => {
  let server: TestServer;
  let landlord: Account;
  let other: Account;
  let tenant: Account;
  const logs: string[] = [];
  /** The landlord's homes by what they test. */
  const homes = {} as Record<
    'published' | 'imported' | 'draft' | 'paused' | 'unlisted' | 'rented',
    { property: Property; listing: Listing | null }
  >;
  let otherHome: Property;

  const db = () => server.app.ctx.db;
  const get = (path: string, headers: Record<string, string> = {}) =>
    server.fetch(`/api/feeds/export/${path}`, { headers });

  async function home(owner: Account, status: Listing['status'] | null, title: string) {
    const property = await owner.client.properties.create(flatProperty({ title }));
    const listing =
      status === null
        ? null
        : await owner.client.listings.create({
            property: property.id,
            title: `Anuncio de ${title}`,
            description: 'Se alquila.',
            available_from: '2027-01-01',
            status,
          });
    return { property, listing };
  }

  beforeAll(async () => {
    server = await startServer(dialect, {
      config: { logLevel: 'info' },
      logger: undefined,
      logStream: { write: (line: string) => logs.push(line) },
    });
    [landlord, other, tenant] = await Promise.all([
      register(server, 'propietario'),
      register(server, 'propietario'),
      register(server, 'inquilino'),
    ]);
    homes.published = await home(landlord, 'published', 'Publicado');
    homes.imported = await home(landlord, 'published', 'Importado');
    homes.draft = await home(landlord, 'draft', 'Borrador');
    homes.paused = await home(landlord, 'paused', 'Pausado');
    homes.unlisted = await home(landlord, null, 'Sin anuncio');
    homes.rented = await home(landlord, 'published', 'Alquilado');
    otherHome = (await home(other, 'published', 'De otra cuenta')).property;
    const published = homes.published.property.id;
    await landlord.client.properties.uploadImages(published, [await jpeg()]);
    // Written in the database: hostile text and facts the forms would check on the way in.
    await db()
      .updateTable('properties')
      .set({
        description: HOSTILE,
        energy_rating: 'C',
        energy_consumption: 85.4,
        energy_emissions: 17,
        cadastral_reference: '9872023VH5797S0001WX',
        nrua_number: 'ESFCTU000029001000000000000000000000000000001',
        has_pool: 1,
      })
      .where('id', '=', published)
      .execute();
    await db()
      .updateTable('listings')
      .set({ title: HOSTILE, description: HOSTILE })
      .where('property_id', '=', published)
      .execute();
    await db()
      .updateTable('properties')
      .set({ external_ref: 'AG-0042' })
      .where('id', '=', homes.imported.property.id)
      .execute();
    await db()
      .updateTable('properties')
      .set({ status: 'alquilado' })
      .where('id', '=', homes.rented.property.id)
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  let address: FeedExport;

  it('gives a landlord a private token on the first call, the same one after', async () => {
    address = await landlord.client.feeds.export();
    expect(address.token).toMatch(/^fx_[A-Za-z0-9_-]{43}$/);
    const base = `${server.origin}/api/feeds/export/${address.token}`;
    expect(address).toEqual({
      token: address.token,
      xml_url: `${base}.xml`,
      json_url: `${base}.json`,
      refs_url: `${base}/refs/`,
      properties: 2,
    });
    expect(await landlord.client.feeds.export()).toEqual(address);
    expect((await failure(tenant.client.feeds.export())).status).toBe(403);
    expect((await failure(server.client().feeds.export())).status).toBe(401);
  });

  it('writes the published stock as Kyero v3 XML a parser reads back, hostile text as text', async () => {
    const answer = await get(`${address.token}.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const root = parseXml(await answer.text());
    expect(textAt(root, 'kyero/feed_version')).toBe('3');
    const properties = root.children.filter((c) => c.name === 'property');
    const published = homes.published.property;
    const imported = homes.imported.property;
    expect(properties.map((p) => textAt(p, 'ref'))).toEqual([`convive-${published.id}`, 'AG-0042']);
    const p = properties[0] as XmlNode;
    expect(textAt(p, 'id')).toBe(String(published.id));
    expect(textAt(p, 'date')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(textAt(p, 'price')).toBe('900');
    expect(textAt(p, 'currency')).toBe('EUR');
    expect(textAt(p, 'price_freq')).toBe('month');
    expect(textAt(p, 'type')).toBe('apartment');
    expect(textAt(p, 'town')).toBe('Madrid');
    expect(textAt(p, 'province')).toBe('Madrid');
    expect(textAt(p, 'country')).toBe('Spain');
    expect(textAt(p, 'beds')).toBe('2');
    expect(textAt(p, 'baths')).toBe('1');
    expect(textAt(p, 'pool')).toBe('1');
    expect(textAt(p, 'surface_area/built')).toBe('70');
    expect(textAt(p, 'energy_rating/consumption')).toBe('C');
    expect(textAt(p, 'convive_energy_consumption')).toBe('85.4');
    expect(textAt(p, 'convive_energy_emissions')).toBe('17');
    expect(textAt(p, 'convive_cadastral_reference')).toBe('9872023VH5797S0001WX');
    expect(textAt(p, 'convive_nrua_number')).toBe('ESFCTU000029001000000000000000000000000000001');
    expect(textAt(p, 'url/es')).toBe(`${server.origin}/properties/${published.id}`);
    expect(textAt(p, 'title/es')).toBe(HOSTILE_READ);
    expect(textAt(p, 'desc/es')).toBe(HOSTILE_READ);
    expect(p.children.some((c) => c.name === 'b')).toBe(false);
    const image = at(p, 'images/image');
    expect(image?.attributes.id).toBe('1');
    expect(textAt(image as XmlNode, 'url')).toMatch(new RegExp(`^${server.origin}/media/`));
    // The imported home has no photo and no energy facts: those elements are absent.
    const second = properties[1] as XmlNode;
    expect(textAt(second, 'id')).toBe(String(imported.id));
    expect(at(second, 'images')).toBeUndefined();
    expect(at(second, 'energy_rating')).toBeUndefined();
  });

  it('answers JSON with property and listing exactly as the API answers them', async () => {
    const document = await server.client().feeds.exportJson(address.token);
    const raw = await (await get(`${address.token}.json`)).json();
    expect(z.safeParse(feedExportDocumentSchema, raw).success).toBe(true);
    expect(document.properties.map((item) => item.ref)).toEqual([
      `convive-${homes.published.property.id}`,
      'AG-0042',
    ]);
    for (const item of document.properties) {
      const property = await landlord.client.properties.get(item.property.id);
      const listing = await landlord.client.listings.get(item.listing.id);
      expect(item.property).toEqual(property);
      expect(item.listing).toEqual(listing);
      expect(item.url).toBe(`${server.origin}/properties/${item.property.id}`);
      expect(item.updated_at).toBe([property?.updated_at ?? '', listing?.updated_at ?? ''].sort().at(-1));
    }
  });

  it('lists the refs to reconcile, by ref', async () => {
    const refs = await server.client().feeds.exportRefs(address.token);
    expect(z.safeParse(z.array(feedRefSchema), refs).success).toBe(true);
    // Sorted as text: upper case before lower case.
    expect(refs.map((r) => r.ref)).toEqual(['AG-0042', `convive-${homes.published.property.id}`]);
  });

  it('never shows drafts, paused listings, unlisted or rented homes, or another account’s stock', async () => {
    const others = await other.client.feeds.export();
    expect(others.token).not.toBe(address.token);
    const mine = (await server.client().feeds.exportJson(address.token)).properties.map((i) => i.property.id);
    const theirs = (await server.client().feeds.exportJson(others.token)).properties.map(
      (i) => i.property.id,
    );
    expect(theirs).toEqual([otherHome.id]);
    for (const excluded of ['draft', 'paused', 'unlisted', 'rented'] as const)
      expect(mine, excluded).not.toContain(homes[excluded].property.id);
    expect(mine).not.toContain(otherHome.id);
    const xml = await (await get(`${others.token}.xml`)).text();
    expect(xml).not.toContain(`<id>${homes.published.property.id}</id>`);
  });

  it('caches privately with an ETag, answers 304 while nothing changed, a new tag after a change', async () => {
    for (const path of [`${address.token}.xml`, `${address.token}.json`]) {
      const first = await get(path);
      const tag = first.headers.get('etag');
      expect(first.headers.get('cache-control')).toBe('private, max-age=300');
      expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      const again = await get(path, { 'if-none-match': tag ?? '' });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      await landlord.client.listings.update(homes.imported.listing?.id ?? 0, {
        title: `Título nuevo para ${path.slice(-4)}`,
      });
      const changed = await get(path, { 'if-none-match': tag ?? '' });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(tag);
    }
  });

  it('answers 404 to an unknown or malformed token, and to the old one after a rotation', async () => {
    for (const path of ['fx_unknown.xml', 'fx_unknown.json', 'fx_unknown/refs/', 'fx_%3Cb%3E.xml', '.xml'])
      expect((await get(path)).status, path).toBe(404);
    const old = address.token;
    const rotated = await landlord.client.feeds.rotateExport();
    expect(rotated.token).not.toBe(old);
    expect(rotated.properties).toBe(2);
    expect(await landlord.client.feeds.export()).toEqual(rotated);
    for (const path of [`${old}.xml`, `${old}.json`, `${old}/refs/`])
      expect((await get(path)).status, path).toBe(404);
    expect((await get(`${rotated.token}/refs/`)).status).toBe(200);
    expect((await failure(tenant.client.feeds.rotateExport())).status).toBe(403);
    address = rotated;
  });

  it('never writes a token to the logs', async () => {
    await get(`${address.token}.xml`);
    const written = logs.join('\n');
    expect(written).toContain('fx_[oculto]');
    expect(written).not.toMatch(/fx_(?!\[oculto\])[A-Za-z0-9_-]{10,}/);
  });
});
