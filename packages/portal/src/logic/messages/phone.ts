import { screenMessages } from '../screenMessages';

/** Phone input (spec 01 §5). */
export const phone = {
  tooLong: 'El número de teléfono no puede tener más de 15 dígitos.',
  invalid: 'Introduce un número de teléfono válido.',
};

/** The texts above in the chosen language (../screenMessages). */
export const phoneMessages = /* @__PURE__ */ screenMessages('phone', phone);
