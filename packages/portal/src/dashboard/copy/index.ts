import { defineCopy } from '../../app/copy';
import { type DashboardCopy, es } from './es';

export type { DashboardCopy };

/** The dashboard home and the lists' shared parts (card actions, toolbar, application status). */
export const dashboardCopy = defineCopy<DashboardCopy>('dashboard', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
