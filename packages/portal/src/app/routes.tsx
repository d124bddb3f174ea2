import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '../layout/PublicLayout';
import { RootLayout, RouteLoading } from '../layout/RootLayout';
import { GuestOnly, LandlordOnly, RequireAuth, TenantOnly } from './guards';

/**
 * Every route of both specs. Pages are lazy modules exporting `Component`, so each route loads only
 * its own code. No route sets an `errorElement`: a router failure shows react-router's default
 * screen ('Unexpected Application Error!', spec 01 §8).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: () => import('../pages/home/HomePage') },
          { path: 'properties', lazy: () => import('../pages/properties/PropertiesPage') },
          { path: 'properties/:id', lazy: () => import('../pages/property/PropertyDetailPage') },
          { path: 'rooms', lazy: () => import('../pages/rooms/RoomsPage') },
          { path: 'rooms/:id', lazy: () => import('../pages/room/RoomDetailPage') },
          { path: 'contact', lazy: () => import('../pages/contact/ContactPage') },
          { path: 'how-it-works', lazy: () => import('../pages/content/HowItWorksPage') },
          { path: 'about-us', lazy: () => import('../pages/content/AboutPage') },
          { path: 'about', lazy: () => import('../pages/content/AboutPage') },
          { path: 'guides/tenants', lazy: () => import('../pages/content/TenantsGuidePage') },
          { path: 'guides/landlords', lazy: () => import('../pages/content/LandlordsGuidePage') },
          { path: 'faq', lazy: () => import('../pages/content/FaqPage') },
          { path: 'blog', lazy: () => import('../pages/content/BlogPage') },
          { path: 'privacy', lazy: () => import('../pages/content/PrivacyPage') },
          { path: 'terms', lazy: () => import('../pages/content/TermsPage') },
          { path: 'cookies', lazy: () => import('../pages/content/CookiesPage') },
          { path: 'reset-password', lazy: () => import('../pages/account/ResetPasswordPage') },
          { path: 'visits/confirm', lazy: () => import('../pages/visits/ConfirmGuestVisitPage') },
          {
            path: 'saved-searches/unsubscribe',
            lazy: () => import('../pages/saved-search/UnsubscribePage'),
          },
          {
            Component: GuestOnly,
            children: [
              { path: 'login', lazy: () => import('../pages/account/LoginPage') },
              { path: 'register', lazy: () => import('../pages/account/RegisterPage') },
              { path: 'forgot-password', lazy: () => import('../pages/account/ForgotPasswordPage') },
            ],
          },
          { path: '*', lazy: () => import('../pages/NotFoundPage') },
        ],
      },
      {
        path: 'dashboard',
        Component: RequireAuth,
        children: [
          {
            lazy: () => import('../dashboard/DashboardLayout'),
            children: [
              { index: true, lazy: () => import('../dashboard/home/DashboardHomePage') },
              { path: 'profile', lazy: () => import('../dashboard/profile/ProfilePage') },
              { path: 'settings', lazy: () => import('../dashboard/settings/SettingsPage') },
              { path: 'notifications', lazy: () => import('../dashboard/notifications/NotificationsPage') },
              { path: 'appointments', lazy: () => import('../dashboard/appointments/AppointmentsPage') },
              {
                Component: TenantOnly,
                children: [
                  // A tenant's requests and applications (spec 02 §2 lists it for any user; a landlord has
                  // none: theirs are the received applications).
                  { path: 'requests', lazy: () => import('../dashboard/requests/RequestsPage') },
                  { path: 'favorites', lazy: () => import('../dashboard/favorites/FavoritesPage') },
                  {
                    path: 'saved-searches',
                    lazy: () => import('../dashboard/saved-searches/SavedSearchesPage'),
                  },
                  // 'Mis aplicaciones' is now the rental applications tab of 'Mis solicitudes': old
                  // links land there.
                  {
                    path: 'applications',
                    element: <Navigate to="/dashboard/requests?view=applications" replace />,
                  },
                ],
              },
              {
                Component: LandlordOnly,
                children: [
                  { path: 'properties', lazy: () => import('../dashboard/properties/MyPropertiesPage') },
                  { path: 'properties/new', lazy: () => import('../dashboard/properties/PropertyFormPage') },
                  {
                    path: 'properties/:id/edit',
                    lazy: () => import('../dashboard/properties/PropertyFormPage'),
                  },
                  { path: 'rooms', lazy: () => import('../dashboard/rooms/RoomsManagementPage') },
                  { path: 'rooms/new', lazy: () => import('../dashboard/rooms/RoomFormPage') },
                  { path: 'rooms/:id/edit', lazy: () => import('../dashboard/rooms/RoomFormPage') },
                  { path: 'listings', lazy: () => import('../dashboard/listings/ListingsPage') },
                  { path: 'listings/new', lazy: () => import('../dashboard/listings/ListingFormPage') },
                  { path: 'listings/:id/edit', lazy: () => import('../dashboard/listings/ListingFormPage') },
                  {
                    path: 'landlord-applications',
                    lazy: () => import('../dashboard/landlord-applications/ReceivedApplicationsPage'),
                  },
                  { path: 'integrations', lazy: () => import('../dashboard/integrations/IntegrationsPage') },
                ],
              },
              { path: '*', lazy: () => import('../pages/NotFoundPage') },
            ],
          },
        ],
      },
    ],
  },
];
