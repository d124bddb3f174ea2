export const visit = {
  failure: 'No se pudo solicitar la cita. Inténtalo de nuevo más tarde.',
  requested: 'Cita solicitada',
  dateTimeRequired: 'Por favor, selecciona una fecha y hora para la visita',
  weekdaysOnly: 'Las visitas solo están disponibles de lunes a viernes.',
  outsideWindow: 'Elige una fecha entre mañana y dentro de tres meses.',
  notASlot: 'Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.',
  invalidDate: 'Fecha inválida',
} as const;
