/** Phone input (spec 01 §5, spec 02 §9): Spain by default, at most 15 digits, country search debounced. */
export const PHONE_DEFAULT_COUNTRY = 'ES';
export const PHONE_MAX_DIGITS = 15;
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

/** The number of digits in a phone text ('+34 612 34 56 78' → 11). */
export function phoneDigitCount(value: string | null | undefined): number {
  return (value ?? '').replace(/\D/g, '').length;
}

/** True when a phone text has at most 15 digits (blank fits). */
export function fitsPhoneLimit(value: string | null | undefined): boolean {
  return phoneDigitCount(value) <= PHONE_MAX_DIGITS;
}
