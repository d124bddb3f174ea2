import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { CatalogOf, Locale } from './types';

export type Catalog = CatalogOf<typeof es>;

export const CATALOGS: Record<Locale, Catalog> = { es, en, fr, de };

/** The catalog of a locale (Spanish for anything unknown). */
export function catalogFor(locale: string | undefined): Catalog {
  return CATALOGS[(locale ?? 'es') as Locale] ?? es;
}
