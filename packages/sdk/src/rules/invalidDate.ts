import { DEFAULT_LANGUAGE, type Language } from './language';

/**
 * 'Fecha inválida' (spec 01 §8, spec 02 §5 and §8) in the product's four languages: the rule texts'
 * `common.invalidDate` and `visit.invalidDate` (./ruleMessages), and what `dmyToIso` answers. A module
 * of its own so that parsing and showing dates, which most pages do, does not bring every rule text
 * in four languages to pages that answer none of them (each page's first load has a budget:
 * `npm run bench:portal`).
 */
export const INVALID_DATE = {
  es: 'Fecha inválida',
  en: 'Invalid date',
  fr: 'Date non valide',
  de: 'Ungültiges Datum',
} as const satisfies Record<Language, string>;

/** 'Fecha inválida' in a language (Spanish by default, and for anything unknown). */
export function invalidDateMessage(language: Language = DEFAULT_LANGUAGE): string {
  return INVALID_DATE[language] ?? INVALID_DATE[DEFAULT_LANGUAGE];
}
