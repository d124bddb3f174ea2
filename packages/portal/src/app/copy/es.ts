/** The portal's own chrome (header, menus, footer, shell): Spanish is the source; the others mirror it. */
export const es = {
  brand: 'Convive',
  skipToContent: 'Saltar al contenido',
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    properties: 'Propiedades',
    rooms: 'Habitaciones',
    howItWorks: 'Cómo funciona',
    aboutUs: 'Sobre nosotros',
    contact: 'Contacto',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    mobileMenu: 'Menú',
  },
  userMenu: {
    label: 'Menú de usuario',
    dashboard: 'Dashboard',
    profile: 'Mi Perfil',
    notifications: 'Notificaciones',
    logout: 'Cerrar sesión',
  },
  language: {
    label: 'Idioma',
    names: { es: 'Español', en: 'English', fr: 'Français', de: 'Deutsch' },
  },
  session: {
    checking: 'Verificando tu sesión...',
    checkingLandlord: 'Verificando permisos de propietario...',
    checkingTenant: 'Verificando permisos de inquilino...',
  },
  notFound: {
    title: 'Page not found',
    text: 'La página que buscas no existe o se ha movido.',
    home: 'Volver al inicio',
  },
  footer: {
    tagline:
      'Habitaciones en coliving y pisos en alquiler, con propietarios verificados y visitas en un clic.',
    quickLinks: 'Enlaces rápidos',
    resources: 'Recursos',
    contact: 'Contacto',
    tenantsGuide: 'Guía para inquilinos',
    landlordsGuide: 'Guía para propietarios',
    faq: 'Preguntas frecuentes',
    blog: 'Blog',
    privacy: 'Privacidad',
    terms: 'Términos',
    cookies: 'Cookies',
    rights: 'Todos los derechos reservados.',
  },
};

export type PortalCopy = typeof es;
