/**
 * The received applications screen's texts (spec 02 §2 "Solicitudes recibidas"): Spanish is the
 * source and ships with the screen; the other languages are fetched when chosen (./index).
 */
export const es = {
  title: 'Solicitudes recibidas',
  description: 'Revisa y responde las solicitudes de los inquilinos interesados en tus propiedades.',
  loading: 'Cargando solicitudes...',
  searchPlaceholder: 'Buscar por propiedad o solicitante...',
  tabsLabel: 'Filtrar solicitudes por estado',
  tabs: {
    all: 'Todas',
    pendiente: 'Pendientes',
    aceptada: 'Aceptadas',
    rechazada: 'Rechazadas',
  },
  emptyTitle: 'No hay solicitudes',
  emptyText: {
    all: 'Cuando un inquilino solicite una de tus propiedades o habitaciones, aparecerá aquí.',
    pendiente: 'No tienes solicitudes pendientes de respuesta.',
    aceptada: 'Aún no has aceptado ninguna solicitud.',
    rechazada: 'No has rechazado ninguna solicitud.',
  },
  noMatchTitle: 'Ninguna solicitud coincide con tu búsqueda',
  noMatchText: 'Prueba con otro nombre, e-mail o propiedad.',
  clearSearch: 'Limpiar búsqueda',
  listLabel: 'Solicitudes',
  types: {
    room: 'Habitación',
    property: 'Propiedad completa',
  },
  entry: 'Entrada:',
  yourReply: 'Tu respuesta:',
  automaticReply: 'Mensaje automático de Convive:',
  viewDetails: 'Ver detalles',
  accept: 'Aceptar solicitud',
  reject: 'Rechazar solicitud',
  acceptQuestion: (tenant: string, property: string) =>
    `¿Aceptar la solicitud de ${tenant} para «${property}»? El solicitante recibirá una notificación.`,
  rejectQuestion: (tenant: string, property: string) =>
    `¿Rechazar la solicitud de ${tenant} para «${property}»? El solicitante recibirá una notificación.`,
  saving: 'Guardando...',
  back: 'Volver',
  responseLabel: 'Mensaje para el solicitante (opcional)',
  characters: (count: number, max: number) => `${count}/${max} caracteres`,
  accepted: 'La solicitud ha sido aceptada.',
  rejected: 'La solicitud ha sido rechazada.',
  details: {
    title: 'Detalles de la solicitud',
    property: 'Propiedad',
    propertyFallback: (id: number) => `Propiedad ${id}`,
    room: 'Habitación',
    roomFallback: (id: number) => `Habitación ${id}`,
    applicant: 'Solicitante',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    phoneMissing: 'No indicado',
    received: 'Recibida',
    updated: 'Última actualización',
    desiredEntry: 'Fecha de entrada deseada',
    entryMissing: 'No indicada',
    message: 'Mensaje del solicitante',
    noMessage: 'Sin mensaje.',
    response: 'Tu respuesta',
    automaticResponse: 'Mensaje automático de Convive',
    noResponse: 'No añadiste ningún mensaje.',
  },
};

export type ReceivedApplicationsCopy = typeof es;
