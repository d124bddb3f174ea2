/**
 * A visitor (no account) browsing the public side (spec 01 §1, §2, §4, §6): the home page's quick
 * search, the property list's counter, pages, views and side filters (all kept in the URL), a
 * coliving property's detail with its gallery and rooms, the room list and a room; and what a
 * visitor cannot do (favourite, enquiry, visit). Counts are checked against the API.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Portal, startPortal } from './harness';

interface ApiPage<T> {
  count: number;
  results: T[];
}
interface ApiProperty {
  id: number;
  title: string;
  city: string;
  is_coliving: boolean;
  images: unknown[];
  rooms: { id: number; title: string }[];
}

const PROPERTY_PAGE_SIZE = 9;
const ROOM_PAGE_SIZE = 12;
/** The quick search: a city with demo data and the highest price choice of the home search. */
const CITY = 'Madrid';
const MAX_PRICE = 2000;

let portal: Portal;
let page: Page;
/** A coliving property of CITY that has rooms (its detail is opened from the list). */
let coliving: ApiProperty;

/** How many available properties the API finds for `query` (what the list must say). */
async function propertyCount(query: string): Promise<number> {
  return (await portal.api<ApiPage<unknown>>(`/properties/all/?page_size=1&${query}`)).count;
}

function heading(from: number, to: number, count: number) {
  return page.getByRole('heading', { level: 2, name: `Mostrando ${from}-${to} de ${count} propiedades` });
}

function searchParams(): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** The text with its spaces (including non-breaking ones) collapsed. */
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  portal = await startPortal();
  const { results } = await portal.api<ApiPage<ApiProperty>>(
    `/properties/all/?page_size=100&city=${CITY}&max_price=${MAX_PRICE}&coliving=coliving`,
  );
  for (const candidate of results) {
    const detail = await portal.api<ApiProperty>(`/properties/${candidate.id}/`);
    if (detail.rooms.length > 0 && detail.images.length > 1) {
      coliving = detail;
      break;
    }
  }
  if (!coliving) throw new Error(`the demo data has no coliving property with rooms in ${CITY}`);
  page = await portal.page();
});

afterAll(async () => {
  await portal?.stop();
});

