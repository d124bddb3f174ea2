/** Saving a search and leaving its alerts, in Spanish: the source of the other languages. */
export const es = {
  save: 'Guardar búsqueda',
  /** The visitor's version of the button: it leads to /login and back. */
  saveSignIn: 'Inicia sesión para guardar esta búsqueda',
  dialogTitle: 'Guardar búsqueda',
  intro: 'Te avisaremos cuando se publique una propiedad que encaje con estos filtros.',
  name: 'Nombre de la búsqueda',
  alert: 'Avisos',
  alerts: {
    instant: 'Al momento',
    daily: 'Resumen diario a las 08:00',
    off: 'Sin avisos',
  },
  alertHints: {
    instant: 'Una notificación y un correo en cuanto aparezca.',
    daily: 'Un solo correo por la mañana con todas las novedades.',
    off: 'La guardas para volver a ella cuando quieras.',
  },
  roomsNote:
    'Se guardan la ciudad, el precio y si está amueblada: te avisaremos de los pisos compartidos que encajen. Los demás filtros de habitación no se guardan.',
  cancel: 'Cancelar',
  submit: 'Guardar',
  submitting: 'Guardando...',
  nameRequired: 'Ponle un nombre a la búsqueda.',
  nameTooLong: (max: number) => `El nombre no puede tener más de ${max} caracteres.`,
  failed: 'No se pudo guardar la búsqueda. Inténtalo de nuevo.',
  saved: 'Búsqueda guardada',
  savedText: (name: string) => `«${name}» está en tus búsquedas guardadas.`,
  viewSaved: 'Ver mis búsquedas guardadas',
  unsubscribe: {
    documentTitle: 'Avisos de búsqueda',
    title: 'Avisos de búsqueda',
    working: 'Desactivando los avisos...',
    doneTitle: 'Avisos desactivados',
    done: (name: string) => `Ya no recibirás avisos de «${name}».`,
    doneHint: 'La búsqueda sigue guardada: puedes volver a activar sus avisos cuando quieras.',
    manage: 'Gestionar mis búsquedas guardadas',
    missingToken: 'Este enlace no tiene código de baja.',
    unknown: 'Este enlace de baja no es válido o la búsqueda ya no existe.',
    unknownHint: 'Puedes cambiar los avisos de tus búsquedas desde tu panel.',
    failed: 'No se pudieron desactivar los avisos. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    explore: 'Ver propiedades',
  },
};

export type SavedSearchCopy = typeof es;
