/**
 * Sessions and signing in, as users meet them: a session closed here or on another device never
 * breaks the public pages; a visitor's favourite and enquiry survive the trip through /login or
 * /register and come back to the page; an unknown address answers 404 with the not-found screen; a
 * landlord is not offered a tenant's visit and enquiry, nor a tenant's dashboard pages. Screenshots
 * of the screens it touches (390 and 1280 px, Spanish and English) go to SHOTS_DIR when it is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, toast } from './dashboard-helpers';
import { DEMO_LANDLORD, DEMO_PASSWORD, DEMO_TENANT, type Portal, startPortal } from './harness';

interface ApiPage<T> {
  count: number;
  results: T[];
}
interface ApiProperty {
  id: number;
  title: string;
  owner: number;
}

const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LISTINGS_FAILED = 'No se pudieron cargar las propiedades';

let portal: Portal;
/** An available property of another landlord than the demo landlord (Carmen). */
let listing: ApiProperty;

beforeAll(async () => {
  portal = await startPortal();
  const carmen = await portal.api<{ id: number }>('/me/', { token: await portal.login(DEMO_LANDLORD) });
  const { results } = await portal.api<ApiPage<ApiProperty>>('/properties/all/?page_size=100');
  const found = results.find((property) => property.owner !== carmen.id);
  if (!found) throw new Error('the demo data has no property of another landlord');
  listing = found;
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await portal?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

/** The home's featured strip has its cards, and no error. */
async function homeShowsListings(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Propiedades destacadas' }).waitFor();
  await page.locator('main a[href^="/properties/"]').first().waitFor();
  expect(await page.getByText(LISTINGS_FAILED).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
}

/** /properties shows its count and cards, and no error. */
async function listShowsListings(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2, name: /^Mostrando 1-\d+ de \d+ propiedades$/ }).waitFor();
  await page.locator('main a[href^="/properties/"]').first().waitFor();
  expect(await page.getByText(LISTINGS_FAILED).count()).toBe(0);
}

async function signInOnLoginPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

describe('a session closed here or elsewhere never breaks the public pages', () => {
  it('signs in, signs out from the dashboard, and the home and /properties show their listings', async () => {
    const page = await portal.page();
    await page.goto(`${portal.origin}/login`);
    await signInOnLoginPage(page, DEMO_TENANT);
    await page.waitForURL(`${portal.origin}/dashboard`);
    await page.getByRole('heading', { level: 1, name: /^Bienvenido\/a/ }).waitFor();

    // The shell's 'Cerrar sesión' (with its confirmation) leaves for the home while the session ends.
    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${portal.origin}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
    await homeShowsListings(page);
    expect(await storedToken(page)).toBeNull();

    await page.getByRole('banner').getByRole('link', { name: 'Propiedades' }).first().click();
    await listShowsListings(page);
    await page.close();
  });

  it('forgets a session revoked from another device, showing the listings signed out', async () => {
    const token = await portal.login(DEMO_TENANT);
    const page = await portal.page({ token });
    await page.goto(`${portal.origin}/`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Menú de usuario/ })
      .waitFor();

    // "Another device" signs this session out.
    await portal.api('/logout/', { method: 'POST', token });

    // The next calls still carry the old token: answered as a visitor's, and the app signs out.
    await page.getByRole('banner').getByRole('link', { name: 'Propiedades' }).first().click();
    await listShowsListings(page);
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
    expect(await storedToken(page)).toBeNull();
    await page.getByRole('banner').getByRole('link', { name: 'Inicio' }).first().click();
    await homeShowsListings(page);
    await page.close();
  });

  it('opens the site with a token revoked meanwhile: the pages load, signed out', async () => {
    const token = await portal.login(DEMO_TENANT);
    await portal.api('/logout/', { method: 'POST', token });
    const page = await portal.page({ token });
    for (const path of ['/', '/properties']) {
      await page.goto(`${portal.origin}${path}`);
      await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
      if (path === '/') await homeShowsListings(page);
      else await listShowsListings(page);
    }
    await page.close();
  });
});

