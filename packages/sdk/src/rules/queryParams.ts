/**
 * Search filters as query parameters (spec 01 §5 "Search filters", §2 "Property list", §9): what
 * is skipped, the all-properties rule, the home quick search, the price sliders and reading the
 * filters back from a URL.
 */
import {
  COLIVING_FILTERS,
  PROPERTY_AMENITIES,
  PROPERTY_ORDERINGS,
  PROPERTY_TYPE_ALIASES,
  PROPERTY_TYPES,
  ROOM_ORDERINGS,
  ROOM_PRICE_RANGE,
  ROOM_STATUS_ALIASES,
  ROOM_STATUSES,
  STAY_MONTHS_MAX,
} from '../schemas/constants';
import type { PropertyFilters } from '../schemas/property';
import type { RoomFilters } from '../schemas/room';
import { numberOfText, switchOfText } from '../schemas/textInput';
import { ROOM_AMENITIES } from './clientFilters';

/** The select value meaning "any"; never sent (spec 01 §5). */
export const ANY = 'cualquiera';

/** Property price slider (spec 01 §5, §9): 0–2000 step 50; 2000 means no upper bound. */
export const PROPERTY_PRICE_SLIDER = { min: 0, max: 2000, step: 50 } as const;
/** Room price slider (spec 01 §5, §9): 0–1500 step 25; the filter is sent only when narrowed. */
export const ROOM_PRICE_SLIDER = { ...ROOM_PRICE_RANGE, step: 25 } as const;
/** Max-price choices of the home quick search, euros per month (spec 01 §9). */
export const HOME_PRICE_CHOICES = [300, 500, 750, 1000, 1500, 2000] as const;
/** Max-price choices of the property list header, euros per month (spec 01 §2 "Property list"). */
export const LIST_PRICE_CHOICES = [500, 800, 1000, 1500] as const;
/** Bedroom minimums offered, shown as '1+' … '4+' (spec 01 §9). */
export const BEDROOM_CHOICES = [1, 2, 3, 4] as const;
/** Bathroom minimums offered, shown as '1+' … '3+' (spec 01 §9). */
export const BATHROOM_CHOICES = [1, 2, 3] as const;

/** The price part of the property filters. */
export type PriceFilters = Pick<PropertyFilters, 'min_price' | 'max_price'>;

/** True for a text that means "no value": blank after trimming, or 'cualquiera' in any case. */
function isUnset(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.toLowerCase() === ANY;
}

/** The query text of one scalar, or null when it must be skipped. */
function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return isUnset(value) ? null : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

/**
 * Filters → query parameters (spec 01 §5): skips undefined, null, NaN/±Infinity, blank texts and
 * 'cualquiera'; trims texts; booleans as 'true'/'false'; arrays as repeated keys (each element under
 * the same rules). Objects and functions are skipped. Keys keep their insertion order.
 */
export function toQueryParams(filters: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = scalarText(item);
      if (text !== null) params.append(key, text);
    }
  }
  return params;
}

/** The all-properties search (spec 01 §5): the same filters with status 'disponible' and no owner. */
export function allPropertiesFilters(filters: PropertyFilters): PropertyFilters {
  const { owner: _owner, ...rest } = filters;
  return { ...rest, status: 'disponible' };
}

/*
 * Reading filters from a search address. Each reader answers as the contract's filter schema
 * (`propertyFiltersSchema`, `roomFiltersSchema`) does for one query value (a test holds them to the
 * same answers), without zod: the pages that read their address (the home page, the lists) then
 * start without building the contract's schemas, which only the API client needs.
 */

type Reader<T> = (text: string) => T | undefined;

/** A text filter: trimmed, refused beyond `max` characters. */
const textOf =
  (max: number): Reader<string> =>
  (text) =>
    text.length <= max ? text : undefined;

/** A number written in a form or an address, a decimal comma accepted; not finite → undefined. */
function numberFrom(text: string): number | undefined {
  const value = numberOfText(text);
  return Number.isFinite(value) ? value : undefined;
}

/** A number from `min` up to `max`, whole when `whole`. */
const numberOf =
  (min: number, max = Number.POSITIVE_INFINITY, whole = false): Reader<number> =>
  (text) => {
    const value = numberFrom(text);
    if (value === undefined || value < min || value > max) return undefined;
    return whole && !Number.isInteger(value) ? undefined : value;
  };

/**
 * One of `values`. With `aliases` (the vocabularies that have other spellings), in any case or as
 * one of the aliases; without, written exactly.
 */
const oneOf =
  <T extends string>(values: readonly T[], aliases?: Readonly<Record<string, T>>): Reader<T> =>
  (text) => {
    let value: string = text;
    if (aliases) {
      const key = text.toLowerCase();
      value = Object.hasOwn(aliases, key) ? (aliases[key] as T) : key;
    }
    return (values as readonly string[]).includes(value) ? (value as T) : undefined;
  };

/** A day written 'YYYY-MM-DD' that is a real date, as common.ts's `dateSchema` checks it. */
const dayOf: Reader<string> = (text) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real ? text : undefined;
};

/** The stay of a search: each value on its own (how they fit together is the schema's check). */
const STAY_READERS = {
  move_in: dayOf,
  move_out: dayOf,
  months: numberOf(1, STAY_MONTHS_MAX, true),
};

const switches = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, switchOfText])) as Record<K, Reader<boolean>>;

