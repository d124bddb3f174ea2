/** The shared components' default texts (states, dialogs, search box): Spanish is the source. */
export const es = {
  loading: 'Cargando...',
  retry: 'Reintentar',
  cancel: 'Cancelar',
  clearSearch: 'Limpiar búsqueda',
  /** The toast when a dialog's code cannot be fetched. */
  openFailed: 'No se pudo abrir. Comprueba tu conexión e inténtalo de nuevo.',
  /** Shown inside a form when JavaScript is off: the app sends it, the page alone cannot. */
  needsScript: {
    login: 'Para iniciar sesión hace falta JavaScript. Actívalo en tu navegador y vuelve a cargar la página.',
    register:
      'Para crear una cuenta hace falta JavaScript. Actívalo en tu navegador y vuelve a cargar la página.',
    form: 'Para enviar este formulario hace falta JavaScript. Actívalo en tu navegador y vuelve a cargar la página.',
    contact:
      'Para escribir al propietario hace falta JavaScript. Actívalo en tu navegador y vuelve a cargar la página.',
  },
};

export type UiCopy = typeof es;
