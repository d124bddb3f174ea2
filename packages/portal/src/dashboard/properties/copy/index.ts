import { defineCopy } from '../../../app/copy';
import { es, type PropertiesCopy } from './es';

export type { PropertiesCopy };

/** 'Mis propiedades' and the property form (with its checks). */
export const propertiesCopy = defineCopy<PropertiesCopy>('properties', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
