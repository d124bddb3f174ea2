import { createHash } from 'node:crypto';
import {
  type ApiMessage,
  FEED_MAX_BYTES,
  LANGUAGES,
  listingCreateSchema,
  type PropertyCreateData,
  parseWithFieldErrors,
  propertyCreateSchema,
  rentTermsFor,
} from '@convive/sdk';
import { SaxesParser } from 'saxes';

/*
 * Kyero v3 (docs/adr/0171-listing-feeds.md): the XML document is parsed whole, with a streaming
 * parser, before anything is written; then each `<property>` is mapped to a Convive property and
 * listing and checked with the API's own schemas. A DTD or an entity declaration refuses the
 * whole document: Kyero feeds never need one, and without them neither external entities (XXE)
 * nor entity expansion (billion laughs) can happen.
 */

/** Limits of a document, tests may lower them (a small cap instead of a 100 MB body). */
export const feedLimits = {
  maxBytes: FEED_MAX_BYTES,
  /** A `<property>` sits at depth 2; its deepest Kyero element (`images/image/url`) at 5. */
  maxDepth: 32,
  /** The fetch of a whole document, every redirect and byte included. */
  fetchTimeoutMs: 120_000,
  /** The fetch of one photo. */
  photoTimeoutMs: 20_000,
};

/** Why a document was refused whole: the report's stable code and its worded message. */
export interface DocumentError {
  code: string;
  message: ApiMessage;
}

/** An element of a `<property>`, as a small tree. */
interface XmlNode {
  name: string;
  text: string;
  children: XmlNode[];
}

export type ParsedDocument = { ok: true; properties: XmlNode[] } | { ok: false; error: DocumentError };

const refusal = (code: string, message: ApiMessage): { ok: false; error: DocumentError } => ({
  ok: false,
  error: { code, message },
});

/** Raised inside the parser's handlers to stop it at the first refusal. */
class Refused extends Error {
  constructor(readonly error: DocumentError) {
    super(error.code);
  }
}

/** The document's text: UTF-8 unless its declaration says Latin-1 (what older Spanish CRMs send). */
function decode(body: Buffer): string {
  const head = body.subarray(0, 200).toString('latin1');
  const encoding = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
  const latin = ['iso-8859-1', 'iso-8859-15', 'latin1', 'windows-1252'].includes(encoding);
  const text = new TextDecoder(latin ? 'windows-1252' : 'utf-8').decode(body);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Parses a whole Kyero v3 document, or says why it is refused. */
export function parseKyero(body: Buffer): ParsedDocument {
  if (body.length > feedLimits.maxBytes)
    return refusal('too_large', {
      code: 'feedTooLarge',
      params: { megabytes: Math.round(feedLimits.maxBytes / 1024 / 1024) },
    });
  const text = decode(body);
  // Refused before parsing: a declaration anywhere (even one the parser would skip) is enough.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return refusal('doctype', { code: 'feedDoctype', params: {} });

  const parser = new SaxesParser({ xmlns: false, position: false });
  const properties: XmlNode[] = [];
  const stack: XmlNode[] = [];
  let rootName: string | null = null;
  let sawHeader = false;
  let depth = 0;
  let closedRoot = false;

  parser.on('doctype', () => {
    throw new Refused({ code: 'doctype', message: { code: 'feedDoctype', params: {} } });
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > feedLimits.maxDepth)
      throw new Refused({
        code: 'too_deep',
        message: { code: 'feedTooDeep', params: { max: feedLimits.maxDepth } },
      });
    if (depth === 1) {
      rootName = tag.name;
      return;
    }
    if (depth === 2) {
      if (tag.name === 'kyero') sawHeader = true;
      if (tag.name !== 'property') return;
    } else if (stack.length === 0) return;
    const node: XmlNode = { name: tag.name, text: '', children: [] };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  const onText = (value: string) => {
    const node = stack.at(-1);
    if (node) node.text += value;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    if (depth === 1) closedRoot = true;
    if (depth === 2 && tag.name === 'property' && stack.length === 1) properties.push(stack[0]!);
    if (stack.length > 0 && stack.at(-1)?.name === tag.name) stack.pop();
    depth -= 1;
  });
  parser.on('error', (error) => {
    throw error;
  });

  try {
    parser.write(text);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.error };
    return refusal('not_xml', { code: 'feedNotXml', params: {} });
  }
  try {
    parser.close();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.error };
    // What was read was well formed but ends early: a fetch that stopped, a file half-copied.
    return rootName === null
      ? refusal('not_xml', { code: 'feedNotXml', params: {} })
      : refusal('truncated', { code: 'feedTruncated', params: {} });
  }
  if (rootName === null) return refusal('not_xml', { code: 'feedNotXml', params: {} });
  if (!closedRoot) return refusal('truncated', { code: 'feedTruncated', params: {} });
  // An empty feed unpublishes everything: only a document that says it is Kyero may be one.
  if (properties.length === 0 && rootName !== 'root' && !sawHeader)
    return refusal('not_kyero', { code: 'feedNotKyero', params: {} });
  return { ok: true, properties };
}

