import { defineCopy } from '../../../app/copy';
import { es, type HomeCopy } from './es';

export type { HomeCopy };

/** The home page's texts. */
export const homeCopy = defineCopy<HomeCopy>('home', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
