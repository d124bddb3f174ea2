/** Landlord's received applications (spec 02 §8). */
export const landlordApplications = {
  loadFailure: 'Error al cargar las solicitudes. Por favor, intenta de nuevo más tarde.',
  statusFailure: 'No se pudo actualizar el estado de la solicitud.',
  statusUpdated: 'Estado actualizado',
};
