import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routesFromIds } from './ssr';

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true },
      { path: 'properties', children: [{ index: true }, { path: ':id' }] },
      { path: 'rooms/:id' },
    ],
  },
  { path: '/dashboard', children: [{ path: 'favorites' }] },
];

describe('routesFromIds', () => {
  it("finds the routes the server's router matched, as matching the address would", async () => {
    const handler = createStaticHandler(routes);
    for (const path of ['/', '/properties', '/properties/3', '/rooms/7', '/dashboard/favorites']) {
      const context = await handler.query(new Request(`http://convive.test${path}`));
      if (context instanceof Response) throw new Error(`${path}: a redirect`);
      const ids = context.matches.map((match) => match.route.id);
      const expected = (matchRoutes(routes, path) ?? []).map(({ route }) => route);
      expect(routesFromIds(routes, ids), path).toEqual(expected);
      expect(
        routesFromIds(routes, ids)?.every((route, index) => route === expected[index]),
        path,
      ).toBe(true);
    }
  });

  it('answers null for an id that is not in the tree', () => {
    expect(routesFromIds(routes, ['0', '0-7'])).toBeNull();
    expect(routesFromIds(routes, ['0-x'])).toBeNull();
    expect(routesFromIds(routes, ['5'])).toBeNull();
  });
});
