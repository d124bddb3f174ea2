import { screenMessages } from '../screenMessages';

export const contact = {
  failure: 'Ha ocurrido un error al enviar el mensaje. Por favor, inténtalo de nuevo.',
  /** 'Error en el campo {label}: {message}', label one of nombre, email, asunto, mensaje. */
  fieldError: (label: string, message: string) => `Error en el campo ${label}: ${message}`,
  /** Each field's name in `fieldError` (../contactErrors). */
  fieldLabels: {
    name: 'nombre',
    email: 'email',
    subject: 'asunto',
    message: 'mensaje',
  },
  nameRequired: 'Por favor, escribe tu nombre',
  emailRequired: 'Por favor, escribe tu email',
  emailInvalid: 'Introduce una dirección de correo electrónico válida.',
  subjectRequired: 'Por favor, escribe el asunto',
  messageRequired: 'Por favor, escribe tu mensaje',
  sent: 'Mensaje enviado',
};

/** The texts above in the chosen language (../screenMessages). */
export const contactMessages = /* @__PURE__ */ screenMessages('contact', contact);
