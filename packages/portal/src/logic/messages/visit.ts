import { ruleMessages } from '@convive/sdk';
import { screenMessages } from '../screenMessages';

export const visit = {
  ...ruleMessages('es').visit,
  failure: 'No se pudo solicitar la cita. Inténtalo de nuevo más tarde.',
  requested: 'Cita solicitada',
};

/** The texts above in the chosen language (../screenMessages). */
export const visitMessages = /* @__PURE__ */ screenMessages('visit', visit);
