import { PAGE_NAMES, PAGES, pagePath } from '@convive/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from './context';

/*
 * What search engines read about the site: /robots.txt and the sitemaps. Served by the
 * server whether or not it serves the portal too (they describe the site's public pages, at the
 * origin the portal is reached on), on routes of their own, which the portal's catch-all never
 * answers whatever the Accept header.
 *
 * /sitemap.xml is always a sitemap index: /sitemap-pages.xml (the fixed public pages), then
 * /sitemap-properties-N.xml and /sitemap-rooms-N.xml. Page N of a kind holds the visible rows whose
 * id is in ((N-1)·size, N·size], so a page is read keyset-style on the primary key (no OFFSET), keeps
 * its URL and content when other rows come and go, and never holds more than the protocol's 50,000
 * URLs. The index lists only the pages that have a row, with the latest change in each.
 */

/** URLs per sitemap at most (the sitemap protocol's limit). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Rows read per query while a sitemap page is written. */
const CHUNK_ROWS = 5_000;

/** Sitemaps follow the listings within minutes; a crawler reading them often is served from caches. */
const SITEMAP_MAX_AGE_S = 300;

/** Crawlers keep robots.txt about a day anyway. */
const ROBOTS_MAX_AGE_S = 86_400;

/** The largest id a page may start after (PostgreSQL's `integer`): a higher page cannot exist. */
const MAX_ID = 2_147_483_647;

/**
 * The public pages that are not listings (spec 01 §2): the searches, the content pages and the
 * guest pages, as the page table lists them for the sitemap. /about is the same page as /about-us and
 * is left out (one URL per page).
 */
export const PUBLIC_PAGES: readonly string[] = PAGE_NAMES.filter((name) => PAGES[name].sitemap).map(
  (name) => PAGES[name].path,
);

/** The paths of the pages robots.txt disallows, by the page table. */
const DISALLOWED_PAGES = PAGE_NAMES.filter((name) => PAGES[name].disallow).map((name) => PAGES[name].path);

/**
 * What crawlers are asked to leave: the signed-in dashboard, the pages reached from links in e-mails,
 * which carry a token (password reset, visit confirmation, saved-search unsubscription) or say nothing
 * without one (forgotten password), then the API and the socket. A page under another one listed (the
 * dashboard's) goes with it; a parameter is robots.txt's wildcard.
 */
export const PRIVATE_PATHS: readonly string[] = [
  ...DISALLOWED_PAGES.filter((path) => !DISALLOWED_PAGES.some((other) => path.startsWith(`${other}/`))).map(
    (path) => path.replace(/:\w+/g, '*'),
  ),
  '/api/',
  '/ws',
];

export interface SeoOptions {
  /** URLs per sitemap page (tests use a few). @default SITEMAP_PAGE_SIZE */
  pageSize?: number;
}

type Kind = 'properties' | 'rooms';

interface IndexPage {
  page: number;
  lastmod: string | null;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** A page number as written in a sitemap's path: no sign, no leading zero, no exponent. */
const PAGE_NUMBER = /^[1-9]\d{0,9}$/;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** Registers GET /robots.txt, /sitemap.xml, /sitemap-pages.xml and the listings' sitemap pages. */
export function registerSeo(app: FastifyInstance, ctx: AppContext, options: SeoOptions = {}): void {
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
  /**
   * These documents name the site's origin. With PUBLIC_URL it is that, whatever the request says,
   * and any cache may keep them. Without it the origin comes from the request's Host (or a trusted
   * proxy's X-Forwarded-Host): then a shared cache must not keep one host's copy for another's
   * visitors, so the answer is private and says what it varies on.
   */
  const cacheable = (reply: FastifyReply, maxAge: number) =>
    ctx.config.publicUrl
      ? reply.header('cache-control', `public, max-age=${maxAge}`)
      : reply.header('cache-control', `private, max-age=${maxAge}`).header('vary', 'Host, X-Forwarded-Host');
  const sendXml = (reply: FastifyReply, xml: string) =>
    cacheable(reply, SITEMAP_MAX_AGE_S).type('application/xml; charset=utf-8').send(xml);
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > SITEMAP_PAGE_SIZE)
    throw new Error(`sitemap page size must be an integer from 1 to ${SITEMAP_PAGE_SIZE}`);
  const db = ctx.readDb;
  // A literal, not a parameter: PostgreSQL must see the same expression in SELECT and GROUP BY.
  const pageOf = (column: 'properties.id' | 'rooms.id' | 'rooms.property_id') =>
    sql<number>`(${sql.ref(column)} - 1) / ${sql.lit(pageSize)}`;

