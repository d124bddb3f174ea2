import { DEFAULT_LANGUAGE, type Language, parseWithFieldErrors } from '@convive/sdk';
import type * as z from 'zod/mini';
import { badRequest, ERRORS, HttpError, notFound } from './errors';

/** True when a NUL character hides anywhere in the value (PostgreSQL text cannot hold one). */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.values(value).some(hasNul);
  return false;
}

/**
 * Parses with an sdk schema; a failure is a 400 with the DRF field errors, zod's own issues worded
 * in the caller's language (asked only then, so a valid call's answer does not vary on it). Text
 * with a NUL character is refused too (400), since PostgreSQL would fail on it with a 500.
 */
export function validate<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  languageOf: () => Language = () => DEFAULT_LANGUAGE,
): z.output<T> {
  const result = parseWithFieldErrors(schema, input ?? {});
  if (!result.ok) {
    const language = languageOf();
    const worded =
      language === DEFAULT_LANGUAGE ? result : parseWithFieldErrors(schema, input ?? {}, language);
    throw badRequest(worded.ok ? result.errors : worded.errors);
  }
  if (hasNul(result.data)) throw new HttpError(400, { non_field_errors: [ERRORS.nulCharacter] });
  return result.data;
}

/** Ids are PostgreSQL `integer`s: a larger number cannot name a row (and must not reach a query). */
export const MAX_ROW_ID = 2_147_483_647;

/** True when `id` can name a row. */
export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}

/** A path id: a positive integer, else 404 (as DRF answers for a primary key that cannot match). */
export function parseId(value: unknown): number {
  const text = String(value ?? '');
  if (!/^\d{1,15}$/.test(text)) throw notFound();
  const id = Number(text);
  if (!isRowId(id)) throw notFound();
  return id;
}
