import { ruleMessages } from '@convive/sdk';

/** Texts shared by every screen. */
export const common = {
  ...ruleMessages('es').common,
  /** Title of every destructive toast (spec 02 §8). */
  errorTitle: 'Error',
  /** Default text of the loading overlay (spec 01 §4). */
  loading: 'Cargando...',
  /** The session check screen (spec 01 §2). */
  checkingSession: 'Verificando tu sesión...',
  checkingLandlord: 'Verificando permisos de propietario...',
  checkingTenant: 'Verificando permisos de inquilino...',
  retry: 'Reintentar',
  /** Catch-all route (spec 01 §2). */
  pageNotFound: 'Página no encontrada',
  /** Default router failure screen (spec 01 §8). */
  routerFailure: 'Unexpected Application Error!',
};
