import { screenMessages } from '../screenMessages';

/** The generic request failures the client raises (spec 01 §8). */
export const request = {
  notJson: 'Respuesta no JSON',
  parseError: 'Error de parseo',
  noToken: 'No hay token de autenticación',
};

/** The texts above in the chosen language (../screenMessages). */
export const requestMessages = /* @__PURE__ */ screenMessages('request', request);
