/**
 * Spanish copy, the source of truth: the other catalogs must have exactly this shape (the type
 * checker enforces it). Texts quoted by the spec are copied verbatim; error texts shared with the
 * portal and the server come from the sdk's MESSAGES, not from here.
 *
 * Each widget owns one section; add a section for a new widget rather than reusing another's keys.
 */
export const es = {
  common: {
    loading: 'Cargando...',
    retry: 'Reintentar',
    close: 'Cerrar',
    cancel: 'Cancelar',
    perMonth: '/mes',
    signInRequired: 'Inicia sesión requerido',
  },
};
