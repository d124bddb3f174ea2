import { screenMessages } from '../screenMessages';

/** Client-side checks of the profile picture (spec 01 §5). */
export const profilePicture = {
  tooLarge: 'La imagen es demasiado grande. El límite es 5MB.',
  wrongType: 'Tipo de archivo no permitido. Solo se permiten: JPG, PNG, GIF, WEBP.',
};

/** The texts above in the chosen language (../screenMessages). */
export const profilePictureMessages = /* @__PURE__ */ screenMessages('profilePicture', profilePicture);
