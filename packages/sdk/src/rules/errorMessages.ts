/**
 * Every user-facing text of the error catalogues (spec 01 §8, spec 02 §8), the success toasts and
 * the validation texts of both specs' §5, grouped by screen, plus the extractors that turn a failed
 * call (an ApiError, or anything else that was thrown) into the one line a screen shows.
 * Texts are copied verbatim from the spec; templated texts are functions so callers cannot misspell
 * the fixed part.
 */
import { isApiError, isContractError } from '../client/errors';

/** The user-facing texts of both specs, grouped by screen. */
export const MESSAGES = {
  /** Texts shared by every screen. */
  common: {
    /** Title of every destructive toast (spec 02 §8). */
    errorTitle: 'Error',
    /** Default text of the loading overlay (spec 01 §4). */
    loading: 'Cargando...',
    /** The session check screen (spec 01 §2). */
    checkingSession: 'Verificando tu sesión...',
    checkingLandlord: 'Verificando permisos de propietario...',
    checkingTenant: 'Verificando permisos de inquilino...',
    retry: 'Reintentar',
    /** Catch-all route (spec 01 §2). */
    pageNotFound: 'Page not found',
    /** Default router failure screen (spec 01 §8). */
    routerFailure: 'Unexpected Application Error!',
    /** Invalid date (spec 01 §8, spec 02 §5 and §8). */
    invalidDate: 'Fecha inválida',
  },
  /** The generic request failures the client raises (spec 01 §8). */
  request: {
    notJson: 'Respuesta no JSON',
    parseError: 'Error de parseo',
    noToken: 'No hay token de autenticación',
  },
  login: {
    failure: 'Error al iniciar sesión. Verifica tus credenciales.',
    noToken: 'No se recibió token en la respuesta de login',
    submitting: 'Iniciando sesión...',
    success: 'Inicio de sesión exitoso! Redirigiendo...',
    /** Client-side checks (spec 01 §5: e-mail and password required); the texts are ours. */
    emailRequired: 'Introduce tu email.',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
    passwordRequired: 'Introduce tu contraseña.',
  },
  registration: {
    failure: 'Error al registrar. Por favor revisa los datos.',
    /** Prefix of the first e-mail error. */
    emailPrefix: 'Email: ',
    /** Prefix of the first password error. */
    passwordPrefix: 'Contraseña: ',
    userNotLoaded: 'Registro exitoso pero no se pudieron cargar los datos de usuario.',
    submitting: 'Registrando...',
    creating: 'Creando tu cuenta...',
    success: '¡Cuenta creada exitosamente! Redirigiendo al dashboard...',
    /** Client-side required-field checks (spec 01 §5); the texts are ours. */
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'Los apellidos son obligatorios',
    passwordConfirmRequired: 'Repite la contraseña.',
  },
  google: {
    failure: 'Error al iniciar sesión con Google. Inténtalo de nuevo.',
    transport: (status: number | string, body: string) =>
      `Error al iniciar sesión con Google: ${status} - ${body}`,
  },
  forgotPassword: {
    failure: 'No se pudo enviar el correo de recuperación. Intenta nuevamente.',
    transport: (status: number | string, body: string) =>
      `Error al procesar la solicitud de recuperación: ${status} - ${body}`,
    success: 'Hemos enviado un correo con instrucciones para restablecer tu contraseña.',
    /** Advice under the success text. */
    checkInbox: 'Revisa tu bandeja de entrada (y la carpeta de spam). El enlace caduca en una hora.',
  },
  /** The reset page opened from the recovery e-mail (docs/decisions.md); the texts are ours. */
  resetPassword: {
    missingToken: 'El enlace de recuperación no es válido o ha caducado.',
    failure: 'No se pudo restablecer la contraseña. Inténtalo de nuevo.',
  },
  /** Phone input (spec 01 §5). */
  phone: {
    tooLong: 'El número de teléfono no puede tener más de 15 dígitos.',
    invalid: 'Introduce un número de teléfono válido.',
  },
  session: {
    logoutConfirm: '¿Estás seguro de que quieres cerrar sesión?',
  },
  dashboard: {
    loadFailure: 'Error al cargar los datos',
  },
  /** Public property list and detail (spec 01 §2, §8). */
  properties: {
    loadFailure: 'No se pudieron cargar las propiedades',
    empty: 'No se encontraron propiedades',
    notFound: 'Propiedad no encontrada',
    detailLoadFailure: 'No se pudo cargar la información de la propiedad',
  },
  /** Public room list and detail (spec 01 §2, §8). */
  rooms: {
    loadFailure: 'Error al cargar las habitaciones. Por favor, intenta de nuevo.',
    notFound: 'Espacio no encontrado',
    detailLoadFailure: 'No se pudo cargar la información del espacio',
  },
  favorites: {
    updateFailure: 'No se pudo actualizar tus favoritos. Inténtalo de nuevo.',
    badFormat: 'No se pudieron obtener tus favoritos. Formato de datos incorrecto.',
    loadFailure: 'No se pudieron cargar tus propiedades favoritas',
    added: 'Añadido a favoritos',
    removed: 'Eliminado de favoritos',
    loginRequired: 'Inicia sesión requerido',
    landlordUnavailable:
      'Función no disponible: la funcionalidad de favoritos solo está disponible para inquilinos',
  },
  enquiry: {
    failure: 'No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.',
    sent: 'Consulta enviada',
    messageRequired: 'Por favor, escribe un mensaje para el propietario',
    nameRequired: 'Por favor, escribe tu nombre',
    emailRequired: 'Por favor, escribe tu email',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
  },
  visit: {
    failure: 'No se pudo solicitar la cita. Inténtalo de nuevo más tarde.',
    requested: 'Cita solicitada',
    dateTimeRequired: 'Por favor, selecciona una fecha y hora para la visita',
    weekdaysOnly: 'Las visitas solo están disponibles de lunes a viernes.',
    outsideWindow: 'Elige una fecha entre mañana y dentro de tres meses.',
    notASlot: 'Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.',
    invalidDate: 'Fecha inválida',
  },
  contact: {
    failure: 'Ha ocurrido un error al enviar el mensaje. Por favor, inténtalo de nuevo.',
    sent: 'Mensaje enviado',
    /** 'Error en el campo {label}: {message}', label one of nombre, email, asunto, mensaje. */
    fieldError: (label: string, message: string) => `Error en el campo ${label}: ${message}`,
    nameRequired: 'Por favor, escribe tu nombre',
    emailRequired: 'Por favor, escribe tu email',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
    subjectRequired: 'Por favor, escribe el asunto',
    messageRequired: 'Por favor, escribe tu mensaje',
  },
  profile: {
    saved: 'Perfil actualizado',
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
    emailReadOnly: 'El email no se puede cambiar',
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'Los apellidos son obligatorios',
    saving: 'Guardando...',
  },
  /** Client-side checks of the profile picture (spec 01 §5). */
  profilePicture: {
    tooLarge: 'La imagen es demasiado grande. El límite es 5MB.',
    wrongType: 'Tipo de archivo no permitido. Solo se permiten: JPG, PNG, GIF, WEBP.',
  },
  /** Tenant requests (spec 02 §2, §8). */
  requests: {
    loadFailure: 'No se pudieron cargar las solicitudes. Inténtalo de nuevo más tarde.',
    cancelFailure: 'No se pudo cancelar la solicitud. Inténtalo de nuevo más tarde.',
    cancelled: 'Solicitud cancelada',
    cancelledDescription: 'La solicitud ha sido cancelada correctamente.',
    cancelConfirmTitle: '¿Estás seguro?',
    cancelConfirm: 'Esta acción cancelará la solicitud y no podrá ser revertida.',
  },
  /** Tenant applications (spec 02 §8). */
  applications: {
    loadFailure: 'No se pudieron cargar tus solicitudes',
    loadFailureToast: 'Error al cargar solicitudes',
  },
  /** Landlord's received applications (spec 02 §8). */
  landlordApplications: {
    loadFailure: 'Error al cargar las solicitudes. Por favor, intenta de nuevo más tarde.',
    statusFailure: 'No se pudo actualizar el estado de la solicitud.',
    statusUpdated: 'Estado actualizado',
  },
  /** Landlord's property management and property form (spec 02 §8). */
  myProperties: {
    loadFailure: 'No se pudieron cargar tus propiedades',
    deleteFailure: 'No se pudo eliminar la propiedad',
    deleted: 'Propiedad eliminada',
    deleteConfirm: '¿Estás seguro de que quieres eliminar esta propiedad? Esta acción no se puede deshacer.',
    notFound: 'No se pudo encontrar la propiedad',
    loadOneFailure: 'No se pudo cargar la propiedad',
    saveFailure: 'No se pudo guardar la propiedad',
    imagesFailure: 'No se pudieron subir algunas imágenes',
    created: 'Propiedad creada',
    updated: 'Propiedad actualizada',
    imagesUploaded: 'Imágenes subidas',
    imagesUploadedDescription: (n: number) => `Se han subido ${n} imágenes correctamente.`,
  },
  /** Landlord's room management and room form (spec 02 §5, §8). */
  myRooms: {
    loadFailure: 'No se pudieron cargar tus habitaciones',
    listFailure: 'Error al cargar las habitaciones.',
    propertyRoomsFailure: 'Error al cargar las habitaciones de la propiedad.',
    deleteFailure: 'No se pudo eliminar la habitación',
    statusFailure: 'No se pudo cambiar el estado de la habitación',
    deleted: 'Habitación eliminada',
    statusUpdated: 'Estado actualizado',
    notFound: 'Habitación no encontrada',
    formLoadFailure: 'Error al cargar los datos. Por favor, intenta de nuevo.',
    saveFailure: 'Error al guardar la habitación. Por favor, intenta de nuevo.',
    onlyColiving: 'Las habitaciones solo se pueden crear en propiedades de tipo coliving',
  },
  /** Room form validation, in the order it is checked (spec 02 §5). */
  roomForm: {
    propertyRequired: 'Por favor selecciona una propiedad',
    roomNumberRequired: 'Por favor ingresa el número de habitación',
    titleRequired: 'Por favor ingresa el título de la habitación',
    priceInvalid: 'Por favor ingresa un precio válido',
    sizeInvalid: 'Por favor ingresa un tamaño válido',
  },
  /** Landlord's listings (spec 02 §8). */
  listings: {
    loadFailure: 'No se pudieron cargar tus anuncios',
    deleteFailure: 'No se pudo eliminar el anuncio',
    saveFailure: 'No se pudo guardar el anuncio',
    notFound: 'No se pudo encontrar el anuncio',
    loadOneFailure: 'No se pudo cargar el anuncio',
    propertiesLoadFailure: 'No se pudieron cargar las propiedades disponibles',
  },
  /** Listing form validation (spec 02 §5); the required-field texts are ours (the spec gives none). */
  listingForm: {
    propertyRequired: 'Debes seleccionar una propiedad',
    propertyNotFound: (id: number | string) => `Propiedad con ID ${id} no encontrada`,
    titleRequired: 'El título es obligatorio',
    descriptionRequired: 'La descripción es obligatoria',
    availableFromRequired: 'La fecha de disponibilidad es obligatoria',
    rentTermsRequired: 'Los términos de alquiler son obligatorios',
    minStayInvalid: 'La estancia mínima debe ser de al menos 1 mes',
    depositRequired: 'La fianza es obligatoria',
    depositInvalid: 'La fianza debe ser un número mayor o igual que 0',
  },
  /** Image pickers and image management (spec 02 §5, §8). */
  images: {
    onlyImages: 'Solo se permiten archivos de imagen',
    invalidFileTitle: 'Archivo no válido',
    invalidFile: (file: string) => `${file} no es una imagen válida`,
    tooLargeTitle: 'Archivo muy grande',
    tooLarge: (file: string) => `${file} es demasiado grande (máximo 10MB)`,
    tooManyTitle: 'Demasiadas imágenes',
    tooMany: (n: number) => `Solo puedes subir un máximo de ${n} imágenes`,
    reorderFailure: 'No se pudo actualizar el orden de las imágenes',
    deleteFailure: 'No se pudo eliminar la imagen',
    deleteConfirm: '¿Estás seguro de que quieres eliminar esta imagen?',
  },
  appointments: {
    loadFailure: 'No se pudieron cargar las citas. Inténtalo de nuevo más tarde.',
    confirmFailure: 'No se pudo confirmar la cita. Inténtalo de nuevo más tarde.',
    cancelFailure: 'No se pudo cancelar la cita. Inténtalo de nuevo más tarde.',
    confirmed: 'Cita confirmada',
    cancelled: 'Cita cancelada',
  },
  /** Password rules (spec 02 §5 and the server's strength rules). */
  password: {
    mismatch: 'Las contraseñas no coinciden.',
    tooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
    numeric: 'La contraseña no puede ser completamente numérica.',
    similar: 'La contraseña se parece demasiado a tus datos personales.',
    common: 'Esta contraseña es demasiado común.',
  },
  settings: {
    passwordChangeFailure:
      'No se pudo cambiar la contraseña. Verifica que tu contraseña actual sea correcta.',
    passwordChanged: 'Contraseña actualizada',
    deleteAccountFailure: 'No se pudo eliminar la cuenta.',
    accountDeleted: 'Cuenta eliminada',
    accountDeletedDescription: 'Tu cuenta ha sido eliminada permanentemente.',
    deleteAccountConfirm:
      '¿Estás seguro de que quieres eliminar tu cuenta? Esta acción no se puede deshacer.',
  },
} as const;

