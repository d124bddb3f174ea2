// The extractors of ./errorMessages, ./accountErrors and ./contactErrors, as the sdk exports them.
import { describe, expect, it } from 'vitest';
import { ApiError, ContractError, NetworkError, NoTokenError } from '../client/errors';
import {
  CONTACT_FIELD_LABELS,
  contactErrorMessage,
  detailOf,
  fieldErrorOf,
  firstFieldError,
  forgotPasswordErrorMessage,
  forgotPasswordTransportMessage,
  googleErrorMessage,
  googleTransportMessage,
  loginErrorMessage,
  MESSAGES,
  nonFieldErrorOf,
  profileFetchMessage,
  profileSaveErrorMessage,
  registrationErrorMessage,
} from './index';

function apiError(status: number, data: Record<string, unknown> = {}): ApiError {
  return new ApiError({ status, statusText: '', rawMessage: JSON.stringify(data), data });
}

describe('MESSAGES', () => {
  it('holds the spec 01 §8 texts verbatim', () => {
    expect(MESSAGES.login.failure).toBe('Error al iniciar sesión. Verifica tus credenciales.');
    expect(MESSAGES.login.noToken).toBe('No se recibió token en la respuesta de login');
    expect(MESSAGES.registration.failure).toBe('Error al registrar. Por favor revisa los datos.');
    expect(MESSAGES.registration.userNotLoaded).toBe(
      'Registro exitoso pero no se pudieron cargar los datos de usuario.',
    );
    expect(MESSAGES.google.failure).toBe('Error al iniciar sesión con Google. Inténtalo de nuevo.');
    expect(MESSAGES.forgotPassword.failure).toBe(
      'No se pudo enviar el correo de recuperación. Intenta nuevamente.',
    );
    expect(MESSAGES.properties.loadFailure).toBe('No se pudieron cargar las propiedades');
    expect(MESSAGES.rooms.loadFailure).toBe('Error al cargar las habitaciones. Por favor, intenta de nuevo.');
    expect(MESSAGES.properties.notFound).toBe('Propiedad no encontrada');
    expect(MESSAGES.properties.detailLoadFailure).toBe('No se pudo cargar la información de la propiedad');
    expect(MESSAGES.rooms.notFound).toBe('Espacio no encontrado');
    expect(MESSAGES.rooms.detailLoadFailure).toBe('No se pudo cargar la información del espacio');
    expect(MESSAGES.favorites.updateFailure).toBe('No se pudo actualizar tus favoritos. Inténtalo de nuevo.');
    expect(MESSAGES.favorites.badFormat).toBe(
      'No se pudieron obtener tus favoritos. Formato de datos incorrecto.',
    );
    expect(MESSAGES.favorites.loadFailure).toBe('No se pudieron cargar tus propiedades favoritas');
    expect(MESSAGES.enquiry.failure).toBe('No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.');
    expect(MESSAGES.visit.failure).toBe('No se pudo solicitar la cita. Inténtalo de nuevo más tarde.');
    expect(MESSAGES.profile.imageTooLarge).toBe(
      'La imagen es demasiado grande. Intenta con una imagen más pequeña.',
    );
    expect(MESSAGES.profile.imageUnsupported).toBe(
      'El formato de imagen no es soportado. Usa JPG, PNG, GIF o WEBP.',
    );
    expect(MESSAGES.profile.saveFailure).toBe('Ha ocurrido un error al actualizar el perfil.');
    expect(MESSAGES.common.invalidDate).toBe('Fecha inválida');
    expect(MESSAGES.common.pageNotFound).toBe('Página no encontrada');
    expect(MESSAGES.dashboard.loadFailure).toBe('Error al cargar los datos');
    expect(MESSAGES.contact.failure).toBe(
      'Ha ocurrido un error al enviar el mensaje. Por favor, inténtalo de nuevo.',
    );
    expect(MESSAGES.common.routerFailure).toBe('Unexpected Application Error!');
    expect(MESSAGES.request).toEqual({
      notJson: 'Respuesta no JSON',
      parseError: 'Error de parseo',
      noToken: 'No hay token de autenticación',
    });
  });

  it('holds the success toasts of spec 01 §8', () => {
    expect(MESSAGES.profile.saved).toBe('Perfil actualizado');
    expect(MESSAGES.enquiry.sent).toBe('Consulta enviada');
    expect(MESSAGES.visit.requested).toBe('Cita solicitada');
    expect(MESSAGES.favorites.added).toBe('Añadido a favoritos');
    expect(MESSAGES.favorites.removed).toBe('Eliminado de favoritos');
    expect(MESSAGES.contact.sent).toBe('Mensaje enviado');
  });

  it('holds the spec 02 §8 texts verbatim', () => {
    expect(MESSAGES.requests.loadFailure).toBe(
      'No se pudieron cargar las solicitudes. Inténtalo de nuevo más tarde.',
    );
    expect(MESSAGES.requests.cancelFailure).toBe(
      'No se pudo cancelar la solicitud. Inténtalo de nuevo más tarde.',
    );
    expect(MESSAGES.requests.cancelled).toBe('Solicitud cancelada');
    expect(MESSAGES.requests.cancelledDescription).toBe('La solicitud ha sido cancelada correctamente.');
    expect(MESSAGES.applications.loadFailure).toBe('No se pudieron cargar tus solicitudes');
    expect(MESSAGES.applications.loadFailureToast).toBe('Error al cargar solicitudes');
    expect(MESSAGES.myProperties.loadFailure).toBe('No se pudieron cargar tus propiedades');
    expect(MESSAGES.myProperties.deleteFailure).toBe('No se pudo eliminar la propiedad');
    expect(MESSAGES.myProperties.deleted).toBe('Propiedad eliminada');
    expect(MESSAGES.myRooms.loadFailure).toBe('No se pudieron cargar tus habitaciones');
    expect(MESSAGES.myRooms.listFailure).toBe('Error al cargar las habitaciones.');
    expect(MESSAGES.myRooms.propertyRoomsFailure).toBe('Error al cargar las habitaciones de la propiedad.');
    expect(MESSAGES.myRooms.deleteFailure).toBe('No se pudo eliminar la habitación');
    expect(MESSAGES.myRooms.statusFailure).toBe('No se pudo cambiar el estado de la habitación');
    expect(MESSAGES.myRooms.deleted).toBe('Habitación eliminada');
    expect(MESSAGES.myRooms.statusUpdated).toBe('Estado actualizado');
    expect(MESSAGES.myRooms.notFound).toBe('Habitación no encontrada');
    expect(MESSAGES.myRooms.formLoadFailure).toBe('Error al cargar los datos. Por favor, intenta de nuevo.');
    expect(MESSAGES.myRooms.saveFailure).toBe('Error al guardar la habitación. Por favor, intenta de nuevo.');
    expect(MESSAGES.listings).toEqual({
      loadFailure: 'No se pudieron cargar tus anuncios',
      deleteFailure: 'No se pudo eliminar el anuncio',
      saveFailure: 'No se pudo guardar el anuncio',
      notFound: 'No se pudo encontrar el anuncio',
      loadOneFailure: 'No se pudo cargar el anuncio',
      propertiesLoadFailure: 'No se pudieron cargar las propiedades disponibles',
    });
    expect(MESSAGES.landlordApplications.loadFailure).toBe(
      'Error al cargar las solicitudes. Por favor, intenta de nuevo más tarde.',
    );
    expect(MESSAGES.landlordApplications.statusFailure).toBe(
      'No se pudo actualizar el estado de la solicitud.',
    );
    expect(MESSAGES.myProperties.notFound).toBe('No se pudo encontrar la propiedad');
    expect(MESSAGES.myProperties.loadOneFailure).toBe('No se pudo cargar la propiedad');
    expect(MESSAGES.myProperties.saveFailure).toBe('No se pudo guardar la propiedad');
    expect(MESSAGES.myProperties.imagesFailure).toBe('No se pudieron subir algunas imágenes');
    expect(MESSAGES.myProperties.created).toBe('Propiedad creada');
    expect(MESSAGES.myProperties.updated).toBe('Propiedad actualizada');
    expect(MESSAGES.myProperties.imagesUploaded).toBe('Imágenes subidas');
    expect(MESSAGES.myProperties.imagesUploadedDescription(3)).toBe(
      'Se han subido 3 imágenes correctamente.',
    );
    expect(MESSAGES.myProperties.imagesUploadedDescription(1)).toBe('Se ha subido 1 imagen correctamente.');
    expect(MESSAGES.images.reorderFailure).toBe('No se pudo actualizar el orden de las imágenes');
    expect(MESSAGES.images.deleteFailure).toBe('No se pudo eliminar la imagen');
    expect(MESSAGES.appointments.loadFailure).toBe(
      'No se pudieron cargar las citas. Inténtalo de nuevo más tarde.',
    );
    expect(MESSAGES.appointments.confirmFailure).toBe(
      'No se pudo confirmar la cita. Inténtalo de nuevo más tarde.',
    );
    expect(MESSAGES.appointments.cancelFailure).toBe(
      'No se pudo cancelar la cita. Inténtalo de nuevo más tarde.',
    );
    expect(MESSAGES.appointments.confirmed).toBe('Cita confirmada');
    expect(MESSAGES.appointments.cancelled).toBe('Cita cancelada');
    expect(MESSAGES.password.mismatch).toBe('Las contraseñas no coinciden.');
    expect(MESSAGES.settings.passwordChangeFailure).toBe(
      'No se pudo cambiar la contraseña. Verifica que tu contraseña actual sea correcta.',
    );
    expect(MESSAGES.settings.passwordChanged).toBe('Contraseña actualizada');
    expect(MESSAGES.settings.deleteAccountFailure).toBe('No se pudo eliminar la cuenta.');
    expect(MESSAGES.settings.accountDeleted).toBe('Cuenta eliminada');
    expect(MESSAGES.settings.accountDeletedDescription).toBe('Tu cuenta ha sido eliminada permanentemente.');
  });

  it('holds the validation texts of both §5', () => {
    expect(MESSAGES.roomForm).toEqual({
      propertyRequired: 'Por favor selecciona una propiedad',
      roomNumberRequired: 'Por favor ingresa el número de habitación',
      titleRequired: 'Por favor ingresa el título de la habitación',
      priceInvalid: 'Por favor ingresa un precio válido',
      sizeInvalid: 'Por favor ingresa un tamaño válido',
    });
    expect(MESSAGES.listingForm.propertyRequired).toBe('Debes seleccionar una propiedad');
    expect(MESSAGES.listingForm.propertyNotFound(42)).toBe('Propiedad con ID 42 no encontrada');
    expect(MESSAGES.images.onlyImages).toBe('Solo se permiten archivos de imagen');
    expect(MESSAGES.images.invalidFile('a.pdf')).toBe('a.pdf no es una imagen válida');
    expect(MESSAGES.images.tooLarge('b.jpg')).toBe('b.jpg es demasiado grande (máximo 10MB)');
    expect(MESSAGES.images.tooMany(5)).toBe('Solo puedes subir un máximo de 5 imágenes');
    expect(MESSAGES.profilePicture.tooLarge).toBe('La imagen es demasiado grande. El límite es 5MB.');
    expect(MESSAGES.profilePicture.wrongType).toBe(
      'Tipo de archivo no permitido. Solo se permiten: JPG, PNG, GIF, WEBP.',
    );
    expect(MESSAGES.enquiry.messageRequired).toBe('Por favor, escribe un mensaje para el propietario');
    expect(MESSAGES.visit.dateTimeRequired).toBe('Por favor, selecciona una fecha y hora para la visita');
    expect(MESSAGES.visit.weekdaysOnly).toBe('Las visitas solo están disponibles de lunes a viernes.');
  });

  it('fills the templates', () => {
    expect(MESSAGES.contact.fieldError('asunto', 'Obligatorio')).toBe(
      'Error en el campo asunto: Obligatorio',
    );
    expect(MESSAGES.profile.fetchFailure(500, 'boom')).toBe('Error al obtener el perfil: 500 - boom');
  });
});

