import * as z from 'zod/mini';
import { dateTimeSchema, idInput, idSchema } from './common';
import { propertySchema } from './property';

export const favoriteSchema = z.object({
  id: idSchema,
  property: idSchema,
  property_details: propertySchema,
  created_at: dateTimeSchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** Body of POST /favorites/. */
export const favoriteCreateSchema = z.object({ property: idInput });
export type FavoriteCreate = z.input<typeof favoriteCreateSchema>;
