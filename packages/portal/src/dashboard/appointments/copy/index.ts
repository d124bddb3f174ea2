import { defineCopy } from '../../../app/copy';
import { type AppointmentsCopy, es } from './es';

export type { AppointmentsCopy };

/** 'Mis citas' in the chosen language (English, French and German fetched when chosen). */
export const appointmentsCopy = defineCopy<AppointmentsCopy>('appointments', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
