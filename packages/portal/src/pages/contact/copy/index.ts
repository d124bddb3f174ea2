import { defineCopy } from '../../../app/copy';
import { type ContactCopy, es } from './es';

export type { ContactCopy };

/** The contact page's texts. */
export const contactCopy = defineCopy<ContactCopy>('contact', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
