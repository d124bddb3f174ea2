import { ruleMessages } from '@convive/sdk';

export const visit = {
  ...ruleMessages('es').visit,
  failure: 'No se pudo solicitar la cita. Inténtalo de nuevo más tarde.',
  requested: 'Cita solicitada',
};
