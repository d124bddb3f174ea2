/** The languages of the product (spec 01 §1); Spanish by default. */
export const LOCALES = ['es', 'en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

/** BCP 47 tags for Intl (dates, numbers) per locale. */
export const INTL_LOCALE: Record<Locale, string> = { es: 'es-ES', en: 'en-GB', fr: 'fr-FR', de: 'de-DE' };

/** A catalog shaped like the Spanish one: every text a string, every template a function. */
export type CatalogOf<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : CatalogOf<T[K]>;
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
