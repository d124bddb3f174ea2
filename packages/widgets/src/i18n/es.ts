import { plural } from '@convive/sdk';

/**
 * Spanish copy, the source of truth: the other catalogs must have exactly this shape (the type
 * checker enforces it). Texts quoted by the spec are copied verbatim (the same texts the portal shows);
 * only the problems the server answers with (visit requests) come from the sdk's rules.
 *
 * Each widget owns one section; add a section for a new widget rather than reusing another's keys.
 * Counts take their form from `plural` (Intl.PluralRules), never from `n === 1`.
 */

/** A page's range of items: '1-9', or '7' when the page holds one. */
const span = (from: number, to: number) => (from === to ? `${from}` : `${from}-${to}`);

export const es = {
  notificationBell: {
    title: 'Notificaciones',
    buttonLabel: (count: number) => `Notificaciones, ${count} sin leer`,
    markAsRead: 'Marcar como leída',
    empty: 'No tienes notificaciones nuevas',
    loadError: 'No se pudieron cargar las notificaciones.',
    retry: 'Reintentar',
    viewAll: 'Ver todas',
  },
  pagination: {
    label: 'Paginación',
    previous: 'Anterior',
    next: 'Siguiente',
    page: (n: number) => `Página ${n}`,
    ellipsis: 'Más páginas',
  },
  statusBadge: {
    property: {
      disponible: 'Disponible',
      reservado: 'Reservado',
      alquilado: 'Alquilado',
      inactivo: 'Inactivo',
    },
    room: {
      available: 'Disponible',
      occupied: 'Ocupada',
      maintenance: 'Mantenimiento',
      reserved: 'Reservada',
    },
  },
  favoriteButton: {
    add: 'Añadir a favoritos',
    remove: 'Quitar de favoritos',
    added: 'Añadido a favoritos',
    removed: 'Eliminado de favoritos',
    failure: 'No se pudo actualizar tus favoritos. Inténtalo de nuevo.',
    signInRequired: 'Inicia sesión para guardar favoritos',
  },
  location: {
    suggestions: 'Sugerencias de ubicación',
    city: 'Ciudad',
    neighborhoodIn: (city: string) => `Barrio · ${city}`,
    properties: (count: number, shown: string) =>
      plural('es', count, { one: `${shown} propiedad`, other: `${shown} propiedades` }),
    available: (count: number) =>
      plural('es', count, {
        one: `${count} sugerencia. Usa las flechas arriba y abajo para elegirla.`,
        other: `${count} sugerencias. Usa las flechas arriba y abajo para elegir una.`,
      }),
    noMatch: 'Ninguna ciudad ni barrio empieza así.',
    noPlace: 'Ninguna ciudad ni barrio empieza así: «Buscar» lo busca en los anuncios.',
    failure: 'No se pudieron cargar las sugerencias.',
  },
  searchBar: {
    label: 'Buscar alojamiento',
    location: 'Ubicación',
    locationPlaceholder: 'Ciudad, barrio o palabra clave',
    maxPrice: 'Precio máximo',
    propertyType: 'Tipo de propiedad',
    bedrooms: 'Habitaciones',
    any: 'Cualquiera',
    atLeast: (n: number) => `${n}+`,
    submit: 'Buscar',
    moveIn: 'Entrada',
    duration: 'Duración',
    months: (n: number) => (n === 1 ? '1 mes' : `${n} meses`),
    needsMoveIn: 'Elige la fecha de entrada para buscar por duración.',
    types: {
      apartamento: 'Apartamento',
      casa: 'Casa',
      chalet: 'Chalet',
      piso: 'Piso',
      estudio: 'Estudio',
      atico: 'Ático',
      duplex: 'Dúplex',
    },
  },
  propertyGrid: {
    heading: (from: number, to: number, count: number, exact = true) =>
      exact
        ? plural('es', count, {
            one: `Mostrando ${span(from, to)} de ${count} propiedad`,
            other: `Mostrando ${span(from, to)} de ${count} propiedades`,
          })
        : `Mostrando ${span(from, to)} de más de ${count} propiedades`,
    landlordNote: 'Como propietario, puedes ver todas las propiedades disponibles.',
    loadFailure: 'No se pudieron cargar las propiedades',
    empty: 'No se encontraron propiedades',
    clearFilters: 'Limpiar filtros',
    details: 'Ver detalles',
    featured: 'Destacado',
    coliving: 'Coliving',
    /** The energy letter's badge, as assistive technology reads it. */
    energyRating: (letter: string) => `Certificado energético: ${letter}`,
    bedrooms: (n: number) => plural('es', n, { one: `${n} habitación`, other: `${n} habitaciones` }),
    bathrooms: (n: number) => plural('es', n, { one: `${n} baño`, other: `${n} baños` }),
    /** The published listing's minimum stay, in months. */
    minStay: (n: number) => plural('es', n, { one: `Mín. ${n} mes`, other: `Mín. ${n} meses` }),
    view: 'Vista',
    gridView: 'Cuadrícula',
    listView: 'Lista',
    types: {
      apartamento: 'Apartamento',
      casa: 'Casa',
      chalet: 'Chalet',
      piso: 'Piso',
      estudio: 'Estudio',
      atico: 'Ático',
      duplex: 'Dúplex',
    },
  },
  roomGrid: {
    counter: (from: number, to: number, count: number) => `${span(from, to)} de ${count}`,
    loadFailure: 'Error al cargar las habitaciones. Por favor, intenta de nuevo.',
    empty: 'No se encontraron habitaciones',
    clearFilters: 'Limpiar filtros',
    details: 'Ver habitación',
    featured: 'Destacada',
    view: 'Vista',
    gridView: 'Cuadrícula',
    listView: 'Lista',
  },
  roomGallery: {
    label: 'Galería de imágenes',
    previous: 'Imagen anterior',
    next: 'Imagen siguiente',
    counter: (current: number, total: number) => `${current} / ${total}`,
    thumbnail: (current: number, total: number) => `Imagen ${current} de ${total}`,
    thumbnails: 'Miniaturas',
    imageAlt: (title: string, current: number, total: number) => `${title}, imagen ${current} de ${total}`,
    fullscreen: 'Ver a pantalla completa',
    viewerTitle: (title: string) => `Imágenes de ${title}`,
    noImages: 'Sin imágenes',
    loadError: 'No se pudieron cargar las imágenes.',
  },
  enquiryForm: {
    title: 'Contactar con el propietario',
    titleWithOwner: (owner: string) => `Contactar con ${owner}`,
    name: 'Nombre',
    email: 'Email',
    phone: 'Teléfono (opcional)',
    message: 'Mensaje',
    messagePlaceholder: 'Hola, me interesa este anuncio. ¿Podríamos hablar?',
    submit: 'Enviar consulta',
    sending: 'Enviando...',
    signedOutNote: 'Debes iniciar sesión para contactar con el propietario.',
    signInHint: 'Inicia sesión y tus datos se rellenarán automáticamente.',
    sent: 'Consulta enviada',
    failure: 'No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.',
    nameRequired: 'Por favor, escribe tu nombre',
    emailRequired: 'Por favor, escribe tu email',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
    messageRequired: 'Por favor, escribe un mensaje para el propietario',
    modeLegend: '¿Qué quieres hacer?',
    modeEnquiry: 'Tengo una pregunta',
    modeApplication: 'Quiero alquilarla',
    moveIn: 'Fecha de entrada',
    moveOut: 'Fecha de salida',
    periodHint:
      'Elige las fechas en el calendario o escríbelas. El día de salida queda libre para el siguiente inquilino.',
    calendarLoading: 'Cargando el calendario...',
    calendarFailed: 'No se pudo cargar el calendario: escribe las fechas en los campos.',
    applicationPlaceholder: 'Hola, me gustaría alquilarla en estas fechas. Te cuento un poco sobre mí...',
    submitApplication: 'Enviar solicitud',
    sentApplication: 'Solicitud enviada',
    failureApplication: 'No se pudo enviar tu solicitud. Inténtalo de nuevo más tarde.',
    moveInRequired: 'Indica la fecha de entrada.',
    moveOutRequired: 'Indica la fecha de salida.',
    moveInPast: 'La fecha de entrada no puede ser anterior a hoy.',
    moveOutAfterMoveIn: 'La fecha de salida tiene que ser posterior a la de entrada.',
  },
  visitScheduler: {
    title: 'Solicitar una visita',
    signedOut: 'Inicia sesión para solicitar una visita',
    calendar: 'Fecha de la visita',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    weekdaysHint: 'Visitas de lunes a viernes, desde mañana hasta dentro de tres meses.',
    time: 'Hora',
    notes: 'Notas (opcional)',
    notesPlaceholder: '¿Algo que el propietario deba saber?',
    selectedDate: (date: string) => `Fecha elegida: ${date}`,
    noDate: 'Aún no has elegido una fecha.',
    requestedFor: (when: string) => `Tu visita del ${when} está pendiente de confirmación.`,
    submit: 'Solicitar visita',
    sending: 'Enviando...',
    requested: 'Cita solicitada',
    failure: 'No se pudo solicitar la cita. Inténtalo de nuevo más tarde.',
    guestIntro: 'Sin cuenta: déjanos tus datos y te enviaremos un correo para confirmar la visita.',
    guestSignIn: '¿Tienes cuenta? Inicia sesión en Convive y tus visitas quedarán en tu panel.',
    guestName: 'Nombre',
    guestEmail: 'Email',
    guestPhone: 'Teléfono',
    guestNameRequired: 'Por favor, escribe tu nombre',
    guestEmailRequired: 'Por favor, escribe tu email',
    guestEmailInvalid: 'Introduce una dirección de correo electrónico válida.',
    guestPhoneRequired: 'Indica un teléfono de contacto.',
    guestSubmit: 'Pedir la visita',
    guestSent: 'Revisa tu correo',
    guestSentFor: (email: string, when: string, hours: number) =>
      `Te hemos enviado un enlace a ${email}. Ábrelo en las próximas ${hours} horas para confirmar tu visita del ${when}; hasta entonces no llega al propietario.`,
    guestLimited: 'Has pedido demasiadas visitas seguidas. Inténtalo de nuevo más tarde.',
  },
  // The availability calendar's copy is not here but in src/availability/copy/, loaded with the
  // calendar's chunk: this catalog ships with every element, and a page without a calendar
  // should not carry its texts.
  dialog: {
    close: 'Cerrar',
  },
  parts: {
    avatar: { anonymous: 'Usuario' },
    loadingOverlay: { message: 'Cargando...' },
    toastOutlet: { region: 'Notificaciones', close: 'Cerrar notificación' },
  },
  common: {
    loading: 'Cargando...',
    retry: 'Reintentar',
    close: 'Cerrar',
    cancel: 'Cancelar',
    perMonth: '/mes',
    signInRequired: 'Inicia sesión requerido',
    errorTitle: 'Error',
  },
};
