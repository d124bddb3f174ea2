/**
 * The texts of the rental applications view of 'Mis solicitudes' (spec 02 §2 "Tenant
 * applications"), in Spanish: the source of the other languages.
 */
export const es = {
  list: {
    loading: 'Cargando solicitudes...',
    emptyTitle: 'No has enviado ninguna solicitud',
    emptyText: 'Cuando solicites una propiedad, podrás seguir aquí su estado.',
    explore: 'Explorar propiedades',
    searchPlaceholder: 'Propiedad o propietario...',
    searchLabel: 'Buscar por propiedad o propietario',
    noMatch: 'No hay solicitudes que coincidan',
    caption: (n: number) => `Tus solicitudes (${n})`,
    property: 'Propiedad',
    date: 'Fecha de solicitud',
    status: 'Estado',
    actions: 'Acciones',
    propertyNumber: (id: number) => `Propiedad ${id}`,
    details: 'Detalles',
    /** Read after 'Detalles' by screen readers only. */
    detailsOf: (title: string) => ` de la solicitud de ${title}`,
  },
  filters: {
    all: 'Todas',
    pendiente: 'Pendientes',
    aceptada: 'Aceptadas',
    rechazada: 'Rechazadas',
  },
  details: {
    title: 'Detalles de la solicitud',
    sentOn: 'Enviada el',
    property: 'Propiedad',
    room: (title: string) => `Habitación: ${title}`,
    loadingAddress: 'Cargando dirección...',
    owner: (name: string) => `Propietario: ${name}`,
    unpublished: 'Esta propiedad ya no está publicada.',
    yourData: 'Tus datos',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    phoneMissing: 'No indicado',
    entryDate: 'Fecha de entrada deseada',
    moveOutDate: 'Fecha de salida',
    entryDateMissing: 'No indicada',
    accountType: 'Tipo de cuenta',
    tenant: 'Inquilino',
    landlord: 'Propietario',
    yourMessage: 'Tu mensaje',
    noMessage: 'Sin mensaje.',
    ownerResponse: 'Respuesta del propietario',
    automaticResponse: 'Mensaje automático de Convive',
    noResponse: 'El propietario no ha dejado ningún mensaje.',
    viewProperty: 'Ver propiedad',
  },
};

export type ApplicationsCopy = typeof es;
