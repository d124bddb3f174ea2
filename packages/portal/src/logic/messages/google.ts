import { screenMessages } from '../screenMessages';

export const google = {
  failure: 'Error al iniciar sesión con Google. Inténtalo de nuevo.',
  transport: (status: number | string, body: string) =>
    `Error al iniciar sesión con Google: ${status} - ${body}`,
};

/** The texts above in the chosen language (../screenMessages). */
export const googleMessages = /* @__PURE__ */ screenMessages('google', google);
