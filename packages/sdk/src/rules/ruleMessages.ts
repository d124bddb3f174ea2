/**
 * The texts the sdk's own rules answer with (spec 01 §5 and §8, spec 02 §5 and §8): the password and
 * visit-request problems, which the server sends back too, the invalid-date text and the enquiry check
 * of ./forms. Only texts a rule returns live here; each screen's other texts (toasts, titles, failures) belong to the app that
 * shows the screen. Texts are copied verbatim from the spec; templated texts are functions.
 */
export const RULE_MESSAGES = {
  common: {
    /** Invalid date (spec 01 §8, spec 02 §5 and §8). */
    invalidDate: 'Fecha inválida',
  },
  /** Password rules (spec 02 §5 and the server's strength rules). */
  password: {
    mismatch: 'Las contraseñas no coinciden.',
    tooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
    numeric: 'La contraseña no puede ser completamente numérica.',
    similar: 'La contraseña se parece demasiado a tus datos personales.',
    common: 'Esta contraseña es demasiado común.',
    repeated: 'La contraseña no puede ser un mismo carácter repetido.',
    blank: 'La contraseña no puede estar formada solo por espacios.',
  },
  /** A visit request's problems (spec 01 §5), as validateVisitRequest and the server answer them. */
  visit: {
    dateTimeRequired: 'Por favor, selecciona una fecha y hora para la visita',
    weekdaysOnly: 'Las visitas solo están disponibles de lunes a viernes.',
    outsideWindow: 'Elige una fecha entre mañana y dentro de tres meses.',
    notASlot: 'Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.',
    invalidDate: 'Fecha inválida',
  },
  enquiry: {
    messageRequired: 'Por favor, escribe un mensaje para el propietario',
    nameRequired: 'Por favor, escribe tu nombre',
    emailRequired: 'Por favor, escribe tu email',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
  },
} as const;

/** The shape of RULE_MESSAGES. */
export type RuleMessages = typeof RULE_MESSAGES;
