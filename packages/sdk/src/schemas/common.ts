import * as z from 'zod';

/** Database identifiers are positive integers. */
export const idSchema = z.number().int().positive();
export type Id = z.infer<typeof idSchema>;

function toNumber(value: unknown, blank: undefined | null): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return blank;
    const parsed = Number(trimmed.replace(',', '.'));
    return Number.isNaN(parsed) ? value : parsed;
  }
  return value === undefined ? blank : value;
}

/**
 * A required number given as a number or numeric text (query strings and multipart forms carry
 * text; a decimal comma is accepted). Blank text counts as missing.
 */
export function numeric<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((value) => toNumber(value, undefined), schema);
}

/** An optional number: missing or blank text means "not given" (filters, pagination). */
export function optionalNumeric<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((value) => toNumber(value, undefined), schema.optional());
}

/** A number that may be cleared: null or blank text means "none" (floor, deposit, maximum stay). */
export function nullableNumeric<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((value) => toNumber(value, null), schema.nullable());
}

function toBoolean(value: unknown): unknown {
  if (typeof value === 'string') {
    const key = value.trim().toLowerCase();
    if (key === '') return undefined;
    if (['true', '1', 'on', 'yes', 'si', 'sí'].includes(key)) return true;
    if (['false', '0', 'off', 'no'].includes(key)) return false;
  }
  return value;
}

/** A boolean given as such or as 'true'/'false'/'1'/'0'/'on'/'off' (forms and query strings). */
export const booleanInput = z.preprocess(toBoolean, z.boolean());

/** An optional boolean filter: missing or blank means "not filtered". */
export const optionalBoolean = z.preprocess(toBoolean, z.boolean().optional());

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
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Introduce una fecha con el formato AAAA-MM-DD.')
  .refine(isRealDate, 'Fecha inválida');

/** A time of day as 'HH:mm' (24 h). Seconds, when a server sends them, are dropped. */
export const timeSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(value) ? value.slice(0, 5) : value),
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Introduce una hora con el formato HH:MM.'),
);

/** An instant, as ISO 8601 text with a zone. */
export const dateTimeSchema = z.string().min(1);

/** Absolute URL of a stored file (the server makes media paths absolute). */
export const mediaUrlSchema = z.string().min(1);

/** Text that must not be blank once trimmed, with a length cap. */
export function requiredText(max: number) {
  return z.string().trim().min(1, 'Este campo no puede estar en blanco.').max(max);
}

/** Optional free text: trimmed, capped; `null` becomes ''. */
export function optionalText(max: number) {
  return z.preprocess((value) => (value === null ? '' : value), z.string().trim().max(max));
}

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Introduce una dirección de correo electrónico válida.'));

/** Query parameters shared by every paginated call. */
export const PAGE_SIZE_MAX = 100;
export const paginationParamsShape = {
  page: optionalNumeric(z.number().int().min(1)),
  page_size: optionalNumeric(z.number().int().min(1).max(PAGE_SIZE_MAX)),
};
export const paginationParamsSchema = z.object(paginationParamsShape);
export type PaginationParams = z.infer<typeof paginationParamsSchema>;

/** The page envelope of every paginated collection (DRF's PageNumberPagination shape). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Page<T> {
  count: number;
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
