import type { PropertyType } from '@convive/sdk';

/** The property types' Spanish names, as listings' titles say them (page heads, synthetic listings). */
export const PROPERTY_TYPE_NAMES: Record<PropertyType, string> = {
  apartamento: 'Apartamento',
  casa: 'Casa',
  chalet: 'Chalet',
  piso: 'Piso',
  estudio: 'Estudio',
  atico: 'Ático',
  duplex: 'Dúplex',
};
