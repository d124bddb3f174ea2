import { defineCopy } from '../../../app/copy';
import { es, type ListingsCopy } from './es';

export type { ListingsCopy };

/** The listings screens' texts (list and form) in the chosen language. */
export const listingsCopy = defineCopy<ListingsCopy>('listings', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
