import { defineCopy } from '../../../app/copy';
import { es, type RoomsCopy } from './es';

export type { RoomsCopy };

/** 'Gestión de habitaciones' and the room form (with its checks). */
export const roomsCopy = defineCopy<RoomsCopy>('rooms', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});
