import { COUNT_EXACT_LIMIT } from '@convive/sdk';

/**
 * A search counts its matches up to one past `COUNT_EXACT_LIMIT` (a broad search stops there: "más
 * de 1.000"): the count it answers, and whether it is exact.
 */
export function cappedCount(matches: number | string): { count: number; exact: boolean } {
  const n = Number(matches);
  return { count: Math.min(n, COUNT_EXACT_LIMIT), exact: n <= COUNT_EXACT_LIMIT };
}
