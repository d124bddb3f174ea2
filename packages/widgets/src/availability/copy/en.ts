import { plural } from '@convive/sdk';
import type { CatalogOf } from '../../i18n/types';
import type { es } from './es';

/** The availability calendar's English copy. */
export const en: CatalogOf<typeof es> = {
  title: 'Availability',
  unit: 'Room',
  wholeHome: (title: string) => `${title} (whole home)`,
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  legend: 'Legend',
  free: 'Free',
  taken: 'Taken',
  blocked: 'Blocked',
  before: 'Not yet available',
  outside: 'Outside the calendar',
  nextFree: (date: string) => `Available from ${date}`,
  noneFree: (months: number) =>
    plural('en', months, {
      one: 'No free days in the next month.',
      other: `No free days in the next ${months} months.`,
    }),
  allFree: 'Free throughout: no dates taken or blocked.',
  noUnits: 'This listing has no availability calendar.',
  loadError: 'The availability could not be loaded.',
  chooseMoveIn: 'Choose your move-in day.',
  chooseMoveOut: (moveIn: string, months: number) =>
    plural('en', months, {
      one: `Move-in on ${moveIn}. Choose your move-out day (minimum stay ${months} month).`,
      other: `Move-in on ${moveIn}. Choose your move-out day (minimum stay ${months} months).`,
    }),
  selected: (moveIn: string, moveOut: string) => `From ${moveIn} to ${moveOut}.`,
  moveInMark: 'move-in',
  moveOutMark: 'move-out',
  tooShort: (months: number) =>
    plural('en', months, {
      one: `The minimum stay is ${months} month.`,
      other: `The minimum stay is ${months} months.`,
    }),
  tooLong: (months: number) =>
    plural('en', months, {
      one: `The maximum stay is ${months} month.`,
      other: `The maximum stay is ${months} months.`,
    }),
  notFree: 'That period includes unavailable days.',
  clear: 'Clear selection',
};
