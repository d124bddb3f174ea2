import { RULE_MESSAGES } from '@convive/sdk';

export const enquiry = {
  ...RULE_MESSAGES.enquiry,
  failure: 'No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.',
  sent: 'Consulta enviada',
} as const;
