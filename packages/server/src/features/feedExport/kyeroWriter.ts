import type { Property, PropertyType } from '@convive/sdk';
import type { ListingRow } from '../../db/schema';

/*
 * Kyero v3 XML of an account's stock (docs/adr/0172-feed-export.md), written by a small escaping
 * writer of our own: the document is plain elements and one attribute, so string building is both
 * the simplest and the fastest way (10,000 homes in well under a second), with nothing to configure
 * that could let a landlord's text break out of its element.
 */

/**
 * Everything XML 1.0 cannot carry, even escaped: C0 controls but tab, LF and CR, lone surrogates,
 * U+FFFE and U+FFFF. Removed rather than replaced: they are never meaningful in a listing's text.
 */
const ILLEGAL = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters XML 1.0 forbids. */
export function stripIllegal(text: string): string {
  return text.replace(ILLEGAL, '');
}

/**
 * Anything a text may need changed for: markup characters, controls, surrogates (only emoji and
 * lone halves have them) and U+FFFE/U+FFFF. Most values have none: a test, then no new string.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const NEEDS_WORK = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Text content: `&`, `<` and `>` escaped (`>` too, so `]]>` cannot appear). */
export function escapeText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return stripIllegal(text).replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A parser normalizes literal white space in attributes to spaces: references keep it.
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** A double-quoted attribute's value. */
export function escapeAttribute(text: string): string {
  return stripIllegal(text).replace(/[&<>"'\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
}

/** Appends elements to one string; names are the code's own (never data), values are escaped. */
export class XmlWriter {
  private readonly parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];

  open(name: string, attributes: Readonly<Record<string, string>> = {}): this {
    let tag = `<${name}`;
    for (const [key, value] of Object.entries(attributes)) tag += ` ${key}="${escapeAttribute(value)}"`;
    this.parts.push(`${tag}>`);
    return this;
  }

  close(name: string): this {
    this.parts.push(`</${name}>`);
    return this;
  }

  /** `<name>value</name>`; nothing for null or undefined (an absent fact is an absent element). */
  element(name: string, value: string | number | null | undefined): this {
    if (value === null || value === undefined) return this;
    this.parts.push(`<${name}>${typeof value === 'number' ? value : escapeText(value)}</${name}>`);
    return this;
  }

  /** `<name><lang>text</lang></name>`, the way Kyero writes text in languages. */
  languages(name: string, texts: Readonly<Record<string, string>>): this {
    this.open(name);
    for (const [language, text] of Object.entries(texts)) this.element(language, text);
    return this.close(name);
  }

  newline(): this {
    this.parts.push('\n');
    return this;
  }

  toString(): string {
    return this.parts.join('');
  }
}

/** One home of the export, as the writer needs it. */
export interface KyeroHome {
  ref: string;
  updated_at: string;
  /** Its public page, absolute. */
  url: string;
  /** The property as the API answers it (absolute image URLs, main image first). */
  property: Property;
  listing: Pick<ListingRow, 'title' | 'description'>;
}

/**
 * Convive's property types as Kyero's English types. A `casa` is a house in town (`town house`),
 * a `chalet` a detached house with its own plot, which Kyero calls a `villa`.
 */
export const KYERO_TYPES: Readonly<Record<PropertyType, string>> = {
  apartamento: 'apartment',
  piso: 'apartment',
  estudio: 'studio',
  atico: 'penthouse',
  duplex: 'duplex',
  casa: 'town house',
  chalet: 'villa',
};

/** Kyero reads images up to this many per home. */
export const KYERO_MAX_IMAGES = 50;

/**
 * Spanish provinces by the first two digits of a postal code (01–52, the INE's codes): Kyero asks
 * for the province, Convive keeps the city and the postal code.
 */
const PROVINCES = [
  'Álava',
  'Albacete',
  'Alicante',
  'Almería',
  'Ávila',
  'Badajoz',
  'Baleares',
  'Barcelona',
  'Burgos',
  'Cáceres',
  'Cádiz',
  'Castellón',
  'Ciudad Real',
  'Córdoba',
  'A Coruña',
  'Cuenca',
  'Girona',
  'Granada',
  'Guadalajara',
  'Gipuzkoa',
  'Huelva',
  'Huesca',
  'Jaén',
  'León',
  'Lleida',
  'La Rioja',
  'Lugo',
  'Madrid',
  'Málaga',
  'Murcia',
  'Navarra',
  'Ourense',
  'Asturias',
  'Palencia',
  'Las Palmas',
  'Pontevedra',
  'Salamanca',
  'Santa Cruz de Tenerife',
  'Cantabria',
  'Segovia',
  'Sevilla',
  'Soria',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Valencia',
  'Valladolid',
  'Bizkaia',
  'Zamora',
  'Zaragoza',
  'Ceuta',
  'Melilla',
] as const;

/** The province of a Spanish postal code, else the city (the best place name there is). */
export function provinceOf(postalCode: string, city: string): string {
  const match = /^\s*(\d{2})\d{3}\s*$/.exec(postalCode);
  const code = match ? Number(match[1]) : 0;
  return PROVINCES[code - 1] ?? city;
}

/** Kyero names countries in English; Convive's default is `España`. */
function countryOf(country: string): string {
  const folded = country.trim().toLowerCase();
  return folded === 'españa' || folded === 'espana' || folded === 'es' || folded === '' ? 'Spain' : country;
}

/**
 * The coordinates a maps link carries (`@40.41,-3.70`, `?q=40.41,-3.70`, `ll=`), when it does:
 * Convive keeps no coordinates of its own. A plus code or a place name gives none.
 */
export function coordinatesOf(link: string): { latitude: number; longitude: number } | null {
  const match = /(?:@|[?&](?:q|ll|query|center)=)(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)/.exec(link);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** `2026-05-04T10:20:30.123Z` → `2026-05-04 10:20:30` (Kyero's `<date>`, UTC). */
function kyeroDate(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}

const ENERGY_LETTER = /^[A-G]$/;

/** Kyero's English feature words for the amenities Convive records. */
function featuresOf(p: Property): string[] {
  const features: string[] = [];
  if (p.is_furnished) features.push('Furnished');
  if (p.has_parking) features.push('Parking');
  if (p.has_terrace) features.push('Terrace');
  if (p.has_garden) features.push('Garden');
  if (p.has_elevator) features.push('Lift');
  if (p.pets_allowed) features.push('Pets allowed');
  if (p.is_coliving) features.push('Shared housing (rooms to let)');
  return features;
}

function writeHome(w: XmlWriter, home: KyeroHome): void {
  const p = home.property;
  w.open('property');
  w.element('id', p.id);
  w.element('date', kyeroDate(home.updated_at));
  w.element('ref', home.ref);
  w.element('price', Math.round(p.price));
  w.element('currency', 'EUR');
  w.element('price_freq', 'month');
  w.element('part_ownership', 0);
  w.element('leasehold', 0);
  w.element('new_build', 0);
  w.element('type', KYERO_TYPES[p.property_type] ?? 'apartment');
  w.element('town', p.city);
  w.element('province', provinceOf(p.postal_code, p.city));
  w.element('country', countryOf(p.country));
  w.element('location_detail', p.neighborhood || p.location || null);
  const coordinates = coordinatesOf(p.plus_code_or_maps_link);
  if (coordinates) {
    w.open('location');
    w.element('latitude', coordinates.latitude);
    w.element('longitude', coordinates.longitude);
    w.close('location');
  }
  w.element('beds', p.bedrooms);
  w.element('baths', p.bathrooms);
  w.element('pool', p.has_pool ? 1 : 0);
  w.open('surface_area').element('built', Math.round(p.size)).close('surface_area');
  // Kyero's scale is a letter per measure; Convive keeps one rating (the consumption's letter).
  if (p.energy_rating && ENERGY_LETTER.test(p.energy_rating)) {
    w.open('energy_rating').element('consumption', p.energy_rating).close('energy_rating');
  }
  w.languages('url', { es: home.url });
  w.languages('title', { es: home.listing.title || p.title });
  w.languages('desc', { es: home.listing.description || p.description });
  const features = featuresOf(p);
  if (features.length > 0) {
    w.open('features');
    for (const feature of features) w.element('feature', feature);
    w.close('features');
  }
  const images = p.images.slice(0, KYERO_MAX_IMAGES);
  if (images.length > 0) {
    w.open('images');
    images.forEach((image, index) => {
      w.open('image', { id: String(index + 1) })
        .element('url', image.image)
        .close('image');
    });
    w.close('images');
  }
  // Extension elements (ADR 0172): the Spanish facts Kyero has no element for, under `convive_`.
  w.element('convive_energy_rating', p.energy_rating);
  w.element('convive_energy_consumption', p.energy_consumption);
  w.element('convive_energy_emissions', p.energy_emissions);
  w.element('convive_cadastral_reference', p.cadastral_reference);
  w.element('convive_nrua_number', p.nrua_number);
  w.close('property').newline();
}

/** The whole Kyero v3 document of these homes, in the order given. */
export function kyeroDocument(homes: readonly KyeroHome[]): string {
  const w = new XmlWriter();
  w.open('root').newline();
  w.open('kyero').element('feed_version', 3).close('kyero').newline();
  for (const home of homes) writeHome(w, home);
  return w.close('root').newline().toString();
}
