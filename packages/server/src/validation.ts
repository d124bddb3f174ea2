import { parseWithFieldErrors } from '@convive/sdk';
import type * as z from 'zod';
import { badRequest, notFound } from './errors';

/** Parses with an sdk schema; a failure is a 400 with the DRF field errors in Spanish. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = parseWithFieldErrors(schema, input ?? {});
  if (!result.ok) throw badRequest(result.errors);
  return result.data;
}

/** A path id: a positive integer, else 404 (as DRF answers for a primary key that cannot match). */
export function parseId(value: unknown): number {
  const text = String(value ?? '');
  if (!/^\d{1,15}$/.test(text)) throw notFound();
  const id = Number(text);
  if (id < 1 || !Number.isSafeInteger(id)) throw notFound();
  return id;
}
