import type { FieldErrors } from '@convive/sdk';

/**
 * Every error the API answers, with its Spanish message (translated on the way out by the caller's
 * Accept-Language: i18n/translate.ts; plurals are whole sentences so each has its translation), in Django REST Framework's shapes
 * (DESIGN.md "Errors"): 400 `{field: ["msg"], non_field_errors: ["msg"]}`; others `{detail: "msg"}`.
 */
export const ERRORS = {
  notAuthenticated: 'No se han proporcionado las credenciales de autenticación.',
  invalidToken: 'Token inválido o caducado. Vuelve a iniciar sesión.',
  sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  loginLocked: (minutes: number) =>
    minutes === 1
      ? 'Demasiados intentos fallidos con este correo. Por seguridad, inténtalo de nuevo en 1 minuto.'
      : `Demasiados intentos fallidos con este correo. Por seguridad, inténtalo de nuevo en ${minutes} minutos.`,
  deleteWrongPassword: 'La contraseña no es correcta. La cuenta no se ha eliminado.',
  deleteNeedsPassword:
    'Tu cuenta no tiene contraseña (entras con Google). Crea una con «¿Olvidaste tu contraseña?» y vuelve a intentarlo.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  landlordOnly: 'Solo los propietarios pueden realizar esta acción.',
  tenantOnly: 'Solo los inquilinos pueden realizar esta acción.',
  notFound: 'No encontrado.',
  methodNotAllowed: 'Método no permitido.',
  malformedJson: 'El cuerpo de la petición no es un JSON válido.',
  emptyJson: 'El cuerpo de la petición está vacío.',
  unsupportedMediaType: 'Tipo de contenido no soportado. Envía JSON o multipart/form-data.',
  malformedMultipart: 'El formulario enviado está incompleto o mal formado. Vuelve a intentarlo.',
  requestTimeout: 'La petición tardó demasiado en llegar. Vuelve a intentarlo.',
  imageTooManyPixels: (megapixels: number) =>
    `La imagen tiene demasiados píxeles: el máximo es de ${megapixels} megapíxeles.`,
  requestTooLarge: 'La petición es demasiado grande.',
  queryTooLong: 'La dirección de la petición es demasiado larga.',
  fileTooLarge: (limitMb: number) => `El archivo es demasiado grande. El límite es ${limitMb}MB.`,
  notAnImage: 'El archivo no es una imagen válida. Formatos permitidos: JPG, PNG, GIF, WEBP.',
  tooManyFiles: (max: number) => `Solo puedes subir un máximo de ${max} imágenes.`,
  noFiles: 'Adjunta al menos una imagen en el campo images.',
  rateLimited: (seconds: number) =>
    seconds === 1
      ? 'Demasiadas solicitudes. Inténtalo de nuevo en 1 segundo.'
      : `Demasiadas solicitudes. Inténtalo de nuevo en ${seconds} segundos.`,
  invalidCredentials: 'No se puede iniciar sesión con las credenciales proporcionadas.',
  emailTaken: 'Ya existe un usuario con este correo electrónico.',
  wrongPassword: 'La contraseña actual no es correcta.',
  resetTokenInvalid: 'El enlace de recuperación no es válido o ha caducado.',
  googleDisabled: 'El inicio de sesión con Google no está configurado en este servidor.',
  googleInvalid: 'No se pudo verificar la identidad de Google.',
  socketRefused: 'Conexión no autorizada.',
  internal: 'Ha ocurrido un error inesperado en el servidor.',
  propertyNotFound: 'Propiedad no encontrada.',
  propertyUnavailable: 'Esta propiedad no está disponible.',
  ownPropertyVisit: 'No puedes solicitar una visita a tu propia propiedad.',
  ownPropertyEnquiry: 'No puedes enviar una consulta sobre tu propia propiedad.',
  duplicateAppointment: 'Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.',
  appointmentNotPending: 'Solo se pueden modificar citas pendientes.',
  guestLinkInvalid:
    'El enlace de confirmación no es válido. Copia el enlace completo del correo o vuelve a pedir la visita.',
  guestLinkExpired: 'El enlace de confirmación ha caducado (dura 24 horas). Vuelve a pedir la visita.',
  askAgain: 'Vuelve a pedir la visita con otra fecha.',
  mailFailed: 'No hemos podido enviarte el correo de confirmación. Inténtalo de nuevo en unos minutos.',
  requesterCanOnlyCancel: 'Solo puedes cancelar tu solicitud de visita; la confirma el propietario.',
  roomNotFound: 'Habitación no encontrada.',
  roomNotInProperty: 'La habitación no pertenece a esta propiedad.',
  requestNotPending: 'Solo se pueden modificar solicitudes pendientes.',
  acceptedRoomExists:
    'Ya has aceptado otra solicitud para esta habitación (o para toda la propiedad). Solo puede haber una aceptada a la vez.',
  acceptedPropertyExists:
    'Ya has aceptado otra solicitud para esta propiedad o una de sus habitaciones. Solo puede haber una aceptada a la vez.',
  listingExists: 'Esta propiedad ya tiene un anuncio. Edítalo en lugar de crear otro.',
  onlyOwnerDecides: 'Solo el propietario de la propiedad puede aceptar o rechazar la solicitud.',
  requestCancelNotPending: 'Solo se pueden cancelar solicitudes pendientes.',
  contactSent: 'Mensaje enviado. Te responderemos lo antes posible.',
  notificationRead: 'Notificación marcada como leída.',
  notificationArchived: 'Notificación archivada.',
  allNotificationsRead: 'Todas las notificaciones se han marcado como leídas.',
  nulCharacter: 'El texto contiene caracteres no válidos.',
  imagesTotalExceeded: (max: number, current: number) =>
    `No se pueden añadir más imágenes: el máximo es ${max} y ya hay ${current}.`,
  imageNotOwned: (id: number, owner: string) => `La imagen ${id} no pertenece a ${owner}.`,
  imageNotFound: 'Imagen no encontrada.',
  roomNumberTaken: 'Ya existe una habitación con este número en esta propiedad.',
  /** A room past the property's bedrooms (one room per bedroom). */
  roomsFull: (bedrooms: number) =>
    bedrooms === 0
      ? 'Esta propiedad no tiene dormitorios. Indica en la propiedad cuántos tiene antes de añadir habitaciones.'
      : bedrooms === 1
        ? 'Esta propiedad tiene 1 dormitorio y ya tiene su habitación. Para añadir otra, aumenta antes los dormitorios de la propiedad.'
        : `Esta propiedad tiene ${bedrooms} dormitorios y ya tiene una habitación por dormitorio. Para añadir otra, aumenta antes los dormitorios de la propiedad.`,
  /** Fewer bedrooms than the rooms the property already has. */
  bedroomsBelowRooms: (rooms: number) =>
    rooms === 1
      ? 'La propiedad tiene 1 habitación dada de alta: necesita al menos 1 dormitorio. Elimina antes la habitación.'
      : `La propiedad tiene ${rooms} habitaciones dadas de alta: necesita al menos ${rooms} dormitorios. Elimina antes las habitaciones que sobren.`,
  listingPropertyNotFound: (id: number) => `Propiedad con ID ${id} no encontrada`,
  stayOrder: 'La estancia máxima no puede ser menor que la mínima.',
  invalidCursor: 'Cursor no válido.',
} as const;

/** An error with its HTTP status and DRF-shaped body; the error handler answers it as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
/** A 400 about one field. */
export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const nonFieldError = (message: string) => new HttpError(400, { non_field_errors: [message] });
export const detail = (status: number, message: string) => new HttpError(status, { detail: message });
export const unauthorized = (message: string = ERRORS.notAuthenticated) =>
  new HttpError(401, { detail: message }, { 'www-authenticate': 'Token' });
export const forbidden = (message: string = ERRORS.forbidden) => detail(403, message);
export const notFound = (message: string = ERRORS.notFound) => detail(404, message);
export const conflict = (message: string) => detail(409, message);
