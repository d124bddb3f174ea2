import type { Catalog } from './catalogs';
import { es } from './es';
import type { Locale } from './types';

/*
 * Apps that care about their first load keep only Spanish in it and fetch another language's
 * catalog when it is chosen (the portal does); `CATALOGS`/`catalogFor` hold all four at once.
 */
const loaded: Partial<Record<Locale, Catalog>> = { es };
const LOADERS: Record<Exclude<Locale, 'es'>, () => Promise<Catalog>> = {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
};

/** The catalog of a locale if it has been loaded (Spanish always has). */
export function loadedCatalog(locale: Locale): Catalog | undefined {
  return loaded[locale];
}

const pending: Partial<Record<Locale, Promise<Catalog>>> = {};

/**
 * Loads the catalog of a locale (at once for Spanish and for any already loaded). Callers asking at
 * the same time share one request; a failed one (offline) is forgotten, so a later call tries again.
 */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  const loader = LOADERS[locale as Exclude<Locale, 'es'>];
  if (!loader) return Promise.resolve(es);
  pending[locale] ??= loader().then(
    (catalog) => {
      loaded[locale] = catalog;
      return catalog;
    },
    (error: unknown) => {
      delete pending[locale];
      throw error;
    },
  );
  return pending[locale];
}
