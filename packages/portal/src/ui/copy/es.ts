/** The shared components' default texts (states, dialogs, search box): Spanish is the source. */
export const es = {
  loading: 'Cargando...',
  retry: 'Reintentar',
  cancel: 'Cancelar',
  clearSearch: 'Limpiar búsqueda',
  /** The toast when a dialog's code cannot be fetched. */
  openFailed: 'No se pudo abrir. Comprueba tu conexión e inténtalo de nuevo.',
};

export type UiCopy = typeof es;
