import { RULE_MESSAGES } from '@convive/sdk';

export const contact = {
  ...RULE_MESSAGES.contact,
  sent: 'Mensaje enviado',
} as const;
