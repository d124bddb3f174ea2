import { defineCopy } from '../../../app/copy';
import { es, type SettingsCopy } from './es';

export type { SettingsCopy };

/** The settings page's texts. */
export const settingsCopy = defineCopy<SettingsCopy>('settings', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
