import { PHONE_MAX_DIGITS } from '../logic/forms/phone';

/**
 * Phone helpers that do not need the phone library (react-phone-number-input and its metadata, ~50 kB
 * gzip), which is loaded only when the user shows intent to use a phone field.
 */

/** The default country's calling code (PHONE_DEFAULT_COUNTRY, Spain), shown before the library loads. */
export const DEFAULT_CALLING_CODE = '34';

type PhoneModule = typeof import('./PhoneInputFull');

let loaded: PhoneModule | null = null;
let loading: Promise<PhoneModule> | null = null;

/** The library's part of the phone field, once loaded (null before). */
export function loadedPhoneInput(): PhoneModule | null {
  return loaded;
}

/** True once the library was asked for (loading or loaded). */
export function phoneInputRequested(): boolean {
  return loading !== null;
}

/** Loads the library's part of the phone field once; a failed load may be retried. */
export function loadPhoneInput(): Promise<PhoneModule> {
  loading ??= import('./PhoneInputFull').then(
    (module) => {
      loaded = module;
      return module;
    },
    (failure: unknown) => {
      loading = null;
      throw failure;
    },
  );
  return loading;
}

/** True for E.164 text: '+' and up to 15 digits, the first not 0. */
export function isE164(text: string): boolean {
  return /^\+[1-9]\d{0,14}$/.test(text);
}

/**
 * What the light phone input keeps of typed text: digits (at most 15), after a leading '+' if there is
 * one.
 */
export function cleanPhoneText(text: string): string {
  const plus = text.trimStart().startsWith('+') ? '+' : '';
  return plus + text.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/**
 * A stored phone as E.164 ('+34 611 908 332' → '+34611908332') for the common cases, without the
 * library: international numbers ('+' or '00') and Spanish national numbers (9 digits from 6 to 9).
 * '' when there is none or it cannot be read this way (the full phone input reads the rest).
 */
export function toE164(value: string | null | undefined): string {
  const text = (value ?? '').trim().replace(/[\s.\-()]/g, '');
  if (!text) return '';
  if (/^00\d+$/.test(text)) return isE164(`+${text.slice(2)}`) ? `+${text.slice(2)}` : '';
  if (text.startsWith('+')) return isE164(text) ? text : '';
  if (/^[6-9]\d{8}$/.test(text)) return `+${DEFAULT_CALLING_CODE}${text}`;
  return '';
}

/**
 * A phone field's value as the E.164 text to send. Values from the full input (or stored ones) are
 * already E.164; text typed before the library loaded is converted with it (Spain by default, cut to the
 * country's length). Never fails: if the library cannot be loaded the text is sent as it is and the
 * server validates it.
 */
export async function normalisePhone(text: string | null | undefined): Promise<string> {
  const value = (text ?? '').trim();
  if (!value) return '';
  if (isE164(value) && !phoneInputRequested()) return value;
  try {
    const module = await loadPhoneInput();
    return module.textToE164(value) || value;
  } catch {
    return value;
  }
}
