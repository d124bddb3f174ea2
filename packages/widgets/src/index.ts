/**
 * @convive/widgets — React widgets of the Convive marketplace, also shipped as <convive-…> web
 * components. Wrap them in <ConviveProvider convive={createConvive({ apiBase })}>.
 *
 * 'use client': the widgets use state and effects, so a React Server Components app renders them as
 * client components (the library build keeps the directive at the top of dist/index.js).
 */
'use client';

export {
  AVAILABILITY_CALENDAR_MONTHS,
  AvailabilityCalendar,
  type AvailabilityCalendarProps,
} from './availability/AvailabilityCalendar';
export {
  AvailabilityCalendarView,
  type AvailabilityCalendarViewProps,
} from './availability/AvailabilityCalendarView';
export { type AvailabilityRange, type DayState, dayState } from './availability/availabilityModel';
export { AVAILABILITY_COPY, type AvailabilityCopy } from './availability/copy';
export {
  type AvailabilityCalendarState,
  type AvailabilitySelection,
  type UseAvailabilityCalendarOptions,
  useAvailabilityCalendar,
} from './availability/useAvailabilityCalendar';
export { ConviveProvider } from './core/ConviveProvider';
export {
  type ConviveContextValue,
  ConviveCopyProvider,
  type ConviveCopyProviderProps,
  type ConviveProviderProps,
  useConvive,
  useCopy,
} from './core/context';
export {
  type Convive,
  type ConviveStores,
  type CreateConviveOptions,
  createConvive,
  createConviveWith,
} from './core/createConvive';
export { type ItemBoundary, ItemBoundaryContext } from './core/ItemBoundary';
export { ShadowHost, type ShadowHostProps } from './core/ShadowHost';
export { useControllableState } from './core/useControllableState';
export {
  type Resource,
  ResourceSeed,
  ResourceSeedContext,
  type ResourceStatus,
  useResource,
} from './core/useResource';
export { useStoreValue } from './core/useStore';
export { StyleRootContext, WidgetRoot, type WidgetRootProps } from './core/WidgetRoot';
export { defineConviveElements } from './elements/define';
export type {
  ConviveElementJsxProps,
  ConviveEventProps,
  ConviveIntrinsicElements,
  ConviveJsxAttributes,
} from './elements/jsx';
export {
  ELEMENT_REGISTRY,
  ELEMENT_TAGS,
  type ElementAttribute,
  type ElementAttributeType,
  type ElementDefinition,
  type ElementEvent,
  type ElementTag,
} from './elements/registry';
// The elements' declarations: HTMLElementTagNameMap, the typed events, Convive…Element interfaces.
export type * from './elements/types';
export { EnquiryForm, type EnquiryFormProps } from './enquiry-form/EnquiryForm';
export { EnquiryFormView, type EnquiryFormViewProps } from './enquiry-form/EnquiryFormView';
export {
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryFormState,
  type EnquiryStatus,
  type EnquiryValues,
  type UseEnquiryFormOptions,
  useEnquiryForm,
} from './enquiry-form/useEnquiryForm';
export { CATALOGS, type Catalog, catalogFor } from './i18n/catalogs';
export { loadCatalog, loadedCatalog } from './i18n/loadCatalog';
export { DEFAULT_LOCALE, INTL_LOCALE, isLocale, LOCALES, type Locale } from './i18n/types';
export { NotificationBell, type NotificationBellProps } from './notification-bell/NotificationBell';
export {
  NotificationBellView,
  type NotificationBellViewProps,
} from './notification-bell/NotificationBellView';
export { notificationHref } from './notification-bell/notificationHref';
export {
  createNotificationsStore,
  NOTIFICATION_REFRESH_DELAY_MS,
  type NotificationsState,
  type NotificationsStatus,
  type NotificationsStore,
  type NotificationsStoreOptions,
} from './notification-bell/notificationsStore';
export {
  type NotificationBellState,
  type UseNotificationBellOptions,
  useNotificationBell,
} from './notification-bell/useNotificationBell';
export { Avatar, type AvatarProps, type AvatarSize } from './parts/Avatar';
export {
  Badge,
  type BadgeProps,
  type BadgeTone,
  badgeCss,
  PropertyStatusBadge,
  RoomStatusBadge,
  type StatusBadgeProps,
} from './parts/Badge';
export { Dialog, type DialogProps, type DialogState } from './parts/Dialog';
export { FavoriteButton, type FavoriteButtonProps, favoriteButtonCss } from './parts/FavoriteButton';
export { LoadingOverlay, type LoadingOverlayProps } from './parts/LoadingOverlay';
export { Pagination, type PaginationProps, paginationCss } from './parts/Pagination';
export { Spinner, type SpinnerProps, spinnerCss } from './parts/Spinner';
export { ToastOutlet, type ToastOutletProps } from './parts/ToastOutlet';
export {
  cardImagePriority,
  IMAGE_BADGES_MAX,
  type ImagePriority,
  PropertyCard,
  type PropertyCardProps,
  propertyBadges,
} from './property-grid/PropertyCard';
export { fillUrl, PropertyGrid, type PropertyGridProps } from './property-grid/PropertyGrid';
export { PropertyGridView, type PropertyGridViewProps } from './property-grid/PropertyGridView';
export { propertyGridCss } from './property-grid/propertyGridCss';
export { RoomCard, type RoomCardProps } from './property-grid/RoomCard';
export { RoomGrid, type RoomGridProps } from './property-grid/RoomGrid';
export { RoomGridView, type RoomGridViewProps } from './property-grid/RoomGridView';
export { usePagedFilters } from './property-grid/usePagedFilters';
export { type GridPage, type UsePropertyGridOptions, usePropertyGrid } from './property-grid/usePropertyGrid';
export { useRoomGrid } from './property-grid/useRoomGrid';
export { type GridViewMode, ViewToggle, type ViewToggleProps } from './property-grid/ViewToggle';
export { PLACEHOLDER_IMAGE } from './room-gallery/placeholder';
export { RoomGallery, type RoomGalleryProps } from './room-gallery/RoomGallery';
export {
  RoomGalleryView,
  type RoomGalleryViewProps,
  SWIPE_THRESHOLD_PX,
} from './room-gallery/RoomGalleryView';
export {
  type RoomGalleryState,
  type UseRoomGalleryOptions,
  useRoomGallery,
} from './room-gallery/useRoomGallery';
export { LocationCombobox, type LocationComboboxProps } from './search-bar/LocationCombobox';
export { locationComboboxCss } from './search-bar/locationComboboxCss';
export { type PlaceOrText, placeOrText } from './search-bar/placeOrText';
export { SearchBar, type SearchBarProps } from './search-bar/SearchBar';
export { SearchBarView, type SearchBarViewProps } from './search-bar/SearchBarView';
export {
  createSearchBarStore,
  type SearchBarField,
  type SearchBarState,
  type SearchBarStore,
  type SearchBarValues,
  valuesFromFilters,
} from './search-bar/searchBarStore';
export {
  LOCATION_DEBOUNCE_MS,
  LOCATION_MIN_CHARS,
  type LocationSuggestionsState,
  type LocationSuggestionsStatus,
  useLocationSuggestions,
} from './search-bar/useLocationSuggestions';
export { useSearchBar } from './search-bar/useSearchBar';
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
export { THEME_TOKENS, type ThemeToken } from './styles/themeTokens';
export {
  type UseVisitSchedulerOptions,
  useVisitScheduler,
  type VisitSchedulerState,
  type VisitStatus,
} from './visit-scheduler/useVisitScheduler';
export { VisitScheduler, type VisitSchedulerProps } from './visit-scheduler/VisitScheduler';
export { VisitSchedulerView, type VisitSchedulerViewProps } from './visit-scheduler/VisitSchedulerView';
