import { plural } from '@convive/sdk';

/** The texts of 'Mis favoritos' (spec 01 §2, spec 02 §2), in Spanish: the source of the other languages. */
export const es = {
  documentTitle: 'Mis favoritos · Convive',
  title: 'Mis favoritos',
  description: 'Las propiedades que has guardado.',
  saved: (n: number) =>
    plural('es', n, { one: `Tienes ${n} propiedad guardada.`, other: `Tienes ${n} propiedades guardadas.` }),
  loading: 'Cargando tus favoritos...',
  emptyTitle: 'Aún no tienes favoritos',
  emptyText: 'Pulsa el corazón de una propiedad para guardarla aquí y encontrarla rápido.',
  explore: 'Explorar propiedades',
  noMatchTitle: 'Ninguna propiedad coincide con tu búsqueda',
  noMatchText: (search: string) => `No hay favoritos que contengan «${search}».`,
  clearSearch: 'Limpiar búsqueda',
  searchPlaceholder: 'Título, ciudad o descripción...',
  searchLabel: 'Buscar en mis favoritos',
  shown: (visible: number, total: number) => `${visible} de ${total}`,
  features: 'Características',
  bedrooms: (n: number) => plural('es', n, { one: `${n} habitación`, other: `${n} habitaciones` }),
  bathrooms: (n: number) => plural('es', n, { one: `${n} baño`, other: `${n} baños` }),
  details: 'Ver detalles',
};

export type FavoritesCopy = typeof es;