/** The shape of MESSAGES, for catalogs that must provide the same keys. */
export type Messages = typeof MESSAGES;

/** A field error found in a DRF error body. */
export interface FieldError {
  field: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The JSON body behind an error: an ApiError's `data`, or a plain object (an already-parsed body)
 * as it is. Anything else (network errors, strings, other Errors) has no body.
 */
function bodyOf(error: unknown): Record<string, unknown> | null {
  if (isApiError(error)) return isRecord(error.data) ? error.data : null;
  if (isRecord(error) && !(error instanceof Error)) return error;
  return null;
}

/** First non-blank text of a field value: the value itself when it is text, else the first text of a list. */
function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) {
    const first = value[0];
    return typeof first === 'string' && first.trim() !== '' ? first : null;
  }
  return null;
}

/** The first text of one field of an error's body (`{email: ['…']}` → '…'), or null. */
export function fieldErrorOf(error: unknown, field: string): string | null {
  const body = bodyOf(error);
  return body ? firstText(body[field]) : null;
}

/** The server's `detail` text of an error (ApiError or a parsed body), or null. */
export function detailOf(error: unknown): string | null {
  return fieldErrorOf(error, 'detail');
}

/** The first `non_field_errors` entry of an error's body, or null. */
export function nonFieldErrorOf(error: unknown): string | null {
  return fieldErrorOf(error, 'non_field_errors');
}