/** The first child named `name`, following a path (`surface_area/built`). */
function child(node: XmlNode, path: string): XmlNode | undefined {
  let at: XmlNode | undefined = node;
  for (const name of path.split('/')) at = at?.children.find((c) => c.name === name);
  return at;
}

function textOf(node: XmlNode, path: string): string {
  return child(node, path)?.text.trim() ?? '';
}

/** A number as feeds write it ("1.200,50" or "1200.50"), or undefined. */
function numberOf(node: XmlNode, path: string): number | undefined {
  const raw = textOf(node, path).replace(/\s/g, '');
  if (raw === '') return undefined;
  const normalised = /,\d{1,2}$/.test(raw) ? raw.replace(/\./g, '').replace(',', '.') : raw.replace(/,/g, '');
  const value = Number(normalised);
  return Number.isFinite(value) ? value : Number.NaN;
}

function flag(node: XmlNode, path: string): boolean {
  return ['1', 'true', 'yes', 'si', 'sí'].includes(textOf(node, path).toLowerCase());
}

/** Kyero's `<type>` (its English words, and the Spanish ones agencies also send) → Convive's type. */
const TYPES: Record<string, PropertyCreateData['property_type']> = {
  apartment: 'apartamento',
  apartamento: 'apartamento',
  flat: 'piso',
  piso: 'piso',
  'ground floor apartment': 'apartamento',
  'middle floor apartment': 'piso',
  'top floor apartment': 'atico',
  penthouse: 'atico',
  atico: 'atico',
  ático: 'atico',
  studio: 'estudio',
  estudio: 'estudio',
  duplex: 'duplex',
  dúplex: 'duplex',
  villa: 'chalet',
  chalet: 'chalet',
  bungalow: 'chalet',
  house: 'casa',
  casa: 'casa',
  'town house': 'casa',
  townhouse: 'casa',
  'country house': 'casa',
  'village house': 'casa',
  'semi-detached house': 'casa',
  'detached house': 'chalet',
  finca: 'casa',
  cortijo: 'casa',
  adosado: 'casa',
  'terraced house': 'casa',
};

/** Words of `<features>` (English and Spanish) that set a Convive yes/no field. */
const FEATURE_FLAGS: { field: keyof PropertyCreateData; pattern: RegExp }[] = [
  { field: 'has_parking', pattern: /parking|garage|garaje|aparcamiento|plaza de garaje/i },
  { field: 'has_terrace', pattern: /terrace|terraza/i },
  { field: 'has_garden', pattern: /garden|jard[ií]n/i },
  { field: 'has_elevator', pattern: /\blift\b|elevator|ascensor/i },
  { field: 'is_furnished', pattern: /^(furnished|fully furnished|amueblado)$/i },
  { field: 'pets_allowed', pattern: /pets allowed|pet friendly|se admiten mascotas|mascotas/i },
];

