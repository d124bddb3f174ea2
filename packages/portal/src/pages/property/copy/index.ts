import { defineCopy } from '../../../app/copy';
import { es, type PropertyCopy } from './es';

export type { PropertyCopy };

/** The property and room detail pages' texts. */
export const propertyCopy = defineCopy<PropertyCopy>('property', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
