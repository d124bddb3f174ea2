import type { PropertyType } from '@convive/sdk';
import { plural } from '@convive/sdk';

/** 'Búsquedas guardadas', in Spanish: the source of the other languages. */
export const es = {
  documentTitle: 'Búsquedas guardadas · Convive',
  title: 'Búsquedas guardadas',
  description: 'Tus búsquedas y cómo quieres que te avisemos de las novedades.',
  count: (n: number, max: number) => `${n} de ${max} búsquedas guardadas.`,
  loading: 'Cargando tus búsquedas guardadas...',
  loadFailed: 'No se pudieron cargar tus búsquedas guardadas',
  emptyTitle: 'Aún no has guardado ninguna búsqueda',
  emptyText:
    'Filtra las propiedades como te guste y pulsa «Guardar búsqueda»: te avisaremos cuando aparezca algo nuevo.',
  explore: 'Buscar propiedades',
  newMatches: (n: number) => plural('es', n, { one: `${n} nueva`, other: `${n} nuevas` }),
  newMatchesLabel: (n: number) =>
    plural('es', n, {
      one: `${n} propiedad nueva desde tu última visita`,
      other: `${n} propiedades nuevas desde tu última visita`,
    }),
  alert: 'Avisos',
  alerts: {
    instant: 'Al momento',
    daily: 'Resumen diario a las 08:00',
    off: 'Sin avisos',
  },
  alertSaving: 'Guardando...',
  alertSaved: 'Guardado',
  alertFailed: 'No se pudo cambiar la frecuencia de los avisos.',
  viewResults: 'Ver resultados',
  rename: 'Cambiar nombre',
  renameLabel: (name: string) => `Cambiar nombre: ${name}`,
  name: 'Nombre',
  saveName: 'Guardar',
  savingName: 'Guardando...',
  cancel: 'Cancelar',
  nameRequired: 'Ponle un nombre a la búsqueda.',
  nameTooLong: (max: number) => `El nombre no puede tener más de ${max} caracteres.`,
  renameFailed: 'No se pudo cambiar el nombre. Inténtalo de nuevo.',
  remove: 'Eliminar',
  removeLabel: (name: string) => `Eliminar: ${name}`,
  removeTitle: 'Eliminar búsqueda',
  removeConfirm: (name: string) => `¿Eliminar «${name}»? Dejarás de recibir sus avisos.`,
  removing: 'Eliminando...',
  removed: 'Búsqueda eliminada',
  removeFailed: 'No se pudo eliminar la búsqueda. Inténtalo de nuevo.',
  /** The human summary of a search's filters. */
  summary: {
    any: 'Todas las propiedades',
    text: (text: string) => `«${text}»`,
    place: (place: string) => `En ${place}`,
    priceUpTo: (price: string) => `Hasta ${price}`,
    priceFrom: (price: string) => `Desde ${price}`,
    priceBetween: (min: string, max: string) => `De ${min} a ${max}`,
    sizeUpTo: (size: string) => `Hasta ${size}`,
    sizeFrom: (size: string) => `Desde ${size}`,
    sizeBetween: (min: string, max: string) => `De ${min} a ${max}`,
    bedrooms: (n: number) => plural('es', n, { one: `${n}+ dormitorio`, other: `${n}+ dormitorios` }),
    bathrooms: (n: number) => plural('es', n, { one: `${n}+ baño`, other: `${n}+ baños` }),
    coliving: 'Coliving (por habitaciones)',
    traditional: 'Alquiler tradicional',
    types: {
      apartamento: 'Apartamento',
      casa: 'Casa',
      chalet: 'Chalet',
      piso: 'Piso',
      estudio: 'Estudio',
      atico: 'Ático',
      duplex: 'Dúplex',
    } satisfies Record<PropertyType, string>,
    extras: {
      is_furnished: 'Amueblado',
      has_parking: 'Parking',
      has_pool: 'Piscina',
      has_terrace: 'Terraza',
      has_garden: 'Jardín',
      has_elevator: 'Ascensor',
      pets_allowed: 'Mascotas',
    },
  },
};

export type SavedSearchesCopy = typeof es;
