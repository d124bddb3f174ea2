import * as z from 'zod/mini';
import { checkCadastralReference, normalizeCadastralReference } from '../rules/cadastralReference';
import {
  booleanInput,
  dateSchema,
  dateTimeSchema,
  idSchema,
  mediaUrlSchema,
  nullableNumeric,
  numeric,
  optionalBoolean,
  optionalNumeric,
  optionalText,
  paginationParamsShape,
  requiredText,
} from './common';
import {
  COLIVING_FILTERS,
  ENERGY_CONSUMPTION_MAX,
  ENERGY_EMISSIONS_MAX,
  NRUA_MAX_LENGTH,
  NRUA_MIN_LENGTH,
  PRICE_MAX,
  type PROPERTY_AMENITIES,
  PROPERTY_ORDERINGS,
  SIZE_MAX,
} from './constants';
import { imageSchema } from './images';
import { roomSchema } from './room';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { stayFilterChecks, stayFilterShape } from './stayFilter';
import {
  energyRatingInputSchema,
  energyRatingSchema,
  propertyStatusInputSchema,
  propertyStatusSchema,
  propertyTypeInputSchema,
  propertyTypeSchema,
} from './vocabularies';
import { preprocess } from './zod';

export const roomsStatusSummarySchema = z.object({
  total: z.number().check(z.int(), z.gte(0)),
  available: z.number().check(z.int(), z.gte(0)),
  occupied: z.number().check(z.int(), z.gte(0)),
  reserved: z._default(z.number().check(z.int(), z.gte(0)), 0),
  maintenance: z._default(z.number().check(z.int(), z.gte(0)), 0),
  /** Occupied rooms as a percentage of all rooms, 0–100 (0 when there are none). */
  occupancy_rate: z.number().check(z.gte(0), z.lte(100)),
});
export type RoomsStatusSummary = z.infer<typeof roomsStatusSummarySchema>;

export type PropertyAmenity = (typeof PROPERTY_AMENITIES)[number];

/** What a home's published listing says of renting it: shown on its page, its card and its JSON-LD. */
export const listingTermsSchema = z.object({
  id: idSchema,
  title: z.string(),
  rent_terms: z.string(),
  /** Months. */
  min_stay: z.number().check(z.int()),
  /** Euros; 0: none. */
  deposit: z.number(),
  available_from: dateSchema,
});
export type ListingTerms = z.infer<typeof listingTermsSchema>;

export const propertySchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  property_type: propertyTypeSchema,
  price: z.number(),
  price_per_room: z.nullable(z.number()),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  /** The zone ("location" in the spec). */
  location: z._default(z.string(), ''),
  neighborhood: z._default(z.string(), ''),
  plus_code_or_maps_link: z._default(z.string(), ''),
  bedrooms: z.number().check(z.int()),
  bathrooms: z.number().check(z.int()),
  size: z.number(),
  floor: z.nullable(z.number().check(z.int())),
  is_coliving: z.boolean(),
  is_furnished: z.boolean(),
  has_parking: z.boolean(),
  has_pool: z.boolean(),
  has_terrace: z.boolean(),
  has_garden: z.boolean(),
  has_elevator: z.boolean(),
  pets_allowed: z.boolean(),
  /** The energy certificate's rating; null when the landlord has not given it. */
  energy_rating: z._default(z.nullable(energyRatingSchema), null),
  /** Primary energy consumption, kWh/m²·año. */
  energy_consumption: z._default(z.nullable(z.number()), null),
  /** CO₂ emissions, kg CO₂/m²·año. */
  energy_emissions: z._default(z.nullable(z.number()), null),
  /** The 20-character referencia catastral, without spaces. */
  cadastral_reference: z._default(z.nullable(z.string()), null),
  /** The NRUA (Número de Registro Único de Arrendamientos) that room and seasonal lets need. */
  nrua_number: z._default(z.nullable(z.string()), null),
  status: propertyStatusSchema,
  /** True when the property has a published, featured listing ('Destacado'). */
  is_featured: z._default(z.boolean(), false),
  /** Its published listing's rental terms (docs/adr/0177); null when none is published. */
  listing: z._default(z.nullable(listingTermsSchema), null),
  /**
   * Hidden (`inactivo`) because its listing is a draft or paused, not by its landlord's hand:
   * publishing the listing shows it again, with the status it had.
   */
  hidden_by_listing: z._default(z.boolean(), false),
  owner: idSchema,
  owner_name: z.string(),
  images: z._default(z.array(imageSchema), []),
  /** Card image: the main image's thumbnail, else the first image's, else null. */
  thumbnail: z._default(z.nullable(mediaUrlSchema), null),
  rooms_count: z._default(z.number().check(z.int(), z.gte(0)), 0),
  available_rooms_count: z._default(z.number().check(z.int(), z.gte(0)), 0),
  rooms_status_summary: roomsStatusSummarySchema,
  /** The rooms of a coliving property; filled on the detail call, empty in lists. */
  rooms: z._default(z.array(roomSchema), []),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Property = z.infer<typeof propertySchema>;

