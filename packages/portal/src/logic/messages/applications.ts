import { screenMessages } from '../screenMessages';

/** Tenant applications (spec 02 §8). */
export const applications = {
  loadFailure: 'No se pudieron cargar tus solicitudes',
  loadFailureToast: 'Error al cargar solicitudes',
};

/** The texts above in the chosen language (../screenMessages). */
export const applicationsMessages = /* @__PURE__ */ screenMessages('applications', applications);
