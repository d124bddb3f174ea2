/** The generic request failures the client raises (spec 01 §8). */
export const request = {
  notJson: 'Respuesta no JSON',
  parseError: 'Error de parseo',
  noToken: 'No hay token de autenticación',
};
