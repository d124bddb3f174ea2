import { plural } from '@convive/sdk';
import { screenMessages } from '../screenMessages';

/** Landlord's property management and property form (spec 02 §8). */
export const myProperties = {
  loadFailure: 'No se pudieron cargar tus propiedades',
  deleteFailure: 'No se pudo eliminar la propiedad',
  deleted: 'Propiedad eliminada',
  deleteConfirm: '¿Estás seguro de que quieres eliminar esta propiedad? Esta acción no se puede deshacer.',
  notFound: 'No se pudo encontrar la propiedad',
  loadOneFailure: 'No se pudo cargar la propiedad',
  saveFailure: 'No se pudo guardar la propiedad',
  imagesFailure: 'No se pudieron subir algunas imágenes',
  created: 'Propiedad creada',
  updated: 'Propiedad actualizada',
  imagesUploaded: 'Imágenes subidas',
  imagesUploadedDescription: (n: number) =>
    plural('es', n, {
      one: `Se ha subido ${n} imagen correctamente.`,
      other: `Se han subido ${n} imágenes correctamente.`,
    }),
};

/** The texts above in the chosen language (../screenMessages). */
export const myPropertiesMessages = /* @__PURE__ */ screenMessages('myProperties', myProperties);