/** An optional code: null, missing or blank means "none"; other text is normalised, then checked. */
function nullableCode<T extends z.core.$ZodType<string>>(normalize: (text: string) => string, schema: T) {
  return preprocess((value) => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'string') return value;
    const text = normalize(value);
    return text === '' ? null : text;
  }, z.nullable(schema));
}

/**
 * The referencia catastral, checked whole (rules/cadastralReference.ts). The message names the part
 * to fix; for the control letters it says which ones the rest calls for, a value worded while parsing
 * (SCHEMA_TEMPLATE_TABLES).
 */
const cadastralReferenceInput = nullableCode(
  normalizeCadastralReference,
  z.string().check(
    z.superRefine((text, ctx) => {
      const check = checkCadastralReference(text);
      if (check.ok) return;
      if (check.problem === 'control') {
        ctx.issues.push({
          code: 'custom',
          input: text,
          params: { template: 'cadastralControl', value: check.expected },
        });
        return;
      }
      ctx.issues.push({
        code: 'custom',
        input: text,
        message:
          check.problem === 'length' ? SCHEMA_MESSAGES.cadastralLength : SCHEMA_MESSAGES.cadastralCharacters,
      });
    }),
  ),
);

/**
 * The NRUA, checked loosely: the register (Real Decreto 1312/2024) issues it as one code that
 * starts with the country, ES, then the kind of let (e.g. FCTU, FCNT: whole home, tourist or not)
 * and long runs of digits (the land registry and the property's CRU/IDUFIR), and may end with the
 * region's tourist licence, which keeps its own hyphens or slashes (VFT/MA/12345, VT-123456-A).
 * Its exact layout is not published as a rule, so only what catches a wrong field is checked:
 * 'ES', then upper-case letters, digits, hyphens or slashes, 20 to 64 in all once spaces are
 * removed. It is never required: room and seasonal lets need it, the form says so.
 */
const nruaInput = nullableCode(
  (text) => text.replace(/\s+/g, '').toUpperCase(),
  z
    .string()
    .check(
      z.regex(
        new RegExp(`^ES[A-Z0-9][A-Z0-9/-]{${NRUA_MIN_LENGTH - 4}}[A-Z0-9/-]*[A-Z0-9]$`),
        SCHEMA_MESSAGES.nruaFormat,
      ),
      z.maxLength(NRUA_MAX_LENGTH, SCHEMA_MESSAGES.nruaFormat),
    ),
);

const priceSchema = z.number().check(z.positive(SCHEMA_MESSAGES.pricePositive), z.lte(PRICE_MAX));
const countSchema = z.number().check(z.int(), z.gte(0), z.lte(50));

/** The writable fields of a property, without defaults (shared by create and update). */
const propertyWriteShape = {
  title: requiredText(200),
  property_type: propertyTypeInputSchema,
  description: requiredText(5000),
  price: numeric(priceSchema),
  size: numeric(z.number().check(z.positive(SCHEMA_MESSAGES.sizePositive), z.lte(SIZE_MAX))),
  address: requiredText(255),
  city: requiredText(100),
  postal_code: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, SCHEMA_MESSAGES.postalCode)),
  country: requiredText(100),
  location: optionalText(120),
  neighborhood: optionalText(120),
  plus_code_or_maps_link: optionalText(500),
  bedrooms: numeric(countSchema),
  bathrooms: numeric(countSchema),
  floor: nullableNumeric(z.number().check(z.int(), z.gte(-5), z.lte(200))),
  is_coliving: booleanInput,
  price_per_room: nullableNumeric(priceSchema),
  is_furnished: booleanInput,
  has_parking: booleanInput,
  has_pool: booleanInput,
  has_terrace: booleanInput,
  has_garden: booleanInput,
  has_elevator: booleanInput,
  pets_allowed: booleanInput,
  energy_rating: energyRatingInputSchema,
  energy_consumption: nullableNumeric(z.number().check(z.gte(0), z.lte(ENERGY_CONSUMPTION_MAX))),
  energy_emissions: nullableNumeric(z.number().check(z.gte(0), z.lte(ENERGY_EMISSIONS_MAX))),
  cadastral_reference: cadastralReferenceInput,
  nrua_number: nruaInput,
  status: propertyStatusInputSchema,
};

/** A field that may be left out of a new property: missing means null. */
function nullWhenMissing<T extends z.core.$ZodType>(schema: T) {
  return z.pipe(
    z.optional(schema),
    z.transform((v: z.output<T> | undefined) => v ?? null),
  );
}

