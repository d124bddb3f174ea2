import * as z from 'zod/mini';
import { dateTimeSchema, idInput, idSchema, mediaUrlSchema } from './common';
import { SCHEMA_MESSAGES } from './schemaMessages';

export const imageSchema = z.object({
  id: idSchema,
  image: mediaUrlSchema,
  /** A smaller copy for cards and thumbnails strips. */
  thumbnail: z._default(z.nullable(mediaUrlSchema), null),
  is_main: z._default(z.boolean(), false),
  order: z._default(z.number().check(z.int(), z.gte(0)), 0),
  created_at: z.optional(dateTimeSchema),
});
export type Image = z.infer<typeof imageSchema>;

/** One entry of an image order: the image id and its zero-based position. */
export const imageOrderEntrySchema = z.object({
  id: idInput,
  order: z.number().check(z.int(), z.gte(0), z.lte(1000)),
});
export type ImageOrderEntry = z.infer<typeof imageOrderEntrySchema>;

/** Body of POST /properties/{id}/reorder-images/ and PATCH /rooms/{id}/reorder_images/. */
export const imageOrderSchema = z.object({
  image_order: z.array(imageOrderEntrySchema).check(
    z.minLength(1, SCHEMA_MESSAGES.imageOrderRequired),
    z.maxLength(100),
    z.refine((list) => new Set(list.map((e) => e.id)).size === list.length, SCHEMA_MESSAGES.imageRepeated),
  ),
});
export type ImageOrder = z.infer<typeof imageOrderSchema>;

/** Answer of a reorder call: the new positions, to merge back into the images. */
export const imageOrderResponseSchema = z.array(
  z.object({ id: idSchema, order: z.number().check(z.int(), z.gte(0)) }),
);

/** Body of DELETE …/delete_image/. */
export const imageDeleteSchema = z.object({ image_id: idInput });
export type ImageDelete = z.infer<typeof imageDeleteSchema>;
