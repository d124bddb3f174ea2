import { screenMessages } from '../screenMessages';

/** Tenant requests (spec 02 §2, §8). */
export const requests = {
  loadFailure: 'No se pudieron cargar las solicitudes. Inténtalo de nuevo más tarde.',
  cancelFailure: 'No se pudo cancelar la solicitud. Inténtalo de nuevo más tarde.',
  cancelled: 'Solicitud cancelada',
  cancelledDescription: 'La solicitud ha sido cancelada correctamente.',
  cancelConfirmTitle: '¿Estás seguro?',
  cancelConfirm: 'Esta acción cancelará la solicitud y no podrá ser revertida.',
};

/** The texts above in the chosen language (../screenMessages). */
export const requestsMessages = /* @__PURE__ */ screenMessages('requests', requests);
