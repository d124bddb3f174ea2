import { defineCopy } from '../../../app/copy';
import { es, type ImagesCopy } from './es';

export type { ImagesCopy };

/** The image manager of the property and room forms. */
export const imagesCopy = defineCopy<ImagesCopy>('images', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