describe('signing in keeps what the visitor was doing', () => {
  it('heart → register → back on the listing with the favourite set', async () => {
    const page = await portal.page({ viewport: PHONE });
    await page.goto(`${portal.origin}/properties/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await page
      .getByRole('button', { name: `Añadir a favoritos: ${listing.title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Inicia sesión para guardar favoritos' });
    await dialog.waitFor();
    await shot(page, 'favorite-offer-es-390');
    await dialog.getByRole('link', { name: 'Crea una cuenta' }).click();
    await page.waitForURL(`${portal.origin}/register?next=/properties/${listing.id}`);

    const email = `e2e-heart-${Date.now().toString(36)}@example.com`;
    const password = 'Tejado-Verde-2026';
    await page.getByRole('heading', { level: 1, name: 'Crear cuenta' }).waitFor();
    await page.getByLabel(/^Nombre/).fill('Irene');
    await page.getByLabel(/^Apellidos/).fill('Corazón');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Contraseña/).fill(password);
    await page.getByLabel(/^Confirmar contraseña/).fill(password);
    await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    // Back on the listing (never /dashboard), the favourite added once and said so.
    await page.waitForURL(`${portal.origin}/properties/${listing.id}`);
    await toast(page, 'Añadido a favoritos').waitFor();
    await page
      .getByRole('button', { name: `Quitar de favoritos: ${listing.title}`, pressed: true })
      .first()
      .waitFor();
    const token = (await storedToken(page)) ?? '';
    const favorites = await portal.api<{ property: number }[]>('/favorites/', { token });
    expect(favorites.map((favorite) => favorite.property)).toEqual([listing.id]);
    expect(await page.evaluate(() => sessionStorage.getItem('convive:pending-favorite'))).toBeNull();

    // Applied once: a reload does not add (or toggle) it again.
    await page.reload();
    await page
      .getByRole('button', { name: `Quitar de favoritos: ${listing.title}` })
      .first()
      .waitFor();
    expect((await portal.api<unknown[]>('/favorites/', { token })).length).toBe(1);
    await page.close();
  });

  it('a heart on the list → log in → back on the same search with the favourite set', async () => {
    const tenant = await registerAccount(portal, 'inquilino', { first: 'Mar', last: 'Lista' });
    const page = await portal.page();
    await page.goto(`${portal.origin}/properties?page=1`);
    await listShowsListings(page);
    const heart = page.getByRole('button', { name: /^Añadir a favoritos: / }).first();
    const title = ((await heart.getAttribute('aria-label')) ?? '').replace('Añadir a favoritos: ', '');
    await heart.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Inicia sesión' }).click();
    await page.waitForURL(/\/login\?next=/);
    await signInOnLoginPage(page, tenant.email, tenant.password);
    await page.waitForURL(`${portal.origin}/properties?page=1`);
    await page
      .getByRole('button', { name: `Quitar de favoritos: ${title}`, pressed: true })
      .first()
      .waitFor();
    await page.close();
  });

  it('drops the kept favourite when the offer is closed without signing in', async () => {
    const page = await portal.page();
    await page.goto(`${portal.origin}/properties/${listing.id}`);
    await page
      .getByRole('button', { name: `Añadir a favoritos: ${listing.title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Inicia sesión para guardar favoritos' });
    await dialog.waitFor();
    // Escape once the dialog holds the focus, as a keyboard user meets it (it is drawn a frame before
    // its focus trap and its keys are set up).
    await page.waitForFunction(() => {
      let focused = document.activeElement;
      while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
      return focused?.closest('[role="dialog"]') != null;
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.getItem('convive:pending-favorite'))).toBeNull();
    await page.close();
  });

  it('enquiry typed → log in → the message is still there, and cleared once sent', async () => {
    const tenant = await registerAccount(portal, 'inquilino', { first: 'Leo', last: 'Borrador' });
    const page = await portal.page();
    const message = `¿Se admiten estancias de seis meses? (${Date.now().toString(36)})`;
    await page.goto(`${portal.origin}/properties/${listing.id}#contacto`);
    const form = page.getByRole('form', { name: /^Contactar con / });
    await form.getByLabel('Mensaje').fill(message);
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'enquiry-signed-out-es-1280');
    expect(await form.getByRole('link', { name: 'crea una cuenta' }).getAttribute('href')).toBe(
      `/register?next=/properties/${listing.id}%23contacto`,
    );
    await form.getByRole('link', { name: 'Inicia sesión' }).click();
    await page.waitForURL(/\/login\?next=/);
    await signInOnLoginPage(page, tenant.email, tenant.password);
    await page.waitForURL(`${portal.origin}/properties/${listing.id}#contacto`);

    const back = page.getByRole('form', { name: /^Contactar con / });
    await back.scrollIntoViewIfNeeded();
    await expect.poll(() => back.getByLabel('Mensaje').inputValue()).toBe(message);
    // The rest comes from the account, and the form can be sent now.
    expect(await back.getByLabel('Email').inputValue()).toBe(tenant.email);
    await back.getByRole('button', { name: 'Enviar consulta' }).click();
    await toast(page, 'Consulta enviada').waitFor();
    await expect.poll(() => back.getByLabel('Mensaje').inputValue()).toBe('');
    expect(
      await page.evaluate((id) => sessionStorage.getItem(`convive:enquiry-draft:${id}`), listing.id),
    ).toBeNull();
    await page.reload();
    const again = page.getByRole('form', { name: /^Contactar con / });
    await again.scrollIntoViewIfNeeded();
    expect(await again.getByLabel('Mensaje').inputValue()).toBe('');
    await page.close();
  });

  it("the server's HTML of a listing links to /login with the return path", async () => {
    const response = await fetch(`${portal.origin}/properties/${listing.id}`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`href="/login?next=/properties/${listing.id}"`);
    expect(html).toContain('Inicia sesión para solicitar una visita');
  });

  it('a visit link followed before the app runs returns to the listing after logging in', async () => {
    const context = await portal.browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
    const bare = await context.newPage();
    await bare.goto(`${portal.origin}/properties/${listing.id}`);
    await bare.getByRole('link', { name: 'Inicia sesión para solicitar una visita' }).click();
    await bare.waitForURL(`${portal.origin}/login?next=/properties/${listing.id}`);
    await context.close();

    const page = await portal.page();
    await page.goto(`${portal.origin}/login?next=/properties/${listing.id}`);
    await signInOnLoginPage(page, DEMO_TENANT);
    await page.waitForURL(`${portal.origin}/properties/${listing.id}`);
    await page.getByRole('button', { name: 'Solicitar visita' }).waitFor();
    await page.close();
  });

  it('never follows a return path to another site', async () => {
    const page = await portal.page();
    await page.goto(`${portal.origin}/login?next=//example.com/robo`);
    await signInOnLoginPage(page, DEMO_TENANT);
    await page.waitForURL(`${portal.origin}/dashboard`);
    await page.close();
  });
});

describe('unknown addresses', () => {
  it('answers /no-such-page with 404 and the not-found screen; dashboard paths stay pages', async () => {
    const page = await portal.page();
    const response = await page.goto(`${portal.origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    await page.getByRole('link', { name: 'Volver al inicio' }).waitFor();
    await shot(page, 'not-found-es-1280');
    const known = await fetch(`${portal.origin}/dashboard/favorites`, { headers: { accept: 'text/html' } });
    expect(known.status).toBe(200);
    await page.close();
  });
});

describe('a landlord and the tenant actions', () => {
  it("replaces visit and enquiry on another landlord's listing with a short explanation", async () => {
    const token = await portal.login(DEMO_LANDLORD);
    const page = await portal.page({ token });
    await page.goto(`${portal.origin}/properties/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await page
      .getByText('Para solicitar visitas o contactar con otros propietarios, usa una cuenta de inquilino.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Solicitar visita' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Contactar con el propietario' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: /^Contactar con / }).count()).toBe(0);
    await shot(page, 'landlord-listing-es-1280');
    await page.close();
  });

  it('sends a landlord from /dashboard/requests to the dashboard, saying why', async () => {
    const token = await portal.login(DEMO_LANDLORD);
    const page = await portal.page({ token });
    await page.goto(`${portal.origin}/dashboard/requests`);
    await page.waitForURL(`${portal.origin}/dashboard`);
    await toast(page, 'Esta sección es solo para inquilinos').waitFor();
    await shot(page, 'tenant-only-es-1280');
    await page.close();
  });
});

describe('in English and on a phone', () => {
  // The same screens in both languages at both widths (pictures of them with SHOTS_DIR set).
  it('offers sign-in, keeps landlords out and says not found in both languages at both widths', async () => {
    const landlord = await portal.login(DEMO_LANDLORD);
    for (const [lang, viewport, width] of [
      ['es', PHONE, 390],
      ['en', PHONE, 390],
      ['es', DESKTOP, 1280],
      ['en', DESKTOP, 1280],
    ] as const) {
      const query = lang === 'en' ? '?lang=en' : '';
      const visitor = await portal.page({ viewport });
      await visitor.goto(`${portal.origin}/properties/${listing.id}${query}`);
      await visitor.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      await visitor.locator('[aria-pressed]').first().click();
      await visitor.getByRole('dialog').waitFor();
      await visitor.waitForTimeout(300);
      await shot(visitor, `favorite-offer-${lang}-${width}`);
      await visitor.keyboard.press('Escape');
      await visitor.locator('#contacto').scrollIntoViewIfNeeded();
      await visitor.locator('#contacto form').waitFor();
      await visitor.locator('#contacto form').scrollIntoViewIfNeeded();
      await shot(visitor, `enquiry-signed-out-${lang}-${width}`);
      await visitor.goto(`${portal.origin}/no-such-page${query}`);
      await shot(visitor, `not-found-${lang}-${width}`);
      await visitor.close();

      const page = await portal.page({ token: landlord, viewport });
      await page.goto(`${portal.origin}/properties/${listing.id}${query}`);
      await page.locator('aside .alert--info').waitFor();
      await page.locator('aside .alert--info').scrollIntoViewIfNeeded();
      await shot(page, `landlord-listing-${lang}-${width}`);
      await page.goto(`${portal.origin}/dashboard/requests${query}`);
      await page.waitForURL(/\/dashboard(\?lang=en)?$/);
      await page
        .getByRole('region', { name: /Notifica(tions|ciones)/ })
        .getByRole('listitem')
        .first()
        .waitFor();
      // Past the toast's entrance.
      await page.waitForTimeout(800);
      await shot(page, `tenant-only-${lang}-${width}`);
      await page.close();
    }
    expect(portal.errors).toEqual([]);
  });
});

describe('the browser', () => {
  it('logged no errors', () => {
    expect(portal.errors).toEqual([]);
  });
});
