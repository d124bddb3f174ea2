import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouteTable, routePattern } from './routePreloads';

describe('readRouteTable', () => {
  const routes = readRouteTable(readFileSync(join(__dirname, 'src/app/routes.tsx'), 'utf8'));
  const byPath = new Map(routes.map((route) => [route.path, route.modules]));

  it('reads every screen of the route table, with its own module', () => {
    expect(byPath.get('/')).toEqual(['../pages/home/HomePage']);
    expect(byPath.get('/properties/:id')).toEqual(['../pages/property/PropertyDetailPage']);
    expect(byPath.get('/login')).toEqual(['../pages/account/LoginPage']);
    expect(byPath.has('/*')).toBe(false);
  });

  it('gives dashboard screens the shell, and only the shell, as their layout', () => {
    expect(byPath.get('/dashboard')).toEqual([
      '../dashboard/DashboardLayout',
      '../dashboard/home/DashboardHomePage',
    ]);
    expect(byPath.get('/dashboard/rooms')).toEqual([
      '../dashboard/DashboardLayout',
      '../dashboard/rooms/RoomsManagementPage',
    ]);
  });

  it('reads a route written over several lines (path on one line, module on the next)', () => {
    expect(byPath.get('/dashboard/properties/:id/edit')).toEqual([
      '../dashboard/DashboardLayout',
      '../dashboard/properties/PropertyFormPage',
    ]);
    expect(byPath.get('/dashboard/landlord-applications')).toEqual([
      '../dashboard/DashboardLayout',
      '../dashboard/landlord-applications/ReceivedApplicationsPage',
    ]);
  });

  it('takes a pathless lazy route as the layout of the routes after it in its section', () => {
    const table = `
      { lazy: () => import('./Public'), children: [
        { index: true, lazy: () => import('./Home') },
      ] },
      {
        path: 'dashboard',
        Component: Guard,
        children: [
          {
            lazy: () => import('./Shell'),
            children: [
              {
                path: 'settings',
                lazy: () => import('./Settings'),
              },
            ],
          },
        ],
      },`;
    expect(readRouteTable(table)).toEqual([
      { path: '/', modules: ['./Public', './Home'] },
      { path: '/dashboard/settings', modules: ['./Shell', './Settings'] },
    ]);
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
