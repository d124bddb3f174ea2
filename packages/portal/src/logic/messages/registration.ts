import { RULE_MESSAGES } from '@convive/sdk';

export const registration = {
  ...RULE_MESSAGES.registration,
  failure: 'Error al registrar. Por favor revisa los datos.',
  /** Prefix of the first e-mail error. */
  emailPrefix: 'Email: ',
  /** Prefix of the first password error. */
  passwordPrefix: 'Contraseña: ',
  userNotLoaded: 'Registro exitoso pero no se pudieron cargar los datos de usuario.',
  submitting: 'Registrando...',
  creating: 'Creando tu cuenta...',
  success: '¡Cuenta creada exitosamente! Redirigiendo al dashboard...',
} as const;
