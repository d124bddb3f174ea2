import { RULE_MESSAGES } from '@convive/sdk';

export const profile = {
  ...RULE_MESSAGES.profile,
  saved: 'Perfil actualizado',
  emailReadOnly: 'El email no se puede cambiar',
  saving: 'Guardando...',
} as const;
