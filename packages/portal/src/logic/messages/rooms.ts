/** Public room list and detail (spec 01 §2, §8). */
export const rooms = {
  loadFailure: 'Error al cargar las habitaciones. Por favor, intenta de nuevo.',
  notFound: 'Espacio no encontrado',
  detailLoadFailure: 'No se pudo cargar la información del espacio',
};
