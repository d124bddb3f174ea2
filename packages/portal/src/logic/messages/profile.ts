export const profile = {
  saved: 'Perfil actualizado',
  saveFailure: 'Ha ocurrido un error al actualizar el perfil.',
  /** Prefix of a 400 answer's profile_picture error. */
  imageErrorPrefix: 'Error con la imagen: ',
  /** HTTP 413. */
  imageTooLarge: 'La imagen es demasiado grande. Intenta con una imagen más pequeña.',
  /** HTTP 415. */
  imageUnsupported: 'El formato de imagen no es soportado. Usa JPG, PNG, GIF o WEBP.',
  /** 'Error al obtener el perfil: {status} - {body}'. */
  fetchFailure: (status: number | string, body: string) => `Error al obtener el perfil: ${status} - ${body}`,
  emailReadOnly: 'El email no se puede cambiar',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'Los apellidos son obligatorios',
  saving: 'Guardando...',
} as const;
