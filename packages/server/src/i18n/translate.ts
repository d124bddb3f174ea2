import {
  DEFAULT_LANGUAGE,
  formatAppointmentWhen,
  isLanguage,
  type Language,
  languageFromHeader,
  RULE_MESSAGE_TABLES,
  RULE_MESSAGES,
} from '@convive/sdk';
import { de } from './messages.de';
import { en } from './messages.en';
import { fr } from './messages.fr';

/**
 * The API's messages in the caller's language (docs/adr/0039-api-messages-translated.md). Every text the server sends is written in
 * Spanish (the specs fix those texts); a dictionary per language, keyed by the exact Spanish text,
 * gives its translation, gettext-style. A key with `{name}` placeholders is a pattern for a templated
 * text ("Propiedad con ID {id} no encontrada"): each placeholder matches any text, copied into the
 * translation as it is; `{*name}` is translated itself (a sentence inside a sentence); `{when}` is an
 * appointment's Spanish date and time ('24 de noviembre de 2026 a las 10:30'), written again in the
 * target language. The sdk's rule texts (RULE_MESSAGES) come translated from the sdk's own tables, so
 * the API and the screens word them alike. A text with no translation is sent in Spanish.
 */
export type Messages = Readonly<Record<string, string>>;

const DICTIONARIES: Record<Exclude<Language, 'es'>, Messages> = { en, fr, de };

/** Intl locales of the languages (as the widgets' INTL_LOCALE). */
export const INTL_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB', fr: 'fr-FR', de: 'de-DE' };

const PLACEHOLDER = /\{(\*?)(\w+)\}/g;

interface Pattern {
  regex: RegExp;
  names: { name: string; nested: boolean }[];
  translation: string;
  /** Characters of fixed text: the more, the more specific (tried first). */
  weight: number;
}

interface Compiled {
  exact: Map<string, string>;
  patterns: Pattern[];
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(messages: Messages): Compiled {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [spanish, translation] of Object.entries(messages)) {
    const names: Pattern['names'] = [];
    let source = '^';
    let weight = 0;
    let last = 0;
    for (const match of spanish.matchAll(PLACEHOLDER)) {
      const fixed = spanish.slice(last, match.index);
      source += `${escapeRegex(fixed)}([\\s\\S]*?)`;
      weight += fixed.length;
      names.push({ name: match[2] ?? '', nested: match[1] === '*' });
      last = match.index + match[0].length;
    }
    if (names.length === 0) {
      exact.set(spanish, translation);
      continue;
    }
    const tail = spanish.slice(last);
    weight += tail.length;
    patterns.push({ regex: new RegExp(`${source}${escapeRegex(tail)}$`, 'u'), names, translation, weight });
  }
  patterns.sort((a, b) => b.weight - a.weight);
  return { exact, patterns };
}

/**
 * The sdk's rule texts (password, visit, enquiry…) in `language`, keyed by their Spanish: the same
 * words the widgets and the portal show for them. A templated text is read with `{n}` for its value.
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
        entries[String(spanish('{n}'))] = String(translated('{n}'));
      }
    }
  }
  return entries;
}

const COMPILED = new Map<Language, Compiled>(
  Object.entries(DICTIONARIES).map(([language, messages]) => [
    language as Language,
    compile({ ...messages, ...ruleEntries(language as Language) }),
  ]),
);

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const SPANISH_WHEN = /^(\d{1,2}) de (\p{L}+) de (\d{4}) a las (\d{2}:\d{2})$/u;

/** '24 de noviembre de 2026 a las 10:30' in `language`; any other text as it is. */
function rewriteWhen(text: string, language: Language): string {
  const match = SPANISH_WHEN.exec(text);
  if (!match) return text;
  const month = SPANISH_MONTHS.indexOf(match[2] ?? '') + 1;
  if (month === 0) return text;
  const iso = `${match[3]}-${String(month).padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
  return formatAppointmentWhen(iso, match[4] ?? '', INTL_LOCALES[language]);
}

/** `text` in `language`: its translation, or the Spanish text itself when there is none. */
export function translate(text: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || text === '') return text;
  const compiled = COMPILED.get(language);
  if (!compiled) return text;
  const exact = compiled.exact.get(text);
  if (exact !== undefined) return exact;
  for (const pattern of compiled.patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values = new Map<string, string>();
    pattern.names.forEach(({ name, nested }, i) => {
      const value = match[i + 1] ?? '';
      values.set(
        name,
        nested ? translate(value, language) : name === 'when' ? rewriteWhen(value, language) : value,
      );
    });
    return pattern.translation.replace(PLACEHOLDER, (_all, _star, name: string) => values.get(name) ?? '');
  }
  return text;
}

/**
 * An answer's body with its messages translated: `detail`, `message` and every string or list of
 * strings under a field name (DRF's 400 shape), one level of nesting deep. Other values are kept.
 */
export function translateBody<T>(body: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') out[key] = translate(value, language);
    else if (Array.isArray(value))
      out[key] = value.map((item) => (typeof item === 'string' ? translate(item, language) : item));
    else out[key] = value;
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
