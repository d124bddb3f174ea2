import { screenMessages } from '../screenMessages';

/** Landlord's received applications (spec 02 §8). */
export const landlordApplications = {
  loadFailure: 'Error al cargar las solicitudes. Por favor, intenta de nuevo más tarde.',
  statusFailure: 'No se pudo actualizar el estado de la solicitud.',
  statusUpdated: 'Estado actualizado',
};

/** The texts above in the chosen language (../screenMessages). */
export const landlordApplicationsMessages = /* @__PURE__ */ screenMessages(
  'landlordApplications',
  landlordApplications,
);
