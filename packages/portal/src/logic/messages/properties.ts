import { screenMessages } from '../screenMessages';

/** Public property list and detail (spec 01 §2, §8). */
export const properties = {
  loadFailure: 'No se pudieron cargar las propiedades',
  empty: 'No se encontraron propiedades',
  notFound: 'Propiedad no encontrada',
  detailLoadFailure: 'No se pudo cargar la información de la propiedad',
};

/** The texts above in the chosen language (../screenMessages). */
export const propertiesMessages = /* @__PURE__ */ screenMessages('properties', properties);
