import * as z from 'zod/mini';
import {
  booleanInput,
  dateSchema,
  dateTimeSchema,
  idInput,
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
import { ROOM_ORDERINGS } from './constants';
import { imageSchema } from './images';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { stayFilterChecks, stayFilterShape } from './stayFilter';
import { roomStatusInputSchema } from './vocabularies';

export const roomSchema = z.object({
  id: idSchema,
  coliving_property: idSchema,
  coliving_property_title: z.string(),
  /** City and neighbourhood of the property, for cards and the city filter. */
  city: z._default(z.string(), ''),
  neighborhood: z._default(z.string(), ''),
  room_number: z.string(),
  title: z.string(),
  description: z._default(z.string(), ''),
  price_monthly: z.number(),
  size_sqm: z.number(),
  floor_level: z.nullable(z.number().check(z.int())),
  status: z.string(),
  has_private_bathroom: z.boolean(),
  has_window: z.boolean(),
  has_balcony: z.boolean(),
  has_desk: z.boolean(),
  has_wardrobe: z.boolean(),
  is_furnished: z.boolean(),
  available_from: z.string(),
  min_stay_months: z.number().check(z.int()),
  max_stay_months: z.nullable(z.number().check(z.int())),
  deposit_amount: z.nullable(z.number()),
  images: z._default(z.array(imageSchema), []),
  thumbnail: z._default(z.nullable(mediaUrlSchema), null),
  owner: idSchema,
  owner_name: z.string(),
  owner_profile_picture: z._default(z.nullable(mediaUrlSchema), null),
  /** True when its property has a published listing marked 'Destacar anuncio' (the card's 'Destacada'). */
  is_featured: z._default(z.boolean(), false),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
/**
 * A room. `status` is one of ROOM_STATUSES from our server; it is typed as text because the
 * spec asks to show any other value raw rather than fail (spec 01 §3).
 */
export type Room = z.infer<typeof roomSchema>;

const stayMonths = numeric(z.number().check(z.int(), z.gte(1, SCHEMA_MESSAGES.minStayOneMonth), z.lte(120)));

const roomWriteShape = {
  coliving_property: idInput,
  room_number: requiredText(20),
  title: requiredText(200),
  description: optionalText(5000),
  price_monthly: numeric(z.number().check(z.positive(SCHEMA_MESSAGES.priceInvalid), z.lte(100_000))),
  size_sqm: numeric(z.number().check(z.positive(SCHEMA_MESSAGES.sizeInvalid), z.lte(10_000))),
  floor_level: nullableNumeric(z.number().check(z.int(), z.gte(-5), z.lte(200))),
  status: roomStatusInputSchema,
  has_private_bathroom: booleanInput,
  has_window: booleanInput,
  has_balcony: booleanInput,
  has_desk: booleanInput,
  has_wardrobe: booleanInput,
  is_furnished: booleanInput,
  available_from: dateSchema,
  min_stay_months: stayMonths,
  max_stay_months: nullableNumeric(
    z.number().check(z.int(), z.gte(1, SCHEMA_MESSAGES.minStayOneMonth), z.lte(120)),
  ),
  deposit_amount: nullableNumeric(z.number().check(z.gte(0), z.lte(1_000_000))),
};

function stayOrder(v: { min_stay_months?: number | undefined; max_stay_months?: number | null | undefined }) {
  return v.max_stay_months == null || v.min_stay_months == null || v.max_stay_months >= v.min_stay_months;
}
const stayOrderIssue = {
  message: SCHEMA_MESSAGES.maxStayBelowMin,
  path: ['max_stay_months'],
};

/** POST /rooms/: the defaults of spec 02 §9 (available, 1 month, has a window). */
export const roomCreateSchema = z
  .object({
    ...roomWriteShape,
    description: z._default(roomWriteShape.description, ''),
    floor_level: z.pipe(
      z.optional(roomWriteShape.floor_level),
      z.transform((v: number | null | undefined) => v ?? null),
    ),
    status: z._default(roomWriteShape.status, 'available'),
    has_private_bathroom: z._default(roomWriteShape.has_private_bathroom, false),
    has_window: z._default(roomWriteShape.has_window, true),
    has_balcony: z._default(roomWriteShape.has_balcony, false),
    has_desk: z._default(roomWriteShape.has_desk, false),
    has_wardrobe: z._default(roomWriteShape.has_wardrobe, false),
    is_furnished: z._default(roomWriteShape.is_furnished, false),
    min_stay_months: z._default(roomWriteShape.min_stay_months, 1),
    max_stay_months: z.pipe(
      z.optional(roomWriteShape.max_stay_months),
      z.transform((v: number | null | undefined) => v ?? null),
    ),
    deposit_amount: z.pipe(
      z.optional(roomWriteShape.deposit_amount),
      z.transform((v: number | null | undefined) => v ?? null),
    ),
  })
  .check(z.refine(stayOrder, stayOrderIssue));
export type RoomCreate = z.input<typeof roomCreateSchema>;
export type RoomCreateData = z.output<typeof roomCreateSchema>;

/** PATCH /rooms/{id}/. */
export const roomUpdateSchema = z
  .partial(z.object(roomWriteShape))
  .check(z.refine(stayOrder, stayOrderIssue));
export type RoomUpdate = z.input<typeof roomUpdateSchema>;
export type RoomUpdateData = z.output<typeof roomUpdateSchema>;

/** Body of POST /rooms/{id}/change-status/. */
export const roomStatusChangeSchema = z.object({ status: roomStatusInputSchema });
export type RoomStatusChange = z.input<typeof roomStatusChangeSchema>;

export type RoomOrdering = (typeof ROOM_ORDERINGS)[number];

/** Query of GET /rooms/ (spec 01 §3 "Room filter fields"). */
export const roomFiltersSchema = z
  .object({
    search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    status: z.optional(roomStatusInputSchema),
    city: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    coliving_property: optionalNumeric(idSchema),
    min_price: optionalNumeric(z.number().check(z.gte(0))),
    max_price: optionalNumeric(z.number().check(z.gte(0))),
    min_size: optionalNumeric(z.number().check(z.gte(0))),
    max_size: optionalNumeric(z.number().check(z.gte(0))),
    has_private_bathroom: optionalBoolean,
    has_balcony: optionalBoolean,
    has_desk: optionalBoolean,
    has_wardrobe: optionalBoolean,
    is_furnished: optionalBoolean,
    has_window: optionalBoolean,
    /** Only rooms free for this stay, that it is long enough for and not too long. */
    ...stayFilterShape,
    ordering: z.optional(z.enum(ROOM_ORDERINGS, { error: SCHEMA_MESSAGES.orderInvalid })),
    ...paginationParamsShape,
  })
  .check(...stayFilterChecks);
export type RoomFilters = z.infer<typeof roomFiltersSchema>;
