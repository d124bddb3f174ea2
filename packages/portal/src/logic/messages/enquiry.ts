import { ruleMessages } from '@convive/sdk';

export const enquiry = {
  ...ruleMessages('es').enquiry,
  failure: 'No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.',
  sent: 'Consulta enviada',
};
