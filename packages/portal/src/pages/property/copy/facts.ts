import { depositText, formatDateLong, formatEuros, priceText, sizeText, unknownText } from '@convive/sdk';

const known = (value: number | null | undefined): value is number => value != null && Number.isFinite(value);

/**
 * The facts of a detail page in the chosen language: a fact the landlord has not given
 * reads 'Consultar' ('Ask', 'Nous consulter', 'Auf Anfrage'), never a guess; a deposit of 0 is
 * 'Sin fianza', an unknown one is to be asked. The words ('Consultar', 'Sin fianza', '/mes') are the
 * sdk's (`unknownText`, `depositText`, `priceText`), the same wherever a price is shown.
 */
export function factTexts(intlLocale: string) {
  const unknown = unknownText(intlLocale);
  return {
    count: (n: number | null | undefined) => (known(n) ? String(n) : unknown),
    size: (m2: number | null | undefined) => (known(m2) ? sizeText(m2, intlLocale) : unknown),
    euros: (amount: number | null | undefined) => (known(amount) ? formatEuros(amount, intlLocale) : unknown),
    monthly: (amount: number | null | undefined) => (known(amount) ? priceText(amount, intlLocale) : unknown),
    deposit: (amount: number | null | undefined) => depositText(amount, intlLocale),
    date: (iso: string | null | undefined) => (iso?.trim() ? formatDateLong(iso, intlLocale) : unknown),
  };
}
