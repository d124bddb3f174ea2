/**
 * A saved search end to end, where the tenant meets it: the tenant filters /properties,
 * saves the search from the dialog, a landlord publishes a matching property elsewhere, the alert
 * rises the tenant's bell live and lands in the outbox as an e-mail, whose one-click unsubscribe
 * link works in a browser without a session; the dashboard shows the search with its new match and
 * its alerts off. With CONVIVE_SHOTS_DIR set, it also saves screenshots of the dialog, the
 * dashboard screen and the e-mail as Chromium renders it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LANDLORD, DEMO_TENANT, type Portal, startPortal } from './harness';

const SHOTS = process.env.CONVIVE_SHOTS_DIR;
// A city the demo data does not have, so the new property is the search's only match.
const CITY = 'Cuenca';
const TITLE = 'Casa colgada con vistas <al río>';

let portal: Portal;
let landlordToken = '';
let tenantToken = '';

beforeAll(async () => {
  portal = await startPortal();
  [landlordToken, tenantToken] = await Promise.all([portal.login(DEMO_LANDLORD), portal.login(DEMO_TENANT)]);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await portal?.stop();
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

/** The unread count the bell announces ('Notificaciones, N sin leer'). */
async function bellCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ })
    .getAttribute('aria-label');
  return Number(/(\d+) sin leer/.exec(label ?? '')?.[1] ?? Number.NaN);
}

/** The part of a multipart .eml between its Content-Type line and the next boundary. */
function part(eml: string, type: 'text/plain' | 'text/html'): string {
  const start = eml.indexOf(`Content-Type: ${type}`);
  if (start < 0) throw new Error(`no ${type} part`);
  const body = eml.slice(eml.indexOf('\n\n', start) + 2);
  return body.slice(0, body.indexOf('\n--=_convive_'));
}

describe('a saved search', () => {
  it('is saved from /properties, alerts live and by e-mail, and unsubscribes in one click', async () => {
    await portal.api('/notifications/notifications/mark_all_as_read/', {
      method: 'POST',
      token: tenantToken,
    });
    const tenant = await portal.page({ token: tenantToken });
    await tenant.goto(`${portal.origin}/properties?city=${CITY}&max_price=900`);
    const save = tenant.getByRole('button', { name: 'Guardar búsqueda' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    const dialog = tenant.getByRole('dialog', { name: 'Guardar búsqueda' });
    await dialog.waitFor();
    const name = dialog.getByLabel(/Nombre de la búsqueda/);
    // Focus starts in the name, filled with a name made from the filters.
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.inputValue()).toContain(CITY);
    expect(await dialog.getByRole('radio', { name: 'Al momento' }).isChecked()).toBe(true);
    await shot(tenant, 'save-dialog');
    await name.fill(`Casas en ${CITY}`);
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await tenant.getByText(`«Casas en ${CITY}» está en tus búsquedas guardadas.`).waitFor();
    const [saved] = await portal.api<{ name: string; filters: Record<string, unknown>; alert: string }[]>(
      '/saved-searches/',
      { token: tenantToken },
    );
    expect(saved).toMatchObject({
      name: `Casas en ${CITY}`,
      filters: { city: CITY, max_price: 900 },
      alert: 'instant',
    });

    // The tenant waits on the dashboard; the landlord publishes a matching property elsewhere.
    await tenant.goto(`${portal.origin}/dashboard`);
    await tenant.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }).waitFor();
    expect(await bellCount(tenant)).toBe(0);
    const created = await portal.api<{ id: number }>('/properties/', {
      method: 'POST',
      token: landlordToken,
      json: {
        title: TITLE,
        description: 'Una casa sobre la hoz del Huécar, con dos dormitorios y mucha luz.',
        price: 850,
        size: 80,
        address: 'Calle de San Pedro 12',
        city: CITY,
        postal_code: '16001',
        bedrooms: 2,
        bathrooms: 1,
        property_type: 'casa',
        status: 'disponible',
      },
    });
    // Within the 10 s an alert may take (it waits 5 s for the photos), live, without a reload.
    await expect.poll(() => bellCount(tenant), { timeout: 15_000, interval: 250 }).toBe(1);
    await tenant.getByRole('button', { name: /^Notificaciones, 1 sin leer$/ }).click();
    await tenant.getByText(`Nueva propiedad para «Casas en ${CITY}»`).first().waitFor();

    // The e-mail: the listing, its link and a one-click unsubscribe link, the title escaped in HTML.
    const findMail = () =>
      portal.outbox().find((eml) => eml.includes(`To: ${DEMO_TENANT}`) && eml.includes(TITLE));
    await expect.poll(findMail, { timeout: 10_000 }).toBeTruthy();
    const mail = findMail() ?? '';
    const html = part(mail, 'text/html');
    expect(html).toContain('Casa colgada con vistas &lt;al río&gt;');
    expect(html).toContain(`/properties/${created.id}`);
    const unsubscribe = /List-Unsubscribe: <([^>]+)>/.exec(mail)?.[1] ?? '';
    expect(unsubscribe).toMatch(/\/saved-searches\/unsubscribe\?token=[\w-]+/);
    expect(html).toContain(unsubscribe.replace(/&/g, '&amp;'));
    if (SHOTS) {
      const viewer = await portal.page();
      await viewer.setContent(html);
      await shot(viewer, 'alert-email');
    }

    // The link works in a browser with no session: one click.
    const visitor = await portal.page();
    const link = new URL(unsubscribe);
    await visitor.goto(`${portal.origin}${link.pathname}${link.search}`);
    await visitor.getByText(`Ya no recibirás avisos de «Casas en ${CITY}».`).waitFor();

    // The dashboard: the search with its one new match and its alerts off.
    await tenant.goto(`${portal.origin}/dashboard/saved-searches`);
    await tenant.getByRole('heading', { level: 1, name: 'Búsquedas guardadas' }).waitFor();
    await tenant.getByText('1 nueva', { exact: true }).waitFor();
    expect(await tenant.getByRole('combobox', { name: 'Avisos' }).inputValue()).toBe('off');
    await shot(tenant, 'saved-searches');
    expect(portal.errors).toEqual([]);
  });
});
