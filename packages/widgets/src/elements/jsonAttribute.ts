/**
 * The one reader of the elements' JSON attributes (`filters`, `images`): every element's JSON
 * attribute goes through it (defineElement), and so do the dev-mode warnings. A partner's typo must
 * not break the element: a value that does not parse, or parses to the wrong shape, is ignored and
 * the element renders as if the attribute were absent.
 */
import { type Image, imageSchema } from '@convive/sdk';
import type { ElementAttribute, JsonShape } from './registry';

/**
 * A JSON attribute's text, read: its value, or why it is ignored (the dev-mode warnings say it in
 * words; a production build carries no such text).
 */
export type JsonAttributeReading = { ok: true; value: unknown } | { ok: false; reason: 'syntax' | 'shape' };

/** A plain JSON object (`{…}`): not an array, not null. */
function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The API's `Image[]`, each image as the sdk reads an answer's (its defaults filled in). */
function imagesOf(value: unknown): Image[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const images: Image[] = [];
  for (const item of value) {
    const parsed = imageSchema.safeParse(item);
    // One bad image rejects the list: a half-shown gallery would hide the partner's mistake.
    if (!parsed.success) return undefined;
    images.push(parsed.data);
  }
  return images;
}

const SHAPES: Record<JsonShape, (value: unknown) => unknown> = { object: objectOf, images: imagesOf };

/** Reads `text`, the value of the JSON attribute `attribute`. */
export function readJsonAttribute(
  attribute: Pick<ElementAttribute, 'shape'>,
  text: string,
): JsonAttributeReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'syntax' };
  }
  if (!attribute.shape) return { ok: true, value: parsed };
  const value = SHAPES[attribute.shape](parsed);
  return value === undefined ? { ok: false, reason: 'shape' } : { ok: true, value };
}

/** The prop a JSON attribute's text gives: its value, or undefined (the attribute's default) when it is ignored. */
export function jsonAttributeValue(attribute: Pick<ElementAttribute, 'shape'>, text: string): unknown {
  const reading = readJsonAttribute(attribute, text);
  return reading.ok ? reading.value : undefined;
}
