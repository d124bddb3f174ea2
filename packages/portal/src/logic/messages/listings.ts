import { screenMessages } from '../screenMessages';

/** Landlord's listings (spec 02 §8). */
export const listings = {
  loadFailure: 'No se pudieron cargar tus anuncios',
  deleteFailure: 'No se pudo eliminar el anuncio',
  saveFailure: 'No se pudo guardar el anuncio',
  notFound: 'No se pudo encontrar el anuncio',
  loadOneFailure: 'No se pudo cargar el anuncio',
  propertiesLoadFailure: 'No se pudieron cargar las propiedades disponibles',
};

/** The texts above in the chosen language (../screenMessages). */
export const listingsMessages = /* @__PURE__ */ screenMessages('listings', listings);
