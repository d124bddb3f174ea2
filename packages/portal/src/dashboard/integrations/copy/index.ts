import type { Locale } from '@convive/widgets';
import { useEffect, useSyncExternalStore } from 'react';
import { loadInBackground } from '../../../app/copy';
import { useLanguage } from '../../../app/language';
import { es, type IntegrationsCopy } from './es';

export type { IntegrationsCopy };

/*
 * The same mechanism as the chrome's catalogs (app/copy): Spanish travels with the screen, the other
 * languages are fetched when chosen and the screen shows Spanish for that moment. Kept out of the
 * chrome catalog so this screen's texts are not in every page's first load.
 */
const loaded: Partial<Record<Locale, IntegrationsCopy>> = { es };
const LOADERS: Record<Exclude<Locale, 'es'>, () => Promise<IntegrationsCopy>> = {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
};
const pending: Partial<Record<Locale, Promise<IntegrationsCopy>>> = {};
const listeners = new Set<() => void>();
let version = 0;

/** Loads a language's texts for this screen (at once for Spanish); a failed load may be retried. */
export function loadIntegrationsCatalog(locale: Locale): Promise<IntegrationsCopy> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  pending[locale] ??= LOADERS[locale as Exclude<Locale, 'es'>]().then(
    (catalog) => {
      loaded[locale] = catalog;
      version += 1;
      for (const listener of listeners) listener();
      return catalog;
    },
    (error: unknown) => {
      delete pending[locale];
      throw error;
    },
  );
  return pending[locale];
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readVersion = () => version;

/** The screen's texts in the chosen language (Spanish until that catalog has arrived), and that language. */
export function useIntegrationsCopy(): { copy: IntegrationsCopy; locale: Locale } {
  const [locale] = useLanguage();
  useSyncExternalStore(subscribe, readVersion, readVersion);
  const catalog = loaded[locale];
  useEffect(() => {
    if (!catalog) loadInBackground(loadIntegrationsCatalog(locale), locale);
  }, [catalog, locale]);
  return { copy: catalog ?? es, locale: catalog ? locale : 'es' };
}
