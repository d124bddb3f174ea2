import type { Locale } from '@convive/widgets';
import { defineCopy } from '../../../app/copy';
import { useLanguage } from '../../../app/language';
import { type CalendarCopy, es } from './es';

export type { CalendarCopy };

/*
 * The same mechanism as every area's catalog (app/copy/defineCopy): Spanish travels with the screen,
 * the other languages are fetched when chosen. Kept out of the chrome catalog so these texts are not
 * in every page's first load.
 */
export const calendarCopy = defineCopy<CalendarCopy>('calendar', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});

export const loadCalendarCatalog = calendarCopy.load;

/**
 * The screen's texts in the chosen language (Spanish until that catalog has arrived), and the
 * language they are in, so dates match the words around them.
 */
export function useCalendarCopy(): { copy: CalendarCopy; locale: Locale } {
  const copy = calendarCopy.useCopy();
  const [locale] = useLanguage();
  return { copy, locale: copy === es && locale !== 'es' ? 'es' : locale };
}
