import { plural } from '@convive/sdk';
import type { CatalogOf } from '../../i18n/types';
import type { es } from './es';

/** The availability calendar's German copy. */
export const de: CatalogOf<typeof es> = {
  title: 'Verfügbarkeit',
  unit: 'Zimmer',
  wholeHome: (title: string) => `${title} (ganze Wohnung)`,
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  legend: 'Legende',
  free: 'Frei',
  taken: 'Belegt',
  blocked: 'Gesperrt',
  before: 'Noch nicht verfügbar',
  outside: 'Außerhalb des Kalenders',
  nextFree: (date: string) => `Verfügbar ab ${date}`,
  noneFree: (months: number) =>
    plural('de', months, {
      one: 'Keine freien Tage im nächsten Monat.',
      other: `Keine freien Tage in den nächsten ${months} Monaten.`,
    }),
  allFree: 'Im ganzen Zeitraum frei: keine belegten oder gesperrten Tage.',
  noUnits: 'Dieses Inserat hat keinen Verfügbarkeitskalender.',
  loadError: 'Die Verfügbarkeit konnte nicht geladen werden.',
  chooseMoveIn: 'Wähle den Einzugstag.',
  chooseMoveOut: (moveIn: string, months: number) =>
    plural('de', months, {
      one: `Einzug am ${moveIn}. Wähle den Auszugstag (Mindestaufenthalt ${months} Monat).`,
      other: `Einzug am ${moveIn}. Wähle den Auszugstag (Mindestaufenthalt ${months} Monate).`,
    }),
  selected: (moveIn: string, moveOut: string) => `Vom ${moveIn} bis ${moveOut}.`,
  moveInMark: 'Einzug',
  moveOutMark: 'Auszug',
  tooShort: (months: number) =>
    plural('de', months, {
      one: `Der Mindestaufenthalt beträgt ${months} Monat.`,
      other: `Der Mindestaufenthalt beträgt ${months} Monate.`,
    }),
  tooLong: (months: number) =>
    plural('de', months, {
      one: `Der Höchstaufenthalt beträgt ${months} Monat.`,
      other: `Der Höchstaufenthalt beträgt ${months} Monate.`,
    }),
  notFree: 'Dieser Zeitraum enthält nicht verfügbare Tage.',
  clear: 'Auswahl löschen',
};
