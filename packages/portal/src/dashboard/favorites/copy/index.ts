import { defineCopy } from '../../../app/copy';
import { es, type FavoritesCopy } from './es';

export type { FavoritesCopy };

/** 'Mis favoritos' in the chosen language (English, French and German fetched when chosen). */
export const favoritesCopy = defineCopy<FavoritesCopy>('favorites', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
