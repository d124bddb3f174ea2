import { defineCopy } from '../../../app/copy';
import { es, type ProfileCopy } from './es';

export type { ProfileCopy };

/** The profile page's texts. */
export const profileCopy = defineCopy<ProfileCopy>('profile', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