describe('detailOf / nonFieldErrorOf / fieldErrorOf', () => {
  it('reads the detail of an ApiError', () => {
    expect(detailOf(apiError(404, { detail: 'No encontrado.' }))).toBe('No encontrado.');
  });
  it('reads the detail of a parsed body', () => {
    expect(detailOf({ detail: 'Sin permiso.' })).toBe('Sin permiso.');
  });
  it('answers null without a detail, for blank details and for non-API errors', () => {
    expect(detailOf(apiError(400, { email: ['x'] }))).toBeNull();
    expect(detailOf(apiError(400, { detail: '   ' }))).toBeNull();
    expect(detailOf(new NetworkError(new Error('down')))).toBeNull();
    expect(detailOf(new Error('detail'))).toBeNull();
    expect(detailOf('texto')).toBeNull();
    expect(detailOf(null)).toBeNull();
    expect(detailOf(undefined)).toBeNull();
    expect(detailOf(['detail'])).toBeNull();
  });
  it('reads a detail given as a list', () => {
    expect(detailOf(apiError(400, { detail: ['Primero', 'Segundo'] }))).toBe('Primero');
  });
  it('reads non_field_errors as list or text', () => {
    expect(nonFieldErrorOf(apiError(400, { non_field_errors: ['Uno', 'Dos'] }))).toBe('Uno');
    expect(nonFieldErrorOf(apiError(400, { non_field_errors: 'Solo' }))).toBe('Solo');
    expect(nonFieldErrorOf(apiError(400, { non_field_errors: [] }))).toBeNull();
  });
  it('reads one field', () => {
    expect(fieldErrorOf(apiError(400, { email: ['Ya existe.'] }), 'email')).toBe('Ya existe.');
    expect(fieldErrorOf(apiError(400, { email: ['Ya existe.'] }), 'password')).toBeNull();
    expect(fieldErrorOf(apiError(400, { email: [{ nested: 'x' }] }), 'email')).toBeNull();
  });
});

