import { RULE_MESSAGES } from '@convive/sdk';

/** Phone input (spec 01 §5). */
export const phone = {
  ...RULE_MESSAGES.phone,
  invalid: 'Introduce un número de teléfono válido.',
} as const;
