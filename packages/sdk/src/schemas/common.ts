import * as z from 'zod/mini';
import { COUNT_EXACT_LIMIT, PAGE_SIZE_MAX } from './constants';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { numberOfText, switchOfText } from './textInput';
import { preprocess } from './zod';

/** Database identifiers are positive integers. */
export const idSchema = z.number().check(z.int(), z.positive());
export type Id = z.infer<typeof idSchema>;

function toNumber(value: unknown, blank: undefined | null): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return blank;
    const parsed = numberOfText(trimmed);
    return Number.isNaN(parsed) ? value : parsed;
  }
  return value === undefined ? blank : value;
}

/**
 * A required number given as a number or numeric text (query strings and multipart forms carry
 * text; a decimal comma is accepted). Blank text counts as missing.
 */
export function numeric<T extends z.core.$ZodType<number>>(schema: T) {
  return preprocess((value) => toNumber(value, undefined), schema);
}

/** An optional number: missing or blank text means "not given" (filters, pagination). */
export function optionalNumeric<T extends z.core.$ZodType<number>>(schema: T) {
  return preprocess((value) => toNumber(value, undefined), z.optional(schema));
}

/** A number that may be cleared: null or blank text means "none" (floor, deposit, maximum stay). */
export function nullableNumeric<T extends z.core.$ZodType<number>>(schema: T) {
  return preprocess((value) => toNumber(value, null), z.nullable(schema));
}

function toBoolean(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    return switchOfText(value) ?? value;
  }
  return value;
}

/** A boolean given as such or as 'true'/'false'/'1'/'0'/'on'/'off' (forms and query strings). */
export const booleanInput = preprocess(toBoolean, z.boolean());

/** An optional boolean filter: missing or blank means "not filtered". */
export const optionalBoolean = preprocess(toBoolean, z.optional(z.boolean()));

/** Identifier given as a number or numeric text (path parameters, query strings, multipart). */
export const idInput = numeric(idSchema);

function isRealDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date as 'YYYY-MM-DD' (no time, no zone). */
export const dateSchema = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, SCHEMA_MESSAGES.dateFormat),
    z.refine(isRealDate, SCHEMA_MESSAGES.invalidDate),
  );

/** A time of day as 'HH:mm' (24 h). Seconds, when a server sends them, are dropped. */
export const timeSchema = preprocess(
  (value) => (typeof value === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(value) ? value.slice(0, 5) : value),
  z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEMA_MESSAGES.timeFormat)),
);

/** An instant, as ISO 8601 text with a zone. */
export const dateTimeSchema = z.string().check(z.minLength(1));

/** Absolute URL of a stored file (the server makes media paths absolute). */
export const mediaUrlSchema = z.string().check(z.minLength(1));

/** Text that must not be blank once trimmed, with a length cap. */
export function requiredText(max: number) {
  return z.string().check(z.trim(), z.minLength(1, SCHEMA_MESSAGES.blank), z.maxLength(max));
}

/** Optional free text: trimmed, capped; `null` becomes ''. */
export function optionalText(max: number) {
  return preprocess((value) => (value === null ? '' : value), z.string().check(z.trim(), z.maxLength(max)));
}

/**
 * An absolute http(s) URL without credentials, trimmed, at most `max` characters: what a landlord
 * types for the server to call (a webhook, a feed). Whether the server may reach it is the server's
 * check (its outbound fetcher), not the schema's.
 */
export function outboundUrlSchema(max: number, messages: { url: string; max: string }) {
  return z.string().check(
    z.trim(),
    z.maxLength(max, { error: messages.max }),
    z.refine(
      (value) => {
        if (!/^https?:\/\//i.test(value)) return false;
        try {
          const url = new URL(value);
          return url.hostname !== '' && url.username === '' && url.password === '';
        } catch {
          return false;
        }
      },
      { error: messages.url },
    ),
  );
}

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  z.email(SCHEMA_MESSAGES.emailInvalid),
);

/** Query parameters shared by every paginated call. */
export const paginationParamsShape = {
  page: optionalNumeric(z.number().check(z.int(), z.gte(1))),
  page_size: optionalNumeric(z.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX))),
};
export const paginationParamsSchema = z.object(paginationParamsShape);
export type PaginationParams = z.infer<typeof paginationParamsSchema>;

/**
 * The page envelope of every paginated collection (DRF's PageNumberPagination shape). `count_exact`
 * is sent, false, only when the count stopped at `COUNT_EXACT_LIMIT`: then `count` is a lower bound
 * and `next` still says whether another page follows.
 */
export function pageSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({
    count: z.number().check(z.int(), z.gte(0)),
    count_exact: z.optional(z.boolean()),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
}
export interface Page<T> {
  count: number;
  /** False when `count` is a lower bound (the count stopped at `COUNT_EXACT_LIMIT`). */
  count_exact?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** `{detail}`: the body of 401/403/404/405/413/415/429 answers and of plain acknowledgements. */
export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/** The DRF validation-error body: field → messages, plus non_field_errors. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