const PROPERTY_URL_READERS = {
  search: textOf(200),
  city: textOf(100),
  max_price: numberOf(0),
  min_price: numberOf(0),
  min_size: numberOf(0),
  max_size: numberOf(0),
  property_type: oneOf(PROPERTY_TYPES, PROPERTY_TYPE_ALIASES),
  bedrooms: numberOf(0, 50, true),
  bathrooms: numberOf(0, 50, true),
  coliving: oneOf(COLIVING_FILTERS),
  ordering: oneOf(PROPERTY_ORDERINGS),
  ...switches(PROPERTY_AMENITIES),
  ...STAY_READERS,
} satisfies { [K in keyof PropertyFilters]?: Reader<NonNullable<PropertyFilters[K]>> };

const ROOM_URL_READERS = {
  status: oneOf(ROOM_STATUSES, ROOM_STATUS_ALIASES),
  city: textOf(100),
  min_size: numberOf(0),
  max_size: numberOf(0),
  min_price: numberOf(0),
  max_price: numberOf(0),
  ordering: oneOf(ROOM_ORDERINGS),
  ...switches(ROOM_AMENITIES),
  ...STAY_READERS,
} satisfies { [K in keyof RoomFilters]?: Reader<NonNullable<RoomFilters[K]>> };

/** The property filters a search address may carry. */
export type PropertyUrlFilter = keyof typeof PROPERTY_URL_READERS;
/** The room filters a search address may carry. */
export type RoomUrlFilter = keyof typeof ROOM_URL_READERS;
export const PROPERTY_URL_FILTERS = Object.keys(PROPERTY_URL_READERS) as PropertyUrlFilter[];
export const ROOM_URL_FILTERS = Object.keys(ROOM_URL_READERS) as RoomUrlFilter[];

/** Reads one value with its reader; undefined when missing, blank, 'cualquiera' or invalid. */
function readWith<T>(reader: Reader<T>, raw: string | null | undefined): T | undefined {
  if (raw == null || isUnset(raw)) return undefined;
  return reader(raw.trim());
}

/**
 * One property filter from its text in an address, read as `propertyFiltersSchema` reads it;
 * undefined when missing, blank, 'cualquiera' or invalid.
 */
export function propertyFilterFromText<K extends PropertyUrlFilter>(
  key: K,
  raw: string | null | undefined,
): PropertyFilters[K] | undefined {
  // Indexing the readers by a generic key gives the union of them; each reads its own key.
  return readWith(PROPERTY_URL_READERS[key] as Reader<PropertyFilters[K]>, raw);
}

/** One room filter from its text in an address, read as `roomFiltersSchema` reads it. */
export function roomFilterFromText<K extends RoomUrlFilter>(
  key: K,
  raw: string | null | undefined,
): RoomFilters[K] | undefined {
  return readWith(ROOM_URL_READERS[key] as Reader<RoomFilters[K]>, raw);
}

/** Copies the defined entries of `entries` into a fresh filters object. */
function compact(entries: Partial<PropertyFilters>): PropertyFilters {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined) out[key] = value;
  }
  return out as PropertyFilters;
}

/** The home quick search's select and text values. */
export interface HomeSearchInput {
  location?: string | null;
  maxPrice?: string | null;
  propertyType?: string | null;
  bedrooms?: string | null;
}

/**
 * The home quick search → property filters (spec 01 §1, §5): the location is trimmed into `city`
 * (blank ignored); 'cualquiera' and invalid values are left out; property-type aliases are normalised.
 */
export function homeSearchToFilters(input: HomeSearchInput): PropertyFilters {
  return compact({
    city: propertyFilterFromText('city', input.location),
    max_price: propertyFilterFromText('max_price', input.maxPrice),
    property_type: propertyFilterFromText('property_type', input.propertyType),
    bedrooms: propertyFilterFromText('bedrooms', input.bedrooms),
  });
}

/** Keeps a slider value inside [min, max]; NaN becomes `fallback`. */
function clamp(value: number, min: number, max: number, fallback: number): number {
  if (Number.isNaN(value)) return fallback;
  return Math.min(Math.max(value, min), max);
}

/**
 * The property price slider → filters (spec 01 §5): a lower bound of 0 sends no min_price, an upper
 * bound of 2000 sends no max_price (no upper bound). Values are clamped to 0–2000 first.
 */
export function propertyPriceRangeToFilters(range: readonly [number, number]): PriceFilters {
  const { min, max } = PROPERTY_PRICE_SLIDER;
  const low = clamp(range[0], min, max, min);
  const high = clamp(range[1], min, max, max);
  const out: PriceFilters = {};
  if (low > min) out.min_price = low;
  if (high < max) out.max_price = high;
  return out;
}

/**
 * The room price slider → filters (spec 01 §5): both min_price and max_price are sent only when the
 * range is narrowed (lower bound above 0 or upper bound below 1500), else neither. Clamped to 0–1500.
 */
export function roomPriceRangeToFilters(range: readonly [number, number]): PriceFilters {
  const { min, max } = ROOM_PRICE_SLIDER;
  const low = clamp(range[0], min, max, min);
  const high = clamp(range[1], min, max, max);
  if (low > min || high < max) return { min_price: low, max_price: high };
  return {};
}

/**
 * The property list's filters from its URL (spec 01 §2 "Property list"): city, max_price,
 * property_type and bedrooms, each checked by `propertyFiltersSchema`; invalid or 'cualquiera' dropped.
 */
export function filtersFromSearchParams(params: URLSearchParams): PropertyFilters {
  return compact({
    city: propertyFilterFromText('city', params.get('city')),
    max_price: propertyFilterFromText('max_price', params.get('max_price')),
    property_type: propertyFilterFromText('property_type', params.get('property_type')),
    bedrooms: propertyFilterFromText('bedrooms', params.get('bedrooms')),
  });
}
