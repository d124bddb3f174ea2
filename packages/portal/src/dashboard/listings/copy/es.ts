import { plural } from '@convive/sdk';
import { SPANISH_TITLE_TEXTS } from '../../../logic/listing';

/**
 * The listings screens' texts (spec 02 §2 "Listings", "Listing form"): Spanish is the source and
 * ships with the screens; the other languages are fetched when chosen (./index).
 */
export const es = {
  status: {
    published: 'Publicado',
    draft: 'Borrador',
    paused: 'Pausado',
  },
  list: {
    title: 'Anuncios',
    titleWithCount: (n: number) => `Anuncios (${n})`,
    description: 'Gestiona los anuncios de tus propiedades.',
    create: 'Crear anuncio',
    loading: 'Cargando anuncios...',
    emptyTitle: 'No tienes anuncios',
    emptyText: 'Crea un anuncio para que los inquilinos encuentren tus propiedades.',
    searchPlaceholder: 'Título, propiedad o ciudad...',
    searchLabel: 'Buscar anuncios',
    filters: {
      all: 'Todos',
      published: 'Publicados',
      draft: 'Borradores',
      paused: 'Pausados',
    },
    shown: (n: number) => plural('es', n, { one: `${n} anuncio mostrado`, other: `${n} anuncios mostrados` }),
    noMatch: 'No hay anuncios que coincidan',
    listLabel: 'Tus anuncios',
    featured: 'Destacado',
    hidden: 'Propiedad oculta',
    hiddenHint:
      'La propiedad no aparece en las búsquedas ni en las webs de tus socios hasta que publiques este anuncio.',
    createdOn: 'Creado el',
    views: 'Vistas',
    inquiries: 'Consultas',
    viewLabel: (title: string) => `Ver la propiedad de ${title}`,
    editLabel: (title: string) => `Editar ${title}`,
    deleteTitle: (title: string) => `Eliminar «${title}»`,
    deleteTitleFallback: 'Eliminar anuncio',
    deleteQuestion: '¿Estás seguro de que quieres eliminar este anuncio?',
    deleteConfirm: 'Eliminar',
    deleted: 'Anuncio eliminado',
    deletedText: (title: string) => `«${title}» se ha eliminado.`,
  },
  form: {
    createTitle: 'Crear anuncio',
    editTitle: 'Editar anuncio',
    createDescription: 'Publica una de tus propiedades para que los inquilinos la encuentren.',
    editDescription: 'Actualiza la información y las condiciones de tu anuncio.',
    loading: 'Cargando anuncio...',
    sections: 'Secciones del anuncio',
    tabBasic: 'Información básica',
    tabDetails: 'Detalles del alquiler',
    withErrors: '(con errores)',
    property: 'Propiedad',
    propertyHint: 'Al elegirla se proponen un título y una fianza igual al precio mensual.',
    propertiesLoading: 'Cargando propiedades...',
    propertyChoose: 'Selecciona una propiedad',
    retry: 'Reintentar',
    backToList: 'Volver a mis anuncios',
    noPropertiesBefore: 'Aún no tienes propiedades.',
    noPropertiesLink: 'Crea una propiedad',
    noPropertiesAfter: ' para poder anunciarla.',
    title: 'Título',
    description: 'Descripción',
    availableFrom: 'Disponible desde',
    featured: 'Destacar anuncio',
    featuredHint: 'Los anuncios destacados se muestran con la etiqueta «Destacado».',
    rentTerms: 'Términos del alquiler',
    minStay: 'Estancia mínima (meses)',
    deposit: 'Fianza (€)',
    status: 'Estado',
    statusNote:
      'Estado: «Guardar como borrador» lo guarda como Borrador y «Publicar anuncio» lo publica. Podrás pausarlo más tarde desde la edición.',
    statusHint:
      'Solo un anuncio publicado muestra la propiedad en las búsquedas y en las webs de tus socios; en borrador o en pausa la propiedad queda oculta.',
    cancel: 'Cancelar',
    saving: 'Guardando...',
    update: 'Actualizar anuncio',
    saveDraft: 'Guardar como borrador',
    publishing: 'Publicando...',
    publish: 'Publicar anuncio',
    updated: 'Anuncio actualizado',
    updatedText: (title: string) => `«${title}» se ha guardado.`,
    draftSaved: 'Borrador guardado',
    draftSavedText: (title: string) => `«${title}» se ha guardado como borrador.`,
    published: 'Anuncio publicado',
    publishedText: (title: string) => `«${title}» ya está publicado.`,
    selectedProperty: 'Propiedad seleccionada',
    legalFacts: 'Datos que la ley pide al anuncio',
    energyFact: (letter: string) => `Certificado energético: ${letter}`,
    energyPendingFact: 'Certificado energético en trámite',
    energyExemptFact: 'Exenta de certificado energético',
    cadastralFact: (reference: string) => `Referencia catastral ${reference}`,
    nruaFact: (number: string) => `NRUA ${number}`,
    energyMissing: 'Falta el certificado energético, que todo anuncio de vivienda en España debe mostrar.',
    nruaMissing: 'Falta el NRUA, necesario para alquilar por habitaciones o de temporada.',
    addFactsLink: 'Añadirlo en la propiedad',
    /**
     * A new listing's suggested title (logic/listing's defaultListingTitle): the nouns are the
     * property's own type. Its rent terms are the sdk's, in Spanish, as the landlord's own text is.
     */
    defaults: SPANISH_TITLE_TEXTS,
  },
};

export type ListingsCopy = typeof es;
