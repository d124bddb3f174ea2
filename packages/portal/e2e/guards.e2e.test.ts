/**
 * The access tables of both specs in a real browser: who may open what, where the others are sent,
 * the catch-all page, deep links reloaded from the server, and a phone-sized layout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LANDLORD, DEMO_TENANT, hasHorizontalScroll, type Portal, startPortal } from './harness';

let portal: Portal;
let landlordToken = '';
let tenantToken = '';

beforeAll(async () => {
  portal = await startPortal();
  [landlordToken, tenantToken] = await Promise.all([portal.login(DEMO_LANDLORD), portal.login(DEMO_TENANT)]);
});

afterAll(async () => {
  await portal?.stop();
});

async function landsOn(path: string, token: string | undefined, expected: string) {
  const page = await portal.page(token ? { token } : {});
  await page.goto(`${portal.origin}${path}`);
  await page.waitForURL((url) => url.pathname === expected, { timeout: 15_000 });
  expect(new URL(page.url()).pathname, `${path} as ${token ? 'signed in' : 'visitor'}`).toBe(expected);
  await page.context().close();
}

describe('route guards (spec 01 §2, spec 02 §2)', () => {
  it('sends a visitor from the dashboard to /login', async () => {
    await landsOn('/dashboard', undefined, '/login');
    await landsOn('/dashboard/properties/new', undefined, '/login');
    await landsOn('/dashboard/favorites', undefined, '/login');
  });

  it('sends a signed-in user away from the guest-only pages to /dashboard', async () => {
    await landsOn('/login', tenantToken, '/dashboard');
    await landsOn('/register', landlordToken, '/dashboard');
    await landsOn('/forgot-password', tenantToken, '/dashboard');
  });

  it('keeps tenants out of landlord pages and landlords out of tenant pages', async () => {
    await landsOn('/dashboard/properties', tenantToken, '/dashboard');
    await landsOn('/dashboard/landlord-applications', tenantToken, '/dashboard');
    await landsOn('/dashboard/favorites', landlordToken, '/dashboard');
    await landsOn('/dashboard/applications', landlordToken, '/dashboard');
  });

  it('lets each role in where it belongs', async () => {
    await landsOn('/dashboard/properties', landlordToken, '/dashboard/properties');
    await landsOn('/dashboard/favorites', tenantToken, '/dashboard/favorites');
    await landsOn('/dashboard/appointments', tenantToken, '/dashboard/appointments');
  });

  it('drops a refused stored token and treats the visitor as signed out', async () => {
    await landsOn('/dashboard', 'not-a-real-token', '/login');
  });
});

describe('not-found page and deep links', () => {
  it("shows 'Página no encontrada' with a link home for any other path", async () => {
    const page = await portal.page();
    const response = await page.goto(`${portal.origin}/esto/no/existe`);
    // No route of the portal has the path: the server says so, and the app shows its screen.
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL(`${portal.origin}/`);
    await page.context().close();
  });

  it('draws a deep link reloaded from the server (the SPA fallback)', async () => {
    const [first] = (
      await portal.api<{ results: { id: number; title: string }[] }>('/properties/all/?page_size=1')
    ).results;
    expect(first).toBeTruthy();
    const page = await portal.page();
    await page.goto(`${portal.origin}/properties/${first?.id}`);
    await page.getByRole('heading', { level: 1, name: first?.title }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: first?.title }).waitFor();
    await page.context().close();
  });
});

describe('a phone-sized screen', () => {
  it('has no horizontal scroll and a working menu', async () => {
    const page = await portal.page({ viewport: { width: 375, height: 740 } });
    for (const path of ['/', '/properties', '/rooms', '/login', '/register', '/contact', '/about-us']) {
      await page.goto(`${portal.origin}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await hasHorizontalScroll(page), path).toBe(false);
    }
    await page.goto(`${portal.origin}/`);
    const menuButton = page.getByRole('button', { name: 'Abrir menú' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await menu.getByRole('link', { name: 'Propiedades' }).click();
    await page.waitForURL(`${portal.origin}/properties`);
    await menu.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('browser errors', () => {
  it('raised none on the way', () => {
    expect(portal.errors).toEqual([]);
  });
});
