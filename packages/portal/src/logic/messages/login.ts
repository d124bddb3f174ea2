import { screenMessages } from '../screenMessages';

/** The login screen; the first three are the client-side checks (spec 01 §5: e-mail and password required), texts ours. */
export const login = {
  emailRequired: 'Introduce tu email.',
  emailInvalid: 'Introduce una dirección de correo electrónico válida.',
  passwordRequired: 'Introduce tu contraseña.',
  failure: 'Error al iniciar sesión. Verifica tus credenciales.',
  noToken: 'No se recibió token en la respuesta de login',
  submitting: 'Iniciando sesión...',
  success: 'Inicio de sesión exitoso! Redirigiendo...',
};

/** The texts above in the chosen language (../screenMessages). */
export const loginMessages = /* @__PURE__ */ screenMessages('login', login);
