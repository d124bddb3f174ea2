import { plural } from '@convive/sdk';

/** The landlord's room screens ('Gestión de habitaciones', the room form): Spanish is the source. */
export const es = {
  list: {
    title: 'Gestión de habitaciones',
    description: 'Gestiona las habitaciones de tus propiedades coliving.',
    newRoom: 'Nueva habitación',
    loading: 'Cargando tus habitaciones...',
    noPropertiesTitle: 'No tienes propiedades',
    createProperty: 'Crear propiedad',
    emptyTitle: 'No tienes habitaciones',
    emptyText: 'Crea tu primera habitación para alquilar tus propiedades coliving por habitaciones.',
    searchPlaceholder: 'Título, propiedad o número...',
    searchLabel: 'Buscar habitaciones',
    property: 'Propiedad',
    allProperties: 'Todas las propiedades',
    status: 'Estado',
    allStatuses: 'Todos',
    count: (n: number) => plural('es', n, { one: `${n} habitación`, other: `${n} habitaciones` }),
    filteredCount: (shown: number, total: number) =>
      plural('es', total, {
        one: `${shown} de ${total} habitación`,
        other: `${shown} de ${total} habitaciones`,
      }),
    noMatchesTitle: 'No se encontraron habitaciones',
    noMatchesText: 'Ninguna habitación coincide con la búsqueda o los filtros.',
    clearFilters: 'Limpiar filtros',
    deleteTitle: (title: string) => `Eliminar «${title}»`,
    deleteFallbackTitle: 'Eliminar habitación',
    deleteConfirm: '¿Estás seguro de que quieres eliminar esta habitación? Esta acción no se puede deshacer.',
    delete: 'Eliminar',
  },
  card: {
    /** '{property} · Habitación {number}' */
    place: (property: string, number: string) => `${property} · Habitación ${number}`,
    noDescription: 'Sin descripción disponible',
    features: 'Características',
    changeStatus: 'Cambiar estado',
  },
  /** The room's features (checkboxes of the form, badges of the cards), by field. */
  features: {
    has_private_bathroom: 'Baño privado',
    has_balcony: 'Balcón',
    has_desk: 'Escritorio',
    has_wardrobe: 'Armario',
    is_furnished: 'Amueblada',
    has_window: 'Ventana exterior',
  },
  form: {
    newTitle: 'Nueva habitación',
    editTitle: 'Editar habitación',
    newDescription: 'Añade una habitación a una de tus propiedades coliving.',
    editDescription: 'Actualiza los datos, el estado y las imágenes de la habitación.',
    loading: 'Cargando datos de la habitación...',
    /** After the sdk's 'only coliving properties' sentence, when the landlord has none. */
    createPropertyFirst: 'Crea una propiedad primero.',
    back: 'Volver',
    backToList: 'Volver a mis habitaciones',
    retry: 'Reintentar',
    saving: 'Guardando habitación...',
    uploading: 'Subiendo imágenes...',
    uploadFailed:
      'La habitación se ha guardado, pero las imágenes nuevas no se subieron. Vuelve a intentarlo o quítalas.',
    create: 'Crear habitación',
    save: 'Guardar cambios',
    sections: {
      basic: 'Información de la habitación',
      details: 'Precio y disponibilidad',
      features: 'Características',
      images: 'Imágenes',
    },
    featuresLegend: 'Características de la habitación',
    fields: {
      property: 'Propiedad',
      chooseProperty: 'Selecciona una propiedad',
      roomNumber: 'Número de habitación',
      roomNumberPlaceholder: 'Ej.: A1',
      title: 'Título',
      titlePlaceholder: 'Ej.: Habitación exterior',
      description: 'Descripción',
      price: 'Precio mensual (€/mes)',
      size: 'Tamaño (m²)',
      floor: 'Planta',
      availableFrom: 'Disponible desde',
      nextFree: (date: string) => `Próximo día libre: ${date}.`,
      noFreeDay: 'Sin días libres en los próximos 12 meses.',
      openCalendar: 'Ver su calendario',
      status: 'Estado',
      deposit: 'Fianza (€)',
      minStay: 'Estancia mínima (meses)',
      maxStay: 'Estancia máxima (meses)',
      maxStayHint: 'Déjalo vacío si no hay máximo.',
    },
    imagesOnSave: 'Las imágenes nuevas se subirán al guardar los cambios.',
    imagesAfterCreate: 'Las imágenes se subirán después de crear la habitación.',
    /** `more`: the room already has images, so the limit is of images added to them. */
    imagesHint: (limit: number, more: boolean) =>
      `Formatos: JPG, PNG, WebP. Máximo 10MB por imagen. Hasta ${limit} ${plural('es', limit, { one: 'imagen', other: 'imágenes' })}${more ? ' más' : ''}.`,
  },
  /** The form's checks after the spec's five (the date, floor, stays and deposit). */
  validation: {
    availableFromRequired: 'Por favor selecciona la fecha de disponibilidad',
    floorInvalid: 'Por favor ingresa una planta válida',
    maxStayInvalid: 'La estancia máxima debe ser de al menos 1 mes',
    maxBelowMin: 'La estancia máxima no puede ser menor que la mínima.',
    depositInvalid: 'La fianza no puede ser negativa',
    /** The property's bedrooms all have their room (the server's words: one room per bedroom). */
    roomsFull: (bedrooms: number) =>
      bedrooms === 0
        ? 'Esta propiedad no tiene dormitorios. Indica en la propiedad cuántos tiene antes de añadir habitaciones.'
        : bedrooms === 1
          ? 'Esta propiedad tiene 1 dormitorio y ya tiene su habitación. Para añadir otra, aumenta antes los dormitorios de la propiedad.'
          : `Esta propiedad tiene ${bedrooms} dormitorios y ya tiene una habitación por dormitorio. Para añadir otra, aumenta antes los dormitorios de la propiedad.`,
  },
};

export type RoomsCopy = typeof es;
