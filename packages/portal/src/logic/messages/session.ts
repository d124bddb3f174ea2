import { screenMessages } from '../screenMessages';

export const session = {
  logoutConfirm: '¿Estás seguro de que quieres cerrar sesión?',
};

/** The texts above in the chosen language (../screenMessages). */
export const sessionMessages = /* @__PURE__ */ screenMessages('session', session);
