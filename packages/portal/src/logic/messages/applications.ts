/** Tenant applications (spec 02 §8). */
export const applications = {
  loadFailure: 'No se pudieron cargar tus solicitudes',
  loadFailureToast: 'Error al cargar solicitudes',
};
