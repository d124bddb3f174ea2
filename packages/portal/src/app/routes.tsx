import { PAGES, type PageName, pageUrl } from '@convive/sdk';
import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '../layout/PublicLayout';
import { RootLayout, RouteLoading } from '../layout/RootLayout';
import { GuestOnly, LandlordOnly, RequireAuth, TenantOnly } from './guards';
import { LAYOUT_MODULES, type ModulePageName, PAGE_MODULES } from './pageModules';

/**
 * A page's path as a route nested in `parent`'s (a page of the table; the root when none) writes it:
 * react-router joins a child's path to its parents'. '/dashboard/rooms/:id/edit' in 'dashboard' →
 * 'rooms/:id/edit'.
 */
function routePath(name: PageName, parent?: PageName): string {
  const base = parent ? PAGES[parent].path : '';
  const path: string = PAGES[name].path;
  if (!path.startsWith(`${base}/`)) throw new Error(`routes: ${name} (${path}) is not under ${parent}`);
  return path.slice(base.length + 1);
}

/** A page's route: its path from the page table, its module from `PAGE_MODULES`. */
const page = (name: ModulePageName, parent?: PageName): RouteObject => ({
  path: routePath(name, parent),
  lazy: PAGE_MODULES[name],
});
const inDashboard = (name: ModulePageName) => page(name, 'dashboard');

/**
 * Every route of both specs. Each page's path is the sdk's page table's (`PAGES`), so the router, the
 * server's sitemap and the links in e-mails cannot disagree; its module is a lazy one of
 * `PAGE_MODULES`, exporting `Component`, so each route loads only its own code. No route sets an
 * `errorElement`: a router failure shows react-router's default screen ('Unexpected Application
 * Error!', spec 01 §8).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: PAGE_MODULES.home },
          page('properties'),
          page('property'),
          page('rooms'),
          page('room'),
          page('contact'),
          page('howItWorks'),
          page('aboutUs'),
          page('about'),
          page('tenantsGuide'),
          page('landlordsGuide'),
          page('faq'),
          page('blog'),
          page('privacy'),
          page('terms'),
          page('cookies'),
          page('resetPassword'),
          page('confirmVisit'),
          page('guestConversation'),
          page('unsubscribeSavedSearch'),
          {
            Component: GuestOnly,
            children: [page('login'), page('register'), page('forgotPassword')],
          },
          { path: '*', lazy: () => import('../pages/NotFoundPage') },
        ],
      },
      {
        path: routePath('dashboard'),
        Component: RequireAuth,
        children: [
          {
            lazy: LAYOUT_MODULES.dashboard,
            children: [
              { index: true, lazy: PAGE_MODULES.dashboard },
              inDashboard('dashboardProfile'),
              inDashboard('dashboardSettings'),
              inDashboard('dashboardNotifications'),
              inDashboard('dashboardAppointments'),
              inDashboard('dashboardMessages'),
              inDashboard('dashboardConversation'),
              {
                Component: TenantOnly,
                children: [
                  // A tenant's requests and applications (spec 02 §2 lists it for any user; a landlord has
                  // none: theirs are the received applications).
                  inDashboard('dashboardRequests'),
                  inDashboard('dashboardFavorites'),
                  inDashboard('dashboardSavedSearches'),
                  // 'Mis aplicaciones' is now the rental applications tab of 'Mis solicitudes': old
                  // links land there.
                  {
                    path: routePath('dashboardApplications', 'dashboard'),
                    element: (
                      <Navigate to={pageUrl('', 'dashboardRequests', {}, { view: 'applications' })} replace />
                    ),
                  },
                ],
              },
              {
                Component: LandlordOnly,
                children: [
                  inDashboard('dashboardProperties'),
                  inDashboard('dashboardPropertyNew'),
                  inDashboard('dashboardPropertyEdit'),
                  inDashboard('dashboardRooms'),
                  inDashboard('dashboardRoomNew'),
                  inDashboard('dashboardRoomEdit'),
                  inDashboard('dashboardListings'),
                  inDashboard('dashboardListingNew'),
                  inDashboard('dashboardListingEdit'),
                  inDashboard('dashboardLandlordApplications'),
                  inDashboard('dashboardCalendar'),
                  inDashboard('dashboardPropertyCalendar'),
                  inDashboard('dashboardIntegrations'),
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
