/**
 * The texts of 'Mis solicitudes' (spec 02 §2 "Tenant requests"), in Spanish: the source of the other
 * languages. `page` is the screen with its two views; the rest is the "by status" view (the rental
 * applications view has its own catalog, dashboard/applications/copy).
 */
export const es = {
  page: {
    documentTitle: 'Mis solicitudes · Convive',
    title: 'Mis solicitudes',
    description: 'Sigue el estado de las solicitudes que has enviado a los propietarios.',
    applicationsDescription:
      'Consulta las solicitudes de alquiler que has enviado y la respuesta de cada propietario.',
    viewsLabel: 'Ver mis solicitudes',
    byStatus: 'Por estado',
    applications: 'Solicitudes de alquiler',
  },
  list: {
    loading: 'Cargando solicitudes...',
    searchPlaceholder: 'Buscar solicitudes...',
    tabsLabel: 'Filtrar solicitudes por estado',
    label: 'Solicitudes',
    emptyTitle: 'No hay solicitudes',
    noMatch: 'Ninguna solicitud coincide con tu búsqueda.',
    clearSearch: 'Limpiar búsqueda',
    explore: 'Explorar propiedades',
  },
  tabs: {
    all: 'Todas',
    pending: 'Pendientes',
    approved: 'Aceptadas',
    rejected: 'Rechazadas',
    canceled: 'Canceladas',
  },
  empty: {
    all: 'Aún no has enviado ninguna solicitud. Explora propiedades y contacta con sus propietarios.',
    pending: 'No tienes solicitudes pendientes de respuesta.',
    approved: 'Todavía no tienes solicitudes aceptadas.',
    rejected: 'No tienes solicitudes rechazadas.',
    canceled: 'No tienes solicitudes canceladas ni expiradas.',
  },
  statuses: {
    pending: 'Pendiente',
    approved: 'Aceptada',
    rejected: 'Rechazada',
    canceled: 'Cancelada',
    expired: 'Expirada',
  },
  types: {
    inquiry: 'Consulta',
    visit: 'Visita',
    application: 'Solicitud de alquiler',
    maintenance: 'Mantenimiento',
    other: 'Otro',
  },
  card: {
    untitled: 'Solicitud sin título',
    noDescription: 'Sin descripción',
    ownerResponse: 'Respuesta del propietario:',
    /** Instead of the owner's label when the answer is the service's automatic text. */
    automaticResponse: 'Mensaje automático de Convive:',
    approved: 'Tu solicitud ha sido aceptada.',
    rejected: 'Tu solicitud ha sido rechazada.',
    expired: 'Estado de la solicitud actualizado.',
    cancel: 'Cancelar',
    /** Read after 'Cancelar' by screen readers only. */
    cancelWhich: (title: string) => ` la solicitud ${title}`,
    viewProperty: 'Ver propiedad',
    continue: 'Continuar',
  },
  cancelDialog: {
    confirm: 'Sí, cancelar solicitud',
    busy: 'Cancelando...',
    back: 'Volver',
  },
};

export type RequestsCopy = typeof es;
