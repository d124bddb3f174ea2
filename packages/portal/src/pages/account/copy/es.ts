/** The account screens' texts (login, registration, password recovery, guest visit). */
export const es = {
  login: {
    documentTitle: 'Iniciar sesión',
    title: 'Iniciar sesión',
    subtitle: 'Accede a tu cuenta para gestionar tus favoritos, solicitudes y citas.',
    noAccount: '¿No tienes cuenta?',
    register: 'Regístrate',
    forgot: '¿Olvidaste tu contraseña?',
    submit: 'Iniciar sesión',
  },
  register: {
    documentTitle: 'Crear cuenta',
    title: 'Crear cuenta',
    subtitle: 'Únete a Convive para encontrar tu próximo hogar o publicar tu propiedad.',
    hasAccount: '¿Ya tienes cuenta?',
    login: 'Inicia sesión',
    goToLogin: 'Ir a iniciar sesión',
    accountType: 'Tipo de cuenta',
    tenant: 'Soy inquilino, busco alquilar',
    landlord: 'Soy propietario, deseo publicar',
    termsStart: 'He leído y acepto los',
    terms: 'Términos y condiciones',
    termsAnd: 'y la',
    privacy: 'Política de privacidad',
    newTabs: ' (se abren en otra pestaña)',
    submit: 'Crear cuenta',
    googleNote: 'Si continúas con Google, aceptas los Términos y condiciones y la Política de privacidad.',
  },
  forgot: {
    documentTitle: 'Recuperar contraseña',
    title: 'Recuperar contraseña',
    subtitle: 'Escribe el email de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
    backToLogin: 'Volver a iniciar sesión',
    otherEmail: 'Usar otro email',
    sending: 'Enviando...',
    submit: 'Enviar instrucciones',
  },
  reset: {
    documentTitle: 'Nueva contraseña',
    title: 'Elige una nueva contraseña',
    backToLogin: 'Volver a iniciar sesión',
    newLinkText: 'Pide un enlace nuevo: caduca en una hora y solo sirve una vez.',
    newLink: 'Pedir un enlace nuevo',
    done: 'Contraseña restablecida. Ya puedes iniciar sesión.',
    login: 'Iniciar sesión',
    newPassword: 'Nueva contraseña',
    hint: 'Al menos 8 caracteres, no solo números.',
    confirm: 'Confirmar nueva contraseña',
    saving: 'Guardando...',
    submit: 'Guardar contraseña',
  },
  visit: {
    documentTitle: 'Confirmar visita',
    title: 'Confirma tu visita',
    doneTitle: 'Solicitud de visita enviada',
    moreProperties: 'Ver más propiedades',
    failure: 'No se pudo confirmar la visita. Comprueba tu conexión e inténtalo de nuevo.',
    missingToken: 'Este enlace no tiene código de confirmación.',
    expired: 'Si el enlace ha caducado, vuelve a la web donde pediste la visita y pídela de nuevo.',
    /** The guest confirmed their e-mail: the request reached the landlord, who has not decided yet. */
    received: 'Correo confirmado: solicitud enviada',
    receivedText: (title: string, when: string) =>
      `Tu solicitud para visitar «${title}» el ${when} ya ha llegado al propietario. La visita aún no está confirmada: te escribirá a tu correo para confirmarla o proponer otra hora.`,
    /** The same link opened again once the landlord had decided. */
    accepted: 'Visita confirmada por el propietario',
    acceptedText: (title: string, when: string) =>
      `El propietario ha confirmado tu visita a «${title}» el ${when}.`,
    cancelled: 'Visita cancelada',
    cancelledText: (title: string, when: string) =>
      `La visita a «${title}» del ${when} se ha cancelado. Puedes pedir otra desde la página donde la pediste.`,
    completed: 'Visita realizada',
    completedText: (title: string, when: string) => `Tu visita a «${title}» fue el ${when}.`,
    viewProperty: 'Ver la propiedad',
    intro:
      'Pediste una visita sin cuenta. Confírmala para que la solicitud llegue al propietario; hasta entonces no se envía nada.',
    confirming: 'Confirmando…',
    confirm: 'Confirmar mi visita',
  },
};

export type AccountScreensCopy = typeof es;
