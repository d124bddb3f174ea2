import type { PageName } from '@convive/sdk';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/*
 * The module of each page of the sdk's page table (`PAGES`), loaded when its route is first matched.
 * The router (routes.tsx) takes each page's module from here, and the build's preload plugin
 * (routePreloads.ts) reads this file as text for the modules' specifiers, with the paths from `PAGES`:
 * so keep each entry in the form `name: () => import('…')`, a literal specifier (the bundler needs one
 * to make the page its own chunk, and the plugin to find that chunk).
 */

type PageModule = LazyRouteFunction<RouteObject>;

/** The pages drawn by a module of their own: all but the old address the router redirects. */
export type ModulePageName = Exclude<PageName, 'dashboardApplications'>;

/** Each page's module, in the router's order (the order of the preload list). */
export const PAGE_MODULES = {
  home: () => import('../pages/home/HomePage'),
  properties: () => import('../pages/properties/PropertiesPage'),
  property: () => import('../pages/property/PropertyDetailPage'),
  rooms: () => import('../pages/rooms/RoomsPage'),
  room: () => import('../pages/room/RoomDetailPage'),
  contact: () => import('../pages/contact/ContactPage'),
  howItWorks: () => import('../pages/content/HowItWorksPage'),
  aboutUs: () => import('../pages/content/AboutPage'),
  about: () => import('../pages/content/AboutPage'),
  tenantsGuide: () => import('../pages/content/TenantsGuidePage'),
  landlordsGuide: () => import('../pages/content/LandlordsGuidePage'),
  faq: () => import('../pages/content/FaqPage'),
  blog: () => import('../pages/content/BlogPage'),
  privacy: () => import('../pages/content/PrivacyPage'),
  terms: () => import('../pages/content/TermsPage'),
  cookies: () => import('../pages/content/CookiesPage'),
  resetPassword: () => import('../pages/account/ResetPasswordPage'),
  confirmVisit: () => import('../pages/visits/ConfirmGuestVisitPage'),
  guestConversation: () => import('../pages/messages/GuestConversationPage'),
  unsubscribeSavedSearch: () => import('../pages/saved-search/UnsubscribePage'),
  login: () => import('../pages/account/LoginPage'),
  register: () => import('../pages/account/RegisterPage'),
  forgotPassword: () => import('../pages/account/ForgotPasswordPage'),
  dashboard: () => import('../dashboard/home/DashboardHomePage'),
  dashboardProfile: () => import('../dashboard/profile/ProfilePage'),
  dashboardSettings: () => import('../dashboard/settings/SettingsPage'),
  dashboardNotifications: () => import('../dashboard/notifications/NotificationsPage'),
  dashboardAppointments: () => import('../dashboard/appointments/AppointmentsPage'),
  dashboardRequests: () => import('../dashboard/requests/RequestsPage'),
  dashboardFavorites: () => import('../dashboard/favorites/FavoritesPage'),
  dashboardSavedSearches: () => import('../dashboard/saved-searches/SavedSearchesPage'),
  dashboardProperties: () => import('../dashboard/properties/MyPropertiesPage'),
  dashboardPropertyNew: () => import('../dashboard/properties/PropertyFormPage'),
  dashboardPropertyEdit: () => import('../dashboard/properties/PropertyFormPage'),
  dashboardRooms: () => import('../dashboard/rooms/RoomsManagementPage'),
  dashboardRoomNew: () => import('../dashboard/rooms/RoomFormPage'),
  dashboardRoomEdit: () => import('../dashboard/rooms/RoomFormPage'),
  dashboardListings: () => import('../dashboard/listings/ListingsPage'),
  dashboardListingNew: () => import('../dashboard/listings/ListingFormPage'),
  dashboardListingEdit: () => import('../dashboard/listings/ListingFormPage'),
  dashboardLandlordApplications: () => import('../dashboard/landlord-applications/ReceivedApplicationsPage'),
  dashboardMessages: () => import('../dashboard/messages/MessagesPage'),
  dashboardConversation: () => import('../dashboard/messages/MessagesPage'),
  dashboardCalendar: () => import('../dashboard/calendar/CalendarPage'),
  dashboardPropertyCalendar: () => import('../dashboard/calendar/CalendarPage'),
  dashboardIntegrations: () => import('../dashboard/integrations/IntegrationsPage'),
} satisfies Record<ModulePageName, PageModule>;

/**
 * The layouts that are lazy modules too, by the page at whose path they sit: every page at or under
 * that path loads its layout first (the dashboard's shell).
 */
export const LAYOUT_MODULES = {
  dashboard: () => import('../dashboard/DashboardLayout'),
} satisfies Partial<Record<PageName, PageModule>>;
