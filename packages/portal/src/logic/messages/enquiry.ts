export const enquiry = {
  failure: 'No se pudo enviar tu consulta. Inténtalo de nuevo más tarde.',
  sent: 'Consulta enviada',
  messageRequired: 'Por favor, escribe un mensaje para el propietario',
  nameRequired: 'Por favor, escribe tu nombre',
  emailRequired: 'Por favor, escribe tu email',
  emailInvalid: 'Introduce una dirección de correo electrónico válida.',
} as const;
