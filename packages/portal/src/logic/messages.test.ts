// The portal's screen texts (./screenMessages), including those spread in from the sdk's RULE_MESSAGES.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './screenMessages';

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
  });
});
