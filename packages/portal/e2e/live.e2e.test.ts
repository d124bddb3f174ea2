/**
 * The dashboard shell live (spec 02 §2 "Dashboard shell", §4 "Live events", §9): a landlord's bell and
 * sidebar badge rise without a reload when a tenant books a visit in another browser; Ctrl+B collapses
 * the sidebar and the cookie keeps it collapsed; on a phone the header's one menu button opens the slide-in
 * menu, and no dashboard page scrolls sideways.
 */
import type { Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast } from './dashboard-helpers';
import { hasHorizontalScroll, type Portal, startPortal } from './harness';

const LANDLORD = 'nuria@convive.es';
const TENANT = 'sofia@convive.es';

let portal: Portal;
let landlordToken = '';
let tenantToken = '';

beforeAll(async () => {
  portal = await startPortal();
  [landlordToken, tenantToken] = await Promise.all([portal.login(LANDLORD), portal.login(TENANT)]);
});

afterAll(async () => {
  await portal?.stop();
});

/** The unread count the bell announces ('Notificaciones, N sin leer'). */
async function bellCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ })
    .getAttribute('aria-label');
  return Number(/(\d+) sin leer/.exec(label ?? '')?.[1] ?? Number.NaN);
}

describe('live notifications', () => {
  it("raise the landlord's bell and sidebar badge when a tenant books a visit elsewhere", async () => {
    const mine = await portal.api<{ id: number; title: string; status: string }[]>(
      '/properties/my-properties/',
      {
        token: landlordToken,
      },
    );
    const property = mine.find((p) => p.status === 'disponible');
    if (!property) throw new Error(`${LANDLORD} has no available property`);
    // Start from nothing unread, so the badge's text is exact.
    await portal.api('/notifications/notifications/mark_all_as_read/', {
      method: 'POST',
      token: landlordToken,
    });

    const landlord = await portal.page({ token: landlordToken });
    const frames: string[] = [];
    const socket = landlord.waitForEvent('websocket', (ws: WebSocket) =>
      ws.url().includes('/ws/notifications/'),
    );
    await landlord.goto(`${portal.origin}/dashboard`);
    (await socket).on('framereceived', (frame) => frames.push(String(frame.payload)));
    await landlord.getByRole('heading', { level: 1, name: /^Bienvenido\/a/ }).waitFor();
    const bell = landlord.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
    await bell.waitFor();
    expect(await bellCount(landlord)).toBe(0);
    const sidebar = landlord.getByRole('complementary', { name: 'Panel de control' });
    const sidebarLink = sidebar.getByRole('link', { name: /^Notificaciones/ });
    expect(await sidebarLink.getAttribute('href')).toBe('/dashboard/notifications');
    expect(await sidebar.getByTestId('unread-badge').count()).toBe(0);

    // The tenant, in another browser context, books through the property's visit dialog.
    const tenant = await portal.page({ token: tenantToken });
    await tenant.goto(`${portal.origin}/properties/${property.id}`);
    await tenant.getByRole('heading', { level: 1, name: property.title }).waitFor();
    const open = tenant.getByRole('button', { name: 'Solicitar visita' });
    await expect.poll(() => open.isEnabled()).toBe(true);
    await open.click();
    const dialog = tenant.getByRole('dialog', { name: /^Solicitar una visita/ });
    await dialog.waitFor();
    await dialog.getByRole('grid').waitFor();
    const days = dialog.getByRole('grid').getByRole('button', { disabled: false });
    // Late in a month every bookable day may be in the next one.
    // The calendar's code arrives when the dialog is wanted: wait for it before counting days.
    await dialog.getByRole('button', { name: 'Mes siguiente' }).waitFor();
    if ((await days.count()) === 0) await dialog.getByRole('button', { name: 'Mes siguiente' }).click();
    const day = days.first();
    const dayLabel = await day.getAttribute('aria-label');
    await day.click();
    expect(await day.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByText(`Fecha elegida: ${dayLabel}`).waitFor();
    await dialog.getByRole('radio', { name: '17:30' }).check();
    await dialog.getByRole('button', { name: 'Solicitar visita' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await tenant.getByRole('status').filter({ hasText: 'Cita solicitada' }).waitFor();

    // The landlord's page, untouched, counts it: bell, its badge, the sidebar badge and a toast.
    await expect.poll(() => bellCount(landlord), { timeout: 12_000, interval: 250 }).toBe(1);
    expect(await bell.innerText()).toBe('1');
    await sidebar.getByRole('link', { name: /^Notificaciones\s*, 1 sin leer$/ }).waitFor();
    expect(await sidebar.getByTestId('unread-badge').innerText()).toBe('1');
    await toast(landlord, 'Nueva solicitud de visita').waitFor();
    // It came through the live socket, not a reload.
    expect(frames.some((frame) => frame.includes('appointment_created'))).toBe(true);

    const { results } = await portal.api<{ results: { property: number; time: string; status: string }[] }>(
      '/appointments/?page_size=100',
      { token: landlordToken },
    );
    expect(results.filter((a) => a.property === property.id && a.time.startsWith('17:30'))).toHaveLength(1);
    await landlord.context().close();
    await tenant.context().close();
  });
});

describe('the sidebar', () => {
  it('collapses with Ctrl+B, keeps the state in the sidebar_state cookie and after a reload', async () => {
    const page = await portal.page({ token: landlordToken });
    await page.goto(`${portal.origin}/dashboard`);
    const sidebar = page.getByRole('complementary', { name: 'Panel de control' });
    await sidebar.waitFor();
    const width = async () => (await sidebar.boundingBox())?.width ?? 0;
    const collapse = sidebar.getByRole('button', { name: 'Contraer el panel lateral' });
    await collapse.waitFor();
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(width).toBeCloseTo(256, -1); // 16rem

    await page.keyboard.press('Control+b');
    const expand = sidebar.getByRole('button', { name: 'Expandir el panel lateral' });
    await expand.waitFor();
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(width).toBeCloseTo(48, -1); // 3rem
    // Collapsed, the labels stay for screen readers.
    expect(await sidebar.getByRole('link', { name: 'Mis propiedades' }).isVisible()).toBe(true);

    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await sidebar.getByRole('button', { name: 'Expandir el panel lateral' }).waitFor();
    expect(await width()).toBeLessThan(60);

    // Typing in a field does not toggle it (Ctrl+B may mean bold there).
    await page.goto(`${portal.origin}/dashboard/appointments`);
    await page.getByLabel('Buscar citas...').focus();
    await page.keyboard.press('Control+b');
    expect(await sidebar.getByRole('button', { name: 'Expandir el panel lateral' }).isVisible()).toBe(true);

    await page.getByRole('heading', { level: 1, name: 'Mis citas' }).click();
    await page.keyboard.press('Control+b');
    await sidebar.getByRole('button', { name: 'Contraer el panel lateral' }).waitFor();
    await expect.poll(width).toBeCloseTo(256, -1);
    expect((await page.context().cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
    await page.context().close();
  });
});

describe('a phone-sized dashboard (375×740)', () => {
  const phone = { width: 375, height: 740 };

  it("opens the slide-in menu from the header's one menu button (none floats over the content); a link navigates and closes it", async () => {
    const page = await portal.page({ token: landlordToken, viewport: phone });
    await page.goto(`${portal.origin}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Panel de control' }).count()).toBe(0);

    const toggle = page.getByRole('button', { name: 'Abrir menú del panel' });
    // One menu button on the screen, in the header, not over the page's content.
    expect(await page.getByRole('button', { name: /^abrir menú/i }).count()).toBe(1);
    expect(await page.locator('header').getByRole('button', { name: 'Abrir menú del panel' }).count()).toBe(
      1,
    );
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menú del panel' });
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByText('Cuenta de propietario').waitFor();
    const box = await menu.boundingBox();
    expect(box?.x ?? -1).toBeLessThanOrEqual(1);
    expect(box?.width ?? 0).toBeLessThanOrEqual(phone.width);

    await menu.getByRole('link', { name: 'Citas' }).click();
    await page.waitForURL(`${portal.origin}/dashboard/appointments`);
    await menu.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('heading', { level: 1, name: 'Mis citas' }).waitFor();
    await page.context().close();
  });

  for (const [role, email] of [
    ['landlord', LANDLORD],
    ['tenant', TENANT],
  ] as const) {
    it(`has no horizontal scroll on the dashboard pages (${role})`, async () => {
      const token = email === LANDLORD ? landlordToken : tenantToken;
      const page = await portal.page({ token, viewport: phone });
      for (const path of [
        '/dashboard',
        '/dashboard/appointments',
        '/dashboard/notifications',
        '/dashboard/settings',
      ]) {
        await page.goto(`${portal.origin}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await hasHorizontalScroll(page), `${path} as ${role}`).toBe(false);
      }
      await page.context().close();
    });
  }
});

describe('browser errors', () => {
  it('raised none on the way', () => {
    expect(portal.errors).toEqual([]);
  });
});
