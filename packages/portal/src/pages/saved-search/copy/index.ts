import { defineCopy } from '../../../app/copy';
import { es, type SavedSearchCopy } from './es';

export type { SavedSearchCopy };

/** Saving a search and its unsubscribe page, in the chosen language (en, fr, de fetched when chosen). */
export const savedSearchCopy = defineCopy<SavedSearchCopy>('saved-search', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
