import { defineCopy } from '../../app/copy';
import { type AccountCopy, es } from './es';

export type { AccountCopy };

/** The account fields' texts (e-mail, names, phone, password and its checklist, Google sign-in). */
export const accountCopy = defineCopy<AccountCopy>('account', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
