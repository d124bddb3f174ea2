import { defineCopy } from '../../../app/copy';
import { type ContentCopy, es } from './es';

export type { ContentCopy };

/** The static pages' texts (frames and headings; the About and How it works pages in full). */
export const contentCopy = defineCopy<ContentCopy>('content', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
