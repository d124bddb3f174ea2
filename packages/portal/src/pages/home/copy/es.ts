import { plural } from '@convive/sdk';

/** The home page (spec 01 §1): hero, featured properties, how it works, testimonials, figures. */
export const es = {
  documentTitle: 'Convive · Pisos y habitaciones en coliving',
  eyebrow: 'Coliving y alquiler tradicional',
  title: 'Encuentra tu hogar compartido ideal',
  lead: 'Pisos, casas y habitaciones en viviendas compartidas de toda España, con propietarios verificados y visitas en pocos clics.',
  featured: {
    title: 'Propiedades destacadas',
    lead: 'Una selección de viviendas disponibles ahora mismo.',
    loading: 'Cargando propiedades...',
    failure: 'No se pudieron cargar las propiedades',
    emptyTitle: 'No hay propiedades disponibles en este momento',
    emptyText: 'Vuelve pronto: cada semana se publican nuevas viviendas.',
    all: 'Ver todas las propiedades',
  },
  publish: 'Publicar propiedad',
  heroFallback: '¿Tienes una vivienda libre? Publícala y encuentra inquilinos.',
  how: {
    title: 'Cómo funciona',
    lead: 'Tres pasos entre tu búsqueda y tu nueva casa.',
    step: (n: number) => `Paso ${n}: `,
    search: 'Busca',
    searchText: 'Filtra por ciudad, precio, tipo de vivienda y comodidades hasta dar con tu sitio.',
    connect: 'Conecta',
    connectText:
      'Escribe al propietario, resuelve tus dudas y solicita una visita en el horario que te venga bien.',
    move: 'Múdate',
    moveText: 'Cierra el acuerdo y entra a vivir en tu nuevo hogar, con todo claro desde el principio.',
  },
  reviews: {
    title: 'Lo que dicen nuestros usuarios',
    average: (rating: string) => `Valoración media: ${rating} de 5`,
    rating: (n: number) => `Valoración: ${n} de 5`,
    count: (n: number) => plural('es', n, { one: `${n} reseña`, other: `${n} reseñas` }),
    laura: {
      role: 'Estudiante en Madrid',
      text: 'Encontré una habitación a diez minutos de la universidad en una semana. Todo fue claro y sin sorpresas.',
    },
    daniel: {
      role: 'Ingeniero en Barcelona',
      text: 'Filtrar por coliving me ahorró muchísimo tiempo. Ahora comparto piso con gente con la que encajo.',
    },
    anaPablo: {
      role: 'Propietarios en Valencia',
      text: 'Publicamos nuestro piso y en pocos días teníamos inquilinos interesados y visitas organizadas.',
    },
  },
  figures: {
    label: 'Convive en cifras',
    users: (n: string) => `Más de ${n}`,
    usersText: 'usuarios satisfechos',
    fasterValue: '+50%',
    faster: 'más rápido',
    rented: 'propiedades alquiladas',
  },
  cta: {
    title: '¿Buscas casa o tienes una para alquilar?',
    text: 'Encuentra tu próximo hogar entre cientos de anuncios o publica tu propiedad y llega a inquilinos que buscan justo lo que ofreces.',
    search: 'Buscar alojamiento',
  },
};

export type HomeCopy = typeof es;
