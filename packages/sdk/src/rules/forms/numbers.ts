/**
 * Numeric-input conversions of both specs' §5: inputs arrive as text (or a number from a controlled
 * input); a comma is read as the decimal point.
 */

/** Plain decimal notation: optional sign, digits, one '.' or ',' (no exponents, hex or grouping). */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** What a numeric form input may hold. */
export type NumericInput = string | number | null | undefined;

/**
 * A numeric input as a number, or null when it is blank or not a number. Text is trimmed and a
 * decimal comma accepted ('12,5' → 12.5); partial numbers ('12abc'), exponents and hex are not numbers.
 */
export function parseNumber(value: NumericInput): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!DECIMAL.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** A numeric input as a number, 0 when blank or invalid (spec 02 §5, property form). */
export function numberOrZero(value: NumericInput): number {
  return parseNumber(value) ?? 0;
}

/** An integer input (e.g. the floor, which may be negative), undefined when blank, invalid or fractional. */
export function optionalInteger(value: NumericInput): number | undefined {
  const parsed = parseNumber(value);
  return parsed !== null && Number.isInteger(parsed) ? parsed : undefined;
}

/**
 * A stay in months: whole months (fractions truncated), at least 1; blank, invalid or below 1 gives 1
 * (spec 02 §5: min stay falls back to 1).
 */
export function stayMonthsOrOne(value: NumericInput): number {
  const parsed = parseNumber(value);
  if (parsed === null) return 1;
  const whole = Math.trunc(parsed);
  return Math.max(whole, 1);
}

/** True when an identifier input names a chosen item (a positive integer or its text). */
export function isChosenId(value: NumericInput): boolean {
  const parsed = parseNumber(value);
  return parsed !== null && Number.isInteger(parsed) && parsed > 0;
}

/** A plausible e-mail address: something@domain.tld with no spaces (the server checks it properly). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
