import { screenMessages } from '../screenMessages';

export const forgotPassword = {
  failure: 'No se pudo enviar el correo de recuperación. Intenta nuevamente.',
  transport: (status: number | string, body: string) =>
    `Error al procesar la solicitud de recuperación: ${status} - ${body}`,
  success: 'Hemos enviado un correo con instrucciones para restablecer tu contraseña.',
  /** Advice under the success text. */
  checkInbox: 'Revisa tu bandeja de entrada (y la carpeta de spam). El enlace caduca en una hora.',
};

/** The texts above in the chosen language (../screenMessages). */
export const forgotPasswordMessages = /* @__PURE__ */ screenMessages('forgotPassword', forgotPassword);
