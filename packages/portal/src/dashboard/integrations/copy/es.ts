/**
 * The Integrations screen's texts (issue 13, partner keys). Spanish is the source and loads with the
 * screen; the other languages load when chosen, like the portal's chrome catalogs (app/copy).
 * `{name}`-style placeholders are filled with `fill()` (app/copy/fill).
 */
export const es = {
  pageTitle: 'Integraciones',
  description:
    'Claves de socio para mostrar tus anuncios en otras webs y saber qué consultas y visitas llegan desde ellas.',
  listHeading: 'Tus claves',
  listLabel: 'Claves de socio activas',
  loading: 'Cargando claves...',
  loadFailure: 'No se pudieron cargar tus claves de socio',
  retry: 'Reintentar',
  emptyTitle: 'Aún no tienes claves de socio',
  emptyText:
    'Una clave de socio permite que la web de una inmobiliaria o la tuya muestre tus anuncios con los elementos de Convive; las consultas y visitas que lleguen desde allí aparecerán marcadas con su nombre.',
  key: 'Clave',
  scope: 'Anuncios que muestra',
  scopeOwn: 'Solo mis propiedades',
  scopeMarketplace: 'Todo el marketplace',
  origins: 'Webs permitidas',
  anyOrigin: 'Cualquier web',
  created: 'Creada',
  lastUse: 'Último uso',
  neverUsed: 'Nunca usada',
  copy: 'Copiar',
  copyKeyLabel: 'Copiar la clave de «{name}»',
  copySnippetLabel: 'Copiar el código de «{name}»',
  keyCopied: 'Clave copiada',
  snippetCopied: 'Código copiado',
  copyFailure: 'No se pudo copiar. Selecciona el texto y cópialo a mano.',
  snippetHeading: 'Código para tu web',
  snippetHint: 'Pégalo en la página donde quieras mostrar los anuncios.',
  revoke: 'Revocar',
  revokeLabel: 'Revocar la clave «{name}»',
  revokeTitle: 'Revocar clave',
  revokeQuestion:
    '¿Revocar la clave «{name}»? Las webs que la usan dejarán de mostrar tus anuncios en 30 segundos.',
  revoking: 'Revocando...',
  cancel: 'Cancelar',
  revoked: 'Clave revocada',
  revokeFailure: 'No se pudo revocar la clave',
  formHeading: 'Crear una clave',
  name: 'Nombre',
  nameHint: 'Para reconocerla, p. ej. «Web de Inmobiliaria Sol».',
  nameRequired: 'Escribe un nombre para la clave.',
  scopeLegend: 'Qué anuncios muestra',
  scopeOwnHint: 'Solo los anuncios de tus propiedades.',
  scopeMarketplaceHint: 'Todos los anuncios publicados en Convive.',
  originsLabel: 'Webs permitidas (opcional)',
  originsHint:
    'Un origen por línea, p. ej. https://inmobiliaria.es. Déjalo vacío para permitir cualquier web.',
  originError: '«{origin}»: {message}',
  submit: 'Crear clave',
  submitting: 'Creando...',
  createdToast: 'Clave creada',
  createFailure: 'No se pudo crear la clave',
  newKeyTitle: 'Tu nueva clave «{name}»',
  newKeyText: 'Ya puedes usarla: copia la clave o el código de abajo y pégalo en la web.',
  dismiss: 'Cerrar',
};

export type IntegrationsCopy = typeof es;
