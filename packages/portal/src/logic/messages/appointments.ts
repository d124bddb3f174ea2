import { screenMessages } from '../screenMessages';

export const appointments = {
  loadFailure: 'No se pudieron cargar las citas. Inténtalo de nuevo más tarde.',
  confirmFailure: 'No se pudo confirmar la cita. Inténtalo de nuevo más tarde.',
  cancelFailure: 'No se pudo cancelar la cita. Inténtalo de nuevo más tarde.',
  confirmed: 'Cita confirmada',
  cancelled: 'Cita cancelada',
};

/** The texts above in the chosen language (../screenMessages). */
export const appointmentsMessages = /* @__PURE__ */ screenMessages('appointments', appointments);
