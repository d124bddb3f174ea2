/** The notifications page (spec 02 §2 "Notifications"): Spanish is the source. */
export const es = {
  documentTitle: 'Notificaciones · Convive',
  title: 'Notificaciones',
  description: 'Avisos sobre tus propiedades, solicitudes, citas y mensajes.',
  markAll: 'Marcar todas como leídas',
  search: 'Buscar notificaciones...',
  tabsLabel: 'Filtrar notificaciones',
  tabs: {
    unread: 'No leídas',
    all: 'Todas',
    property: 'Propiedades',
    room: 'Habitaciones',
    appointment: 'Citas',
    request: 'Solicitudes',
    message: 'Mensajes',
    busqueda: 'Búsquedas',
    system: 'Sistema',
    archived: 'Archivadas',
  },
  /** A notification's type badge; any other type is `general`. */
  types: {
    system: 'Sistema',
    property: 'Propiedad',
    room: 'Habitación',
    message: 'Mensaje',
    busqueda: 'Búsqueda',
    request: 'Solicitud',
    appointment: 'Cita',
    general: 'General',
  },
  loading: 'Cargando notificaciones...',
  loadFailed: 'No se pudieron cargar las notificaciones',
  empty: 'No hay notificaciones',
  noMatch: 'Ninguna notificación coincide con tu búsqueda.',
  emptyText: 'Cuando ocurra algo en tu cuenta te avisaremos aquí.',
  clearSearch: 'Limpiar búsqueda',
  /** Read before an unread card's title by screen readers. */
  unreadPrefix: 'No leída: ',
  markRead: 'Marcar como leída',
  archive: 'Archivar',
};

export type NotificationsCopy = typeof es;
