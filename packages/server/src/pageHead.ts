import { createHash } from 'node:crypto';
import { ENERGY_LETTERS, isLanguage, languageFromCookie, matchPage, pagePath, pageUrl } from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { PROPERTY_COLUMNS, type PropertyRow } from './db/schema';
import { escapeHtml, insertBefore, removeFirst } from './html';
import { HEAD_LOCALES, HEAD_TEXTS, type HeadLocale, type HeadTexts, staticPageAt } from './i18n/pageHeads';
import { linkPreviewPath } from './linkPreview';
import { LINK_PREVIEW } from './services/images';
import { type PublishedListing, publishedListings } from './services/serializers';

/*
 * What a page's <head> says before any JavaScript runs: the title, description, canonical
 * URL, language alternates, Open Graph and Twitter card tags that link previews read (WhatsApp,
 * Slack, X, Facebook run no script), and schema.org JSON-LD for a listing. Injected by portal.ts into
 * the built index.html, whose body stays the SPA's. Every tag carries data-head="server": at its
 * first navigation the portal removes them all but the title, which it then keeps up to date itself
 * (portal `start.tsx`), so the head never describes two pages.
 *
 * The head speaks the page's language: the portal takes its language from `?lang=` on load
 * (app/language.ts), so the server does too, with the texts of i18n/pageHeads.ts (Spanish for no or an
 * unknown `lang`), and og:locale says which one it is. What the landlord wrote (a listing's title and
 * description) stays as written. The alternates are the page's URL with `?lang=en|fr|de`; Spanish and
 * x-default are the URL without it.
 */

export { escapeHtml, HEAD_LOCALES };

const DEFAULT_LOCALE: HeadLocale = 'es';
const SITE_NAME = 'Convive';
/** Search engines cut a description about here. */
const DESCRIPTION_CHARS = 155;
/** The longest place name a search's title repeats (Spain's longest municipality names are ~50). */
const MAX_PLACE_CHARS = 80;
/** The largest id either database stores (PostgreSQL's `integer`). */
const MAX_ID = 2_147_483_647;

/** What the server says about a page: its status, and the tags for its head. */
export interface PageHead {
  status: 200 | 404 | 410;
  /** The tags, one a line, ready for the head. */
  tags: string;
}

interface HeadData {
  title: string;
  description: string;
  /** The page's path and the query that makes it another page (without `lang`). */
  path: string;
  /** og:type: a listing is an `article` of the site (Open Graph has no type for a rental). */
  type: 'website' | 'article';
  image?: string | null;
  /** The link preview made from that photo (a 1200×630 JPEG, linkPreview.ts), when there is one. */
  preview?: string | null;
  jsonLd?: unknown[];
}

/**
 * The query parameters that do not make a search another page: paging, cursors and ordering only
 * show the same results differently, so the canonical URL of a search keeps its filters alone (a
 * crawler would otherwise index every page and order of one search as duplicates).
 */
const SEARCH_NOISE = new Set(['page', 'page_size', 'cursor', 'ordering', 'order', 'sort', 'lang', 'view']);
/** Campaign and click ids that links carry: never part of a page's address. */
const TRACKING = /^(utm_\w+|fbclid|gclid|msclkid|mc_\w+)$/i;

/** schema.org's type for each property type: the closest of its accommodation kinds. */
const SCHEMA_TYPES: Record<string, string> = {
  apartamento: 'Apartment',
  piso: 'Apartment',
  estudio: 'Apartment',
  atico: 'Apartment',
  duplex: 'Apartment',
  casa: 'House',
  chalet: 'SingleFamilyResidence',
};

/**
 * schema.org's EnergyConsumptionDetails for a property's energy certificate: its letter on the EU
 * scale A (best) to G. Null without a letter ('en_tramite', 'exento' or none): nothing to state.
 */
export function energyConsumptionDetails(rating: string | null) {
  if (!ENERGY_LETTERS.includes(rating as (typeof ENERGY_LETTERS)[number])) return null;
  const category = (letter: string) => `https://schema.org/EUEnergyEfficiencyCategory${letter}`;
  return {
    '@type': 'EnergyConsumptionDetails',
    hasEnergyEfficiencyCategory: category(rating as string),
    energyEfficiencyScaleMin: category('G'),
    energyEfficiencyScaleMax: category('A'),
  };
}

/** The id of a listing's path, or null when it is not a plausible id (404 without a query). */
export function listingId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** Which listing a path names, if any (its id as the path writes it, decoded). */
export function listingOf(path: string): { kind: 'property' | 'room'; id: string } | null {
  for (const kind of ['property', 'room'] as const) {
    const params = matchPage(kind, path);
    if (params) return { kind, id: String(params.id) };
  }
  return null;
}

