/**
 * Money, stay and size texts (spec 01 §2, §9; spec 02 §1): euros per month with the suffix '€/mes',
 * 'desde' for coliving properties priced per room, stays in months and sizes in m².
 * Amounts go through Intl, so separators are whatever Intl prints for the locale: es-ES groups
 * thousands only from five digits ('1200 €', '12.000 €') and puts a no-break space before '€'.
 */
import type { Property, Room } from '../schemas';
import { numberFormat } from './intlFormats';

/** The suffix of a monthly price (spec 01 §9). */
export const PER_MONTH_SUFFIX = '/mes';
/** What a coliving property's per-room price is prefixed with (spec 01 §9). */
export const FROM_PREFIX = 'desde ';
/** The deposit text when there is none. */
export const NO_DEPOSIT_TEXT = 'Sin fianza';

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

/** A monthly price: '850 €/mes'. The suffix is Spanish whatever the number locale. */
export function priceText(amount: number, locale?: string): string {
  const euros = formatEuros(amount, locale);
  return euros === '' ? '' : `${euros}${PER_MONTH_SUFFIX}`;
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
    return { from: true, amount: perRoom, text: FROM_PREFIX + priceText(perRoom, locale) };
  }
  return { from: false, amount: property.price, text: priceText(property.price, locale) };
}

/** A room's monthly price: '450 €/mes'. */
export function roomPriceText(room: Pick<Room, 'price_monthly'>, locale?: string): string {
  return priceText(room.price_monthly, locale);
}

const months = (n: number) => (n === 1 ? 'mes' : 'meses');

/**
 * A stay in months (spec 01 §2, room detail): '3-12 meses', '3+ meses' without a maximum, '6 meses' when
 * both are equal; the singular '1 mes' only when min = max = 1. A missing minimum counts as 1 (spec 02 §9).
 */
export function stayText(min: number | null | undefined, max?: number | null): string {
  const from = min == null || !Number.isFinite(min) ? 1 : min;
  if (max == null || !Number.isFinite(max)) return `${from}+ meses`;
  if (max === from) return `${from} ${months(from)}`;
  return `${from}-${max} meses`;
}

/** A deposit: 'Sin fianza' when there is none (null or 0 or less), else the amount in euros. */
export function depositText(amount: number | null | undefined, locale?: string): string {
  if (amount == null || !Number.isFinite(amount) || amount <= 0) return NO_DEPOSIT_TEXT;
  return formatEuros(amount, locale);
}

/** A size in square metres: '85 m²', '12,5 m²' (at most one decimal, in the locale's notation). */
export function sizeText(m2: number, locale = 'es-ES'): string {
  if (!Number.isFinite(m2)) return '';
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(m2)} m²`;
}
