import { screenMessages } from '../screenMessages';

export const favorites = {
  updateFailure: 'No se pudo actualizar tus favoritos. Inténtalo de nuevo.',
  badFormat: 'No se pudieron obtener tus favoritos. Formato de datos incorrecto.',
  loadFailure: 'No se pudieron cargar tus propiedades favoritas',
  added: 'Añadido a favoritos',
  removed: 'Eliminado de favoritos',
  landlordUnavailable:
    'Función no disponible: la funcionalidad de favoritos solo está disponible para inquilinos',
};

/** The texts above in the chosen language (../screenMessages). */
export const favoritesMessages = /* @__PURE__ */ screenMessages('favorites', favorites);