describe('the property search', () => {
  it("searches from the home page's quick search and lands on /properties with the query", async () => {
    await page.goto(`${portal.origin}/`);
    await page.getByRole('heading', { level: 1, name: 'Encuentra tu hogar compartido ideal' }).waitFor();
    const search = page.getByRole('search', { name: 'Buscar alojamiento' });
    await search.getByRole('combobox', { name: 'Ubicación' }).fill(CITY);
    await search.getByLabel('Precio máximo').selectOption(String(MAX_PRICE));
    await search.getByRole('combobox', { name: 'Ubicación' }).press('Enter');

    await page.waitForURL((url) => url.pathname === '/properties');
    expect(searchParams().get('city')).toBe(CITY);
    expect(searchParams().get('max_price')).toBe(String(MAX_PRICE));
    await page.getByRole('heading', { level: 1, name: `Propiedades en ${CITY}` }).waitFor();

    const count = await propertyCount(`city=${CITY}&max_price=${MAX_PRICE}`);
    expect(count).toBeGreaterThan(0);
    await heading(1, Math.min(PROPERTY_PAGE_SIZE, count), count).waitFor();
    const cards = page.locator('.convive-grid__list').getByRole('article');
    expect(await cards.count()).toBe(Math.min(PROPERTY_PAGE_SIZE, count));
    // The list's own search shows what was searched.
    const header = page.getByRole('search', { name: 'Buscar propiedades' });
    expect(await header.getByRole('combobox', { name: 'Ubicación' }).inputValue()).toBe(CITY);
    expect(await header.getByLabel('Precio máximo').inputValue()).toBe(String(MAX_PRICE));
  });

  it('pages through the results, keeping the page in the URL (previous, next, reload)', async () => {
    // The demo city has fewer than two pages: widen the search to every city at the same price.
    const header = page.getByRole('search', { name: 'Buscar propiedades' });
    await header.getByRole('combobox', { name: 'Ubicación' }).fill('');
    await header.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL((url) => !url.searchParams.has('city'));
    expect(searchParams().get('max_price')).toBe(String(MAX_PRICE));
    const count = await propertyCount(`max_price=${MAX_PRICE}`);
    expect(count).toBeGreaterThan(2 * PROPERTY_PAGE_SIZE);
    await heading(1, 9, count).waitFor();

    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    expect(await pagination.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    // The pages are links (crawlers and readers without JavaScript follow them); a click stays in the app.
    await pagination.getByRole('link', { name: 'Siguiente' }).click();
    await heading(10, 18, count).waitFor();
    expect(searchParams().get('page')).toBe('2');
    expect(await pagination.getByRole('link', { name: 'Página 2' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await page.reload();
    await heading(10, 18, count).waitFor();
    expect(searchParams().get('page')).toBe('2');

    await pagination.getByRole('link', { name: 'Anterior' }).click();
    await heading(1, 9, count).waitFor();
    expect(searchParams().has('page')).toBe(false);
    expect(searchParams().get('max_price')).toBe(String(MAX_PRICE));
  });

  it('toggles between the grid and the list view', async () => {
    const grid = page.getByRole('button', { name: 'Cuadrícula' });
    const list = page.getByRole('button', { name: 'Lista' });
    const results = page.locator('ul.convive-grid__list');
    expect(await grid.getAttribute('aria-pressed')).toBe('true');
    expect(await results.getAttribute('data-view')).toBe('grid');
    await list.click();
    expect(await list.getAttribute('aria-pressed')).toBe('true');
    expect(await grid.getAttribute('aria-pressed')).toBe('false');
    expect(await results.getAttribute('data-view')).toBe('list');
    await grid.click();
    expect(await results.getAttribute('data-view')).toBe('grid');
  });

  it('narrows with the side filter panel, which goes back to page 1', async () => {
    const count = await propertyCount(`max_price=${MAX_PRICE}`);
    await page
      .getByRole('navigation', { name: 'Paginación' })
      .getByRole('link', { name: 'Página 2' })
      .click();
    await heading(10, 18, count).waitFor();

    // Wide screens start with the panel open: close it, then open it again.
    const toggle = page.getByRole('button', { name: /^Ocultar filtros/ });
    await toggle.click();
    const panel = page.getByRole('region', { name: 'Filtros' });
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^Mostrar filtros/ }).click();
    await panel.waitFor();

    await panel.getByLabel('Habitaciones').selectOption('3');
    await page.waitForURL((url) => url.searchParams.get('bedrooms') === '3');
    expect(searchParams().has('page')).toBe(false);
    expect(searchParams().get('max_price')).toBe(String(MAX_PRICE));
    const narrowed = await propertyCount(`max_price=${MAX_PRICE}&bedrooms=3`);
    expect(narrowed).toBeLessThan(count);
    await heading(1, Math.min(PROPERTY_PAGE_SIZE, narrowed), narrowed).waitFor();
    // Two filters are on: the toggle says so.
    expect(squash(await page.getByRole('button', { name: /^Ocultar filtros/ }).textContent())).toBe(
      'Ocultar filtros(2 activos)',
    );
  });
});

describe("a coliving property's detail", () => {
  it('opens from a card (the whole card is its link) with title, price, breadcrumb and gallery', async () => {
    await page.goto(`${portal.origin}/properties?city=${CITY}&max_price=${MAX_PRICE}`);
    const card = page
      .locator('.convive-grid__list')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: coliving.title, exact: true }) });
    const cardPrice = squash(await card.locator('.convive-card__price').textContent());
    expect(cardPrice).toMatch(/€/);
    // The whole card is one link, named by its title.
    await card.getByRole('link', { name: coliving.title, exact: true }).click();

    await page.waitForURL(`${portal.origin}/properties/${coliving.id}`);
    await page.getByRole('heading', { level: 1, name: coliving.title }).waitFor();
    const aside = page.getByRole('complementary', { name: 'Precio y contacto' });
    expect(
      squash(await aside.getByRole('region', { name: 'Precio' }).locator('p').first().textContent()),
    ).toBe(cardPrice);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
    expect(await breadcrumb.getByRole('link', { name: 'Propiedades' }).getAttribute('href')).toBe(
      '/properties',
    );
    expect(await breadcrumb.locator('[aria-current="page"]').textContent()).toBe(coliving.title);

    const total = coliving.images.length;
    const gallery = page.getByRole('region', { name: 'Galería de imágenes' });
    await gallery.getByRole('img', { name: `${coliving.title}, imagen 1 de ${total}` }).waitFor();
    expect(await gallery.getByRole('list', { name: 'Miniaturas' }).getByRole('button').count()).toBe(total);
    await gallery.getByRole('button', { name: 'Imagen siguiente' }).click();
    await gallery.getByText(`2 / ${total}`, { exact: true }).waitFor();
  });

  it('opens the full-screen viewer and closes it with Escape', async () => {
    const gallery = page.getByRole('region', { name: 'Galería de imágenes' });
    await gallery.getByRole('button', { name: 'Ver a pantalla completa' }).click();
    const viewer = page.getByRole('dialog', { name: `Imágenes de ${coliving.title}` });
    await viewer.waitFor();
    const total = coliving.images.length;
    await viewer.getByRole('img', { name: `${coliving.title}, imagen 2 de ${total}` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText(`3 / ${total}`, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    // The page behind keeps the image the viewer ended on.
    await gallery.getByText(`3 / ${total}`, { exact: true }).waitFor();
  });

  it('lists its rooms, each linking to /rooms/{id}', async () => {
    const rooms = page.getByRole('list', { name: 'Habitaciones de la propiedad' });
    await rooms.waitFor();
    const links = rooms.getByRole('link');
    expect(await links.count()).toBe(coliving.rooms.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(coliving.rooms.map((room) => `/rooms/${room.id}`).sort());

    const first = links.first();
    const href = (await first.getAttribute('href')) ?? '';
    const roomTitle = coliving.rooms.find((room) => `/rooms/${room.id}` === href)?.title ?? '';
    await first.click();
    await page.waitForURL(`${portal.origin}${href}`);
    await page.getByRole('heading', { level: 1, name: roomTitle }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: coliving.title }).waitFor();
  });

  it('keeps a visitor out: favourite asks to sign in, enquiry disabled, visit leads to /login', async () => {
    await page
      .getByRole('button', { name: `Añadir a favoritos: ${coliving.title}` })
      .first()
      .click();
    const offer = page.getByRole('dialog', { name: 'Inicia sesión para guardar favoritos' });
    await offer.getByRole('link', { name: 'Crea una cuenta' }).waitFor();
    await page.keyboard.press('Escape');
    await offer.waitFor({ state: 'detached' });

    await page.locator('#contacto').scrollIntoViewIfNeeded();
    const enquiry = page.getByRole('form', { name: /^Contactar con / });
    await enquiry.getByText('Debes iniciar sesión para contactar con el propietario.').waitFor();
    expect(await enquiry.getByRole('button', { name: 'Enviar consulta' }).isDisabled()).toBe(true);

    await page.getByRole('link', { name: 'Inicia sesión para solicitar una visita' }).click();
    await page.waitForURL(`${portal.origin}/login?next=/properties/${coliving.id}`);
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
  });
});

describe('the room list', () => {
  it("counts '1-12 de N' as the API does, pages, and opens a room", async () => {
    const { count } = await portal.api<ApiPage<unknown>>('/rooms/?page_size=1');
    expect(count).toBeGreaterThan(ROOM_PAGE_SIZE);
    await page.goto(`${portal.origin}/rooms`);
    await page.getByRole('heading', { level: 1, name: 'Habitaciones en coliving' }).waitFor();
    const counter = page.locator('.convive-grid__counter');
    await page.getByText(`1-${ROOM_PAGE_SIZE} de ${count}`, { exact: true }).waitFor();
    expect(await page.locator('.convive-grid__list').getByRole('article').count()).toBe(ROOM_PAGE_SIZE);

    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await pagination.getByRole('link', { name: 'Siguiente' }).click();
    await page.getByText(`13-${Math.min(24, count)} de ${count}`, { exact: true }).waitFor();
    expect(searchParams().get('page')).toBe('2');
    await pagination.getByRole('link', { name: 'Anterior' }).click();
    await page.getByText(`1-${ROOM_PAGE_SIZE} de ${count}`, { exact: true }).waitFor();
    expect(await counter.count()).toBe(1);

    const card = page.locator('.convive-grid__list').getByRole('article').first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const link = card.getByRole('link', { name: title, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/rooms\/\d+$/);
    await link.click();
    await page.waitForURL(`${portal.origin}${href}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Habitaciones' }).getAttribute('href')).toBe('/rooms');
    await page.getByRole('region', { name: 'Galería de imágenes' }).waitFor();
  });
});

it('logs no browser errors', () => {
  expect(portal.errors).toEqual([]);
});

describe('a first visit', () => {
  // Five pages, each loaded until the network is idle: longer than one journey step.
  it('makes no API call and loads no API client until the reader acts (/, /properties, a listing, /login, /register)', {
    timeout: 120_000,
  }, async () => {
    const first = await portal.page();
    const calls: string[] = [];
    first.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    // What each script holds: the endpoint table names the login's path, zod its base type. A module
    // that makes a client up front (a provider, a socket reader) brings both into every page.
    const scripts: Promise<string>[] = [];
    first.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const loaded = async () => {
      const texts = await Promise.all(scripts);
      return {
        endpointTable: texts.some((text) => text.includes('/api-token-auth/')),
        zod: texts.some((text) => text.includes('$ZodType')),
      };
    };
    for (const path of [
      '/',
      '/properties?city=Madrid',
      `/properties/${coliving.id}`,
      '/login',
      '/register',
    ]) {
      await first.goto(`${portal.origin}${path}`, { waitUntil: 'networkidle' });
      // The app has hydrated the page: whatever it would call on its own, it has called.
      await first.waitForFunction(() => performance.getEntriesByName('convive:app-ready').length > 0);
      await first.waitForLoadState('networkidle');
    }
    expect(calls).toEqual([]);
    expect(await loaded()).toEqual({ endpointTable: false, zod: false });

    // The first action that needs the API loads the client then, and works.
    await first.goto(`${portal.origin}/properties`);
    const panel = first.getByRole('region', { name: 'Filtros' });
    await panel.getByLabel('Tipo de propiedad').selectOption('piso');
    await first.waitForURL((url) => url.searchParams.get('property_type') === 'piso');
    await first.getByRole('heading', { level: 2, name: /^Mostrando .* propiedades$/ }).waitFor();
    await expect.poll(() => calls.some((url) => url.includes('/api/properties/'))).toBe(true);
    expect(await loaded()).toEqual({ endpointTable: true, zod: true });
    await first.close();
  });
});
