import { defineCopy } from '../../app/copy';
import { es, type UiCopy } from './es';

export type { UiCopy };

/** The shared components' default texts ('Cargando...', 'Reintentar', 'Cancelar'…). */
export const uiCopy = defineCopy<UiCopy>('ui', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