describe('firstFieldError', () => {
  it('takes the first field in key order, skipping detail and non_field_errors', () => {
    expect(
      firstFieldError({ detail: 'd', non_field_errors: ['n'], phone: ['Teléfono no válido.'], bio: ['x'] }),
    ).toEqual({ field: 'phone', message: 'Teléfono no válido.' });
  });
  it('accepts a text value', () => {
    expect(firstFieldError({ first_name: 'Obligatorio' })).toEqual({
      field: 'first_name',
      message: 'Obligatorio',
    });
  });
  it('skips empty lists, nested objects, numbers and blank texts', () => {
    expect(firstFieldError({ a: [], b: { c: ['x'] }, d: 3, e: '  ', f: [{ x: 1 }], g: ['Mensaje'] })).toEqual(
      { field: 'g', message: 'Mensaje' },
    );
  });
  it('answers null for bodies without a field error', () => {
    expect(firstFieldError({ detail: 'd', non_field_errors: ['n'] })).toBeNull();
    expect(firstFieldError({})).toBeNull();
    expect(firstFieldError(null)).toBeNull();
    expect(firstFieldError('texto')).toBeNull();
    expect(firstFieldError([['x']])).toBeNull();
  });
});

describe('loginErrorMessage', () => {
  it('prefers the server detail', () => {
    expect(loginErrorMessage(apiError(400, { detail: 'Cuenta desactivada.', non_field_errors: ['x'] }))).toBe(
      'Cuenta desactivada.',
    );
  });
  it('then the first non_field_errors entry', () => {
    expect(
      loginErrorMessage(apiError(400, { non_field_errors: ['Credenciales incorrectas.', 'Otra'] })),
    ).toBe('Credenciales incorrectas.');
  });
  it('else the generic text', () => {
    expect(loginErrorMessage(apiError(400, { email: ['x'] }))).toBe(MESSAGES.login.failure);
    expect(loginErrorMessage(apiError(500))).toBe('Error al iniciar sesión. Verifica tus credenciales.');
    expect(loginErrorMessage(new NetworkError(new Error('x')))).toBe(MESSAGES.login.failure);
    expect(loginErrorMessage(undefined)).toBe(MESSAGES.login.failure);
  });
  it('reports a missing token', () => {
    expect(
      loginErrorMessage(new ContractError('/api-token-auth/', [{ path: ['token'], message: 'x' }])),
    ).toBe('No se recibió token en la respuesta de login');
    expect(loginErrorMessage(new Error(MESSAGES.login.noToken))).toBe(MESSAGES.login.noToken);
  });
  it('does not confuse the stored-token error with a missing login token', () => {
    expect(loginErrorMessage(new NoTokenError())).toBe(MESSAGES.login.failure);
  });
});

