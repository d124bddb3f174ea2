/**
 * The texts the sdk's own rules answer with (spec 01 §5 and §8, spec 02 §5 and §8): the password and
 * visit-request problems, which the server sends back too, the invalid-date text, the form checks of
 * ./forms and the profile and contact error texts of ./errorMessages and ./contactErrors. Only texts a
 * rule returns live here; each screen's other texts (toasts, titles, failures) belong to the app that
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
  /** Client-side checks (spec 01 §5: e-mail and password required); the texts are ours. */
  login: {
    emailRequired: 'Introduce tu email.',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
    passwordRequired: 'Introduce tu contraseña.',
  },
  /** Client-side required-field checks (spec 01 §5); the texts are ours. */
  registration: {
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'Los apellidos son obligatorios',
    passwordConfirmRequired: 'Repite la contraseña.',
  },
  /** Phone input (spec 01 §5). */
  phone: {
    tooLong: 'El número de teléfono no puede tener más de 15 dígitos.',
  },
  contact: {
    failure: 'Ha ocurrido un error al enviar el mensaje. Por favor, inténtalo de nuevo.',
    /** 'Error en el campo {label}: {message}', label one of nombre, email, asunto, mensaje. */
    fieldError: (label: string, message: string) => `Error en el campo ${label}: ${message}`,
    nameRequired: 'Por favor, escribe tu nombre',
    emailRequired: 'Por favor, escribe tu email',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
    subjectRequired: 'Por favor, escribe el asunto',
    messageRequired: 'Por favor, escribe tu mensaje',
  },
  enquiry: {
    messageRequired: 'Por favor, escribe un mensaje para el propietario',
    nameRequired: 'Por favor, escribe tu nombre',
    emailRequired: 'Por favor, escribe tu email',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
  },
  profile: {
    saveFailure: 'Ha ocurrido un error al actualizar el perfil.',
    /** Prefix of a 400 answer's profile_picture error. */
    imageErrorPrefix: 'Error con la imagen: ',
    /** HTTP 413. */
    imageTooLarge: 'La imagen es demasiado grande. Intenta con una imagen más pequeña.',
    /** HTTP 415. */
    imageUnsupported: 'El formato de imagen no es soportado. Usa JPG, PNG, GIF o WEBP.',
    /** 'Error al obtener el perfil: {status} - {body}'. */
    fetchFailure: (status: number | string, body: string) =>
      `Error al obtener el perfil: ${status} - ${body}`,
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'Los apellidos son obligatorios',
  },
  /** Room form validation, in the order it is checked (spec 02 §5). */
  roomForm: {
    propertyRequired: 'Por favor selecciona una propiedad',
    roomNumberRequired: 'Por favor ingresa el número de habitación',
    titleRequired: 'Por favor ingresa el título de la habitación',
    priceInvalid: 'Por favor ingresa un precio válido',
    sizeInvalid: 'Por favor ingresa un tamaño válido',
  },
} as const;

/** The shape of RULE_MESSAGES. */
export type RuleMessages = typeof RULE_MESSAGES;