/**
 * The first field error of a DRF error body, in the body's key order. `detail` and
 * `non_field_errors` are skipped; a value counts when it is text or a list whose first entry is text.
 */
export function firstFieldError(data: unknown): FieldError | null {
  if (!isRecord(data)) return null;
  for (const [field, value] of Object.entries(data)) {
    if (field === 'detail' || field === 'non_field_errors') continue;
    const message = firstText(value);
    if (message !== null) return { field, message };
  }
  return null;
}

function isNoTokenFailure(error: unknown): boolean {
  // The token answer's only contract is `{token}`, so a contract failure on login means no token.
  if (isContractError(error)) return true;
  return error instanceof Error && error.message === MESSAGES.login.noToken;
}

/**
 * The login failure text (spec 01 §8): the server's detail, else the first non_field_errors
 * entry, else the generic text. A login answer without a token gives MESSAGES.login.noToken.
 */
export function loginErrorMessage(error: unknown): string {
  if (isNoTokenFailure(error)) return MESSAGES.login.noToken;
  return detailOf(error) ?? nonFieldErrorOf(error) ?? MESSAGES.login.failure;
}

/**
 * The registration failure text (spec 01 §8): 'Email: ' + first e-mail error, else 'Contraseña: ' +
 * first password error, else the first non_field_errors entry, detail, the body's message, else the generic text.
 */
