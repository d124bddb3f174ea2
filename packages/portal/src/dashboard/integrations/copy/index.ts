import type { Locale } from '@convive/widgets';
import { defineCopy } from '../../../app/copy';
import { useLanguage } from '../../../app/language';
import { es, type IntegrationsCopy } from './es';

export type { IntegrationsCopy };

/*
 * The same mechanism as every area's catalog (app/copy/defineCopy): Spanish travels with the screen,
 * the other languages are fetched when chosen and the screen shows Spanish for that moment. Kept out
 * of the chrome catalog so this screen's texts are not in every page's first load.
 */
export const integrationsCopy = defineCopy<IntegrationsCopy>('integrations', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});

/** Loads a language's texts for this screen (at once for Spanish); a failed load may be retried. */
export const loadIntegrationsCatalog = integrationsCopy.load;

/**
 * The screen's texts in the chosen language (Spanish until that catalog has arrived), and the
 * language they are in, so dates and numbers match the words around them.
 */
export function useIntegrationsCopy(): { copy: IntegrationsCopy; locale: Locale } {
  const copy = integrationsCopy.useCopy();
  const [locale] = useLanguage();
  return { copy, locale: copy === es && locale !== 'es' ? 'es' : locale };
}
