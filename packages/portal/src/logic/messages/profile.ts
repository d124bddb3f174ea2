import { screenMessages } from '../screenMessages';

export const profile = {
  saveFailure: 'Ha ocurrido un error al actualizar el perfil.',
  /** Prefix of a 400 answer's profile_picture error. */
  imageErrorPrefix: 'Error con la imagen: ',
  /** HTTP 413. */
  imageTooLarge: 'La imagen es demasiado grande. Intenta con una imagen más pequeña.',
  /** HTTP 415. */
  imageUnsupported: 'El formato de imagen no es soportado. Usa JPG, PNG, GIF o WEBP.',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'Los apellidos son obligatorios',
  saved: 'Perfil actualizado',
  emailReadOnly: 'El email no se puede cambiar',
  saving: 'Guardando...',
};

/** The texts above in the chosen language (../screenMessages). */
export const profileMessages = /* @__PURE__ */ screenMessages('profile', profile);
