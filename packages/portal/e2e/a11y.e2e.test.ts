/**
 * Accessibility scans with axe (WCAG 2.0/2.1 A and AA) of the public pages as a visitor, of a
 * tenant's dashboard pages and of a landlord's: none may have a 'serious' or 'critical' violation.
 * Each page is scanned once its content has loaded (its heading drawn and no spinner left).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LANDLORD, DEMO_TENANT, type Portal, startPortal } from './harness';

let portal: Portal;
let tenantToken = '';
let landlordToken = '';
/** A coliving property with rooms, and one of its rooms. */
let coliving: { id: number; title: string };
let room: { id: number; title: string };

beforeAll(async () => {
  portal = await startPortal();
  [tenantToken, landlordToken] = await Promise.all([portal.login(DEMO_TENANT), portal.login(DEMO_LANDLORD)]);
  const { results } = await portal.api<{ results: { id: number; title: string; is_coliving: boolean }[] }>(
    '/properties/all/?page_size=100&coliving=coliving',
  );
  for (const candidate of results) {
    const detail = await portal.api<{ rooms: { id: number; title: string }[] }>(
      `/properties/${candidate.id}/`,
    );
    if (detail.rooms[0]) {
      coliving = { id: candidate.id, title: candidate.title };
      room = detail.rooms[0];
      break;
    }
  }
  if (!room) throw new Error('the demo data has no coliving property with rooms');
  // The tenant's favourites page must show a list: make sure it has one.
  const favorites = await portal.api<unknown[] | { results: unknown[] }>('/favorites/', {
    token: tenantToken,
  });
  const count = Array.isArray(favorites) ? favorites.length : favorites.results.length;
  if (count === 0)
    await portal.api('/favorites/', { method: 'POST', token: tenantToken, json: { property: coliving.id } });
});

afterAll(async () => {
  await portal?.stop();
});

/** Opens `path`, waits for its h1 (named `heading` when given) and for every spinner to go. */
async function open(path: string, token: string | undefined, heading?: string | RegExp): Promise<Page> {
  const page = await portal.page(token ? { token } : {});
  await page.goto(`${portal.origin}${path}`);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await page
    .getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })
    .first()
    .waitFor();
  await page.locator('.convive-spinner, [aria-busy="true"]').first().waitFor({ state: 'detached' });
  return page;
}

/** Scrolls to the contact form, which loads as it comes near the screen, so the scan includes it. */
async function showEnquiryForm(page: Page) {
  await page.locator('#contacto').scrollIntoViewIfNeeded();
  await page.getByRole('form', { name: /^Contactar con / }).waitFor();
}

/** Scans the page; fails listing every serious or critical violation (rule, help, elements). */
async function expectNoSeriousViolations(page: Page, { map = false } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // The property page's Google Maps iframe cannot load here (no internet): its error page is not
  // the portal's markup. Only that iframe is left out; its title is still checked by the page scan.
  if (map) builder = builder.exclude('iframe[title^="Mapa de "]');
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\n/g, ' ')}`)
          .join('\n')}`,
    )
    .join('\n');
  expect(serious.length, `${page.url()}\n${report}`).toBe(0);
  await page.context().close();
}

describe('public pages as a visitor', () => {
  it('home', async () => {
    const page = await open('/', undefined, 'Encuentra tu hogar compartido ideal');
    await page.locator('article a.convive-card__link').first().waitFor();
    await expectNoSeriousViolations(page);
  });

  it('/properties', async () => {
    const page = await open('/properties', undefined, 'Propiedades en alquiler');
    await page.getByRole('heading', { name: /^Mostrando 1-9 de \d+ propiedades$/ }).waitFor();
    await expectNoSeriousViolations(page);
  });

  it('a property detail page', async () => {
    const page = await open(`/properties/${coliving.id}`, undefined, coliving.title);
    await page.getByRole('list', { name: 'Habitaciones de la propiedad' }).waitFor();
    await showEnquiryForm(page);
    await expectNoSeriousViolations(page, { map: true });
  });

  it('a room detail page', async () => {
    const page = await open(`/rooms/${room.id}`, undefined, room.title);
    await showEnquiryForm(page);
    await expectNoSeriousViolations(page, { map: true });
  });

  it('/login', async () => {
    const page = await open('/login', undefined, 'Iniciar sesión');
    await expectNoSeriousViolations(page);
  });

  it('/register', async () => {
    const page = await open('/register', undefined, 'Crear cuenta');
    await expectNoSeriousViolations(page);
  });
});

describe('dashboard pages as a tenant', () => {
  it('/dashboard', async () => {
    const page = await open('/dashboard', tenantToken, /^Bienvenido\/a/);
    await expectNoSeriousViolations(page);
  });

  it('/dashboard/favorites (a list)', async () => {
    const page = await open('/dashboard/favorites', tenantToken, 'Mis favoritos');
    await page.getByRole('listitem').getByRole('link').first().waitFor();
    await expectNoSeriousViolations(page);
  });

  it('/dashboard/profile (a form)', async () => {
    const page = await open('/dashboard/profile', tenantToken, 'Mi perfil');
    await page.getByRole('button', { name: 'Guardar cambios' }).waitFor();
    await expectNoSeriousViolations(page);
  });
});

describe('dashboard pages as a landlord', () => {
  it('/dashboard', async () => {
    const page = await open('/dashboard', landlordToken, /^Bienvenido\/a/);
    await expectNoSeriousViolations(page);
  });

  it('/dashboard/properties (a list)', async () => {
    const page = await open('/dashboard/properties', landlordToken, 'Mis propiedades');
    await page.getByRole('article').first().waitFor();
    await expectNoSeriousViolations(page);
  });

  it('/dashboard/properties/new (a form)', async () => {
    const page = await open('/dashboard/properties/new', landlordToken, 'Nueva propiedad');
    await expectNoSeriousViolations(page);
  });

  it('/dashboard/rooms/new (a form)', async () => {
    const page = await open('/dashboard/rooms/new', landlordToken, 'Nueva habitación');
    await page.getByLabel('Propiedad').waitFor();
    await expectNoSeriousViolations(page);
  });
});

it('logs no browser errors', () => {
  expect(portal.errors).toEqual([]);
});
