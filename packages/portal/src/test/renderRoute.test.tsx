import { makeLandlord, makeUser } from '@convive/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, renderScreen, screenRoutes } from './renderRoute';

const SLOW = { timeout: 5000 };

describe('renderScreen', () => {
  it('draws the page in a main landmark without the header and footer the whole app wraps it in', async () => {
    renderRoute('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hablemos' }, SLOW)).toBeTruthy();
    const brand = { name: /^Convive, inicio/ };
    expect(screen.getByRole('link', brand)).toBeTruthy();
    document.body.innerHTML = '';

    renderScreen('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hablemos' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('link', brand)).toBeNull();
  });

  it("keeps the guards on the page's way: a visitor is sent to /login, a tenant away from a landlord's page", async () => {
    const visitor = renderScreen('/dashboard/profile');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'), SLOW);
    document.body.innerHTML = '';

    const tenant = renderScreen('/dashboard/properties', { user: makeUser() });
    await waitFor(
      () => expect(tenant.router.state.location.pathname).not.toBe('/dashboard/properties'),
      SLOW,
    );
  });

  it("draws a dashboard page without the dashboard's navigation", async () => {
    renderScreen('/dashboard/properties', {
      user: makeLandlord(),
      routes: { 'GET /properties/my-properties/': { body: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis propiedades' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('builds the route at its full path, guards outside it, and a catch-all for anywhere else', () => {
    const [root] = screenRoutes('/dashboard/rooms/5/edit');
    const [main] = root?.children ?? [];
    const [guarded, elsewhere] = main?.children ?? [];
    expect(elsewhere?.path).toBe('*');
    const paths: (string | undefined)[] = [];
    for (let route = guarded; route; route = route.children?.[0]) paths.push(route.path);
    expect(paths.filter(Boolean)).toEqual(['/dashboard/rooms/:id/edit']);
    expect(() => screenRoutes('/dashboard')).not.toThrow();
  });
});