/** The languages a `<desc>` is read in, in order of preference. */
const DESC_LANGUAGES = ['es', 'en', 'fr', 'de', 'it', 'nl', 'pt'];
const DESCRIPTION_MAX = 5000;

const TYPE_WORDS: Record<PropertyCreateData['property_type'], string> = {
  apartamento: 'Apartamento',
  casa: 'Casa',
  chalet: 'Chalet',
  piso: 'Piso',
  estudio: 'Estudio',
  atico: 'Ático',
  duplex: 'Dúplex',
};

/** A description as plain text: Kyero's `<desc>` often carries HTML. */
function plain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What a row becomes when it can be imported. */
export interface MappedRow {
  position: number;
  ref: string;
  property: PropertyCreateData;
  listing: { title: string; description: string; rent_terms: string; min_stay: number; deposit: number };
  photos: string[];
  /** Of everything above: equal hashes mean nothing to write. */
  hash: string;
}

/** A row that is not imported (or a photo that failed): where, why, as a message code. */
export interface RowProblem {
  position: number;
  ref: string | null;
  field: string | null;
  code: string;
  message: ApiMessage;
}

export type RowResult = { ok: true; row: MappedRow } | { ok: false; problem: RowProblem };

/** The field errors of a schema in every language, for the first field that fails. */
function invalidField(
  schema: typeof propertyCreateSchema | typeof listingCreateSchema,
  input: Record<string, unknown>,
): { field: string; message: ApiMessage } | null {
  const spanish = parseWithFieldErrors(schema, input);
  if (spanish.ok) return null;
  const [field] = Object.keys(spanish.errors);
  const key = field ?? 'non_field_errors';
  const reasons: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const worded = language === 'es' ? spanish : parseWithFieldErrors(schema, input, language);
    reasons[language] = worded.ok ? '' : (worded.errors[key] ?? []).join(' ');
  }
  return {
    field: key,
    message: {
      code: 'feedRowInvalid',
      params: {
        field: key,
        es: reasons.es ?? '',
        en: reasons.en ?? '',
        fr: reasons.fr ?? '',
        de: reasons.de ?? '',
      },
    },
  };
}

/**
 * One `<property>` mapped to Convive's fields and checked with the API's schemas (texts of the
 * schemas are translated later, by whoever reads the report: see `invalidField`).
 */
