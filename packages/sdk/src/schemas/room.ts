import * as z from 'zod';
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
import { imageSchema } from './images';
import { roomStatusInputSchema } from './vocabularies';

/** Room price filter range (spec 01 §5): the filter is sent only when narrowed from it. */
export const ROOM_PRICE_RANGE = { min: 0, max: 1500 } as const;

export const roomSchema = z.object({
  id: idSchema,
  coliving_property: idSchema,
  coliving_property_title: z.string(),
  /** City and neighbourhood of the property, for cards and the city filter. */
  city: z.string().default(''),
  neighborhood: z.string().default(''),
  room_number: z.string(),
  title: z.string(),
  description: z.string().default(''),
  price_monthly: z.number(),
  size_sqm: z.number(),
  floor_level: z.number().int().nullable(),
  status: z.string(),
  has_private_bathroom: z.boolean(),
  has_window: z.boolean(),
  has_balcony: z.boolean(),
  has_desk: z.boolean(),
  has_wardrobe: z.boolean(),
  is_furnished: z.boolean(),
  available_from: z.string(),
  min_stay_months: z.number().int(),
  max_stay_months: z.number().int().nullable(),
  deposit_amount: z.number().nullable(),
  images: z.array(imageSchema).default([]),
  thumbnail: mediaUrlSchema.nullable().default(null),
  owner: idSchema,
  owner_name: z.string(),
  owner_profile_picture: mediaUrlSchema.nullable().default(null),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
/**
 * A room. `status` is one of ROOM_STATUSES from our server; it is typed as text because the
 * spec asks to show any other value raw rather than fail (spec 01 §3).
 */
export type Room = z.infer<typeof roomSchema>;

const stayMonths = numeric(z.number().int().min(1, 'La estancia mínima es de 1 mes.').max(120));

const roomWriteShape = {
  coliving_property: idInput,
  room_number: requiredText(20),
  title: requiredText(200),
  description: optionalText(5000),
  price_monthly: numeric(z.number().positive('Por favor ingresa un precio válido').max(100_000)),
  size_sqm: numeric(z.number().positive('Por favor ingresa un tamaño válido').max(10_000)),
  floor_level: nullableNumeric(z.number().int().min(-5).max(200)),
  status: roomStatusInputSchema,
  has_private_bathroom: booleanInput,
  has_window: booleanInput,
  has_balcony: booleanInput,
  has_desk: booleanInput,
  has_wardrobe: booleanInput,
  is_furnished: booleanInput,
  available_from: dateSchema,
  min_stay_months: stayMonths,
  max_stay_months: nullableNumeric(z.number().int().min(1, 'La estancia mínima es de 1 mes.').max(120)),
  deposit_amount: nullableNumeric(z.number().min(0).max(1_000_000)),
};

function stayOrder(v: { min_stay_months?: number | undefined; max_stay_months?: number | null | undefined }) {
  return v.max_stay_months == null || v.min_stay_months == null || v.max_stay_months >= v.min_stay_months;
}
const stayOrderIssue = {
  message: 'La estancia máxima no puede ser menor que la mínima.',
  path: ['max_stay_months'],
};

/** POST /rooms/: the defaults of spec 02 §9 (available, 1 month, has a window). */
export const roomCreateSchema = z
  .object({
    ...roomWriteShape,
    description: roomWriteShape.description.default(''),
    floor_level: roomWriteShape.floor_level.optional().transform((v) => v ?? null),
    status: roomWriteShape.status.default('available'),
    has_private_bathroom: roomWriteShape.has_private_bathroom.default(false),
    has_window: roomWriteShape.has_window.default(true),
    has_balcony: roomWriteShape.has_balcony.default(false),
    has_desk: roomWriteShape.has_desk.default(false),
    has_wardrobe: roomWriteShape.has_wardrobe.default(false),
    is_furnished: roomWriteShape.is_furnished.default(false),
    min_stay_months: roomWriteShape.min_stay_months.default(1),
    max_stay_months: roomWriteShape.max_stay_months.optional().transform((v) => v ?? null),
    deposit_amount: roomWriteShape.deposit_amount.optional().transform((v) => v ?? null),
  })
  .refine(stayOrder, stayOrderIssue);
export type RoomCreate = z.input<typeof roomCreateSchema>;
export type RoomCreateData = z.output<typeof roomCreateSchema>;

/** PATCH /rooms/{id}/. */
export const roomUpdateSchema = z.object(roomWriteShape).partial().refine(stayOrder, stayOrderIssue);
export type RoomUpdate = z.input<typeof roomUpdateSchema>;
export type RoomUpdateData = z.output<typeof roomUpdateSchema>;

/** Body of POST /rooms/{id}/change-status/. */
export const roomStatusChangeSchema = z.object({ status: roomStatusInputSchema });
export type RoomStatusChange = z.input<typeof roomStatusChangeSchema>;

/** Query of GET /rooms/ (spec 01 §3 "Room filter fields"). */
export const roomFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: roomStatusInputSchema.optional(),
  city: z.string().trim().max(100).optional(),
  coliving_property: optionalNumeric(idSchema),
  min_price: optionalNumeric(z.number().min(0)),
  max_price: optionalNumeric(z.number().min(0)),
  min_size: optionalNumeric(z.number().min(0)),
  max_size: optionalNumeric(z.number().min(0)),
  has_private_bathroom: optionalBoolean,
  has_balcony: optionalBoolean,
  has_desk: optionalBoolean,
  has_wardrobe: optionalBoolean,
  is_furnished: optionalBoolean,
  has_window: optionalBoolean,
  ...paginationParamsShape,
});
export type RoomFilters = z.infer<typeof roomFiltersSchema>;
