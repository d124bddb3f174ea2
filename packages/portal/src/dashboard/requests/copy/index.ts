import { defineCopy } from '../../../app/copy';
import { es, type RequestsCopy } from './es';

export type { RequestsCopy };

/** 'Mis solicitudes' in the chosen language (English, French and German fetched when chosen). */
export const requestsCopy = defineCopy<RequestsCopy>('requests', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
