// The portal's screen texts (./screenMessages), including those spread in from the sdk's RULE_MESSAGES.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationsMessages } from './messages/applications';
import { appointmentsMessages } from './messages/appointments';
import { commonMessages } from './messages/common';
import { contactMessages } from './messages/contact';
import { dashboardMessages } from './messages/dashboard';
import { enquiryMessages } from './messages/enquiry';
import { favoritesMessages } from './messages/favorites';
import { forgotPasswordMessages } from './messages/forgotPassword';
import { googleMessages } from './messages/google';
import { imagesMessages } from './messages/images';
import { landlordApplicationsMessages } from './messages/landlordApplications';
import { listingFormMessages } from './messages/listingForm';
import { listingsMessages } from './messages/listings';
import { loginMessages } from './messages/login';
import { myPropertiesMessages } from './messages/myProperties';
import { myRoomsMessages } from './messages/myRooms';
import { passwordMessages } from './messages/password';
import { profileMessages } from './messages/profile';
import { profilePictureMessages } from './messages/profilePicture';
import { propertiesMessages } from './messages/properties';
import { registrationMessages } from './messages/registration';
import { requestMessages } from './messages/request';
import { requestsMessages } from './messages/requests';
import { roomFormMessages } from './messages/roomForm';
import { roomsMessages } from './messages/rooms';
import { settingsMessages } from './messages/settings';
import { visitMessages } from './messages/visit';

