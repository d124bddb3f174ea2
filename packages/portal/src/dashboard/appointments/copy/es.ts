/** The texts of 'Mis citas' (spec 02 §2 "Appointments"), in Spanish: the source of the other languages. */
export const es = {
  page: {
    documentTitle: 'Mis citas · Convive',
    title: 'Mis citas',
    descriptionLandlord: 'Las visitas que piden a tus propiedades: confírmalas o recházalas.',
    descriptionTenant: 'Las visitas que has pedido y su estado.',
    searchPlaceholder: 'Buscar citas...',
    propertyFilter: 'Propiedad',
    allProperties: 'Todas las propiedades',
    tabsLabel: 'Filtrar citas por estado',
    loading: 'Cargando citas...',
    emptyTitle: 'No hay citas',
    noMatch: 'Ninguna cita coincide con tu búsqueda.',
    emptyLandlord: 'Cuando alguien pida visitar una de tus propiedades, aparecerá aquí.',
    emptyTenant: 'Pide una visita desde la ficha de una propiedad y aparecerá aquí.',
    clearFilters: 'Limpiar filtros',
    explore: 'Explorar propiedades',
  },
  tabs: {
    all: 'Todas',
    pendiente: 'Pendientes',
    confirmada: 'Confirmadas',
    cancelada: 'Canceladas',
    completada: 'Completadas',
  },
  statuses: {
    pendiente: 'Pendiente',
    confirmada: 'Confirmada',
    cancelada: 'Cancelada',
    completada: 'Completada',
    /** A `cancelada` visit the landlord cancelled: a rejection. */
    rechazada: 'Rechazada',
  },
  card: {
    applicant: 'Solicitante',
    guest: (name: string) => `${name} (sin cuenta)`,
    contact: 'Contacto',
    notes: 'Notas',
    ownerMessage: 'Mensaje del propietario',
    requesterMessage: 'Mensaje del solicitante',
    viewProperty: 'Ver propiedad',
    reject: 'Rechazar',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    addToCalendar: 'Añadir al calendario',
    calendarFailure: 'No se pudo descargar el evento del calendario. Inténtalo de nuevo más tarde.',
  },
  dialog: {
    confirmTitle: 'Confirmar cita',
    confirmLabel: 'Confirmar',
    rejectTitle: 'Rechazar cita',
    rejectLabel: 'Rechazar',
    cancelTitle: 'Cancelar cita',
    cancelLabel: 'Cancelar cita',
    back: 'Volver',
    saving: 'Guardando...',
    confirmText: (name: string, property: string, when: string) =>
      `Vas a confirmar la visita de ${name} a «${property}» el ${when}.`,
    rejectText: (name: string, property: string, when: string) =>
      `Vas a rechazar la visita de ${name} a «${property}» el ${when}.`,
    cancelText: (property: string, when: string) =>
      `¿Seguro que quieres cancelar tu visita a «${property}» el ${when}?`,
    messageLabel: 'Mensaje para el solicitante (opcional)',
    messageHint: (max: number) => `Máximo ${max} caracteres.`,
  },
};

export type AppointmentsCopy = typeof es;
