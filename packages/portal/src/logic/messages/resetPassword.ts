/** The reset page opened from the recovery e-mail (docs/decisions.md); the texts are ours. */
export const resetPassword = {
  missingToken: 'El enlace de recuperación no es válido o ha caducado.',
  failure: 'No se pudo restablecer la contraseña. Inténtalo de nuevo.',
};