/**
 * The head of a page, or null for a page the server says nothing about (the dashboard, unknown
 * paths: the SPA's own title only), in the language `?lang=` asks for. Listing heads come from the
 * search cache when they can (keyed by origin, id and language: the same for every visitor,
 * invalidated by every write like a search).
 */
export async function pageHead(
  ctx: AppContext,
  request: FastifyRequest,
  path: string,
  query: URLSearchParams,
): Promise<PageHead | null> {
  // Keys follow the answers' origin (the head's picture is on it); the links name the site.
  const origin = ctx.origin(request);
  const site = ctx.siteOrigin(request);
  const lang = pageLanguage(query, request.headers.cookie);
  const listing = listingOf(path);
  if (listing) {
    const id = listingId(listing.id);
    if (id === null) return { status: 404, tags: '' };
    // The language is part of the key: the entry holds the texts, and they are the page's language.
    const key = `head|${origin}|${listing.kind}|${id}|${lang}`;
    const cached = await ctx.searchCache.get(key);
    let entry = cached.body === undefined ? undefined : readEntry(cached.body);
    if (!entry) {
      entry = await listingHead(ctx, request, listing.kind, id, HEAD_TEXTS[lang]);
      // Only what a page shows: a scan of ids that do not exist must not push the searches out.
      if (entry.data) void ctx.searchCache.set(key, JSON.stringify(entry), cached.generation);
    }
    if (!entry.data) return { status: entry.status, tags: '' };
    return { status: 200, tags: renderHead(site, entry.data, lang) };
  }
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // An alias ('/about') is its page (aboutUs): that page's head, and its address as the canonical.
  const name = staticPageAt(normalized);
  if (name === null) return null;
  const texts = HEAD_TEXTS[lang];
  const page = texts.pages[name];
  let canonicalPath = pagePath(name);
  if (name === 'properties' || name === 'rooms') {
    const kept = new URLSearchParams();
    for (const [name, value] of [...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      if (!SEARCH_NOISE.has(name) && !TRACKING.test(name) && value !== '') kept.append(name, value);
    const search = kept.toString();
    if (search) canonicalPath += `?${search}`;
  }
  const city = name === 'properties' ? query.get('city')?.trim() : null;
  // A place's name is short; anything longer is not one, and the title stays the page's own.
  const title = city && city.length <= MAX_PLACE_CHARS ? texts.propertiesIn(city) : page.title;
  return {
    status: 200,
    tags: renderHead(
      site,
      { title, description: page.description, path: canonicalPath, type: 'website' },
      lang,
    ),
  };
}

interface CachedListing {
  status: 200 | 404 | 410;
  data?: HeadData;
}

/** A cached entry, or undefined (a miss) when it cannot be read. */
function readEntry(body: string): CachedListing | undefined {
  try {
    const entry = JSON.parse(body) as CachedListing;
    return entry?.data ? entry : undefined;
  } catch {
    return undefined;
  }
}

/** A listing's status and head data in one language, read from the database. */
async function listingHead(
  ctx: AppContext,
  request: FastifyRequest,
  kind: 'property' | 'room',
  id: number,
  texts: HeadTexts,
): Promise<CachedListing> {
  const db = ctx.readDb;
  if (kind === 'property') {
    const property = await db
      .selectFrom('properties')
      .select(PROPERTY_COLUMNS)
      .where('properties.id', '=', id)
      .executeTakeFirst();
    if (!property || property.status === 'inactivo') return { status: await goneOr404(ctx, kind, id) };
    const [photo, terms] = await Promise.all([
      firstImage(ctx, request, 'property_images', id),
      publishedListings(db, [id]),
    ]);
    return {
      status: 200,
      data: {
        ...propertyData(property, photo?.url ?? null, texts, terms.get(id) ?? null),
        preview: photo?.preview ?? null,
      },
    };
  }
  const room = await db
    .selectFrom('rooms')
    .innerJoin('properties', 'properties.id', 'rooms.property_id')
    .selectAll('rooms')
    .select([
      'properties.title as property_title',
      'properties.status as property_status',
      'properties.property_type',
      'properties.address',
      'properties.city',
      'properties.postal_code',
      'properties.country',
      'properties.neighborhood',
    ])
    .where('rooms.id', '=', id)
    .executeTakeFirst();
  if (!room || room.property_status === 'inactivo') return { status: await goneOr404(ctx, kind, id) };
  const photo =
    (await firstImage(ctx, request, 'room_images', id)) ??
    (await firstImage(ctx, request, 'property_images', room.property_id));
  const image = photo?.url ?? null;
  const place = [room.neighborhood, room.city].filter(Boolean).join(', ');
  const name = room.title || texts.roomName(room.room_number);
  const title = texts.listingTitle(name, room.city, texts.price(room.price_monthly));
  const description = trimDescription(
    room.description || texts.roomDescription(room.size_sqm, room.property_title, place),
  );
  const url = pagePath('room', { id: room.id });
  const accommodation = {
    '@context': 'https://schema.org',
    '@type': 'Room',
    name,
    description,
    url,
    address: postalAddress(room),
    floorSize: { '@type': 'QuantitativeValue', value: room.size_sqm, unitCode: 'MTK' },
    numberOfRooms: 1,
    ...(image ? { image: [image] } : {}),
    containedInPlace: {
      '@type': SCHEMA_TYPES[room.property_type] ?? 'Accommodation',
      name: room.property_title,
      url: pagePath('property', { id: room.property_id }),
    },
    offers: offer(room.price_monthly, room.status === 'available', url),
  };
  return {
    status: 200,
    data: {
      title,
      description,
      path: url,
      type: 'article',
      image,
      preview: photo?.preview ?? null,
      jsonLd: [accommodation, breadcrumbs(texts, room.city, name, url)],
    },
  };
}

/** A property's head: its type, city and rent in the page's language, its landlord's own texts as written. */
function propertyData(
  property: PropertyRow,
  image: string | null,
  texts: HeadTexts,
  terms: OfferTerms | null,
): HeadData {
  const typeName = (texts.propertyTypes as Record<string, string>)[property.property_type] ?? texts.otherType;
  // A coliving property priced per room shows that price, "from" it (spec 01 §9).
  const perRoom = property.is_coliving && property.price_per_room ? property.price_per_room : null;
  const shown = perRoom ?? property.price;
  const title = texts.listingTitle(
    typeName,
    property.city,
    perRoom === null ? texts.price(shown) : texts.fromPrice(texts.price(shown)),
  );
  const description = trimDescription(
    property.description ||
      texts.propertyDescription(typeName, property.size, property.bedrooms, property.city),
  );
  const url = pagePath('property', { id: property.id });
  const energy = energyConsumptionDetails(property.energy_rating);
  const accommodation = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[property.property_type] ?? 'Accommodation',
    name: property.title,
    description,
    url,
    address: postalAddress(property),
    floorSize: { '@type': 'QuantitativeValue', value: property.size, unitCode: 'MTK' },
    numberOfRooms: property.bedrooms + 1,
    numberOfBedrooms: property.bedrooms,
    numberOfBathroomsTotal: property.bathrooms,
    petsAllowed: !!property.pets_allowed,
    ...(image ? { image: [image] } : {}),
    ...(energy ? { hasEnergyConsumptionDetails: energy } : {}),
    offers: offer(shown, property.status === 'disponible', url, terms, texts),
  };
  return {
    title,
    description,
    path: url,
    type: 'article',
    image,
    jsonLd: [accommodation, breadcrumbs(texts, property.city, property.title, url)],
  };
}

function postalAddress(row: { address: string; city: string; postal_code: string; country: string }) {
  return {
    '@type': 'PostalAddress',
    streetAddress: row.address,
    addressLocality: row.city,
    postalCode: row.postal_code,
    addressCountry: countryCode(row.country),
  };
}

/** schema.org prefers the ISO code; the listings store the country's name (mostly España). */
function countryCode(country: string): string {
  return /^(españa|espana|spain|es)$/i.test(country.trim()) ? 'ES' : country;
}

/** A monthly rent as an Offer; relative URLs are made absolute when rendered. */
/** What the home's published listing says of renting it (ADR 0177): its offer's terms. */
type OfferTerms = Pick<PublishedListing, 'rent_terms' | 'min_stay' | 'deposit' | 'available_from'>;

function offer(
  amount: number,
  available: boolean,
  url: string,
  terms?: OfferTerms | null,
  texts?: HeadTexts,
) {
  const rent = {
    '@type': 'UnitPriceSpecification',
    price: amount,
    priceCurrency: 'EUR',
    unitCode: 'MON',
  };
  return {
    '@type': 'Offer',
    price: amount,
    priceCurrency: 'EUR',
    availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    priceSpecification:
      terms && texts && terms.deposit > 0
        ? [
            rent,
            {
              '@type': 'PriceSpecification',
              name: texts.deposit,
              price: terms.deposit,
              priceCurrency: 'EUR',
            },
          ]
        : rent,
    ...(terms
      ? {
          description: terms.rent_terms,
          availabilityStarts: terms.available_from,
          eligibleDuration: { '@type': 'QuantitativeValue', minValue: terms.min_stay, unitCode: 'MON' },
        }
      : {}),
    url,
  };
}

/** Home › Properties › City (the search in that city) › the listing, in the page's language. */
function breadcrumbs(texts: HeadTexts, city: string, name: string, url: string) {
  const items = [
    { name: texts.breadcrumbs.home, item: pagePath('home') },
    { name: texts.breadcrumbs.properties, item: pagePath('properties') },
    { name: city, item: pageUrl('', 'properties', {}, { city }) },
    { name, item: url },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  };
}

/** A listing's first photo: its address, and its link preview's when the photos are local (linkPreview.ts). */
async function firstImage(
  ctx: AppContext,
  request: FastifyRequest,
  table: 'property_images' | 'room_images',
  owner: number,
): Promise<{ url: string; preview: string | null } | null> {
  // The same order as the serializers' (main first, then by position): the card's photo.
  const row = await ctx.readDb
    .selectFrom(table)
    .select('storage_key')
    .where('owner_ref', '=', owner)
    .orderBy('is_main', 'desc')
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const url = row ? ctx.mediaUrl(row.storage_key, request) : null;
  if (!row || !url) return null;
  const preview = ctx.storage.localRoot ? linkPreviewPath(row.storage_key) : null;
  return { url, preview: preview ? `${ctx.origin(request)}${preview}` : null };
}

/** 410 when the listing was deleted (migration 017), else 404. */
async function goneOr404(ctx: AppContext, kind: 'property' | 'room', id: number): Promise<404 | 410> {
  const row = await ctx.readDb
    .selectFrom('deleted_listings')
    .select('id')
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? 410 : 404;
}

/** At most ~155 characters, cut at a word boundary, with an ellipsis when cut; whitespace folded. */
export function trimDescription(text: string, max = DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * A page's language: the `?lang=` its address names (the hreflang alternates link there), Spanish
 * without one or for a language the portal is not written in. The head, the server's render and
 * `<html lang>` all read it here.
 */
/**
 * A page's language: the one its address names (`?lang=`, what hreflang links and crawlers use), else
 * the one the visitor chose in the portal's menu (its cookie), else Spanish.
 */
export function pageLanguage(query: URLSearchParams, cookie?: string): HeadLocale {
  const lang = query.get('lang');
  return isLanguage(lang) ? lang : (languageFromCookie(cookie) ?? DEFAULT_LOCALE);
}

const OG_LOCALES: Record<HeadLocale, string> = { es: 'es_ES', en: 'en_GB', fr: 'fr_FR', de: 'de_DE' };

/** The page's URL in a language: `?lang=` added to its own query (none for Spanish). */
function localized(origin: string, path: string, locale: HeadLocale): string {
  if (locale === DEFAULT_LOCALE) return `${origin}${path}`;
  return `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}

function renderHead(origin: string, data: HeadData, lang: HeadLocale): string {
  const canonical = localized(origin, data.path, lang);
  const image = data.image ?? null;
  // What previews show: the JPEG made for them (every messenger reads it), else the photo itself.
  const shown = data.preview ?? image;
  const tags: string[] = [
    `<title>${escapeHtml(data.title)}</title>`,
    meta('name', 'description', data.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...HEAD_LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(localized(origin, data.path, locale))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${data.path}`)}">`,
    meta('property', 'og:type', data.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', data.title),
    meta('property', 'og:description', data.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[lang]),
    ...HEAD_LOCALES.filter((l) => l !== lang).map((l) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[l]),
    ),
    ...(shown ? [meta('property', 'og:image', shown)] : []),
    ...(data.preview
      ? [
          meta('property', 'og:image:type', 'image/jpeg'),
          meta('property', 'og:image:width', String(LINK_PREVIEW.width)),
          meta('property', 'og:image:height', String(LINK_PREVIEW.height)),
        ]
      : []),
    ...(shown ? [meta('property', 'og:image:alt', data.title)] : []),
    meta('name', 'twitter:card', shown ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', data.title),
    meta('name', 'twitter:description', data.description),
    ...(shown ? [meta('name', 'twitter:image', shown)] : []),
    ...(data.jsonLd ?? []).map(
      (block) => `<script type="application/ld+json">${jsonForScript(absolutize(block, origin))}</script>`,
    ),
  ];
  return tags.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-head="server"')).join('\n    ');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/** The JSON-LD's relative URLs (`url`, `item`) made absolute on the page's origin. */
function absolutize(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        (k === 'url' || k === 'item') && typeof v === 'string' && v.startsWith('/')
          ? `${origin}${v}`
          : absolutize(v, origin),
      ]),
    );
  return value;
}

/** JSON that cannot end its <script> or open a comment: `<`, `>`, `&` and the line separators escaped. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page with the head's tags: the template's own <title> and description replaced (one of each),
 * the rest added before </head>. Status and tags as pageHead answered.
 */
export function withHead(html: string, tags: string): string {
  if (!tags) return html;
  const page = removeFirst(
    removeFirst(html, /<title>[\s\S]*?<\/title>\s*/i),
    /<meta\s+name="description"[^>]*>\s*/i,
  );
  return insertBefore(page, '</head>', `${tags}\n  `);
}

/** A weak ETag of a page's body (the same bytes compress differently: weak). */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when the request's If-None-Match names this ETag (weak comparison, `*` included). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}
