export const dashboard = {
  loadFailure: 'Error al cargar los datos',
};
