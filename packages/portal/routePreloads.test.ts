import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageModules, routePattern, routeTable } from './routePreloads';
import { LAYOUT_MODULES, PAGE_MODULES } from './src/app/pageModules';

const source = readFileSync(join(__dirname, 'src/app/pageModules.ts'), 'utf8');

describe('readPageModules', () => {
  const modules = readPageModules(source);

  it('reads every page and layout of pageModules.ts, in its order', () => {
    expect(modules.pages.map(([name]) => name)).toEqual(Object.keys(PAGE_MODULES));
    expect(modules.layouts.map(([name]) => name)).toEqual(Object.keys(LAYOUT_MODULES));
    expect(Object.fromEntries(modules.pages)).toMatchObject({
      home: '../pages/home/HomePage',
      dashboardLandlordApplications: '../dashboard/landlord-applications/ReceivedApplicationsPage',
    });
  });

  it('reads an entry written over several lines', () => {
    const text = `export const PAGE_MODULES = {
  home: () => import('./Home'),
  // A comment between entries.
  settings: () =>
    import(
      './Settings'
    ),
} satisfies Record<string, unknown>;

export const LAYOUT_MODULES = {
  dashboard: () => import('./Shell'),
};`;
    expect(readPageModules(text)).toEqual({
      pages: [
        ['home', './Home'],
        ['settings', './Settings'],
      ],
      layouts: [['dashboard', './Shell']],
    });
  });

  it('fails on an entry it cannot read, rather than leave its page without preloads', () => {
    expect(() =>
      readPageModules(`export const PAGE_MODULES = {
  home: () => import('./Home'),
  faq: lazyFaq,
};`),
    ).toThrow(/faq: lazyFaq/);
    expect(() => readPageModules('export const MODULES = {};')).toThrow(/no PAGE_MODULES/);
  });
});

describe('routeTable', () => {
  const routes = routeTable(readPageModules(source));
  const byPath = new Map(routes.map((route) => [route.path, route.modules]));

  it('gives every page the path of the page table, as the router matches it', () => {
    // The routes and patterns of the preload list as the route table's text gave them, before the
    // page table: the server matches requests against these.
    expect(routes.map((route) => routePattern(route.path))).toEqual([
      '^/$',
      '^/properties/?$',
      '^/properties/[^/]+/?$',
      '^/rooms/?$',
      '^/rooms/[^/]+/?$',
      '^/contact/?$',
      '^/how-it-works/?$',
      '^/about-us/?$',
      '^/about/?$',
      '^/guides/tenants/?$',
      '^/guides/landlords/?$',
      '^/faq/?$',
      '^/blog/?$',
      '^/privacy/?$',
      '^/terms/?$',
      '^/cookies/?$',
      '^/reset-password/?$',
      '^/visits/confirm/?$',
      '^/messages/guest/?$',
      '^/saved-searches/unsubscribe/?$',
      '^/login/?$',
      '^/register/?$',
      '^/forgot-password/?$',
      '^/dashboard/?$',
      '^/dashboard/profile/?$',
      '^/dashboard/settings/?$',
      '^/dashboard/notifications/?$',
      '^/dashboard/appointments/?$',
      '^/dashboard/requests/?$',
      '^/dashboard/favorites/?$',
      '^/dashboard/saved-searches/?$',
      '^/dashboard/properties/?$',
      '^/dashboard/properties/new/?$',
      '^/dashboard/properties/[^/]+/edit/?$',
      '^/dashboard/rooms/?$',
      '^/dashboard/rooms/new/?$',
      '^/dashboard/rooms/[^/]+/edit/?$',
      '^/dashboard/listings/?$',
      '^/dashboard/listings/new/?$',
      '^/dashboard/listings/[^/]+/edit/?$',
      '^/dashboard/landlord-applications/?$',
      '^/dashboard/messages/?$',
      '^/dashboard/messages/[^/]+/?$',
      '^/dashboard/calendar/?$',
      '^/dashboard/properties/[^/]+/calendar/?$',
      '^/dashboard/integrations/?$',
    ]);
  });

  it('gives each public page its own module alone', () => {
    expect(byPath.get('/')).toEqual(['../pages/home/HomePage']);
    expect(byPath.get('/properties/:id')).toEqual(['../pages/property/PropertyDetailPage']);
    expect(byPath.get('/login')).toEqual(['../pages/account/LoginPage']);
    expect(byPath.get('/about')).toEqual(['../pages/content/AboutPage']);
  });

  it('gives dashboard pages the shell, and only the shell, as their layout', () => {
    expect(byPath.get('/dashboard')).toEqual([
      '../dashboard/DashboardLayout',
      '../dashboard/home/DashboardHomePage',
    ]);
    expect(byPath.get('/dashboard/rooms')).toEqual([
      '../dashboard/DashboardLayout',
      '../dashboard/rooms/RoomsManagementPage',
    ]);
    expect(byPath.get('/dashboard/properties/:id/edit')).toEqual([
      '../dashboard/DashboardLayout',
      '../dashboard/properties/PropertyFormPage',
    ]);
  });

  it('refuses a name that is not a page of the table', () => {
    expect(() => routeTable({ pages: [['nowhere', './Nowhere']], layouts: [] })).toThrow(/'nowhere'/);
  });
});

describe('routePattern', () => {
  it('matches the path with or without a final slash, any value for a parameter', () => {
    const pattern = new RegExp(routePattern('/properties/:id'));
    expect(pattern.test('/properties/3')).toBe(true);
    expect(pattern.test('/properties/3/')).toBe(true);
    expect(pattern.test('/properties/3/edit')).toBe(false);
    expect(new RegExp(routePattern('/')).test('/')).toBe(true);
  });
});
