/**
 * Safety rules of conversations (docs/adr/0173-conversations.md): until a request between the two
 * participants is accepted, contact details in messages are masked for both sides, so that a first
 * contact cannot be moved off Convive (where most rental scams happen). Pure functions: the server
 * masks on read, a client may use them to warn before sending.
 */

/** What a masked detail is replaced with. */
export const MASK = '•••';

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
/**
 * An e-mail address written to slip past the plain pattern: `ana arroba gmail punto com`,
 * `ana(at)gmail(dot)com`, `ana [arroba] gmail . com`, `ana@gmail punto com`. "arroba" is never an
 * ordinary word in a message; an English "at" or "dot" counts only in brackets.
 */
const OBFUSCATED_EMAIL = new RegExp(
  [
    '[A-Z0-9._%+-]+',
    '(?:@|\\s*[([{]\\s*(?:at|arroba)\\s*[)\\]}]\\s*|\\s+arroba\\s+)',
    '[A-Z0-9-]+',
    '(?:(?:\\s*[([{]\\s*(?:dot|punto|point)\\s*[)\\]}]\\s*|\\s+(?:punto|dot)\\s+|\\s*\\.\\s*)[A-Z]{2,}\\b)*',
  ].join(''),
  'gi',
);
/**
 * An IBAN: country, check digits, a bank code (letters in some countries), then groups of four
 * characters each with a digit (so a following word is not taken), with or without spaces or hyphens. ES IBANs are 24 characters.
 */
const IBAN = /\b[A-Z]{2}\d{2}[ -]?[A-Z0-9]{4}(?:[ -]?(?=[A-Z]{0,3}\d)[A-Z0-9]{4}){1,6}(?:[ -]?\d{1,3})?\b/gi;
/**
 * A phone or account number: at least nine digits with at most two separators (space, dot, hyphen,
 * parentheses) between them, optionally after `+` or `(+`: 612 345 678, +34 612 34 56 78,
 * 0034612345678, (+34) 91 123 45 67. Fewer digits (prices, dates, postcodes) are left alone.
 */
const PHONE = /(?:\(\+?|\+)?\d(?:[ .()-]{0,2}\d){8,}/g;

export interface MaskedText {
  text: string;
  /** Something was masked. */
  masked: boolean;
}

/** The text with its e-mail addresses, IBANs and phone numbers replaced by `MASK`. */
export function maskContactDetails(text: string): MaskedText {
  let masked = false;
  const replace = () => {
    masked = true;
    return MASK;
  };
  const out = text
    .replace(EMAIL, replace)
    .replace(OBFUSCATED_EMAIL, replace)
    .replace(IBAN, replace)
    .replace(PHONE, replace);
  return { text: out, masked };
}

/** Whether a text carries contact details that would be masked. */
export function hasContactDetails(text: string): boolean {
  return maskContactDetails(text).masked;
}

/** The values a saved reply's placeholders take. */
export interface SavedReplyValues {
  /** The other participant's first name: `{nombre}`. */
  nombre: string;
  /** The home's title: `{propiedad}`. */
  propiedad: string;
}

/** A saved reply with `{nombre}` and `{propiedad}` filled in (any letter case); other braces stay. */
export function fillSavedReply(text: string, values: SavedReplyValues): string {
  return text.replace(/\{(nombre|propiedad)\}/gi, (_, key: string) =>
    key.toLowerCase() === 'nombre' ? values.nombre : values.propiedad,
  );
}
