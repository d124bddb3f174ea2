import { screenMessages } from '../screenMessages';

/** Landlord's room management and room form (spec 02 §5, §8). */
export const myRooms = {
  loadFailure: 'No se pudieron cargar tus habitaciones',
  listFailure: 'Error al cargar las habitaciones.',
  propertyRoomsFailure: 'Error al cargar las habitaciones de la propiedad.',
  deleteFailure: 'No se pudo eliminar la habitación',
  statusFailure: 'No se pudo cambiar el estado de la habitación',
  deleted: 'Habitación eliminada',
  statusUpdated: 'Estado actualizado',
  notFound: 'Habitación no encontrada',
  formLoadFailure: 'Error al cargar los datos. Por favor, intenta de nuevo.',
  saveFailure: 'Error al guardar la habitación. Por favor, intenta de nuevo.',
  onlyColiving: 'Las habitaciones solo se pueden crear en propiedades de tipo coliving',
};

/** The texts above in the chosen language (../screenMessages). */
export const myRoomsMessages = /* @__PURE__ */ screenMessages('myRooms', myRooms);
