import { defineCopy } from '../../../app/copy';
import { es, type ReceivedApplicationsCopy } from './es';

export type { ReceivedApplicationsCopy };

/** The received applications screen's texts in the chosen language. */
export const receivedApplicationsCopy = defineCopy<ReceivedApplicationsCopy>('landlord-applications', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