describe('registrationErrorMessage', () => {
  it('puts the e-mail error first', () => {
    expect(
      registrationErrorMessage(
        apiError(400, { password: ['Muy corta.'], email: ['Ya existe un usuario con este email.'] }),
      ),
    ).toBe('Email: Ya existe un usuario con este email.');
  });
  it('then the password error', () => {
    expect(
      registrationErrorMessage(
        apiError(400, { password: ['La contraseña es demasiado común.'], detail: 'd' }),
      ),
    ).toBe('Contraseña: La contraseña es demasiado común.');
  });
  it('reports the confirmation mismatch as a password error, after the password itself', () => {
    expect(
      registrationErrorMessage(apiError(400, { password_confirm: ['Las contraseñas no coinciden.'] })),
    ).toBe('Contraseña: Las contraseñas no coinciden.');
    expect(
      registrationErrorMessage(apiError(400, { password: ['Corta.'], password_confirm: ['No coinciden.'] })),
    ).toBe('Contraseña: Corta.');
  });
  it('then non_field_errors, detail and message in that order', () => {
    expect(
      registrationErrorMessage(apiError(400, { non_field_errors: ['NFE'], detail: 'D', message: 'M' })),
    ).toBe('NFE');
    expect(registrationErrorMessage(apiError(400, { detail: 'D', message: 'M' }))).toBe('D');
    expect(registrationErrorMessage(apiError(400, { message: 'M' }))).toBe('M');
  });
  it('else the generic text', () => {
    expect(registrationErrorMessage(apiError(400, { first_name: ['x'] }))).toBe(
      'Error al registrar. Por favor revisa los datos.',
    );
    expect(registrationErrorMessage(new Error('boom'))).toBe(MESSAGES.registration.failure);
    expect(registrationErrorMessage(null)).toBe(MESSAGES.registration.failure);
  });
  it('reads a plain parsed body too', () => {
    expect(registrationErrorMessage({ email: 'Introduce un email válido.' })).toBe(
      'Email: Introduce un email válido.',
    );
  });
});