export function mapKyeroProperty(node: XmlNode, position: number): RowResult {
  const ref = textOf(node, 'ref').slice(0, 200);
  const skip = (code: string, field: string | null, message: ApiMessage): RowResult => ({
    ok: false,
    problem: { position, ref: ref || null, field, code, message },
  });
  if (!ref) return skip('missing_ref', 'ref', { code: 'feedRowMissingRef', params: {} });

  const frequency = textOf(node, 'price_freq').toLowerCase() || 'month';
  if (frequency === 'sale') return skip('sale_listing', 'price_freq', { code: 'feedRowSale', params: {} });
  if (!['month', 'monthly', 'week', 'weekly'].includes(frequency))
    return skip('unknown_price_freq', 'price_freq', {
      code: 'feedRowPriceFreq',
      params: { value: frequency.slice(0, 40) },
    });
  const currency = (textOf(node, 'currency') || 'EUR').toUpperCase();
  if (currency !== 'EUR')
    return skip('unsupported_currency', 'currency', {
      code: 'feedRowCurrency',
      params: { value: currency.slice(0, 10) },
    });
  const kyeroType = textOf(node, 'type/es') || textOf(node, 'type/en') || textOf(node, 'type');
  const propertyType = TYPES[kyeroType.toLowerCase()];
  if (!propertyType)
    return skip('unknown_type', 'property_type', {
      code: 'feedRowType',
      params: { value: kyeroType.slice(0, 60) },
    });
  const postcode = textOf(node, 'postcode') || textOf(node, 'postal_code') || textOf(node, 'zip');
  if (!postcode) return skip('missing_postcode', 'postal_code', { code: 'feedRowPostcode', params: {} });

  // A weekly rent is shown as the month it makes (52 weeks over 12 months), in whole euros.
  const price = numberOf(node, 'price');
  const monthly =
    price === undefined || Number.isNaN(price)
      ? price
      : frequency.startsWith('week')
        ? Math.round((price * 52) / 12)
        : price;

  const town = textOf(node, 'town');
  const province = textOf(node, 'province');
  const detail = textOf(node, 'location_detail');
  const countryText = textOf(node, 'country');
  const country = !countryText || /^(spain|españa|espana|es)$/i.test(countryText) ? 'España' : countryText;
  const latitude = numberOf(node, 'location/latitude');
  const longitude = numberOf(node, 'location/longitude');
  const maps =
    latitude !== undefined && longitude !== undefined && !Number.isNaN(latitude) && !Number.isNaN(longitude)
      ? `https://www.google.com/maps?q=${latitude},${longitude}`
      : '';
  const descNode = child(node, 'desc');
  const descriptions = descNode?.children ?? [];
  const descText =
    DESC_LANGUAGES.map((language) => descriptions.find((d) => d.name === language)?.text.trim()).find(
      (d) => d,
    ) ??
    descriptions.find((d) => d.text.trim())?.text.trim() ??
    descNode?.text.trim() ??
    '';
  let description = plain(descText);
  if (description.length > DESCRIPTION_MAX) description = `${description.slice(0, DESCRIPTION_MAX - 1)}…`;
  const beds = numberOf(node, 'beds');
  const title = [
    TYPE_WORDS[propertyType],
    beds ? `de ${beds} ${beds === 1 ? 'dormitorio' : 'dormitorios'}` : '',
    town ? `en ${town}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const features = (child(node, 'features')?.children ?? []).map((f) => f.text.trim());
  const rating = textOf(node, 'energy_rating/consumption').toUpperCase();

  const input: Record<string, unknown> = {
    title,
    property_type: propertyType,
    description,
    price: monthly,
    size: numberOf(node, 'surface_area/built'),
    address: detail || town,
    city: town,
    postal_code: postcode,
    country,
    location: province,
    neighborhood: detail && detail !== town ? detail.slice(0, 120) : '',
    plus_code_or_maps_link: maps,
    bedrooms: beds ?? 0,
    bathrooms: numberOf(node, 'baths') ?? 0,
    has_pool: flag(node, 'pool'),
    energy_rating: /^[A-G]$/.test(rating) ? rating : null,
    status: 'disponible',
  };
  for (const { field, pattern } of FEATURE_FLAGS)
    if (features.some((feature) => pattern.test(feature))) input[field] = true;

  const propertyProblem = invalidField(propertyCreateSchema, input);
  if (propertyProblem) return skip('invalid_field', propertyProblem.field, propertyProblem.message);
  const property = propertyCreateSchema.parse(input);
  const listing = {
    title: property.title,
    description: property.description,
    // Kyero states no stay or deposit: the terms say what the listing's defaults are.
    rent_terms: rentTermsFor({ min_stay: 1, deposit: 0 }),
    min_stay: 1,
    deposit: 0,
  };
  const listingProblem = invalidField(listingCreateSchema, {
    ...listing,
    property: 1,
    available_from: '2000-01-01',
  });
  if (listingProblem) return skip('invalid_field', listingProblem.field, listingProblem.message);

  const photos = [
    ...new Set(
      (child(node, 'images')?.children ?? [])
        .filter((image) => image.name === 'image')
        .map((image) => textOf(image, 'url') || image.text.trim())
        .filter((url) => /^https?:\/\//i.test(url)),
    ),
  ].slice(0, 30);
  const hash = createHash('sha256').update(JSON.stringify({ property, listing, photos })).digest('base64url');
  return { ok: true, row: { position, ref, property, listing, photos, hash } };
}
