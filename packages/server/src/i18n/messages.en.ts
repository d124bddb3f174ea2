import type { Messages } from './translate';

/**
 * The API's messages in English, keyed by the exact Spanish text (see translate.ts for `{name}`,
 * `{*name}` and `{when}`). messages.test.ts fails when a Spanish message the server can send is
 * missing here.
 */
export const en: Messages = {
  // Authentication and sessions
  'No se han proporcionado las credenciales de autenticación.':
    'Authentication credentials were not provided.',
  'Token inválido o caducado. Vuelve a iniciar sesión.': 'Invalid or expired token. Please sign in again.',
  'Tu sesión ha caducado. Vuelve a iniciar sesión.': 'Your session has expired. Please sign in again.',
  'Demasiados intentos fallidos con este correo. Por seguridad, inténtalo de nuevo en 1 minuto.':
    'Too many failed attempts with this e-mail. For your security, try again in 1 minute.',
  'Demasiados intentos fallidos con este correo. Por seguridad, inténtalo de nuevo en {n} minutos.':
    'Too many failed attempts with this e-mail. For your security, try again in {n} minutes.',
  'La contraseña no es correcta. La cuenta no se ha eliminado.':
    'The password is incorrect. The account has not been deleted.',
  'Tu cuenta no tiene contraseña (entras con Google). Crea una con «¿Olvidaste tu contraseña?» y vuelve a intentarlo.':
    'Your account has no password (you sign in with Google). Create one with “Forgot your password?” and try again.',
  'No tienes permiso para realizar esta acción.': 'You do not have permission to perform this action.',
  'Solo los propietarios pueden realizar esta acción.': 'Only landlords can perform this action.',
  'Solo los inquilinos pueden realizar esta acción.': 'Only tenants can perform this action.',
  'No se puede iniciar sesión con las credenciales proporcionadas.':
    'Unable to sign in with the credentials provided.',
  'Ya existe un usuario con este correo electrónico.': 'A user with this e-mail address already exists.',
  'La contraseña actual no es correcta.': 'The current password is incorrect.',
  'El enlace de recuperación no es válido o ha caducado.': 'The recovery link is invalid or has expired.',
  'El inicio de sesión con Google no está configurado en este servidor.':
    'Google sign-in is not configured on this server.',
  'No se pudo verificar la identidad de Google.': 'Your Google identity could not be verified.',
  'Conexión no autorizada.': 'Connection not authorised.',
  'Si el correo está registrado, recibirás un mensaje con instrucciones para restablecer tu contraseña.':
    'If the e-mail is registered, you will receive a message with instructions to reset your password.',
  'Contraseña actualizada': 'Password updated',
  'Contraseña restablecida. Ya puedes iniciar sesión.': 'Password reset. You can now sign in.',

  // Requests, bodies and uploads
  'No encontrado.': 'Not found.',
  'Método no permitido.': 'Method not allowed.',
  'El cuerpo de la petición no es un JSON válido.': 'The request body is not valid JSON.',
  'El cuerpo de la petición está vacío.': 'The request body is empty.',
  'Tipo de contenido no soportado. Envía JSON o multipart/form-data.':
    'Unsupported content type. Send JSON or multipart/form-data.',
  'El formulario enviado está incompleto o mal formado. Vuelve a intentarlo.':
    'The form sent is incomplete or malformed. Please try again.',
  'La petición tardó demasiado en llegar. Vuelve a intentarlo.':
    'The request took too long to arrive. Please try again.',
  'La imagen tiene demasiados píxeles: el máximo es de {n} megapíxeles.':
    'The image has too many pixels: the maximum is {n} megapixels.',
  'La petición es demasiado grande.': 'The request is too large.',
  'La dirección de la petición es demasiado larga.': 'The address of the request is too long.',
  'El archivo es demasiado grande. El límite es {n}MB.': 'The file is too large. The limit is {n} MB.',
  'El archivo no es una imagen válida. Formatos permitidos: JPG, PNG, GIF, WEBP.':
    'The file is not a valid image. Allowed formats: JPG, PNG, GIF, WEBP.',
  'Solo puedes subir un máximo de {n} imágenes.': 'You can upload at most {n} images.',
  'Adjunta al menos una imagen en el campo images.': 'Attach at least one image in the images field.',
  'Demasiadas solicitudes. Inténtalo de nuevo en 1 segundo.': 'Too many requests. Try again in 1 second.',
  'Demasiadas solicitudes. Inténtalo de nuevo en {n} segundos.':
    'Too many requests. Try again in {n} seconds.',
  'Ha ocurrido un error inesperado en el servidor.': 'An unexpected server error occurred.',
  'El texto contiene caracteres no válidos.': 'The text contains invalid characters.',
  'Envía una sola imagen como foto de perfil.': 'Send a single image as your profile picture.',
  'Se esperaba un objeto JSON.': 'A JSON object was expected.',
  'Envía la imagen como multipart/form-data.': 'Send the image as multipart/form-data.',
  'La base de datos no responde.': 'The database is not responding.',
  'No se pueden añadir más imágenes: el máximo es {max} y ya hay {current}.':
    'No more images can be added: the maximum is {max} and there are already {current}.',
  'La imagen {id} no pertenece a {owner}.': 'Image {id} does not belong to {owner}.',
  'Imagen no encontrada.': 'Image not found.',

  // Properties, rooms, listings
  'Propiedad no encontrada.': 'Property not found.',
  'Esta propiedad no está disponible.': 'This property is not available.',
  'Habitación no encontrada.': 'Room not found.',
  'La habitación no pertenece a esta propiedad.': 'The room does not belong to this property.',
  'Esta propiedad ya tiene un anuncio. Edítalo en lugar de crear otro.':
    'This property already has a listing. Edit it instead of creating another.',
  'Ya existe una habitación con este número en esta propiedad.':
    'A room with this number already exists in this property.',
  'Esta propiedad no tiene dormitorios. Indica en la propiedad cuántos tiene antes de añadir habitaciones.':
    'This property has no bedrooms. Enter how many it has in the property before adding rooms.',
  'Esta propiedad tiene 1 dormitorio y ya tiene su habitación. Para añadir otra, aumenta antes los dormitorios de la propiedad.':
    'This property has 1 bedroom and it already has its room. To add another, first increase the property’s bedrooms.',
  'Esta propiedad tiene {n} dormitorios y ya tiene una habitación por dormitorio. Para añadir otra, aumenta antes los dormitorios de la propiedad.':
    'This property has {n} bedrooms and already has one room per bedroom. To add another, first increase the property’s bedrooms.',
  'La propiedad tiene 1 habitación dada de alta: necesita al menos 1 dormitorio. Elimina antes la habitación.':
    'The property has 1 room listed: it needs at least 1 bedroom. Delete the room first.',
  'La propiedad tiene {n} habitaciones dadas de alta: necesita al menos {n} dormitorios. Elimina antes las habitaciones que sobren.':
    'The property has {n} rooms listed: it needs at least {n} bedrooms. Delete the extra rooms first.',
  'Elige un idioma: es, en, fr o de.': 'Choose a language: es, en, fr or de.',
  'Propiedad con ID {id} no encontrada': 'Property with ID {id} not found',
  'La estancia máxima no puede ser menor que la mínima.':
    'The maximum stay cannot be shorter than the minimum.',

  // Visits
  'No puedes solicitar una visita a tu propia propiedad.': 'You cannot request a visit to your own property.',
  'Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.':
    'You have already requested a visit to this property on that date and time.',
  'Solo se pueden modificar citas pendientes.': 'Only pending appointments can be changed.',
  'El enlace de confirmación no es válido. Copia el enlace completo del correo o vuelve a pedir la visita.':
    'The confirmation link is not valid. Copy the full link from the e-mail or request the visit again.',
  'El enlace de confirmación ha caducado (dura 24 horas). Vuelve a pedir la visita.':
    'The confirmation link has expired (it lasts 24 hours). Please request the visit again.',
  'Vuelve a pedir la visita con otra fecha.': 'Request the visit again with another date.',
  '{*reason} Vuelve a pedir la visita con otra fecha.': '{reason} Request the visit again with another date.',
  'No hemos podido enviarte el correo de confirmación. Inténtalo de nuevo en unos minutos.':
    'We could not send you the confirmation e-mail. Please try again in a few minutes.',
  'Solo puedes cancelar tu solicitud de visita; la confirma el propietario.':
    'You can only cancel your visit request; the landlord confirms it.',
  'Te hemos enviado un correo. Abre su enlace en las próximas {n} horas para confirmar la visita.':
    'We have sent you an e-mail. Open its link within the next {n} hours to confirm the visit.',

  // Property requests, contact, notifications
  'No puedes enviar una consulta sobre tu propia propiedad.':
    'You cannot send an enquiry about your own property.',
  'Solo se pueden modificar solicitudes pendientes.': 'Only pending requests can be changed.',
  'Ya has aceptado otra solicitud para esta habitación (o para toda la propiedad). Solo puede haber una aceptada a la vez.':
    'You have already accepted another request for this room (or for the whole property). Only one can be accepted at a time.',
  'Ya has aceptado otra solicitud para esta propiedad o una de sus habitaciones. Solo puede haber una aceptada a la vez.':
    'You have already accepted another request for this property or one of its rooms. Only one can be accepted at a time.',
  'Solo el propietario de la propiedad puede aceptar o rechazar la solicitud.':
    'Only the owner of the property can accept or decline the request.',
  'Solo se pueden cancelar solicitudes pendientes.': 'Only pending requests can be cancelled.',
  'Mensaje enviado. Te responderemos lo antes posible.':
    'Message sent. We will get back to you as soon as possible.',
  'Notificación marcada como leída.': 'Notification marked as read.',
  'Notificación archivada.': 'Notification archived.',
  'Todas las notificaciones se han marcado como leídas.': 'All notifications have been marked as read.',
  'Propiedad Completa': 'Whole property',
  Habitación: 'Room',
  'Solicitud de alquiler: {title}': 'Rental application: {title}',
  'Consulta sobre {title}': 'Enquiry about {title}',

  // Partner keys
  'Clave de socio no válida o revocada.': 'Invalid or revoked partner key.',
  'Esta clave de socio no está permitida en esta web.': 'This partner key is not allowed on this website.',
  'Puedes tener como mucho {max} claves activas: revoca alguna antes.':
    'You can have at most {max} active keys: revoke one first.',
  'Falta la clave de socio (cabecera X-Convive-Partner-Key).':
    'The partner key is missing (X-Convive-Partner-Key header).',
  'Esta clave de socio solo cuenta eventos de sus webs permitidas: falta la cabecera Origin.':
    'This partner key only counts events from its allowed websites: the Origin header is missing.',

  // Field validation (the sdk's schemas and zod messages)
  'Introduce un número de teléfono válido, con el prefijo del país si no es de España.':
    'Enter a valid phone number, with the country code if it is not Spanish.',
  'Este campo es obligatorio.': 'This field is required.',
  'Este campo no puede ser nulo.': 'This field may not be null.',
  'Tipo de dato no válido: se esperaba {*type}.': 'Invalid data type: expected {type}.',
  'un texto': 'a string',
  'un número': 'a number',
  'un número entero': 'an integer',
  'verdadero o falso': 'true or false',
  'un objeto': 'an object',
  'una lista': 'a list',
  'una fecha': 'a date',
  'Este campo no puede estar en blanco.': 'This field may not be blank.',
  'Asegúrate de que este campo tenga al menos {n} caracteres.':
    'Make sure this field has at least {n} characters.',
  'Indica al menos {n} elementos.': 'Give at least {n} items.',
  'Asegúrate de que este valor sea mayor o igual que {n}.':
    'Make sure this value is greater than or equal to {n}.',
  'Asegúrate de que este valor sea mayor que {n}.': 'Make sure this value is greater than {n}.',
  'Asegúrate de que este campo no tenga más de {n} caracteres.':
    'Make sure this field has no more than {n} characters.',
  'Indica como máximo {n} elementos.': 'Give at most {n} items.',
  'Asegúrate de que este valor sea menor o igual que {n}.':
    'Make sure this value is less than or equal to {n}.',
  'Asegúrate de que este valor sea menor que {n}.': 'Make sure this value is less than {n}.',
  'Introduce una dirección de correo electrónico válida.': 'Enter a valid e-mail address.',
  'El formato no es válido.': 'The format is not valid.',
  'Elige una opción válida.': 'Choose a valid option.',
  'El valor debe ser múltiplo de {n}.': 'The value must be a multiple of {n}.',
  'Campos no reconocidos.': 'Unrecognised fields.',
  'El valor no es válido.': 'The value is not valid.',
  'El estado debe ser confirmada o cancelada.': 'The status must be confirmada or cancelada.',
  'Indica un teléfono de contacto.': 'Give a contact phone number.',
  'El nombre no puede contener enlaces ni direcciones web.':
    'The name cannot contain links or web addresses.',
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
  'Como mucho {n} orígenes.': 'At most {n} origins.',
  'Elige own o marketplace.': 'Choose own or marketplace.',
  'El evento debe ser impression o click.': 'The event must be impression or click.',
  'El identificador de la vista de página no es válido.': 'The page view identifier is not valid.',
  'El identificador del elemento no es válido.': 'The element identifier is not valid.',
  'El precio debe ser mayor que 0.': 'The price must be greater than 0.',
  'El tamaño debe ser mayor que 0.': 'The size must be greater than 0.',
  'Introduce un código postal válido.': 'Enter a valid postcode.',
  'Elige coliving, traditional o both.': 'Choose coliving, traditional or both.',
  'Orden no válido.': 'Invalid order.',
  'Cursor no válido.': 'Invalid cursor.',
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
  'La contraseña debe tener al menos {n} caracteres.': 'The password must have at least {n} characters.',
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
  'Como mucho {n} búsquedas guardadas.': 'At most {n} saved searches.',
  'Este enlace de baja no es válido o la búsqueda ya no existe.':
    'This unsubscribe link is not valid or the search no longer exists.',
  'Ya no recibirás avisos de la búsqueda «{name}».':
    'You will no longer receive alerts for the search “{name}”.',
};
