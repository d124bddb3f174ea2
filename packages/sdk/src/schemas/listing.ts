import * as z from 'zod/mini';
import {
  booleanInput,
  dateSchema,
  dateTimeSchema,
  idInput,
  idSchema,
  mediaUrlSchema,
  numeric,
  requiredText,
} from './common';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { listingStatusInputSchema, listingStatusSchema } from './vocabularies';

export const listingSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  property: z.object({
    id: idSchema,
    title: z.string(),
    city: z.string(),
    thumbnail: z.nullable(mediaUrlSchema),
  }),
  rent_terms: z.string(),
  min_stay: z.number().check(z.int()),
  deposit: z.number(),
  available_from: dateSchema,
  status: listingStatusSchema,
  is_featured: z.boolean(),
  /** Detail views of the property by other people while the listing was published. */
  views: z.number().check(z.int(), z.gte(0)),
  /** Enquiries and applications received for the property since the listing was created. */
  inquiries: z.number().check(z.int(), z.gte(0)),
  owner: idSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Listing = z.infer<typeof listingSchema>;

const listingWriteShape = {
  property: idInput,
  title: requiredText(200),
  description: requiredText(5000),
  rent_terms: requiredText(2000),
  min_stay: numeric(z.number().check(z.int(), z.gte(1, SCHEMA_MESSAGES.minStayOneMonth), z.lte(120))),
  deposit: numeric(z.number().check(z.gte(0), z.lte(1_000_000))),
  available_from: dateSchema,
  status: listingStatusInputSchema,
  is_featured: booleanInput,
};

/**
 * POST /listings/ (spec 02 §3 defaults: 1 month, no deposit, draft). Rent terms left out are written
 * from the listing's own stay and deposit (`rentTermsFor`), so they never contradict them.
 */
export const listingCreateSchema = z.object({
  ...listingWriteShape,
  rent_terms: z.optional(listingWriteShape.rent_terms),
  min_stay: z._default(listingWriteShape.min_stay, 1),
  deposit: z._default(listingWriteShape.deposit, 0),
  status: z._default(listingWriteShape.status, 'draft'),
  is_featured: z._default(listingWriteShape.is_featured, false),
});
export type ListingCreate = z.input<typeof listingCreateSchema>;

/** PATCH /listings/{id}/. */
export const listingUpdateSchema = z.partial(z.object(listingWriteShape));
export type ListingUpdate = z.input<typeof listingUpdateSchema>;
