import { type Catalog, type Locale, loadCatalog, loadedCatalog } from '@convive/widgets';
import { useEffect, useSyncExternalStore } from 'react';
import { useLanguage } from '../language';
import { es, type PortalCopy } from './es';

export type { PortalCopy };

/*
 * Spanish is in every page's first load; the other catalogs are fetched when chosen (or when the
 * stored choice is read on start), and the chrome shows Spanish for that moment.
 */
const loaded: Partial<Record<Locale, PortalCopy>> = { es };
const LOADERS: Record<Exclude<Locale, 'es'>, () => Promise<PortalCopy>> = {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
};
const listeners = new Set<() => void>();
let version = 0;

const pending: Partial<Record<Locale, Promise<PortalCopy>>> = {};

/** Loads a language's chrome copy (at once for Spanish); one request at a time, a failed one may be retried. */
export function loadPortalCatalog(locale: Locale): Promise<PortalCopy> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  pending[locale] ??= LOADERS[locale as Exclude<Locale, 'es'>]().then(
    (catalog) => {
      loaded[locale] = catalog;
      changed();
      return catalog;
    },
    (error: unknown) => {
      delete pending[locale];
      throw error;
    },
  );
  return pending[locale];
}

/** Loads a catalog in the background: the chrome stays in Spanish when it cannot arrive (offline). */
export function loadInBackground(load: Promise<unknown>, locale: Locale): void {
  load.catch((error: unknown) => console.warn(`No se pudo cargar el idioma '${locale}'`, error));
}

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readVersion = () => version;

/** The portal chrome's copy in the chosen language (Spanish until that catalog has arrived). */
export function usePortalCopy(): PortalCopy {
  const [locale] = useLanguage();
  useSyncExternalStore(subscribe, readVersion, readVersion);
  const catalog = loaded[locale];
  useEffect(() => {
    if (!catalog) loadInBackground(loadPortalCatalog(locale), locale);
  }, [catalog, locale]);
  return catalog ?? es;
}

/** The widgets' copy in the chosen language (Spanish until that catalog has arrived). */
export function useWidgetCopy(): Catalog {
  const [locale] = useLanguage();
  useSyncExternalStore(subscribe, readVersion, readVersion);
  const catalog = loadedCatalog(locale);
  useEffect(() => {
    if (!catalog) loadInBackground(loadCatalog(locale).then(changed), locale);
  }, [catalog, locale]);
  return catalog ?? (loadedCatalog('es') as Catalog);
}
