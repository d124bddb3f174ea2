/**
 * The languages of the product: the UI, the API's messages and the e-mails. Spanish is
 * the source and the default. The client sends the chosen one as `Accept-Language` on every call.
 */
export const LANGUAGES = ['es', 'en', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/**
 * The cookie that carries the language a visitor chose in the portal's menu to the server, so the
 * pages it renders (and `<html lang>`) are in that language from the first paint, with or without
 * JavaScript. Not a session: readable by the page, one year, the whole site.
 */
export const LANGUAGE_COOKIE = 'convive_lang';

/** The language a `Cookie` header's `LANGUAGE_COOKIE` names, if it is one of ours. */
export function languageFromCookie(header: string | undefined): Language | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    if (isLanguage(value)) return value;
  }
  return null;
}

/** The `document.cookie` assignment that keeps `language` as the chosen one. */
export function languageCookie(language: Language, secure = false): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

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
