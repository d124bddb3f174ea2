import { invalidDateMessage } from '@convive/sdk';
import { screenMessages } from '../screenMessages';

/** Texts shared by every screen. */
export const common = {
  /** An impossible date (spec 01 §8, spec 02 §5 and §8), as the sdk's rules answer it. */
  invalidDate: invalidDateMessage('es'),
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

/** The texts above in the chosen language (../screenMessages). */
export const commonMessages = /* @__PURE__ */ screenMessages('common', common);
