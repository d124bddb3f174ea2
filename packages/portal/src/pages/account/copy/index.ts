import { defineCopy } from '../../../app/copy';
import { type AccountScreensCopy, es } from './es';

export type { AccountScreensCopy };

/**
 * The account screens' texts (login, registration, recovery, guest visit); their fields' texts are
 * the account fields' own (account/copy), which the profile screen shares without these.
 */
export const accountScreensCopy = defineCopy<AccountScreensCopy>('accountScreens', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
