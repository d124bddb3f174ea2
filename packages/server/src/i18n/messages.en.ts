import { PARTNER_KEY_ORIGINS_MAX } from '@convive/sdk';
import type { Messages } from './dictionary';

/**
 * The sdk's own texts (its schemas' messages and rule texts the server answers with) in English,
 * keyed by the exact Spanish. messages.test.ts fails when one the server can send is missing here.
 */
export const en: Messages = {
  // Properties, rooms, listings
  'Elige un idioma: es, en, fr o de.': 'Choose a language: es, en, fr or de.',

  // Field validation (the sdk's schemas and zod messages)
  'Introduce una dirección de correo electrónico válida.': 'Enter a valid e-mail address.',
  'El estado debe ser confirmada o cancelada.': 'The status must be confirmada or cancelada.',
  'Indica un teléfono de contacto.': 'Give a contact phone number.',
  'Falta el código del enlace.': 'The link code is missing.',
  'Introduce una fecha con el formato AAAA-MM-DD.': 'Enter a date in the format YYYY-MM-DD.',
  'Fecha inválida': 'Invalid date',
  'Introduce una hora con el formato HH:MM.': 'Enter a time in the format HH:MM.',
  'Indica el orden de al menos una imagen.': 'Give the order of at least one image.',
  'Una imagen aparece dos veces.': 'An image appears twice.',
  'La estancia mínima es de 1 mes.': 'The minimum stay is 1 month.',
  'Estado no válido.': 'Invalid status.',
  'Tipo no válido.': 'Invalid type.',
  'Escribe el origen de la web, p. ej. https://inmobiliaria.es (sin rutas).':
    'Write the website’s origin, e.g. https://agency.example (without paths).',
  [`Como mucho ${PARTNER_KEY_ORIGINS_MAX} orígenes.`]: `At most ${PARTNER_KEY_ORIGINS_MAX} origins.`,
  'Elige own o marketplace.': 'Choose own or marketplace.',
  'El evento debe ser impression o click.': 'The event must be impression or click.',
  'El identificador de la vista de página no es válido.': 'The page view identifier is not valid.',
  'El identificador del elemento no es válido.': 'The element identifier is not valid.',
  'El precio debe ser mayor que 0.': 'The price must be greater than 0.',
  'El tamaño debe ser mayor que 0.': 'The size must be greater than 0.',
  'Introduce un código postal válido.': 'Enter a valid postcode.',
  'Elige coliving, traditional o both.': 'Choose coliving, traditional or both.',
  'Orden no válido.': 'Invalid order.',
  'Escribe el principio de una ciudad o de un barrio.': 'Type the beginning of a city or a neighbourhood.',
  'Por favor, escribe un mensaje para el propietario': 'Please write a message for the landlord',
  'Indica la habitación de la consulta.': 'Say which room the enquiry is about.',
  'El estado debe ser aceptada o rechazada.': 'The status must be aceptada or rechazada.',
  'Por favor ingresa un precio válido': 'Please enter a valid price',
  'Por favor ingresa un tamaño válido': 'Please enter a valid size',
  'Introduce un número de teléfono válido.': 'Enter a valid phone number.',
  'El número de teléfono no puede tener más de 15 dígitos.':
    'The phone number cannot have more than 15 digits.',
  'La fecha de nacimiento no puede ser futura.': 'The date of birth cannot be in the future.',
  'Debes aceptar los términos y la política de privacidad.':
    'You must accept the terms and the privacy policy.',
  'Elige inquilino o propietario.': 'Choose tenant or landlord.',
  'Las contraseñas no coinciden.': 'The passwords do not match.',
  'Introduce tu contraseña para confirmar.': 'Enter your password to confirm.',
  'Tipo de propiedad no válido.': 'Invalid property type.',
  'Estado de propiedad no válido.': 'Invalid property status.',
  'Estado de habitación no válido.': 'Invalid room status.',
  'Estado de solicitud no válido.': 'Invalid request status.',
  'Estado de anuncio no válido.': 'Invalid listing status.',
  'La contraseña no puede ser completamente numérica.': 'The password cannot be entirely numeric.',
  'La contraseña se parece demasiado a tus datos personales.':
    'The password is too similar to your personal details.',
  'Esta contraseña es demasiado común.': 'This password is too common.',
  'La contraseña no puede ser un mismo carácter repetido.': 'The password cannot be one character repeated.',
  'La contraseña no puede estar formada solo por espacios.': 'The password cannot consist only of spaces.',
  'Por favor, selecciona una fecha y hora para la visita': 'Please select a date and time for the visit',
  'Las visitas solo están disponibles de lunes a viernes.': 'Visits are only available Monday to Friday.',
  'Elige una fecha entre mañana y dentro de tres meses.':
    'Choose a date between tomorrow and three months from now.',
  'Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.':
    'Choose a time between 09:00 and 19:30, in 30-minute steps.',
  'Por favor, escribe tu nombre': 'Please write your name',
  'Por favor, escribe tu email': 'Please write your e-mail',

  // Saved searches
  'Elige instant, daily u off.': 'Choose instant, daily or off.',
  'Falta el enlace de baja.': 'The unsubscribe link is missing.',
  // The sdk's schemas say these too
  'Este campo no puede estar en blanco.': 'This field may not be blank.',
  'Cursor no válido.': 'Invalid cursor.',
  'La estancia máxima no puede ser menor que la mínima.':
    'The maximum stay cannot be shorter than the minimum.',
};
