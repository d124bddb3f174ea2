/** The settings page (spec 02 §2 "Settings"): Spanish is the source. */
export const es = {
  documentTitle: 'Configuración · Convive',
  title: 'Configuración',
  description: 'Tus avisos, tu contraseña y tu cuenta.',
  tabsLabel: 'Secciones de la configuración',
  tabs: {
    notifications: 'Notificaciones',
    privacy: 'Privacidad',
    account: 'Cuenta',
  },
  toasts: {
    title: 'Avisos emergentes',
    intro:
      'Elige qué avisos en tiempo real quieres ver mientras usas Convive. Las notificaciones se siguen guardando en tu bandeja aunque silencies el aviso.',
    switches: {
      disableFavoriteToasts: {
        label: 'Favoritos',
        hint: 'Cuando alguien guarda una de tus propiedades en favoritos.',
      },
      disableRequestToasts: {
        label: 'Solicitudes',
        hint: 'Cuando se aprueba o se rechaza una solicitud.',
      },
      disableAppointmentToasts: {
        label: 'Citas',
        hint: 'Cuando se pide, se confirma o se cancela una visita, y sus recordatorios.',
      },
      disableSearchAlertToasts: {
        label: 'Avisos de búsquedas guardadas',
        hint: 'Cuando se publica una propiedad que encaja con una de tus búsquedas guardadas.',
      },
    },
    on: 'Activado',
    off: 'Silenciado',
    active: (count: number, total: number) => `${count} de ${total} tipos de notificaciones activas`,
  },
  password: {
    title: 'Cambiar contraseña',
    intro:
      'Usa al menos 8 caracteres que no sean solo números ni se parezcan a tu nombre o tu correo. Al cambiarla se cerrarán tus otras sesiones abiertas.',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    confirm: 'Confirmar nueva contraseña',
    submit: 'Actualizar contraseña',
    submitting: 'Actualizando...',
    blank: 'Este campo no puede estar en blanco.',
    /** A failed change the server gives no field for (network, 5xx). */
    failed: 'No se pudo cambiar la contraseña. Inténtalo de nuevo.',
  },
  account: {
    title: 'Datos de la cuenta',
    email: 'Correo electrónico',
    emailFixed: 'El correo electrónico no se puede cambiar. Si necesitas hacerlo,',
    contactSupport: 'contacta con soporte',
    type: 'Tipo de cuenta',
    landlord: 'Propietario',
    tenant: 'Inquilino',
    landlordText: 'Puedes publicar propiedades y gestionar inquilinos.',
    tenantText: 'Puedes buscar y solicitar propiedades.',
  },
  delete: {
    title: 'Eliminar cuenta',
    text: 'Se borrarán tu perfil y tus datos de forma permanente. Esta acción no se puede deshacer.',
    button: 'Eliminar mi cuenta',
    deleting: 'Eliminando...',
    password: 'Contraseña actual',
  },
};

export type SettingsCopy = typeof es;
