import { screenMessages } from '../screenMessages';

export const settings = {
  passwordChangeFailure: 'No se pudo cambiar la contraseña. Verifica que tu contraseña actual sea correcta.',
  passwordChanged: 'Contraseña actualizada',
  deleteAccountFailure: 'No se pudo eliminar la cuenta.',
  accountDeleted: 'Cuenta eliminada',
  accountDeletedDescription: 'Tu cuenta ha sido eliminada permanentemente.',
  deleteAccountConfirm: '¿Estás seguro de que quieres eliminar tu cuenta? Esta acción no se puede deshacer.',
};

/** The texts above in the chosen language (../screenMessages). */
export const settingsMessages = /* @__PURE__ */ screenMessages('settings', settings);
