import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, requiredText } from './common';
import { SAVED_SEARCH_ALERTS, SAVED_SEARCH_NAME_MAX } from './constants';
import { publicPropertyFiltersSchema } from './property';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { stayFilterChecks } from './stayFilter';

/**
 * Saved searches: a tenant keeps the filters of the public search under a name and is
 * told when a property that matches them appears — at once ('instant'), in the 08:00 digest
 * ('daily') or not at all ('off').
 */

export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
export const savedSearchAlertSchema = z.enum(SAVED_SEARCH_ALERTS, {
  error: SCHEMA_MESSAGES.alertFrequency,
});

const {
  page: _page,
  page_size: _pageSize,
  cursor: _cursor,
  // What the home page shows first, not something a tenant waits for.
  featured: _featured,
  ...filterShape
} = publicPropertyFiltersSchema.shape;

/**
 * The filters of a saved search: exactly the keys and values of the public search's query
 * (GET /properties/all/, `publicPropertyFiltersSchema`) without its page and `featured`; any other
 * key is refused. Numbers and booleans may come as text, as in a query string.
 */
export const savedSearchFiltersSchema = z.strictObject(filterShape).check(...stayFilterChecks);
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

export const savedSearchSchema = z.object({
  id: idSchema,
  name: z.string(),
  filters: savedSearchFiltersSchema,
  alert: savedSearchAlertSchema,
  /** Properties that matched since the owner last opened the search. */
  new_matches: z.number().check(z.int(), z.gte(0)),
  /** When the owner last opened its results (null: never). */
  last_seen_at: z.nullable(dateTimeSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** Body of POST /saved-searches/. */
export const savedSearchCreateSchema = z.object({
  name: requiredText(SAVED_SEARCH_NAME_MAX),
  filters: z._default(savedSearchFiltersSchema, {}),
  alert: z._default(savedSearchAlertSchema, 'instant'),
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

/** Body of PATCH /saved-searches/{id}/: any of the three. */
export const savedSearchUpdateSchema = z.object({
  name: z.optional(requiredText(SAVED_SEARCH_NAME_MAX)),
  filters: z.optional(savedSearchFiltersSchema),
  alert: z.optional(savedSearchAlertSchema),
});
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

/** Body of POST /saved-searches/unsubscribe/: the token of the link in an alert e-mail. */
export const savedSearchUnsubscribeSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1, SCHEMA_MESSAGES.unsubscribeLinkMissing), z.maxLength(200)),
});

/** The answer to an unsubscribe: which search stopped alerting (its name), so the page can say it. */
export const savedSearchUnsubscribedSchema = z.object({
  detail: z.string(),
  name: z.string(),
});
export type SavedSearchUnsubscribed = z.infer<typeof savedSearchUnsubscribedSchema>;
