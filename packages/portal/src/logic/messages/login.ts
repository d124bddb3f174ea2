import { RULE_MESSAGES } from '@convive/sdk';

export const login = {
  ...RULE_MESSAGES.login,
  failure: 'Error al iniciar sesión. Verifica tus credenciales.',
  noToken: 'No se recibió token en la respuesta de login',
  submitting: 'Iniciando sesión...',
  success: 'Inicio de sesión exitoso! Redirigiendo...',
} as const;
