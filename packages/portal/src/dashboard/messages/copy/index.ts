import { defineCopy } from '../../../app/copy';
import { es, type MessagesCopy } from './es';

export type { MessagesCopy };

/** The messaging screens' texts (inbox, conversation, guest page, contact button). */
export const messagesCopy = defineCopy<MessagesCopy>('messages', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
