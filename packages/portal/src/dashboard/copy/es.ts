/** The dashboard home and the lists' shared parts (card actions, toolbar, status badges): Spanish is the source. */
export const es = {
  home: {
    documentTitle: 'Panel · Convive',
    welcome: (name: string) => `Bienvenido/a, ${name}`,
    landlordIntro: 'Gestiona tus propiedades, las solicitudes que recibes y las visitas.',
    tenantIntro: 'Sigue tus favoritos, tus solicitudes y tus visitas.',
    newProperty: 'Nueva propiedad',
    exploreProperties: 'Explorar propiedades',
    summary: 'Resumen',
    myProperties: 'Mis propiedades',
    favorites: 'Favoritos',
    pendingAppointments: 'Citas pendientes',
    confirmedAppointments: 'Citas confirmadas',
    loading: 'Cargando...',
    quickActions: 'Accesos rápidos',
    landlordActions: {
      properties: 'Gestionar mis propiedades',
      addRoom: 'Añadir una habitación',
      publishListing: 'Publicar un anuncio',
      reviewApplications: 'Revisar solicitudes',
    },
    tenantActions: {
      searchRooms: 'Buscar habitaciones',
      favorites: 'Ver mis favoritos',
      savedSearches: 'Ver mis búsquedas guardadas',
      requests: 'Seguir mis solicitudes',
      profile: 'Completar mi perfil',
    },
    settings: 'Configuración',
    upcoming: 'Próximas citas',
    seeAll: 'Ver todas',
    loadingAppointments: 'Cargando citas...',
    loadingApplications: 'Cargando solicitudes...',
    noUpcomingLandlord: 'No tienes visitas próximas en tus propiedades.',
    noUpcomingTenant: 'No tienes citas próximas. Pide una visita desde la ficha de una propiedad.',
    recentApplications: 'Solicitudes recientes',
    myApplications: 'Mis solicitudes',
    noApplicationsLandlord: 'Aún no has recibido solicitudes para tus propiedades.',
    noApplicationsTenant: 'Todavía no has enviado ninguna solicitud.',
  },
  /** A rental application's status (PropertyRequestStatus). */
  /** What a request is: a question (answered) or an application for a period (accepted or not). */
  requestKind: {
    inquiry: 'Consulta',
    application: 'Solicitud',
  },
  applicationStatus: {
    pendiente: 'Pendiente',
    aceptada: 'Aceptada',
    rechazada: 'Rechazada',
    cancelada: 'Cancelada',
    expirada: 'Expirada',
  },
  list: {
    view: 'Ver',
    edit: 'Editar',
    deleteItem: (title: string) => `Eliminar ${title}`,
    status: 'Estado',
    noMatchText: 'Prueba con otra búsqueda u otro estado.',
    clearFilters: 'Limpiar filtros',
  },
};

export type DashboardCopy = typeof es;
