import { screenMessages } from '../screenMessages';

/** The reset page opened from the recovery e-mail (docs/adr/0014-unnamed-calls.md); the texts are ours. */
export const resetPassword = {
  missingToken: 'El enlace de recuperación no es válido o ha caducado.',
  failure: 'No se pudo restablecer la contraseña. Inténtalo de nuevo.',
};

/** The texts above in the chosen language (../screenMessages). */
export const resetPasswordMessages = /* @__PURE__ */ screenMessages('resetPassword', resetPassword);