export function registrationErrorMessage(error: unknown): string {
  const email = fieldErrorOf(error, 'email');
  if (email !== null) return MESSAGES.registration.emailPrefix + email;
  // The confirmation's mismatch error counts as a password error: the client does not check the
  // match itself (spec 01 §5), so the server's message is the only one the user gets.
  const password = fieldErrorOf(error, 'password') ?? fieldErrorOf(error, 'password_confirm');
  if (password !== null) return MESSAGES.registration.passwordPrefix + password;
  return (
    nonFieldErrorOf(error) ??
    detailOf(error) ??
    fieldErrorOf(error, 'message') ??
    MESSAGES.registration.failure
  );
}

/**
 * The profile save failure text (spec 01 §8, spec 02 §8): for a 400, the picture error, else the detail,
 * else the first field error as 'field: message'; 413 and 415 have fixed texts; anything else the generic text.
 */
export function profileSaveErrorMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.profile.saveFailure;
  switch (error.status) {
    case 400: {
      const picture = fieldErrorOf(error, 'profile_picture');
      if (picture !== null) return MESSAGES.profile.imageErrorPrefix + picture;
      const detail = detailOf(error);
      if (detail !== null) return detail;
      const first = firstFieldError(error.data);
      return first ? `${first.field}: ${first.message}` : MESSAGES.profile.saveFailure;
    }
    case 413:
      return MESSAGES.profile.imageTooLarge;
    case 415:
      return MESSAGES.profile.imageUnsupported;
    default:
      return MESSAGES.profile.saveFailure;
  }
}

