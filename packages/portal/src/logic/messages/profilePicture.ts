/** Client-side checks of the profile picture (spec 01 §5). */
export const profilePicture = {
  tooLarge: 'La imagen es demasiado grande. El límite es 5MB.',
  wrongType: 'Tipo de archivo no permitido. Solo se permiten: JPG, PNG, GIF, WEBP.',
};
