import { defineCopy } from '../../../app/copy';
import { type AccessCopy, es } from './es';

export type { AccessCopy };

/** The sign-in offers and the role notes (who may favourite, enquire, request visits). */
export const accessCopy = defineCopy<AccessCopy>('access', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