/** The contact form's fields and the Spanish label each is named by in an error toast (spec 01 §8). */
export const CONTACT_FIELD_LABELS = {
  name: 'nombre',
  email: 'email',
  subject: 'asunto',
  message: 'mensaje',
} as const;

/**
 * The contact failure text (spec 01 §8): the first field error among name, email, subject and message as
 * 'Error en el campo {nombre|email|asunto|mensaje}: …', else the detail, else the generic text.
 */
export function contactErrorMessage(error: unknown): string {
  for (const [field, label] of Object.entries(CONTACT_FIELD_LABELS)) {
    const message = fieldErrorOf(error, field);
    if (message !== null) return MESSAGES.contact.fieldError(label, message);
  }
  return detailOf(error) ?? MESSAGES.contact.failure;
}

/** The Google sign-in failure text shown to the user (spec 01 §8); the error itself is only logged. */
export function googleErrorMessage(_error: unknown): string {
  return MESSAGES.google.failure;
}

/** The Google sign-in transport error text: 'Error al iniciar sesión con Google: {status} - {body}'. */
export function googleTransportMessage(status: number | string, body: string): string {
  return MESSAGES.google.transport(status, body);
}

/** The password-recovery failure text shown to the user (spec 01 §8); the error itself is only logged. */
export function forgotPasswordErrorMessage(_error: unknown): string {
  return MESSAGES.forgotPassword.failure;
}

/** The password-recovery transport error text: 'Error al procesar la solicitud de recuperación: {status} - {body}'. */
export function forgotPasswordTransportMessage(status: number | string, body: string): string {
  return MESSAGES.forgotPassword.transport(status, body);
}

/** The profile fetch error text: 'Error al obtener el perfil: {status} - {body}'. */
export function profileFetchMessage(status: number | string, body: string): string {
  return MESSAGES.profile.fetchFailure(status, body);
}
