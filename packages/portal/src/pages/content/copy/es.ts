/**
 * The static pages (spec 01 §1): the frame of every one of them, the headings of the long-form pages
 * (guides, FAQ, blog, legal texts — whose bodies stay in Spanish) and the whole of the short
 * About and How it works pages.
 */
export const es = {
  frame: {
    updated: (date: string) => `Última actualización: ${date}`,
    toc: 'En esta página',
    spanishOnly: 'Esta página solo está disponible en español.',
  },
  pages: {
    tenantsGuide: { eyebrow: 'Guías', title: 'Guía para inquilinos' },
    landlordsGuide: { eyebrow: 'Guías', title: 'Guía para propietarios' },
    faq: {
      eyebrow: 'Ayuda',
      title: 'Preguntas frecuentes',
      intro:
        'Respuestas rápidas sobre cómo buscar, publicar y gestionar tu cuenta en Convive. Pulsa una pregunta para ver la respuesta.',
      topics: 'Temas de las preguntas',
      groups: {
        inquilinos: 'Para inquilinos',
        propietarios: 'Para propietarios',
        cuenta: 'Cuenta y seguridad',
      },
      ctaTitle: '¿No encuentras tu respuesta?',
      ctaText: 'Escríbenos y el equipo te responderá en un plazo de 24 a 48 horas laborables.',
      ctaContact: 'Contactar',
      ctaGuide: 'Guía para inquilinos',
    },
    blog: {
      eyebrow: 'Blog',
      title: 'Blog de Convive',
      intro:
        'Consejos prácticos, novedades legales y experiencias sobre alquilar, compartir piso y gestionar viviendas en España.',
      latest: 'Últimos artículos',
      readArticle: 'Leer artículo',
      minutes: (n: number) => `${n} min de lectura`,
      backToArticles: 'Volver a los artículos',
      categories: {
        legal: 'Legal',
        tenants: 'Inquilinos',
        landlords: 'Propietarios',
        paperwork: 'Trámites',
        safety: 'Seguridad',
      },
      ctaTitle: '¿Quieres saber más?',
      ctaText: 'Nuestras guías reúnen lo esencial para alquilar y para publicar con tranquilidad.',
      tenantsGuide: 'Guía para inquilinos',
      landlordsGuide: 'Guía para propietarios',
    },
    privacy: { eyebrow: 'Legal', title: 'Política de privacidad' },
    terms: { eyebrow: 'Legal', title: 'Condiciones de uso' },
    cookies: { eyebrow: 'Legal', title: 'Política de cookies' },
  },
  about: {
    eyebrow: 'Sobre nosotros · Desde 2022',
    documentTitle: 'Sobre nosotros',
    title: 'Hacemos que compartir casa sea fácil',
    intro:
      'Convive es el marketplace de vivienda compartida y alquiler tradicional pensado para España. Conectamos a estudiantes, profesionales y familias con propietarios que buscan inquilinos de confianza.',
    missionVision: 'Misión y visión',
    mission: 'Nuestra misión',
    missionText:
      'Que cualquier persona encuentre un hogar asequible y una convivencia sana, con información clara desde el primer clic y sin sorpresas al firmar.',
    vision: 'Nuestra visión',
    visionText:
      'Ser la forma de referencia de alquilar habitaciones y pisos en España: un mercado transparente donde propietarios e inquilinos se eligen con confianza.',
    values: 'Nuestros valores',
    transparency: 'Transparencia',
    transparencyText:
      'Precios completos, gastos claros y fotos reales. Lo que ves en el anuncio es lo que encuentras al abrir la puerta.',
    trust: 'Confianza',
    trustText:
      'Perfiles identificados, comunicación dentro de la plataforma y consejos para detectar fraudes antes de pagar nada.',
    living: 'Convivencia',
    livingText:
      'Una buena casa es también una buena compañía. Ayudamos a que inquilinos y propietarios se elijan bien.',
    fairness: 'Equidad',
    fairnessText:
      'Buscar casa es gratis para los inquilinos y las mismas reglas valen para todos los anuncios, sin posiciones compradas.',
    impact: 'Nuestro impacto',
    impactLead: 'Desde 2022, la comunidad de Convive no ha dejado de crecer.',
    users: 'usuarios',
    properties: 'propiedades',
    cities: 'ciudades',
    team: 'El equipo',
    teamLead: 'Tres personas que han compartido piso y saben lo que cuesta encontrar uno bueno.',
    ireneRole: 'Cofundadora y directora general',
    ireneBio:
      'Vivió en cinco pisos compartidos en Madrid y Lisboa antes de fundar Convive. Se ocupa de la estrategia y de que cada decisión empiece por las personas que buscan casa.',
    danielRole: 'Cofundador y director de tecnología',
    danielBio:
      'Ingeniero de software con diez años construyendo productos digitales. Lidera el equipo que hace que buscar, solicitar y gestionar un alquiler sea rápido y fiable.',
    martaRole: 'Responsable de comunidad y propietarios',
    martaBio:
      'Antes gestionaba viviendas de coliving en Valencia. Acompaña a los propietarios al publicar y cuida de que la convivencia funcione después de la mudanza.',
    history: 'Nuestra historia',
    y2022: 'Nace Convive',
    y2022Text: (first: string) =>
      `Empezamos en Madrid con una idea sencilla: que alquilar una habitación sea tan claro como reservar un viaje. Publicamos los primeros ${first} pisos compartidos.`,
    y2023: 'Llegamos a Barcelona, Valencia y Sevilla',
    y2023Text:
      'Incorporamos los espacios de coliving con habitaciones individuales y las solicitudes de visita con cita directamente desde el anuncio.',
    y2024: (properties: string) => `Más de ${properties} propiedades`,
    y2024Text:
      'Lanzamos el panel para propietarios, con anuncios, solicitudes, habitaciones y citas en un único lugar, y las notificaciones en tiempo real.',
    y2025: (users: string, cities: string) => `${users} usuarios en más de ${cities} ciudades`,
    y2025Text: (users: string) =>
      `Superamos los ${users} usuarios registrados y abrimos la plataforma en inglés, francés y alemán para quienes llegan a España a estudiar o trabajar.`,
    ctaTitle: 'Forma parte de la comunidad',
    ctaText: 'Busca tu próxima casa o publica tu vivienda y conoce a tus futuros inquilinos.',
    ctaProperties: 'Ver propiedades',
    ctaTeam: 'Hablar con el equipo',
  },
  how: {
    eyebrow: 'Cómo funciona',
    documentTitle: 'Cómo funciona',
    title: 'Encontrar casa o inquilino, sin complicaciones',
    intro:
      'Convive une a personas que buscan piso o habitación con propietarios que alquilan viviendas completas y espacios de coliving. Así funciona para cada uno.',
    search: 'Buscar alojamiento',
    createAccount: 'Crear una cuenta',
    tenantsTitle: 'Para inquilinos: busca, conecta y múdate',
    tenantsLead: 'Del primer filtro a la entrega de llaves, en tres pasos.',
    tenantsSteps: 'Pasos para inquilinos',
    tenantSearch: 'Busca',
    tenantSearchText:
      'Explora pisos completos y habitaciones en coliving con filtros que de verdad importan.',
    tenantSearchPoints: [
      'Filtra por ciudad, precio, tipo de vivienda, dormitorios, baños y tamaño.',
      'Compara fotos, servicios incluidos y normas de convivencia de cada casa.',
      'Guarda en favoritos lo que te guste para revisarlo con calma.',
    ],
    tenantConnect: 'Conecta',
    tenantConnectText: 'Habla directamente con el propietario, sin intermediarios ni mensajes perdidos.',
    tenantConnectPoints: [
      'Envía una consulta desde la ficha del piso o de la habitación.',
      'Solicita una visita de lunes a viernes, entre las 09:00 y las 19:30.',
      'Recibe una notificación en cuanto el propietario responda o confirme la cita.',
    ],
    tenantMove: 'Múdate',
    tenantMoveText: 'Cuando encuentres tu sitio, formaliza el alquiler con toda la información a mano.',
    tenantMovePoints: [
      'Sigue el estado de tus solicitudes desde tu panel.',
      'Revisa el contrato, la fianza y las condiciones antes de firmar.',
      'Llega a tu nueva casa sabiendo con quién vas a convivir.',
    ],
    landlordsTitle: 'Para propietarios: publica, gestiona y alquila',
    landlordsLead:
      'Tu vivienda visible para miles de personas que buscan casa, con las herramientas para gestionarla.',
    landlordsSteps: 'Pasos para propietarios',
    landlordPublish: 'Publica',
    landlordPublishText: 'Da de alta tu vivienda o tus habitaciones en pocos minutos.',
    landlordPublishPoints: [
      'Describe la propiedad, sube fotos y marca los servicios incluidos.',
      'En un coliving, crea cada habitación con su precio, tamaño y equipamiento.',
      'Publica el anuncio cuando esté listo, o guárdalo como borrador.',
    ],
    landlordManage: 'Gestiona solicitudes',
    landlordManageText: 'Todas las consultas, solicitudes y visitas llegan ordenadas a tu panel.',
    landlordManagePoints: [
      'Acepta o rechaza solicitudes con un mensaje para el interesado.',
      'Confirma o rechaza las visitas propuestas y deja un mensaje al interesado.',
      'Comprueba cuántas visualizaciones y consultas recibe cada anuncio.',
    ],
    landlordRent: 'Alquila',
    landlordRentText: 'Elige a la persona adecuada y mantén tu ocupación al día.',
    landlordRentPoints: [
      'Marca habitaciones como ocupadas, reservadas o en mantenimiento.',
      'Pausa un anuncio cuando no tengas disponibilidad y reactívalo después.',
      'Recibe avisos de favoritos, solicitudes y citas en tiempo real.',
    ],
    tools: 'Todo en tu panel',
    favorites: 'Favoritos',
    favoritesText: 'Guarda pisos y vuelve a ellos desde tu panel, en cualquier dispositivo.',
    notifications: 'Notificaciones',
    notificationsText: 'Te avisamos cuando responden a tu solicitud o confirman una visita.',
    dashboard: 'Panel personal',
    dashboardText: 'Solicitudes, citas, anuncios y perfil en un único lugar.',
    questions: 'Dudas habituales',
    costQ: '¿Cuánto cuesta usar Convive?',
    costA:
      'Buscar, guardar favoritos, enviar consultas y solicitar visitas es gratis para los inquilinos. Publicar una propiedad tampoco tiene coste de alta.',
    accountQ: '¿Necesito una cuenta para buscar?',
    accountA:
      'No. Puedes ver todos los pisos y habitaciones sin registrarte. La cuenta solo es necesaria para guardar favoritos, solicitar visitas y seguir tus solicitudes.',
    visitQ: '¿Cuándo puedo visitar un piso?',
    visitA:
      'Las visitas se solicitan para días laborables, de lunes a viernes, entre las 09:00 y las 19:30, desde mañana hasta tres meses vista. El propietario confirma o rechaza la cita.',
    colivingQ: '¿Qué es un coliving?',
    colivingA:
      'Una vivienda compartida en la que cada persona alquila su habitación y comparte zonas comunes, normalmente con gastos y servicios incluidos en un único precio mensual.',
    moreQuestions: '¿Tienes otra pregunta? Consulta todas las',
    faq: 'preguntas frecuentes',
    ctaTitle: '¿Empezamos?',
    ctaText: 'Encuentra tu próxima casa o publica tu vivienda hoy mismo. Crear una cuenta es gratis.',
    ctaProperties: 'Ver propiedades',
    ctaRegister: 'Registrarme',
  },
};

export type ContentCopy = typeof es;
