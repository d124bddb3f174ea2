import { formatAppointmentWhen, formatDateLong } from '../rules/dates';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../rules/language';
import { formatEuros, formatNumber } from '../rules/priceText';

/**
 * Messages by code: a text the product sends a person (a notification, an error, an e-mail line)
 * is declared once with its typed parameters and its wording in each language, as functions of
 * those parameters. What is stored or sent between processes is the code and the parameters; the
 * words are made when a reader reads them, in the reader's language, with numbers and dates in the
 * reader's locale. A language left out of a declaration is a type error.
 */

/** What a message's parameters may hold: what survives a JSON column unchanged. */
export type MessageParamValue = string | number | boolean | null;
export type MessageParams = Readonly<Record<string, MessageParamValue>>;

/** The locale-aware formats a wording uses for its numbers and dates. */
export interface MessageFormats {
  readonly language: Language;
  /** The Intl locale of the language ('es-ES', 'en-GB', …). */
  readonly locale: string;
  /** An amount in euros: '850 €' (es), '€850' (en). */
  euros(amount: number): string;
  number(value: number): string;
  /** A date-only ISO text in long form: '24 de noviembre de 2026'. */
  date(iso: string): string;
  /** A visit's date and time: '24 de noviembre de 2026 a las 10:30'. */
  when(date: string, time: string): string;
}

/** One language's words for a text: fixed, or made from the parameters. */
export type Wording<P> = string | ((params: P, formats: MessageFormats) => string);

/** The Intl locale each language formats with. */
export const MESSAGE_LOCALES: Readonly<Record<Language, string>> = {
  es: 'es-ES',
  en: 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
};

const FORMATS = new Map<Language, MessageFormats>();

/** The formats of a language (Spanish for anything unknown). */
export function messageFormats(language: Language): MessageFormats {
  const known = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  let formats = FORMATS.get(known);
  if (!formats) {
    const locale = MESSAGE_LOCALES[known];
    formats = {
      language: known,
      locale,
      euros: (amount) => formatEuros(amount, locale),
      number: (value) => formatNumber(value, locale),
      date: (iso) => formatDateLong(iso, locale),
      when: (date, time) => formatAppointmentWhen(date, time, locale),
    };
    FORMATS.set(known, formats);
  }
  return formats;
}
