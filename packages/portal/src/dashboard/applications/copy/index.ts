import { defineCopy } from '../../../app/copy';
import { type ApplicationsCopy, es } from './es';

export type { ApplicationsCopy };

/** The rental applications view of 'Mis solicitudes' in the chosen language (others fetched when chosen). */
export const applicationsCopy = defineCopy<ApplicationsCopy>('applications', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
