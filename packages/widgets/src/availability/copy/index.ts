import type { Locale } from '../../i18n/types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/**
 * The calendar's copy, in the four languages. Not a section of the widgets' catalogs (src/i18n/)
 * as every other widget's is: the Spanish catalog ships with every element of the embed, so a
 * partner page with only a property grid would carry the calendar's texts. Here they come with the
 * calendar's lazily loaded chunk, all four at once (a few hundred bytes each), so a page in another
 * language waits for no second request. `copy.test.ts` checks the four have the same keys.
 */
export type AvailabilityCopy = typeof es;

export const AVAILABILITY_COPY: Record<Locale, AvailabilityCopy> = { es, en, fr, de };
