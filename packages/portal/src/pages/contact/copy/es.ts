/** The contact page (spec 01 §2): the form and the other ways to reach the team. */
export const es = {
  eyebrow: 'Contacto',
  documentTitle: 'Contacto',
  title: 'Hablemos',
  intro:
    '¿Tienes dudas sobre un alojamiento, quieres publicar tu vivienda o necesitas ayuda con tu cuenta? Escríbenos y el equipo de Convive te responderá en un plazo de 24 a 48 horas laborables.',
  sentDefault: 'Gracias por escribirnos. Te responderemos lo antes posible.',
  phoneInvalid: 'Introduce un número de teléfono válido.',
  form: {
    title: 'Envíanos un mensaje',
    requiredStart: 'Los campos marcados con',
    asterisk: 'asterisco',
    requiredEnd: 'son obligatorios.',
    name: 'Nombre',
    email: 'Email',
    phone: 'Teléfono (opcional)',
    subject: 'Asunto',
    message: 'Mensaje',
    remaining: (n: string) => `Cuéntanos en qué podemos ayudarte. Quedan ${n} caracteres.`,
    privacyStart: 'Usaremos tus datos solo para responder a tu mensaje. Más información en nuestra',
    privacy: 'política de privacidad',
    sending: 'Enviando...',
    send: 'Enviar mensaje',
  },
  cards: {
    title: 'Otras formas de contacto',
    email: 'Email',
    emailNote: 'Respondemos en 24–48 horas laborables.',
    phone: 'Teléfono',
    phoneNote: 'De lunes a viernes, de 09:00 a 18:00.',
    address: 'Dirección',
    addressNote: 'Atendemos en la oficina con cita previa.',
    quickStart: '¿Buscas respuesta rápida? Consulta las',
    faq: 'preguntas frecuentes',
    or: 'o la',
    guide: 'guía para inquilinos',
  },
};

export type ContactCopy = typeof es;
