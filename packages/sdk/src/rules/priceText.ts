/**
 * Money, stay and size texts (spec 01 §2, §9; spec 02 §1): euros per month with the suffix '€/mes',
 * 'desde' for coliving properties priced per room, stays in months and sizes in m².
 * Amounts go through Intl, so separators are whatever Intl prints for the locale: es-ES groups
 * thousands only from five digits ('1200 €', '12.000 €') and puts a no-break space before '€'.
 * The words follow the locale's language too ('€1,760/month' in en-GB), Spanish for any
 * language the product does not have.
 */
import type { Property, Room } from '../schemas';
import { numberFormat } from './intlFormats';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

interface PriceWords {
  perMonth: string;
  from: string;
  noDeposit: string;
  unknown: string;
  month: string;
  months: string;
}

const WORDS: Record<Language, PriceWords> = {
  es: {
    perMonth: '/mes',
    from: 'desde ',
    noDeposit: 'Sin fianza',
    unknown: 'Consultar',
    month: 'mes',
    months: 'meses',
  },
  en: {
    perMonth: '/month',
    from: 'from ',
    noDeposit: 'No deposit',
    unknown: 'Ask',
    month: 'month',
    months: 'months',
  },
  fr: {
    perMonth: '/mois',
    from: 'à partir de ',
    noDeposit: 'Sans caution',
    unknown: 'Nous consulter',
    month: 'mois',
    months: 'mois',
  },
  de: {
    perMonth: '/Monat',
    from: 'ab ',
    noDeposit: 'Keine Kaution',
    unknown: 'Auf Anfrage',
    month: 'Monat',
    months: 'Monate',
  },
};

/** The words of a BCP 47 locale ('en-GB' → English), Spanish when absent or not ours. */
function wordsOf(locale: string | undefined): PriceWords {
  const language = locale?.slice(0, 2).toLowerCase();
  return WORDS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/** The suffix of a monthly price (spec 01 §9). */
export const PER_MONTH_SUFFIX = WORDS.es.perMonth;
/** What a coliving property's per-room price is prefixed with (spec 01 §9). */
export const FROM_PREFIX = WORDS.es.from;
/** The deposit text when there is none. */
export const NO_DEPOSIT_TEXT = WORDS.es.noDeposit;
/** The text of a fact the landlord has not given: ask rather than guess. */
export const UNKNOWN_TEXT = WORDS.es.unknown;

/** 'Consultar' in the locale's language: what an unknown price, deposit or size reads. */
export function unknownText(locale?: string): string {
  return wordsOf(locale).unknown;
}

/**
 * A number written with the locale's separators ('10.000', '4,8'), through a formatter made once per
 * locale and options: `n.toLocaleString(locale)` builds a new one, ICU lookups included, on every call.
 */
export function formatNumber(n: number, locale?: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(n);
}

/**
 * An amount in euros: no decimals for whole amounts ('850 €'), two otherwise ('450,50 €'). The amount is
 * rounded to cents first, so 450.001 is '450 €'. A non-finite amount gives ''.
 */
export function formatEuros(amount: number, locale = 'es-ES'): string {
  if (!Number.isFinite(amount)) return '';
  const cents = Math.round(amount * 100) / 100;
  const digits = Number.isInteger(cents) ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents);
}

/** A monthly price: '850 €/mes', '€850/month' (en-GB). */
export function priceText(amount: number, locale?: string): string {
  const euros = formatEuros(amount, locale);
  return euros === '' ? '' : `${euros}${wordsOf(locale).perMonth}`;
}

/** The price a property card shows (spec 01 §9). */
export interface PropertyPrice {
  /** True when the amount is a coliving property's per-room price ('desde'). */
  from: boolean;
  amount: number;
  text: string;
}

/**
 * The price of a property: a coliving property with a per-room price (above 0) shows
 * 'desde {price_per_room} €/mes'; any other shows its monthly price.
 */
export function propertyPrice(
  property: Pick<Property, 'price' | 'price_per_room' | 'is_coliving'>,
  locale?: string,
): PropertyPrice {
  const perRoom = property.price_per_room;
  if (property.is_coliving && perRoom != null && perRoom > 0) {
    return { from: true, amount: perRoom, text: wordsOf(locale).from + priceText(perRoom, locale) };
  }
  return { from: false, amount: property.price, text: priceText(property.price, locale) };
}

/** A room's monthly price: '450 €/mes'. */
export function roomPriceText(room: Pick<Room, 'price_monthly'>, locale?: string): string {
  return priceText(room.price_monthly, locale);
}

/**
 * A stay in months (spec 01 §2, room detail): '3-12 meses', '3+ meses' without a maximum, '6 meses' when
 * both are equal; the singular '1 mes' only when min = max = 1. A missing minimum counts as 1 (spec 02 §9).
 */
export function stayText(min: number | null | undefined, max?: number | null, locale?: string): string {
  const words = wordsOf(locale);
  const from = min == null || !Number.isFinite(min) ? 1 : min;
  if (max == null || !Number.isFinite(max)) return `${from}+ ${words.months}`;
  if (max === from) return `${from} ${from === 1 ? words.month : words.months}`;
  return `${from}-${max} ${words.months}`;
}

/**
 * A deposit: 'Sin fianza' when there is none (0 or less), 'Consultar' when it is not known (null:
 * the landlord did not say, so it must not read as none), else the amount in euros.
 */
export function depositText(amount: number | null | undefined, locale?: string): string {
  if (amount == null || !Number.isFinite(amount)) return wordsOf(locale).unknown;
  if (amount <= 0) return wordsOf(locale).noDeposit;
  return formatEuros(amount, locale);
}

/** A size in square metres: '85 m²', '12,5 m²' (at most one decimal, in the locale's notation). */
export function sizeText(m2: number, locale = 'es-ES'): string {
  if (!Number.isFinite(m2)) return '';
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(m2)} m²`;
}
