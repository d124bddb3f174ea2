import { ruleMessages } from '@convive/sdk';
import { screenMessages } from '../screenMessages';

export const enquiry = {
  ...ruleMessages('es').enquiry,
  failure: 'No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.',
  sent: 'Consulta enviada',
};

/** The texts above in the chosen language (../screenMessages). */
export const enquiryMessages = /* @__PURE__ */ screenMessages('enquiry', enquiry);
