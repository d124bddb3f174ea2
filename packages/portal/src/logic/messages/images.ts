import { screenMessages } from '../screenMessages';

/** Image pickers and image management (spec 02 §5, §8). */
export const images = {
  onlyImages: 'Solo se permiten archivos de imagen',
  invalidFileTitle: 'Archivo no válido',
  invalidFile: (file: string) => `${file} no es una imagen válida`,
  tooLargeTitle: 'Archivo muy grande',
  tooLarge: (file: string) => `${file} es demasiado grande (máximo 10MB)`,
  tooManyTitle: 'Demasiadas imágenes',
  tooMany: (n: number) => `Solo puedes subir un máximo de ${n} imágenes`,
  reorderFailure: 'No se pudo actualizar el orden de las imágenes',
  deleteFailure: 'No se pudo eliminar la imagen',
  deleteConfirm: '¿Estás seguro de que quieres eliminar esta imagen?',
};

/** The texts above in the chosen language (../screenMessages). */
export const imagesMessages = /* @__PURE__ */ screenMessages('images', images);
