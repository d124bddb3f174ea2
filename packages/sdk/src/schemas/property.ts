import * as z from 'zod';
import {
  booleanInput,
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
import { imageSchema } from './images';
import { roomSchema } from './room';
import {
  COLIVING_FILTERS,
  propertyStatusInputSchema,
  propertyStatusSchema,
  propertyTypeInputSchema,
  propertyTypeSchema,
} from './vocabularies';

export const PRICE_MAX = 1_000_000;
export const SIZE_MAX = 100_000;

export const roomsStatusSummarySchema = z.object({
  total: z.number().int().min(0),
  available: z.number().int().min(0),
  occupied: z.number().int().min(0),
  reserved: z.number().int().min(0).default(0),
  maintenance: z.number().int().min(0).default(0),
  /** Occupied rooms as a percentage of all rooms, 0–100 (0 when there are none). */
  occupancy_rate: z.number().min(0).max(100),
});
export type RoomsStatusSummary = z.infer<typeof roomsStatusSummarySchema>;

/** The amenity switches a property has (spec 01 §3, spec 02 §3). */
export const PROPERTY_AMENITIES = [
  'is_furnished',
  'has_parking',
  'has_pool',
  'has_terrace',
  'has_garden',
  'has_elevator',
  'pets_allowed',
] as const;
export type PropertyAmenity = (typeof PROPERTY_AMENITIES)[number];

export const propertySchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  property_type: propertyTypeSchema,
  price: z.number(),
  price_per_room: z.number().nullable(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  /** The zone ("location" in the spec). */
  location: z.string().default(''),
  neighborhood: z.string().default(''),
  plus_code_or_maps_link: z.string().default(''),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  size: z.number(),
  floor: z.number().int().nullable(),
  is_coliving: z.boolean(),
  is_furnished: z.boolean(),
  has_parking: z.boolean(),
  has_pool: z.boolean(),
  has_terrace: z.boolean(),
  has_garden: z.boolean(),
  has_elevator: z.boolean(),
  pets_allowed: z.boolean(),
  status: propertyStatusSchema,
  /** True when the property has a published, featured listing ('Destacado'). */
  is_featured: z.boolean().default(false),
  owner: idSchema,
  owner_name: z.string(),
  images: z.array(imageSchema).default([]),
  /** Card image: the main image's thumbnail, else the first image's, else null. */
  thumbnail: mediaUrlSchema.nullable().default(null),
  rooms_count: z.number().int().min(0).default(0),
  available_rooms_count: z.number().int().min(0).default(0),
  rooms_status_summary: roomsStatusSummarySchema,
  /** The rooms of a coliving property; filled on the detail call, empty in lists. */
  rooms: z.array(roomSchema).default([]),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Property = z.infer<typeof propertySchema>;

const priceSchema = z.number().positive('El precio debe ser mayor que 0.').max(PRICE_MAX);
const countSchema = z.number().int().min(0).max(50);

/** The writable fields of a property, without defaults (shared by create and update). */
const propertyWriteShape = {
  title: requiredText(200),
  property_type: propertyTypeInputSchema,
  description: requiredText(5000),
  price: numeric(priceSchema),
  size: numeric(z.number().positive('El tamaño debe ser mayor que 0.').max(SIZE_MAX)),
  address: requiredText(255),
  city: requiredText(100),
  postal_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'Introduce un código postal válido.'),
  country: requiredText(100),
  location: optionalText(120),
  neighborhood: optionalText(120),
  plus_code_or_maps_link: optionalText(500),
  bedrooms: numeric(countSchema),
  bathrooms: numeric(countSchema),
  floor: nullableNumeric(z.number().int().min(-5).max(200)),
  is_coliving: booleanInput,
  price_per_room: nullableNumeric(priceSchema),
  is_furnished: booleanInput,
  has_parking: booleanInput,
  has_pool: booleanInput,
  has_terrace: booleanInput,
  has_garden: booleanInput,
  has_elevator: booleanInput,
  pets_allowed: booleanInput,
  status: propertyStatusInputSchema,
};

/** POST /properties/: required fields of spec 02 §5 and the defaults of spec 02 §9. */
export const propertyCreateSchema = z.object({
  ...propertyWriteShape,
  property_type: propertyWriteShape.property_type.default('apartamento'),
  country: propertyWriteShape.country.default('España'),
  location: propertyWriteShape.location.default(''),
  neighborhood: propertyWriteShape.neighborhood.default(''),
  plus_code_or_maps_link: propertyWriteShape.plus_code_or_maps_link.default(''),
  floor: propertyWriteShape.floor.optional().transform((v) => v ?? null),
  is_coliving: propertyWriteShape.is_coliving.default(false),
  price_per_room: propertyWriteShape.price_per_room.optional().transform((v) => v ?? null),
  is_furnished: propertyWriteShape.is_furnished.default(false),
  has_parking: propertyWriteShape.has_parking.default(false),
  has_pool: propertyWriteShape.has_pool.default(false),
  has_terrace: propertyWriteShape.has_terrace.default(false),
  has_garden: propertyWriteShape.has_garden.default(false),
  has_elevator: propertyWriteShape.has_elevator.default(false),
  pets_allowed: propertyWriteShape.pets_allowed.default(false),
  status: propertyWriteShape.status.default('disponible'),
});
export type PropertyCreate = z.input<typeof propertyCreateSchema>;
export type PropertyCreateData = z.output<typeof propertyCreateSchema>;

/** PATCH /properties/{id}/: any subset of the writable fields. */
export const propertyUpdateSchema = z.object(propertyWriteShape).partial();
export type PropertyUpdate = z.input<typeof propertyUpdateSchema>;
export type PropertyUpdateData = z.output<typeof propertyUpdateSchema>;

/** Sort orders accepted by the property search. */
export const PROPERTY_ORDERINGS = ['-created_at', 'created_at', 'price', '-price', 'size', '-size'] as const;

/**
 * Query of GET /properties/ and /properties/all/ (spec 01 §5). Every field optional; text from a
 * query string is coerced. `bedrooms` and `bathrooms` are minimums ("2+").
 */
export const propertyFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  neighborhood: z.string().trim().max(120).optional(),
  property_type: propertyTypeInputSchema.optional(),
  status: propertyStatusInputSchema.optional(),
  owner: optionalNumeric(idSchema),
  min_price: optionalNumeric(z.number().min(0)),
  max_price: optionalNumeric(z.number().min(0)),
  min_size: optionalNumeric(z.number().min(0)),
  max_size: optionalNumeric(z.number().min(0)),
  bedrooms: optionalNumeric(z.number().int().min(0).max(50)),
  bathrooms: optionalNumeric(z.number().int().min(0).max(50)),
  coliving: z.enum(COLIVING_FILTERS, { error: 'Elige coliving, traditional o both.' }).optional(),
  is_furnished: optionalBoolean,
  has_parking: optionalBoolean,
  has_pool: optionalBoolean,
  has_terrace: optionalBoolean,
  has_garden: optionalBoolean,
  has_elevator: optionalBoolean,
  pets_allowed: optionalBoolean,
  ordering: z.enum(PROPERTY_ORDERINGS, { error: 'Orden no válido.' }).optional(),
  ...paginationParamsShape,
});
export type PropertyFilters = z.infer<typeof propertyFiltersSchema>;
