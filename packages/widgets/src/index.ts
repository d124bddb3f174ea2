/**
 * @convive/widgets — React widgets of the Convive marketplace, also shipped as <convive-…> web
 * components. Wrap them in <ConviveProvider convive={createConvive({ apiBase })}>.
 */

export {
  type ConviveContextValue,
  ConviveProvider,
  type ConviveProviderProps,
  useConvive,
  useCopy,
} from './core/ConviveProvider';
export {
  type Convive,
  type ConviveStores,
  type CreateConviveOptions,
  createConvive,
} from './core/createConvive';
export { useStoreValue } from './core/useStore';
export { WidgetRoot, type WidgetRootProps } from './core/WidgetRoot';
export { CATALOGS, type Catalog, catalogFor } from './i18n/catalogs';
export { DEFAULT_LOCALE, INTL_LOCALE, isLocale, LOCALES, type Locale } from './i18n/types';
export { createFavoritesStore, type FavoritesState, type FavoritesStore } from './stores/favoritesStore';
export {
  createSessionStore,
  type SessionState,
  type SessionStatus,
  type SessionStore,
} from './stores/sessionStore';
export { browserStorage, type KeyValueStorage, memoryStorage, STORAGE_KEYS } from './stores/storage';
export {
  createToastStore,
  TOAST_DEFAULT_MS,
  TOAST_NOTIFICATION_MS,
  TOASTS_VISIBLE_MAX,
  type Toast,
  type ToastState,
  type ToastStore,
} from './stores/toastStore';