describe('profileSaveErrorMessage', () => {
  it('400 with a picture error', () => {
    expect(
      profileSaveErrorMessage(apiError(400, { detail: 'd', profile_picture: ['Archivo dañado.'] })),
    ).toBe('Error con la imagen: Archivo dañado.');
  });
  it('400 with a detail', () => {
    expect(profileSaveErrorMessage(apiError(400, { phone: ['x'], detail: 'Datos no válidos.' }))).toBe(
      'Datos no válidos.',
    );
  });
  it('400 with a field error', () => {
    expect(profileSaveErrorMessage(apiError(400, { phone: ['Número no válido.'] }))).toBe(
      'phone: Número no válido.',
    );
  });
  it('400 with nothing usable', () => {
    expect(profileSaveErrorMessage(apiError(400, {}))).toBe('Ha ocurrido un error al actualizar el perfil.');
    expect(profileSaveErrorMessage(apiError(400, { non_field_errors: ['x'] }))).toBe(
      MESSAGES.profile.saveFailure,
    );
  });
  it('413 and 415 have fixed texts whatever the body says', () => {
    expect(profileSaveErrorMessage(apiError(413, { detail: 'Too large' }))).toBe(
      'La imagen es demasiado grande. Intenta con una imagen más pequeña.',
    );
    expect(profileSaveErrorMessage(apiError(415, { detail: 'Unsupported' }))).toBe(
      'El formato de imagen no es soportado. Usa JPG, PNG, GIF o WEBP.',
    );
  });
  it('anything else is the generic text', () => {
    expect(profileSaveErrorMessage(apiError(500, { detail: 'x' }))).toBe(MESSAGES.profile.saveFailure);
    expect(profileSaveErrorMessage(apiError(403, { detail: 'x' }))).toBe(MESSAGES.profile.saveFailure);
    expect(profileSaveErrorMessage(new NetworkError(null))).toBe(MESSAGES.profile.saveFailure);
    expect(profileSaveErrorMessage({ profile_picture: ['x'] })).toBe(MESSAGES.profile.saveFailure);
  });
});

