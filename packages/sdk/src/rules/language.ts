/**
 * The languages of the product: the UI, the API's messages and the e-mails. Spanish is
 * the source and the default. The client sends the chosen one as `Accept-Language` on every call.
 */
export const LANGUAGES = ['es', 'en', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 §12.5.4): the one with the
 * highest q among those we have, by primary subtag ('en-GB' → 'en'); Spanish when none matches,
 * the header is absent or malformed. Ties keep the header's order.
 */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: Language = DEFAULT_LANGUAGE;
  let bestQ = 0;
  for (const part of header.slice(0, 512).split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name?.trim() === 'q') q = Number(value);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (isLanguage(primary) && q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best;
}