/** POST /properties/: required fields of spec 02 §5 and the defaults of spec 02 §9. */
export const propertyCreateSchema = z.object({
  ...propertyWriteShape,
  property_type: z._default(propertyWriteShape.property_type, 'apartamento'),
  country: z._default(propertyWriteShape.country, 'España'),
  location: z._default(propertyWriteShape.location, ''),
  neighborhood: z._default(propertyWriteShape.neighborhood, ''),
  plus_code_or_maps_link: z._default(propertyWriteShape.plus_code_or_maps_link, ''),
  floor: z.pipe(
    z.optional(propertyWriteShape.floor),
    z.transform((v: number | null | undefined) => v ?? null),
  ),
  is_coliving: z._default(propertyWriteShape.is_coliving, false),
  price_per_room: z.pipe(
    z.optional(propertyWriteShape.price_per_room),
    z.transform((v: number | null | undefined) => v ?? null),
  ),
  is_furnished: z._default(propertyWriteShape.is_furnished, false),
  has_parking: z._default(propertyWriteShape.has_parking, false),
  has_pool: z._default(propertyWriteShape.has_pool, false),
  has_terrace: z._default(propertyWriteShape.has_terrace, false),
  has_garden: z._default(propertyWriteShape.has_garden, false),
  has_elevator: z._default(propertyWriteShape.has_elevator, false),
  pets_allowed: z._default(propertyWriteShape.pets_allowed, false),
  energy_rating: nullWhenMissing(propertyWriteShape.energy_rating),
  energy_consumption: nullWhenMissing(propertyWriteShape.energy_consumption),
  energy_emissions: nullWhenMissing(propertyWriteShape.energy_emissions),
  cadastral_reference: nullWhenMissing(propertyWriteShape.cadastral_reference),
  nrua_number: nullWhenMissing(propertyWriteShape.nrua_number),
  status: z._default(propertyWriteShape.status, 'disponible'),
});
export type PropertyCreate = z.input<typeof propertyCreateSchema>;
export type PropertyCreateData = z.output<typeof propertyCreateSchema>;

/** PATCH /properties/{id}/: any subset of the writable fields. */
export const propertyUpdateSchema = z.partial(z.object(propertyWriteShape));
export type PropertyUpdate = z.input<typeof propertyUpdateSchema>;
export type PropertyUpdateData = z.output<typeof propertyUpdateSchema>;

/**
 * Query of GET /properties/ and /properties/all/ (spec 01 §5). Every field optional; text from a
 * query string is coerced. `bedrooms` and `bathrooms` are minimums ("2+").
 */
export const propertyFiltersSchema = z
  .object({
    search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    city: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    neighborhood: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    property_type: z.optional(propertyTypeInputSchema),
    status: z.optional(propertyStatusInputSchema),
    owner: optionalNumeric(idSchema),
    min_price: optionalNumeric(z.number().check(z.gte(0))),
    max_price: optionalNumeric(z.number().check(z.gte(0))),
    min_size: optionalNumeric(z.number().check(z.gte(0))),
    max_size: optionalNumeric(z.number().check(z.gte(0))),
    bedrooms: optionalNumeric(z.number().check(z.int(), z.gte(0), z.lte(50))),
    bathrooms: optionalNumeric(z.number().check(z.int(), z.gte(0), z.lte(50))),
    coliving: z.optional(z.enum(COLIVING_FILTERS, { error: SCHEMA_MESSAGES.listingKind })),
    is_furnished: optionalBoolean,
    has_parking: optionalBoolean,
    has_pool: optionalBoolean,
    has_terrace: optionalBoolean,
    has_garden: optionalBoolean,
    has_elevator: optionalBoolean,
    pets_allowed: optionalBoolean,
    /** Only homes free for this stay: a coliving one by one of its rooms, any other as a whole. */
    ...stayFilterShape,
    /** Only properties with a published listing marked 'Destacar anuncio' (`is_featured`); false filters nothing. */
    featured: optionalBoolean,
    ordering: z.optional(z.enum(PROPERTY_ORDERINGS, { error: SCHEMA_MESSAGES.orderInvalid })),
    ...paginationParamsShape,
    /**
     * Keyset pagination: the opaque position a `next` or `previous` link carries. With it
     * the page starts after (or before) that row instead of skipping `page` pages, so a deep page
     * costs what the first does. `page` is still accepted.
     */
    cursor: z.optional(z.string().check(z.maxLength(200, SCHEMA_MESSAGES.cursorInvalid))),
  })
  .check(...stayFilterChecks);
export type PropertyFilters = z.infer<typeof propertyFiltersSchema>;

const { owner: _owner, status: _status, ...publicFilterShape } = propertyFiltersSchema.shape;

/**
 * Query of the public search, GET /properties/all/: the filters of `propertyFiltersSchema` without
 * `owner` and `status`. The search only ever shows available properties; a `status` or `owner`
 * sent anyway (the spec's client sends status=disponible) is ignored.
 */
export const publicPropertyFiltersSchema = z.object(publicFilterShape).check(...stayFilterChecks);
export type PublicPropertyFilters = z.infer<typeof publicPropertyFiltersSchema>;
