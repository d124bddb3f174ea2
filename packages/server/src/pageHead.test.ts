import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGES } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  register,
  removePortalDir,
  startServer,
  type TestServer,
  tempPortalDir,
} from '../test/harness';
import { jpeg } from '../test/world';
import { HEAD_LOCALES, HEAD_TEXTS, STATIC_PAGES, staticPageAt } from './i18n/pageHeads';
import {
  energyConsumptionDetails,
  escapeHtml,
  jsonForScript,
  listingId,
  listingOf,
  trimDescription,
} from './pageHead';
import { PUBLIC_PAGES } from './seo';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><meta name="description" content="Plantilla" /><title>Convive · Plantilla</title></head><body><div id="root"></div></body></html>';

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD read back for assertions, any shape.
type Ld = Record<string, any>;

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** What fr-FR and de-DE put between an amount and '€'. */
const NBSP = '\u00a0';
const OG_LOCALES = { es: 'es_ES', en: 'en_GB', fr: 'fr_FR', de: 'de_DE' } as const;

/** The head's parts, read back from the served page. */
function parseHead(page: string) {
  const head = page.slice(0, page.indexOf('</head>'));
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const attr = (tag: string, name: string) => {
    const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
    return m ? decode(m[1]!) : undefined;
  };
  const tags = [...head.matchAll(/<(meta|link)\s[^>]*>/g)].map((m) => m[0]);
  const metas = new Map<string, string[]>();
  for (const tag of tags.filter((t) => t.startsWith('<meta'))) {
    const key = attr(tag, 'name') ?? attr(tag, 'property');
    if (key) metas.set(key, [...(metas.get(key) ?? []), attr(tag, 'content') ?? '']);
  }
  const links = tags
    .filter((t) => t.startsWith('<link'))
    .map((t) => ({ rel: attr(t, 'rel'), hreflang: attr(t, 'hreflang'), href: attr(t, 'href') }));
  const titles = [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  const jsonLd = [
    ...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return { head, titles, meta: (key: string) => metas.get(key)?.[0], metas, links, jsonLd };
}

describe('pure helpers', () => {
  it('states an energy certificate’s letter on schema.org’s EU scale, and nothing without a letter', () => {
    expect(energyConsumptionDetails('B')).toEqual({
      '@type': 'EnergyConsumptionDetails',
      hasEnergyEfficiencyCategory: 'https://schema.org/EUEnergyEfficiencyCategoryB',
      energyEfficiencyScaleMin: 'https://schema.org/EUEnergyEfficiencyCategoryG',
      energyEfficiencyScaleMax: 'https://schema.org/EUEnergyEfficiencyCategoryA',
    });
    for (const rating of ['en_tramite', 'exento', null, 'H'])
      expect(energyConsumptionDetails(rating)).toBeNull();
  });

  it('accepts plausible ids only', () => {
    expect(listingId('12')).toBe(12);
    for (const bad of ['0', '012', '-1', '1e3', 'abc', '99999999999', '2147483648', '12.0'])
      expect(listingId(bad), bad).toBeNull();
  });
  it('trims descriptions on a word boundary', () => {
    const text = 'palabra '.repeat(40);
    const trimmed = trimDescription(text);
    expect(trimmed.length).toBeLessThanOrEqual(156);
    expect(trimmed).toMatch(/palabra…$/);
    expect(trimDescription('  corto\n texto ')).toBe('corto texto');
  });
  it('escapes attributes and script-safe JSON', () => {
    expect(escapeHtml(`"<a>'&`)).toBe('&quot;&lt;a&gt;&#39;&amp;');
    const json = jsonForScript({ a: '</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ a: '</script><!--' });
  });
  it('has a title and a description of every public page in every language', () => {
    // A public page without texts would be served with no head at all.
    expect(STATIC_PAGES.map((name) => PAGES[name].path)).toEqual([...PUBLIC_PAGES]);
    for (const locale of HEAD_LOCALES)
      for (const name of STATIC_PAGES) {
        const page = HEAD_TEXTS[locale].pages[name];
        expect(page.title, `${locale} ${name}`).toMatch(/^Convive · \S|\S · Convive$/);
        expect(page.description.trim().length, `${locale} ${name}`).toBeGreaterThan(20);
        // Translated, not the Spanish copied over.
        if (locale !== 'es') {
          expect(page.title, `${locale} ${name}`).not.toBe(HEAD_TEXTS.es.pages[name].title);
          expect(page.description, `${locale} ${name}`).not.toBe(HEAD_TEXTS.es.pages[name].description);
        }
      }
  });
  it('finds a static page by its path, an alias by its page’s', () => {
    expect(staticPageAt('/faq')).toBe('faq');
    expect(staticPageAt('/about')).toBe('aboutUs');
    expect(staticPageAt('/about-us')).toBe('aboutUs');
    // Pages without a head of their own, and paths that are no page.
    for (const path of ['/reset-password', '/dashboard', '/properties/3', '/nowhere', '/faq/'])
      expect(staticPageAt(path), path).toBeNull();
  });
  it('tells a listing’s page by the page table’s paths', () => {
    expect(listingOf('/properties/12')).toEqual({ kind: 'property', id: '12' });
    expect(listingOf('/rooms/7/')).toEqual({ kind: 'room', id: '7' });
    // Decoded as the portal's router decodes it; a broken encoding left as written (then no valid id).
    expect(listingOf('/rooms/%37')).toEqual({ kind: 'room', id: '7' });
    expect(listingOf('/rooms/%E0')).toEqual({ kind: 'room', id: '%E0' });
    for (const path of ['/properties', '/properties/12/edit', '/dashboard/rooms/3/edit', '/room/3'])
      expect(listingOf(path), path).toBeNull();
  });
});

describe.each(DIALECTS)('page heads on %s', (dialect) => {
  let server: TestServer;
  let portalDir: string;
  let owner: Account;
  let propertyId: number;
  let roomId: number;
  let imageUrl: string;

  beforeAll(async () => {
    portalDir = await tempPortalDir('convive-head-');
    await writeFile(join(portalDir, 'index.html'), TEMPLATE);
    server = await startServer(dialect, { config: { portalDir } });
    owner = await register(server, 'propietario');
    const property = await owner.client.properties.create({
      title: 'Piso con balcón en Chamberí',
      description: `Piso exterior y luminoso de dos dormitorios, reformado, con balcón a la calle, cocina equipada y calefacción central. ${'Cerca del metro y de todos los servicios. '.repeat(4)}`,
      property_type: 'piso',
      price: 1200,
      size: 70,
      address: 'Calle de Fuencarral 120',
      city: 'Madrid',
      postal_code: '28010',
      bedrooms: 2,
      bathrooms: 1,
    });
    propertyId = property.id;
    const [image] = await owner.client.properties.uploadImages(propertyId, [await jpeg()]);
    imageUrl = image!.image;
    const room = await owner.client.rooms.create({
      coliving_property: propertyId,
      room_number: '1',
      title: 'Habitación exterior',
      price_monthly: 450,
      size_sqm: 12,
      available_from: '2027-01-01',
    });
    roomId = room.id;
  });
  afterAll(async () => {
    await server.close();
    await removePortalDir(portalDir);
  });

  it('describes a visible property: title, description, canonical, alternates, Open Graph, JSON-LD', async () => {
    const response = await server.fetch(`/properties/${propertyId}`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const page = await response.text();
    const head = parseHead(page);
    if (dialect === 'sqlite') console.log(`Head of /properties/${propertyId}:\n${head.head}`);
    // One title and one description: the template's are replaced.
    expect(head.titles).toEqual(['Piso en Madrid · 1.200 €/mes · Convive']);
    expect(head.metas.get('description')).toHaveLength(1);
    const description = head.meta('description')!;
    expect(description.startsWith('Piso exterior y luminoso')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(156);
    expect(page).toContain('<div id="root"></div>');
    const url = `${server.origin}/properties/${propertyId}`;
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe(url);
    const alternates = head.links.filter((l) => l.rel === 'alternate');
    expect(alternates.map((l) => [l.hreflang, l.href])).toEqual([
      ['es', url],
      ['en', `${url}?lang=en`],
      ['fr', `${url}?lang=fr`],
      ['de', `${url}?lang=de`],
      ['x-default', url],
    ]);
    expect(head.meta('og:title')).toBe('Piso en Madrid · 1.200 €/mes · Convive');
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:site_name')).toBe('Convive');
    expect(head.meta('og:locale')).toBe('es_ES');
    // The preview is a 1200×630 JPEG made from the first photo (several messengers show no WebP).
    const preview = `${server.origin}/og/${new URL(imageUrl).pathname.replace(/^\/media\//, '').replace(/\.webp$/, '.jpg')}`;
    expect(head.meta('og:image')).toBe(preview);
    expect(head.meta('og:image:type')).toBe('image/jpeg');
    expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(head.meta('twitter:image')).toBe(preview);
    const picture = await server.fetch(new URL(preview).pathname);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    // Every injected tag is marked, so the portal can take them back.
    expect(head.head.match(/data-head="server"/g)?.length).toBeGreaterThan(15);
    const [home, crumbs] = head.jsonLd as [Ld, Ld];
    expect(home['@type']).toBe('Apartment');
    expect(home.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: 'Calle de Fuencarral 120',
      addressLocality: 'Madrid',
      postalCode: '28010',
    });
    expect(home.floorSize).toEqual({ '@type': 'QuantitativeValue', value: 70, unitCode: 'MTK' });
    expect(home.numberOfBedrooms).toBe(2);
    expect(home.numberOfBathroomsTotal).toBe(1);
    expect(home.image).toEqual([imageUrl]);
    expect(home.offers).toMatchObject({
      '@type': 'Offer',
      price: 1200,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Inicio',
      'Propiedades',
      'Madrid',
      'Piso con balcón en Chamberí',
    ]);
    expect(crumbs.itemListElement[3].item).toBe(url);
  });

  it('describes a room, with its own canonical and the property in its JSON-LD', async () => {
    const response = await server.fetch(`/rooms/${roomId}?lang=fr`, { headers: html });
    expect(response.status).toBe(200);
    const head = parseHead(await response.text());
    // The page's language around the landlord's own title, which stays as written.
    expect(head.titles).toEqual([`Habitación exterior à Madrid · 450${NBSP}€/mois · Convive`]);
    expect(head.meta('og:locale')).toBe('fr_FR');
    const url = `${server.origin}/rooms/${roomId}`;
    // The French version's canonical is itself (each language version is its own page).
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe(`${url}?lang=fr`);
    expect(head.links.filter((l) => l.rel === 'alternate')).toHaveLength(5);
    // No photo of its own: the property's.
    expect(head.meta('og:image')).toBe(
      `${server.origin}/og/${new URL(imageUrl).pathname.replace(/^\/media\//, '').replace(/\.webp$/, '.jpg')}`,
    );
    const room = head.jsonLd[0] as Ld;
    expect(room['@type']).toBe('Room');
    expect(room.offers).toMatchObject({ price: 450, priceCurrency: 'EUR' });
    expect(room.floorSize).toMatchObject({ value: 12, unitCode: 'MTK' });
    expect(room.address).toMatchObject({ addressLocality: 'Madrid', postalCode: '28010' });
  });

  it('gives the static pages their own head, and a search a canonical without paging or order', async () => {
    const faq = parseHead(await (await server.fetch('/faq', { headers: html })).text());
    expect(faq.titles).toEqual(['Preguntas frecuentes · Convive']);
    const search = parseHead(
      await (
        await server.fetch('/properties?page=3&ordering=-price&city=Madrid&bedrooms=2', { headers: html })
      ).text(),
    );
    expect(search.titles).toEqual(['Propiedades en Madrid · Convive']);
    expect(search.links.find((l) => l.rel === 'canonical')?.href).toBe(
      `${server.origin}/properties?bedrooms=2&city=Madrid`,
    );
    expect(search.links.find((l) => l.hreflang === 'de')?.href).toBe(
      `${server.origin}/properties?bedrooms=2&city=Madrid&lang=de`,
    );
    // The dashboard keeps the template as it is.
    const dashboard = await (await server.fetch('/dashboard', { headers: html })).text();
    expect(dashboard).toContain('<title>Convive · Plantilla</title>');
    expect(dashboard).not.toContain('data-head');
  });

  it('speaks the language ?lang= asks for on a listing, each language cached apart', async () => {
    const coliving = await owner.client.properties.create({
      title: 'Coliving en Malasaña',
      description: 'Habitaciones en un piso compartido.',
      property_type: 'piso',
      price: 1800,
      price_per_room: 450,
      is_coliving: true,
      size: 110,
      address: 'Calle del Pez 3',
      city: 'Madrid',
      postal_code: '28004',
      bedrooms: 4,
      bathrooms: 2,
    });
    // An older or imported listing may have no description: the head writes one, in the page's language.
    await server.app.ctx.db
      .updateTable('properties')
      .set({ description: '' })
      .where('id', '=', coliving.id)
      .execute();
    const path = `/properties/${coliving.id}`;
    const url = `${server.origin}${path}`;
    // Spanish first: the English page must not be the Spanish one's cache entry.
    const spanish = parseHead(await (await server.fetch(path, { headers: html })).text());
    expect(spanish.titles).toEqual(['Piso en Madrid · desde 450 €/mes · Convive']);
    expect(spanish.meta('description')).toBe('Piso de 110 m² con 4 dormitorios en Madrid.');

    const response = await server.fetch(`${path}?lang=en`, { headers: html });
    expect(response.status).toBe(200);
    const head = parseHead(await response.text());
    expect(head.titles).toEqual(['Flat in Madrid · from €450/month · Convive']);
    expect(head.meta('og:title')).toBe('Flat in Madrid · from €450/month · Convive');
    expect(head.meta('twitter:title')).toBe('Flat in Madrid · from €450/month · Convive');
    expect(head.meta('description')).toBe('110 m² flat with 4 bedrooms in Madrid.');
    expect(head.meta('og:description')).toBe('110 m² flat with 4 bedrooms in Madrid.');
    expect(head.meta('og:locale')).toBe('en_GB');
    expect(head.metas.get('og:locale:alternate')).toEqual(['es_ES', 'fr_FR', 'de_DE']);
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe(`${url}?lang=en`);
    expect(head.meta('og:url')).toBe(`${url}?lang=en`);
    const [home, crumbs] = head.jsonLd as [Ld, Ld];
    // The landlord's title is not translated; what the server wrote is.
    expect(home.name).toBe('Coliving en Malasaña');
    expect(home.description).toBe('110 m² flat with 4 bedrooms in Madrid.');
    expect(home.offers).toMatchObject({ price: 450, priceCurrency: 'EUR' });
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Properties',
      'Madrid',
      'Coliving en Malasaña',
    ]);
    expect(crumbs.itemListElement[0].item).toBe(`${server.origin}/`);

    for (const [lang, title, description, names] of [
      [
        'fr',
        `Appartement à Madrid · à partir de 450${NBSP}€/mois · Convive`,
        'Appartement de 110 m² avec 4 chambres à Madrid.',
        ['Accueil', 'Logements'],
      ],
      [
        'de',
        `Wohnung in Madrid · ab 450${NBSP}€/Monat · Convive`,
        'Wohnung mit 110 m² und 4 Schlafzimmern in Madrid.',
        ['Startseite', 'Immobilien'],
      ],
    ] as const) {
      const other = parseHead(await (await server.fetch(`${path}?lang=${lang}`, { headers: html })).text());
      expect(other.titles, lang).toEqual([title]);
      expect(other.meta('description'), lang).toBe(description);
      expect(other.meta('og:locale'), lang).toBe(OG_LOCALES[lang]);
      expect(other.metas.get('og:locale:alternate'), lang).toHaveLength(3);
      expect(other.metas.get('og:locale:alternate'), lang).toContain('es_ES');
      const trail = (other.jsonLd[1] as Ld).itemListElement.map((i: { name: string }) => i.name);
      expect(trail, lang).toEqual([...names, 'Madrid', 'Coliving en Malasaña']);
    }

    // Spanish again, after the other languages were cached: as it was.
    const again = parseHead(await (await server.fetch(path, { headers: html })).text());
    expect(again.titles).toEqual(spanish.titles);
    expect(again.meta('og:locale')).toBe('es_ES');
    expect(again.metas.get('og:locale:alternate')).toEqual(['en_GB', 'fr_FR', 'de_DE']);
    expect((again.jsonLd[1] as Ld).itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Inicio',
      'Propiedades',
      'Madrid',
      'Coliving en Malasaña',
    ]);
    await owner.client.properties.delete(coliving.id);
  });

  it("writes a room's head in the page's language, its price in the language's way", async () => {
    const room = await owner.client.rooms.create({
      coliving_property: propertyId,
      room_number: '3',
      title: 'Suite con baño',
      price_monthly: 1250,
      size_sqm: 18,
      available_from: '2027-01-01',
    });
    const path = `/rooms/${room.id}`;
    const spanish = parseHead(await (await server.fetch(path, { headers: html })).text());
    // es-ES's own grouping would print '1250 €': the heads have always grouped from four digits.
    expect(spanish.titles).toEqual(['Suite con baño en Madrid · 1.250 €/mes · Convive']);
    expect(spanish.meta('description')).toBe('Habitación de 18 m² en Piso con balcón en Chamberí, Madrid.');
    const english = parseHead(await (await server.fetch(`${path}?lang=en`, { headers: html })).text());
    expect(english.titles).toEqual(['Suite con baño in Madrid · €1,250/month · Convive']);
    expect(english.meta('description')).toBe('18 m² room in Piso con balcón en Chamberí, Madrid.');
    expect((english.jsonLd[0] as Ld).name).toBe('Suite con baño');
    expect((english.jsonLd[1] as Ld).itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Properties',
      'Madrid',
      'Suite con baño',
    ]);
    const german = parseHead(await (await server.fetch(`${path}?lang=de`, { headers: html })).text());
    expect(german.titles).toEqual([`Suite con baño in Madrid · 1.250${NBSP}€/Monat · Convive`]);
    expect(german.meta('description')).toBe('Zimmer mit 18 m² in Piso con balcón en Chamberí, Madrid.');
    await owner.client.rooms.delete(room.id);
  });

  it('gives the static pages and a search their texts in the language asked for', async () => {
    const response = await server.fetch('/properties?lang=de', { headers: html });
    expect(response.status).toBe(200);
    const properties = parseHead(await response.text());
    expect(properties.titles).toEqual(['Immobilien zur Miete · Convive']);
    expect(properties.meta('description')).toBe('Wohnungen, Häuser und Coliving-Räume zur Miete.');
    expect(properties.meta('og:title')).toBe('Immobilien zur Miete · Convive');
    expect(properties.meta('og:locale')).toBe('de_DE');
    expect(properties.metas.get('og:locale:alternate')).toEqual(['es_ES', 'en_GB', 'fr_FR']);
    expect(properties.links.find((l) => l.rel === 'canonical')?.href).toBe(
      `${server.origin}/properties?lang=de`,
    );
    const search = parseHead(
      await (await server.fetch('/properties?city=Sevilla&page=2&lang=fr', { headers: html })).text(),
    );
    expect(search.titles).toEqual(['Logements à Sevilla · Convive']);
    expect(search.links.find((l) => l.rel === 'canonical')?.href).toBe(
      `${server.origin}/properties?city=Sevilla&lang=fr`,
    );
    const about = parseHead(await (await server.fetch('/about?lang=en', { headers: html })).text());
    expect(about.titles).toEqual(['About us · Convive']);
    expect(about.links.find((l) => l.rel === 'canonical')?.href).toBe(`${server.origin}/about-us?lang=en`);
    // Every public page, in every language: the texts of its language and its og:locale.
    for (const lang of HEAD_LOCALES)
      for (const page of STATIC_PAGES) {
        const head = parseHead(
          await (await server.fetch(`${PAGES[page].path}?lang=${lang}`, { headers: html })).text(),
        );
        expect(head.titles, `${lang} ${page}`).toEqual([HEAD_TEXTS[lang].pages[page].title]);
        expect(head.meta('description'), `${lang} ${page}`).toBe(HEAD_TEXTS[lang].pages[page].description);
        expect(head.meta('og:locale'), `${lang} ${page}`).toBe(OG_LOCALES[lang]);
      }
  });

  it('answers Spanish for an unknown ?lang=', async () => {
    for (const lang of ['xx', 'EN', 'en-GB', '']) {
      const faq = parseHead(await (await server.fetch(`/faq?lang=${lang}`, { headers: html })).text());
      expect(faq.titles, lang).toEqual(['Preguntas frecuentes · Convive']);
      expect(faq.meta('og:locale'), lang).toBe('es_ES');
      expect(faq.links.find((l) => l.rel === 'canonical')?.href, lang).toBe(`${server.origin}/faq`);
    }
    const room = parseHead(await (await server.fetch(`/rooms/${roomId}?lang=xx`, { headers: html })).text());
    expect(room.titles).toEqual(['Habitación exterior en Madrid · 450 €/mes · Convive']);
    expect(room.meta('og:locale')).toBe('es_ES');
    expect((room.jsonLd[1] as Ld).itemListElement[0].name).toBe('Inicio');
  });

  it('answers 304 to a matching If-None-Match, and a new page after an edit', async () => {
    const path = `/properties/${propertyId}`;
    const first = await server.fetch(path, { headers: html });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await server.fetch(path, { headers: { ...html, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await owner.client.properties.update(propertyId, { title: 'Ático reformado en Chamberí' });
    const renamed = await server.fetch(path, { headers: { ...html, 'if-none-match': etag! } });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('etag')).not.toBe(etag);
    const named = parseHead(await renamed.text()).jsonLd as Ld[];
    expect(named[0]!.name).toBe('Ático reformado en Chamberí');
    expect(named[1]!.itemListElement[3].name).toBe('Ático reformado en Chamberí');
    await owner.client.properties.update(propertyId, { property_type: 'atico', price: 1350 });
    const edited = await server.fetch(path, { headers: html });
    expect(parseHead(await edited.text()).titles).toEqual(['Ático en Madrid · 1.350 €/mes · Convive']);
  });

  it('escapes hostile titles and descriptions', async () => {
    const hostile = `</script><script>alert(1)</script> "comillas" 'simples' & <b>`;
    const created = await owner.client.properties.create({
      title: hostile,
      description: hostile,
      property_type: 'casa',
      price: 900,
      size: 90,
      address: `Calle "Mayor" </title>`,
      city: 'Sevilla',
      postal_code: '41001',
      bedrooms: 3,
      bathrooms: 2,
    });
    const page = await (await server.fetch(`/properties/${created.id}`, { headers: html })).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('</title>"');
    const head = parseHead(page);
    expect(head.meta('description')).toBe(hostile.replace(/\s+/g, ' '));
    const [home, crumbs] = head.jsonLd as [Ld, Ld];
    expect(home.name).toBe(hostile);
    expect(home['@type']).toBe('House');
    expect(home.address.streetAddress).toBe(`Calle "Mayor" </title>`);
    expect(crumbs.itemListElement[3].name).toBe(hostile);
    // Exactly the two JSON-LD scripts and no other script in the head.
    expect(head.head.match(/<script/g)).toHaveLength(2);
    await owner.client.properties.delete(created.id);
  });

  it('answers 404 for an inactive, a missing or an absurd listing, with the portal', async () => {
    const hidden = await owner.client.properties.create({
      title: 'Piso retirado',
      description: 'Ya no se alquila.',
      property_type: 'piso',
      price: 800,
      size: 50,
      address: 'Calle Sol 2',
      city: 'Valencia',
      postal_code: '46001',
      bedrooms: 1,
      bathrooms: 1,
      status: 'inactivo',
    });
    const hiddenRoom = await owner.client.rooms.create({
      coliving_property: hidden.id,
      room_number: '1',
      title: 'Habitación oculta',
      price_monthly: 300,
      size_sqm: 10,
      available_from: '2027-01-01',
    });
    for (const path of [
      `/properties/${hidden.id}`,
      `/rooms/${hiddenRoom.id}`,
      '/properties/999999',
      '/rooms/999999',
      '/properties/abc',
      '/rooms/99999999999999999999',
      '/properties/0',
    ]) {
      const response = await server.fetch(path, { headers: html });
      expect(response.status, path).toBe(404);
      const page = await response.text();
      expect(page, path).toContain('<div id="root"></div>');
      expect(page, path).not.toContain('data-head');
    }
  });

  it('answers 410 for a deleted property and for the rooms its deletion cascaded to', async () => {
    const gone = await owner.client.properties.create({
      title: 'Piso vendido',
      description: 'Se vendió.',
      property_type: 'piso',
      price: 700,
      size: 40,
      address: 'Calle Luna 3',
      city: 'Bilbao',
      postal_code: '48001',
      bedrooms: 1,
      bathrooms: 1,
    });
    const room = await owner.client.rooms.create({
      coliving_property: gone.id,
      room_number: '1',
      title: 'Habitación del piso vendido',
      price_monthly: 350,
      size_sqm: 11,
      available_from: '2027-01-01',
    });
    const other = await owner.client.rooms.create({
      coliving_property: propertyId,
      room_number: '2',
      title: 'Habitación interior',
      price_monthly: 380,
      size_sqm: 10,
      available_from: '2027-01-01',
    });
    // Seen (and cached) while visible.
    expect((await server.fetch(`/rooms/${room.id}`, { headers: html })).status).toBe(200);
    await owner.client.properties.delete(gone.id);
    await owner.client.rooms.delete(other.id);
    for (const path of [`/properties/${gone.id}`, `/rooms/${room.id}`, `/rooms/${other.id}`]) {
      const response = await server.fetch(path, { headers: html });
      expect(response.status, path).toBe(410);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
    const rows = await server.app.ctx.db
      .selectFrom('deleted_listings')
      .selectAll()
      .where('id', 'in', [gone.id, room.id, other.id])
      .orderBy('kind')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.kind, r.id])).toEqual(
      [
        ['property', gone.id],
        ['room', room.id],
        ['room', other.id],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1])),
    );
    expect(rows.every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(r.deleted_at))).toBe(true);
  });

  it('states its published listing’s terms in the offer, and a draft listing hides the page', async () => {
    const home = await owner.client.properties.create({
      title: 'Estudio junto al Retiro',
      description: 'Estudio exterior amueblado.',
      property_type: 'estudio',
      price: 800,
      size: 35,
      address: 'Calle de Alcalá 90',
      city: 'Madrid',
      postal_code: '28009',
      bedrooms: 1,
      bathrooms: 1,
    });
    const listing = await owner.client.listings.create({
      property: home.id,
      title: 'Estudio junto al Retiro',
      description: 'Para entrar a vivir.',
      available_from: '2027-02-01',
      min_stay: 6,
      deposit: 800,
      rent_terms: 'Contrato mínimo de 6 meses. Se requiere un mes de fianza.',
    });
    expect((await server.fetch(`/properties/${home.id}`, { headers: html })).status).toBe(404);
    await owner.client.listings.update(listing.id, { status: 'published' });
    const head = parseHead(await (await server.fetch(`/properties/${home.id}`, { headers: html })).text());
    const [ld] = head.jsonLd as [Ld];
    expect(ld.offers).toMatchObject({
      price: 800,
      description: 'Contrato mínimo de 6 meses. Se requiere un mes de fianza.',
      availabilityStarts: '2027-02-01',
      eligibleDuration: { '@type': 'QuantitativeValue', minValue: 6, unitCode: 'MON' },
      priceSpecification: [
        { '@type': 'UnitPriceSpecification', price: 800, unitCode: 'MON' },
        { '@type': 'PriceSpecification', name: 'Fianza', price: 800, priceCurrency: 'EUR' },
      ],
    });
    // The home without a listing (beforeAll) offers its rent alone.
    const plain = parseHead(
      await (await server.fetch(`/properties/${propertyId}`, { headers: html })).text(),
    );
    expect((plain.jsonLd as [Ld])[0].offers).not.toHaveProperty('eligibleDuration');
  });

  it('gives a property with an energy letter its EnergyConsumptionDetails in the JSON-LD', async () => {
    const rated = await owner.client.properties.create({
      title: 'Ático eficiente',
      description: 'Ático con placas solares y aerotermia.',
      property_type: 'atico',
      price: 1500,
      size: 90,
      address: 'Calle de Alcalá 200',
      city: 'Madrid',
      postal_code: '28028',
      bedrooms: 2,
      bathrooms: 2,
      energy_rating: 'A',
      energy_consumption: 38,
      energy_emissions: 6.5,
    });
    const head = parseHead(await (await server.fetch(`/properties/${rated.id}`, { headers: html })).text());
    const [home] = head.jsonLd as [Ld];
    expect(home.hasEnergyConsumptionDetails).toEqual({
      '@type': 'EnergyConsumptionDetails',
      hasEnergyEfficiencyCategory: 'https://schema.org/EUEnergyEfficiencyCategoryA',
      energyEfficiencyScaleMin: 'https://schema.org/EUEnergyEfficiencyCategoryG',
      energyEfficiencyScaleMax: 'https://schema.org/EUEnergyEfficiencyCategoryA',
    });
    // The property without a certificate (beforeAll) states none.
    const plain = parseHead(
      await (await server.fetch(`/properties/${propertyId}`, { headers: html })).text(),
    );
    expect((plain.jsonLd as [Ld])[0].hasEnergyConsumptionDetails).toBeUndefined();
  });
});
