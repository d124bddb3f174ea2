import { screenMessages } from '../screenMessages';

export const dashboard = {
  loadFailure: 'Error al cargar los datos',
};

/** The texts above in the chosen language (../screenMessages). */
export const dashboardMessages = /* @__PURE__ */ screenMessages('dashboard', dashboard);
