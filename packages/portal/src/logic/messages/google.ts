export const google = {
  failure: 'Error al iniciar sesión con Google. Inténtalo de nuevo.',
  transport: (status: number | string, body: string) =>
    `Error al iniciar sesión con Google: ${status} - ${body}`,
};