describe('the screen texts', () => {
  it('holds the spec 01 §8 texts verbatim', () => {
    expect(loginMessages.failure).toBe('Error al iniciar sesión. Verifica tus credenciales.');
    expect(loginMessages.noToken).toBe('No se recibió token en la respuesta de login');
    expect(registrationMessages.failure).toBe('Error al registrar. Por favor revisa los datos.');
    expect(registrationMessages.userNotLoaded).toBe(
      'Registro exitoso pero no se pudieron cargar los datos de usuario.',
    );
    expect(googleMessages.failure).toBe('Error al iniciar sesión con Google. Inténtalo de nuevo.');
    expect(forgotPasswordMessages.failure).toBe(
      'No se pudo enviar el correo de recuperación. Intenta nuevamente.',
    );
    expect(propertiesMessages.loadFailure).toBe('No se pudieron cargar las propiedades');
    expect(roomsMessages.loadFailure).toBe('Error al cargar las habitaciones. Por favor, intenta de nuevo.');
    expect(propertiesMessages.notFound).toBe('Propiedad no encontrada');
    expect(propertiesMessages.detailLoadFailure).toBe('No se pudo cargar la información de la propiedad');
    expect(roomsMessages.notFound).toBe('Espacio no encontrado');
    expect(roomsMessages.detailLoadFailure).toBe('No se pudo cargar la información del espacio');
    expect(favoritesMessages.updateFailure).toBe('No se pudo actualizar tus favoritos. Inténtalo de nuevo.');
    expect(favoritesMessages.badFormat).toBe(
      'No se pudieron obtener tus favoritos. Formato de datos incorrecto.',
    );
    expect(favoritesMessages.loadFailure).toBe('No se pudieron cargar tus propiedades favoritas');
    expect(enquiryMessages.failure).toBe('No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.');
    expect(visitMessages.failure).toBe('No se pudo solicitar la cita. Inténtalo de nuevo más tarde.');
    expect(profileMessages.imageTooLarge).toBe(
      'La imagen es demasiado grande. Intenta con una imagen más pequeña.',
    );
    expect(profileMessages.imageUnsupported).toBe(
      'El formato de imagen no es soportado. Usa JPG, PNG, GIF o WEBP.',
    );
    expect(profileMessages.saveFailure).toBe('Ha ocurrido un error al actualizar el perfil.');
    expect(commonMessages.invalidDate).toBe('Fecha inválida');
    expect(commonMessages.pageNotFound).toBe('Página no encontrada');
    expect(dashboardMessages.loadFailure).toBe('Error al cargar los datos');
    expect(contactMessages.failure).toBe(
      'Ha ocurrido un error al enviar el mensaje. Por favor, inténtalo de nuevo.',
    );
    expect(commonMessages.routerFailure).toBe('Unexpected Application Error!');
    expect(requestMessages).toEqual({
      notJson: 'Respuesta no JSON',
      parseError: 'Error de parseo',
      noToken: 'No hay token de autenticación',
    });
  });

  it('holds the success toasts of spec 01 §8', () => {
    expect(profileMessages.saved).toBe('Perfil actualizado');
    expect(enquiryMessages.sent).toBe('Consulta enviada');
    expect(visitMessages.requested).toBe('Cita solicitada');
    expect(favoritesMessages.added).toBe('Añadido a favoritos');
    expect(favoritesMessages.removed).toBe('Eliminado de favoritos');
    expect(contactMessages.sent).toBe('Mensaje enviado');
  });

  it('holds the spec 02 §8 texts verbatim', () => {
    expect(requestsMessages.loadFailure).toBe(
      'No se pudieron cargar las solicitudes. Inténtalo de nuevo más tarde.',
    );
    expect(requestsMessages.cancelFailure).toBe(
      'No se pudo cancelar la solicitud. Inténtalo de nuevo más tarde.',
    );
    expect(requestsMessages.cancelled).toBe('Solicitud cancelada');
    expect(requestsMessages.cancelledDescription).toBe('La solicitud ha sido cancelada correctamente.');
    expect(applicationsMessages.loadFailure).toBe('No se pudieron cargar tus solicitudes');
    expect(applicationsMessages.loadFailureToast).toBe('Error al cargar solicitudes');
    expect(myPropertiesMessages.loadFailure).toBe('No se pudieron cargar tus propiedades');
    expect(myPropertiesMessages.deleteFailure).toBe('No se pudo eliminar la propiedad');
    expect(myPropertiesMessages.deleted).toBe('Propiedad eliminada');
    expect(myRoomsMessages.loadFailure).toBe('No se pudieron cargar tus habitaciones');
    expect(myRoomsMessages.listFailure).toBe('Error al cargar las habitaciones.');
    expect(myRoomsMessages.propertyRoomsFailure).toBe('Error al cargar las habitaciones de la propiedad.');
    expect(myRoomsMessages.deleteFailure).toBe('No se pudo eliminar la habitación');
    expect(myRoomsMessages.statusFailure).toBe('No se pudo cambiar el estado de la habitación');
    expect(myRoomsMessages.deleted).toBe('Habitación eliminada');
    expect(myRoomsMessages.statusUpdated).toBe('Estado actualizado');
    expect(myRoomsMessages.notFound).toBe('Habitación no encontrada');
    expect(myRoomsMessages.formLoadFailure).toBe('Error al cargar los datos. Por favor, intenta de nuevo.');
    expect(myRoomsMessages.saveFailure).toBe('Error al guardar la habitación. Por favor, intenta de nuevo.');
    expect(listingsMessages).toEqual({
      loadFailure: 'No se pudieron cargar tus anuncios',
      deleteFailure: 'No se pudo eliminar el anuncio',
      saveFailure: 'No se pudo guardar el anuncio',
      notFound: 'No se pudo encontrar el anuncio',
      loadOneFailure: 'No se pudo cargar el anuncio',
      propertiesLoadFailure: 'No se pudieron cargar las propiedades disponibles',
    });
    expect(landlordApplicationsMessages.loadFailure).toBe(
      'Error al cargar las solicitudes. Por favor, intenta de nuevo más tarde.',
    );
    expect(landlordApplicationsMessages.statusFailure).toBe(
      'No se pudo actualizar el estado de la solicitud.',
    );
    expect(myPropertiesMessages.notFound).toBe('No se pudo encontrar la propiedad');
    expect(myPropertiesMessages.loadOneFailure).toBe('No se pudo cargar la propiedad');
    expect(myPropertiesMessages.saveFailure).toBe('No se pudo guardar la propiedad');
    expect(myPropertiesMessages.imagesFailure).toBe('No se pudieron subir algunas imágenes');
    expect(myPropertiesMessages.created).toBe('Propiedad creada');
    expect(myPropertiesMessages.updated).toBe('Propiedad actualizada');
    expect(myPropertiesMessages.imagesUploaded).toBe('Imágenes subidas');
    expect(myPropertiesMessages.imagesUploadedDescription(3)).toBe('Se han subido 3 imágenes correctamente.');
    expect(myPropertiesMessages.imagesUploadedDescription(1)).toBe('Se ha subido 1 imagen correctamente.');
    expect(imagesMessages.reorderFailure).toBe('No se pudo actualizar el orden de las imágenes');
    expect(imagesMessages.deleteFailure).toBe('No se pudo eliminar la imagen');
    expect(appointmentsMessages.loadFailure).toBe(
      'No se pudieron cargar las citas. Inténtalo de nuevo más tarde.',
    );
    expect(appointmentsMessages.confirmFailure).toBe(
      'No se pudo confirmar la cita. Inténtalo de nuevo más tarde.',
    );
    expect(appointmentsMessages.cancelFailure).toBe(
      'No se pudo cancelar la cita. Inténtalo de nuevo más tarde.',
    );
    expect(appointmentsMessages.confirmed).toBe('Cita confirmada');
    expect(appointmentsMessages.cancelled).toBe('Cita cancelada');
    expect(passwordMessages.mismatch).toBe('Las contraseñas no coinciden.');
    expect(settingsMessages.passwordChangeFailure).toBe(
      'No se pudo cambiar la contraseña. Verifica que tu contraseña actual sea correcta.',
    );
    expect(settingsMessages.passwordChanged).toBe('Contraseña actualizada');
    expect(settingsMessages.deleteAccountFailure).toBe('No se pudo eliminar la cuenta.');
    expect(settingsMessages.accountDeleted).toBe('Cuenta eliminada');
    expect(settingsMessages.accountDeletedDescription).toBe('Tu cuenta ha sido eliminada permanentemente.');
  });

  it('holds the validation texts of both §5', () => {
    expect(roomFormMessages).toEqual({
      propertyRequired: 'Por favor selecciona una propiedad',
      roomNumberRequired: 'Por favor ingresa el número de habitación',
      titleRequired: 'Por favor ingresa el título de la habitación',
      priceInvalid: 'Por favor ingresa un precio válido',
      sizeInvalid: 'Por favor ingresa un tamaño válido',
    });
    expect(listingFormMessages.propertyRequired).toBe('Debes seleccionar una propiedad');
    expect(listingFormMessages.propertyNotFound(42)).toBe('Propiedad con ID 42 no encontrada');
    expect(imagesMessages.onlyImages).toBe('Solo se permiten archivos de imagen');
    expect(imagesMessages.invalidFile('a.pdf')).toBe('a.pdf no es una imagen válida');
    expect(imagesMessages.tooLarge('b.jpg')).toBe('b.jpg es demasiado grande (máximo 10MB)');
    expect(imagesMessages.tooMany(5)).toBe('Solo puedes subir un máximo de 5 imágenes');
    expect(profilePictureMessages.tooLarge).toBe('La imagen es demasiado grande. El límite es 5MB.');
    expect(profilePictureMessages.wrongType).toBe(
      'Tipo de archivo no permitido. Solo se permiten: JPG, PNG, GIF, WEBP.',
    );
    expect(enquiryMessages.messageRequired).toBe('Por favor, escribe un mensaje para el propietario');
    expect(visitMessages.dateTimeRequired).toBe('Por favor, selecciona una fecha y hora para la visita');
    expect(visitMessages.weekdaysOnly).toBe('Las visitas solo están disponibles de lunes a viernes.');
  });

  it('fills the templates', () => {
    expect(contactMessages.fieldError('asunto', 'Obligatorio')).toBe('Error en el campo asunto: Obligatorio');
  });

  it('reach each page as its own screens only: no screen imports the whole Spanish catalog', () => {
    // A value import of ./messages/es (every screen's texts) from a screen would put all thirty
    // modules in that page's first load again, over its budget; the types are imported with `import type`.
    const src = join(import.meta.dirname, '..');
    const offenders = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
      .filter((path) => !/^logic[\\/]messages[\\/](es|en|fr|de)\.ts$/.test(path))
      .filter((path) =>
        /^import (?!type )[^;]*from '[./]*(logic\/)?messages\/es'/m.test(
          readFileSync(join(src, path), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
