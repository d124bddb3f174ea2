import { defineCopy } from '../../../app/copy';
import { es, type NotificationsCopy } from './es';

export type { NotificationsCopy };

/** The notifications page's texts. */
export const notificationsCopy = defineCopy<NotificationsCopy>('notifications', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
