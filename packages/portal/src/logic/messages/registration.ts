import { ruleMessages } from '@convive/sdk';
import { screenMessages } from '../screenMessages';

export const registration = {
  /** Client-side required-field checks (spec 01 §5); the texts are ours. */
  firstNameRequired: 'El nombre es obligatorio',
  termsRequired: ruleMessages('es').terms.required,
  lastNameRequired: 'Los apellidos son obligatorios',
  passwordConfirmRequired: 'Repite la contraseña.',
  failure: 'Error al registrar. Por favor revisa los datos.',
  /** Prefix of the first e-mail error. */
  emailPrefix: 'Email: ',
  /** Prefix of the first password error. */
  passwordPrefix: 'Contraseña: ',
  userNotLoaded: 'Registro exitoso pero no se pudieron cargar los datos de usuario.',
  submitting: 'Registrando...',
  creating: 'Creando tu cuenta...',
  success: '¡Cuenta creada exitosamente! Redirigiendo al dashboard...',
  /** When the visitor came from a page (a listing's heart or enquiry): they go back there. */
  successReturning: '¡Cuenta creada! Volviendo a la página en la que estabas...',
};

/** The texts above in the chosen language (../screenMessages). */
export const registrationMessages = /* @__PURE__ */ screenMessages('registration', registration);
