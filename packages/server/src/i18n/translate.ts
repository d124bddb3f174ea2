import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  languageFromHeader,
  MESSAGE_LOCALES,
  PASSWORD_MIN_LENGTH,
  RULE_MESSAGE_TABLES,
  RULE_MESSAGES,
  SCHEMA_MESSAGE_TABLES,
  SCHEMA_MESSAGES,
} from '@convive/sdk';
import { Say } from '../errors';

/**
 * The sdk's own texts in the caller's language. The server's texts are codes of the sdk's catalogue
 * (errors.ts, docs/adr/0162-message-codes.md), worded when the answer leaves. What still comes as
 * Spanish is the sdk's: its schemas' messages (SCHEMA_MESSAGES) and its rule texts (RULE_MESSAGES),
 * which the server answers with as the clients show them. Each is declared in every language beside
 * its Spanish in the sdk, so it is looked up whole, by its exact Spanish, in the sdk's own tables
 * (zod's own issues are worded in the caller's language as they are parsed: validation.ts). A text
 * with no entry is sent as it is.
 */

/** A language's words for the sdk's Spanish texts. */
type Messages = Readonly<Record<string, string>>;

/** Intl locales of the languages (as the widgets' INTL_LOCALE). */
export const INTL_LOCALES: Record<Language, string> = MESSAGE_LOCALES;

/**
 * The sdk's rule texts (password, visit, enquiry…) in `language`, keyed by their Spanish: the same
 * words the widgets and the portal show for them. A templated text is keyed as the server sends it,
 * with the sdk's own limit (the password's minimum length).
 */
function ruleEntries(language: Language): Messages {
  const entries: Record<string, string> = {};
  const target = RULE_MESSAGE_TABLES[language] as unknown as Record<string, Record<string, unknown>>;
  for (const [group, texts] of Object.entries(
    RULE_MESSAGES as unknown as Record<string, Record<string, unknown>>,
  )) {
    for (const [key, spanish] of Object.entries(texts)) {
      const translated = target[group]?.[key];
      if (typeof spanish === 'string' && typeof translated === 'string') entries[spanish] = translated;
      if (typeof spanish === 'function' && typeof translated === 'function') {
        entries[String(spanish(PASSWORD_MIN_LENGTH))] = String(translated(PASSWORD_MIN_LENGTH));
      }
    }
  }
  return entries;
}

/** The sdk's schema texts in `language`, keyed by their Spanish. */
function schemaEntries(language: Language): Messages {
  const target = SCHEMA_MESSAGE_TABLES[language];
  return Object.fromEntries(
    (Object.keys(SCHEMA_MESSAGES) as (keyof typeof SCHEMA_MESSAGES)[]).map((key) => [
      SCHEMA_MESSAGES[key],
      target[key],
    ]),
  );
}

const TABLES = new Map<Language, ReadonlyMap<string, string>>(
  LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => [
    language,
    new Map(Object.entries({ ...schemaEntries(language), ...ruleEntries(language) })),
  ]),
);

/** `text` in `language`: its translation, or the Spanish text itself when there is none. */
export function translate(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || text === '') return text;
  return TABLES.get(language)?.get(text) ?? text;
}

/**
 * An answer's body with its texts worded in `language`: `detail`, `message` and every text or list
 * of texts under a field name (DRF's 400 shape), one level deep. A text by code (`Say`) is worded
 * from the catalogue; a Spanish text of the sdk's is translated. Other values are kept.
 */
export function wordBody<T>(body: T, language: Language): T {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const word = (value: unknown) =>
    value instanceof Say
      ? value.in(language)
      : typeof value === 'string'
        ? translate(value, language)
        : value;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    out[key] = Array.isArray(value) ? value.map(word) : word(value);
  }
  return out as T;
}

/** The caller's language, from its `Accept-Language` (Spanish when absent or unknown). */
/** Set on a request whose answer was worded in its language: the answer then varies on it. */
export const LANGUAGE_READ = Symbol('convive.languageRead');

export function requestLanguage(request: {
  headers: Record<string, string | string[] | undefined>;
}): Language {
  (request as { [LANGUAGE_READ]?: boolean })[LANGUAGE_READ] = true;
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header.join(',') : header);
}

/**
 * The language an `Accept-Language` header names among ours, or null when it names none (absent,
 * or only other languages): a stored preference is only replaced by a language the caller chose.
 */
export function explicitLanguage(header: string | string[] | undefined): Language | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return null;
  const language = languageFromHeader(text);
  if (language !== DEFAULT_LANGUAGE) return language;
  return /(^|,)\s*es(-[\w-]*)?\s*(;|,|$)/i.test(text) ? language : null;
}

/** A stored language column as a Language (Spanish for anything else). */
export function storedLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Marks an answer whose words depend on the caller's language (`Vary: Accept-Language`), so no
 * cache hands one caller's translation to another; keeps any other `Vary` already set (Origin).
 */
export function varyOnLanguage<
  R extends { getHeader(name: string): unknown; header(name: string, value: string): R },
>(reply: R): R {
  const current = reply.getHeader('vary');
  const list = typeof current === 'string' && current !== '' ? current : '';
  if (/(^|,\s*)accept-language(\s*,|$)/i.test(list)) return reply;
  return reply.header('vary', list ? `${list}, Accept-Language` : 'Accept-Language');
}
