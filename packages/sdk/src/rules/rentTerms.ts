/**
 * The rent terms a listing starts with, written from its own figures so the text never contradicts
 * them: spec 02's 'Contrato mínimo de 6 meses. Se requiere un mes de fianza.' is what a six-month
 * listing whose deposit is one month's rent says; a one-month listing without deposit says so.
 * Spanish, as the landlord's own text is (the terms are the landlord's words, not the interface's).
 */
import { formatEuros } from './priceText';

export interface RentTermsFigures {
  /** Minimum stay, months (1 or more). */
  min_stay: number;
  /** Deposit, euros (0: none). */
  deposit: number;
  /** The home's monthly price: a deposit of whole months of it is said in months. */
  price?: number | null;
}

export function rentTermsFor({ min_stay, deposit, price }: RentTermsFigures): string {
  const months = Math.max(1, Math.round(min_stay));
  const stay = `Contrato mínimo de ${months} ${months === 1 ? 'mes' : 'meses'}.`;
  return `${stay} ${depositSentence(deposit, price)}`;
}

function depositSentence(deposit: number, price: number | null | undefined): string {
  if (!(deposit > 0)) return 'Sin fianza.';
  if (price && price > 0) {
    const months = deposit / price;
    if (months === 1) return 'Se requiere un mes de fianza.';
    if (Number.isInteger(months) && months <= 12) return `Se requieren ${months} meses de fianza.`;
  }
  return `Fianza de ${formatEuros(deposit)}.`;
}
