import { defineCopy } from '../../../app/copy';
import { es, type ListsCopy } from './es';

export type { ListsCopy };

/** The public property and room lists' texts (search, filters, order). */
export const listsCopy = defineCopy<ListsCopy>('lists', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
