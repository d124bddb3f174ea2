import { RULE_MESSAGES } from '@convive/sdk';

export const visit = {
  ...RULE_MESSAGES.visit,
  failure: 'No se pudo solicitar la cita. Inténtalo de nuevo más tarde.',
  requested: 'Cita solicitada',
} as const;