  app.get('/robots.txt', (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${ctx.siteOrigin(request)}/sitemap.xml`,
      '',
    ];
    return cacheable(reply, ROBOTS_MAX_AGE_S).type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const base = escapeXml(ctx.siteOrigin(request));
    const [properties, rooms] = await Promise.all([propertyPages(), roomPages()]);
    const entry = (path: string, lastmod: string | null) =>
      `<sitemap><loc>${base}${path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    const lines = [
      `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">`,
      entry('/sitemap-pages.xml', null),
      ...properties.map((p) => entry(`/sitemap-properties-${p.page}.xml`, p.lastmod)),
      ...rooms.map((p) => entry(`/sitemap-rooms-${p.page}.xml`, p.lastmod)),
      '</sitemapindex>\n',
    ];
    return sendXml(reply, lines.join('\n'));
  });

  app.get('/sitemap-pages.xml', (request, reply) => {
    const base = escapeXml(ctx.siteOrigin(request));
    const lines = [
      `${XML_HEAD}<urlset xmlns="${NAMESPACE}">`,
      ...PUBLIC_PAGES.map((path) => `<url><loc>${base}${escapeXml(path)}</loc></url>`),
      '</urlset>\n',
    ];
    return sendXml(reply, lines.join('\n'));
  });

  for (const kind of ['properties', 'rooms'] as const) {
    app.get<{ Params: { page: string } }>(`/sitemap-${kind}-:page.xml`, async (request, reply) => {
      const page = PAGE_NUMBER.test(request.params.page) ? Number(request.params.page) : 0;
      const after = (page - 1) * pageSize;
      if (page < 1 || after >= MAX_ID) return reply.callNotFound();
      const xml = await sitemapPage(request, kind, after, Math.min(after + pageSize, MAX_ID));
      if (xml === null) return reply.callNotFound();
      return sendXml(reply, xml);
    });
  }

  /** The properties' pages with a visible property; a page changes with its properties and their rooms. */
  async function propertyPages(): Promise<IndexPage[]> {
    const [own, ofRooms] = await Promise.all([
      db
        .selectFrom('properties')
        .where('properties.status', '!=', 'inactivo')
        .select((eb) => [
          pageOf('properties.id').as('page'),
          eb.fn.max('properties.updated_at').as('lastmod'),
        ])
        .groupBy(pageOf('properties.id'))
        .execute(),
      db
        .selectFrom('rooms')
        .innerJoin('properties', 'properties.id', 'rooms.property_id')
        .where('properties.status', '!=', 'inactivo')
        .select((eb) => [pageOf('rooms.property_id').as('page'), eb.fn.max('rooms.updated_at').as('lastmod')])
        .groupBy(pageOf('rooms.property_id'))
        .execute(),
    ]);
    const roomsChanged = new Map(ofRooms.map((r) => [Number(r.page), r.lastmod]));
    return own
      .map((r) => ({
        page: Number(r.page) + 1,
        lastmod: latest(r.lastmod, roomsChanged.get(Number(r.page))),
      }))
      .sort((a, b) => a.page - b.page);
  }

  /** The rooms' pages with a visible room (its property not inactive); a room's page shows its property. */
  async function roomPages(): Promise<IndexPage[]> {
    const rows = await db
      .selectFrom('rooms')
      .innerJoin('properties', 'properties.id', 'rooms.property_id')
      .where('properties.status', '!=', 'inactivo')
      .select((eb) => [
        pageOf('rooms.id').as('page'),
        eb.fn.max('rooms.updated_at').as('room'),
        eb.fn.max('properties.updated_at').as('property'),
      ])
      .groupBy(pageOf('rooms.id'))
      .execute();
    return rows
      .map((r) => ({ page: Number(r.page) + 1, lastmod: latest(r.room, r.property) }))
      .sort((a, b) => a.page - b.page);
  }

  /** One sitemap page: the visible rows with ids in (after, end], or null when there is none. */
  async function sitemapPage(
    request: FastifyRequest,
    kind: Kind,
    after: number,
    end: number,
  ): Promise<string | null> {
    const base = escapeXml(ctx.siteOrigin(request));
    const page = kind === 'properties' ? 'property' : 'room';
    const parts = [`${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`];
    let last = after;
    let count = 0;
    for (;;) {
      const rows = kind === 'properties' ? await propertyRows(last, end) : await roomRows(last, end);
      for (const row of rows) {
        const lastmod = latest(row.updated_at, row.also_updated_at);
        parts.push(
          `<url><loc>${base}${pagePath(page, { id: row.id })}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`,
        );
      }
      count += rows.length;
      const tail = rows.at(-1);
      if (!tail || rows.length < CHUNK_ROWS) break;
      last = tail.id;
    }
    if (count === 0) return null;
    parts.push('</urlset>\n');
    return parts.join('');
  }

  /** Visible properties after `last` up to `end`, with their rooms' latest change (the page lists them). */
  function propertyRows(last: number, end: number) {
    return db
      .selectFrom('properties')
      .where('properties.status', '!=', 'inactivo')
      .where('properties.id', '>', last)
      .where('properties.id', '<=', end)
      .select((eb) => [
        'properties.id',
        'properties.updated_at',
        eb
          .selectFrom('rooms')
          .whereRef('rooms.property_id', '=', 'properties.id')
          .select((inner) => inner.fn.max('rooms.updated_at').as('latest'))
          .as('also_updated_at'),
      ])
      .orderBy('properties.id')
      .limit(CHUNK_ROWS)
      .execute();
  }

  /** Visible rooms after `last` up to `end`, with their property's last change (the page shows it). */
  function roomRows(last: number, end: number) {
    return db
      .selectFrom('rooms')
      .innerJoin('properties', 'properties.id', 'rooms.property_id')
      .where('properties.status', '!=', 'inactivo')
      .where('rooms.id', '>', last)
      .where('rooms.id', '<=', end)
      .select(['rooms.id', 'rooms.updated_at', 'properties.updated_at as also_updated_at'])
      .orderBy('rooms.id')
      .limit(CHUNK_ROWS)
      .execute();
  }
}

/** The later of two stored instants, as a W3C datetime (null when neither is a date). */
function latest(a: unknown, b: unknown): string | null {
  const x = w3cDate(a);
  const y = w3cDate(b);
  if (x === null || y === null) return x ?? y;
  // Same shape (every write stores toISOString()): compared as text, without parsing.
  if (x.length === y.length) return x > y ? x : y;
  return Date.parse(x) > Date.parse(y) ? x : y;
}

/** A stored instant as a W3C datetime: ISO UTC strings as they are (they compare as text), else parsed. */
export function w3cDate(value: unknown): string | null {
  if (typeof value === 'string' && ISO_UTC.test(value)) return value;
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${XML_ENTITIES[c]};`);
}

const XML_ENTITIES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };
