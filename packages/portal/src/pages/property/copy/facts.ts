import { formatDateLong, formatEuros, sizeText } from '@convive/sdk';
import type { PropertyCopy } from './es';

const known = (value: number | null | undefined): value is number => value != null && Number.isFinite(value);

/**
 * The facts of a detail page in the chosen language (issue 14 #6): a fact the landlord has not given
 * reads 'Consultar' ('Ask', 'Nous consulter', 'Auf Anfrage'), never a guess; a deposit of 0 is
 * 'Sin fianza', an unknown one is to be asked.
 */
export function factTexts(copy: PropertyCopy, intlLocale: string) {
  return {
    count: (n: number | null | undefined) => (known(n) ? String(n) : copy.unknown),
    size: (m2: number | null | undefined) => (known(m2) ? sizeText(m2, intlLocale) : copy.unknown),
    euros: (amount: number | null | undefined) =>
      known(amount) ? formatEuros(amount, intlLocale) : copy.unknown,
    monthly: (amount: number | null | undefined) =>
      known(amount) ? `${formatEuros(amount, intlLocale)}${copy.perMonth}` : copy.unknown,
    deposit: (amount: number | null | undefined) =>
      !known(amount) ? copy.unknown : amount <= 0 ? copy.noDeposit : formatEuros(amount, intlLocale),
    date: (iso: string | null | undefined) => (iso?.trim() ? formatDateLong(iso, intlLocale) : copy.unknown),
  };
}