describe('contactErrorMessage', () => {
  it('maps each field to its Spanish label', () => {
    expect(contactErrorMessage(apiError(400, { name: ['Obligatorio.'] }))).toBe(
      'Error en el campo nombre: Obligatorio.',
    );
    expect(contactErrorMessage(apiError(400, { email: ['No válido.'] }))).toBe(
      'Error en el campo email: No válido.',
    );
    expect(contactErrorMessage(apiError(400, { subject: ['Vacío.'] }))).toBe(
      'Error en el campo asunto: Vacío.',
    );
    expect(contactErrorMessage(apiError(400, { message: ['Largo.'] }))).toBe(
      'Error en el campo mensaje: Largo.',
    );
  });
  it('checks fields in the order name, email, subject, message', () => {
    expect(contactErrorMessage(apiError(400, { message: ['M'], subject: ['S'], email: ['E'] }))).toBe(
      'Error en el campo email: E',
    );
  });
  it('then the detail, else the generic text', () => {
    expect(contactErrorMessage(apiError(429, { detail: 'Demasiadas peticiones.' }))).toBe(
      'Demasiadas peticiones.',
    );
    expect(contactErrorMessage(apiError(400, { phone: ['x'] }))).toBe(MESSAGES.contact.failure);
    expect(contactErrorMessage(new Error('x'))).toBe(
      'Ha ocurrido un error al enviar el mensaje. Por favor, inténtalo de nuevo.',
    );
  });
  it('exposes the labels', () => {
    expect(CONTACT_FIELD_LABELS).toEqual({
      name: 'nombre',
      email: 'email',
      subject: 'asunto',
      message: 'mensaje',
    });
  });
});

describe('Google, recovery and profile fetch texts', () => {
  it('shows the fixed Google text for any failure', () => {
    expect(googleErrorMessage(apiError(401, { detail: 'x' }))).toBe(
      'Error al iniciar sesión con Google. Inténtalo de nuevo.',
    );
    expect(googleErrorMessage(undefined)).toBe(MESSAGES.google.failure);
  });
  it('builds the Google transport text', () => {
    expect(googleTransportMessage(401, 'Token inválido')).toBe(
      'Error al iniciar sesión con Google: 401 - Token inválido',
    );
  });
  it('shows the fixed recovery text for any failure', () => {
    expect(forgotPasswordErrorMessage(apiError(500))).toBe(
      'No se pudo enviar el correo de recuperación. Intenta nuevamente.',
    );
  });
  it('builds the recovery transport text', () => {
    expect(forgotPasswordTransportMessage(500, '{"detail":"x"}')).toBe(
      'Error al procesar la solicitud de recuperación: 500 - {"detail":"x"}',
    );
  });
  it('builds the profile fetch text', () => {
    expect(profileFetchMessage(401, 'Unauthorized')).toBe('Error al obtener el perfil: 401 - Unauthorized');
    expect(profileFetchMessage('503', '')).toBe('Error al obtener el perfil: 503 - ');
  });
});
