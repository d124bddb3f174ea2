import { screenMessages } from '../screenMessages';

/** Public room list and detail (spec 01 §2, §8). */
export const rooms = {
  loadFailure: 'Error al cargar las habitaciones. Por favor, intenta de nuevo.',
  notFound: 'Espacio no encontrado',
  detailLoadFailure: 'No se pudo cargar la información del espacio',
};

/** The texts above in the chosen language (../screenMessages). */
export const roomsMessages = /* @__PURE__ */ screenMessages('rooms', rooms);
