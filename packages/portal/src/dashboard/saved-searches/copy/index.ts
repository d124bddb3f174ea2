import { defineCopy } from '../../../app/copy';
import { es, type SavedSearchesCopy } from './es';

export type { SavedSearchesCopy };

/** 'Búsquedas guardadas' in the chosen language (English, French and German fetched when chosen). */
export const savedSearchesCopy = defineCopy<SavedSearchesCopy>('saved-searches', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
