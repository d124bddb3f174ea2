import * as z from 'zod/mini';
import { optionalNumeric } from './common';
import { LOCATION_KINDS, LOCATION_LIMIT_DEFAULT, LOCATION_LIMIT_MAX, LOCATION_QUERY_MAX } from './constants';
import { SCHEMA_MESSAGES } from './schemaMessages';

/**
 * Query of GET /locations/: `q`, what the visitor has typed so far (trimmed, 1 to 100 characters),
 * and `limit`, how many suggestions (1 to 20; `LOCATION_LIMIT_DEFAULT` when not given).
 */
export const locationQuerySchema = z.object({
  q: z
    .string()
    .check(z.trim(), z.minLength(1, SCHEMA_MESSAGES.locationPrefix), z.maxLength(LOCATION_QUERY_MAX)),
  limit: optionalNumeric(z.number().check(z.int(), z.gte(1), z.lte(LOCATION_LIMIT_MAX))),
});
export type LocationQuery = z.input<typeof locationQuerySchema>;

export type LocationKind = (typeof LOCATION_KINDS)[number];

/**
 * One suggestion of the location autocomplete. `name` is written as the listings write it
 * ("Málaga", "Chamberí"); `city` is the neighbourhood's city (for a city, itself). `count` is how
 * many available properties the search `city=<name>` finds ("Ciudad o barrio": an accent-free
 * prefix of the city or of the neighbourhood), so picking a suggestion and searching shows exactly
 * that many.
 */
export const locationSuggestionSchema = z.object({
  kind: z.enum(LOCATION_KINDS),
  name: z.string(),
  city: z.string(),
  count: z.number().check(z.int(), z.gte(0)),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
