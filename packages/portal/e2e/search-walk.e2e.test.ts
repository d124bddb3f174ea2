/**
 * What users met in the search on a second walk through the product: a landlord's neighbourhood
 * that no search found and no card showed, keywords taken for a city, page 2 on a phone leaving the
 * reader at the bottom, room and home lists that did not say (or show) what is featured, counts
 * in the wrong number ("1-1 de 1 propiedades") and Back leaving the search after a few filters.
 * Screenshots of the screens at 390 and 1280 px, in Spanish and English, go to SCREENSHOTS_DIR
 * when it is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toast } from './dashboard-helpers';
import { DEMO_LANDLORD, hasHorizontalScroll, type Portal, startPortal } from './harness';

interface ApiPage<T> {
  count: number;
  results: T[];
}
interface ApiProperty {
  id: number;
  title: string;
  description: string;
  city: string;
  neighborhood: string;
  is_featured: boolean;
  images: unknown[];
}
interface ApiRoom {
  id: number;
  title: string;
  status: string;
  is_featured: boolean;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const stamp = Date.now().toString(36);
const RETIRO_TITLE = `Piso junto al parque e2e ${stamp}`;
const SHOTS = process.env.SCREENSHOTS_DIR;

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await portal?.stop();
});

/** A page in a fresh context, in English when asked (the language lives in local storage). */
async function openPage(
  options: { viewport?: { width: number; height: number }; token?: string; english?: boolean } = {},
) {
  const page = await portal.page({
    viewport: options.viewport ?? DESKTOP,
    ...(options.token ? { token: options.token } : {}),
  });
  if (options.english)
    await page.context().addInitScript(() => {
      if (window === window.top) localStorage.setItem('language', 'en');
    });
  return page;
}

async function shoot(page: Page, name: string, selector?: string) {
  if (!SHOTS) return;
  const path = join(SHOTS, `${name}.png`);
  if (selector) await page.locator(selector).first().screenshot({ path });
  else await page.screenshot({ path, fullPage: false });
}

/** The cards of the results (their titles), in order. */
async function cardTitles(page: Page): Promise<string[]> {
  const cards = page.locator('.convive-grid__list').getByRole('article');
  return cards.evaluateAll((articles) =>
    articles.map((article) => article.querySelector('h2, h3, h4')?.textContent?.trim() ?? ''),
  );
}

function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

describe("a landlord's neighbourhood and keywords in the one search box", () => {
  let retiro: ApiProperty;

  it('creates a property whose neighbourhood is Retiro through the form', async () => {
    const token = await portal.login(DEMO_LANDLORD);
    const page = await openPage({ token });
    await page.goto(`${portal.origin}/dashboard/properties/new`);
    await page.getByRole('heading', { level: 1, name: 'Nueva propiedad' }).waitFor();
    await page.getByLabel('Título').fill(RETIRO_TITLE);
    await page.getByLabel('Descripción').fill('Tres dormitorios exteriores a dos calles del parque.');
    await page.getByLabel('Precio mensual (€/mes)').fill('1450');
    await page.getByLabel('Tamaño (m²)').fill('95');
    await page.getByLabel('Dirección').fill('Calle de Ibiza 20');
    await page.getByLabel('Ciudad').fill('Madrid');
    await page.getByLabel('Código postal').fill('28009');
    await page.getByLabel('Barrio').fill('Retiro');
    await page.getByLabel('Dormitorios').fill('3');
    await page.getByLabel('Baños').fill('2');
    await page.getByRole('button', { name: 'Crear propiedad' }).click();
    await toast(page, 'Propiedad creada').waitFor();
    await page.waitForURL(`${portal.origin}/dashboard/properties`);

    const mine = await portal.api<ApiProperty[]>('/properties/my-properties/', { token });
    const created = mine.find((property) => property.title === RETIRO_TITLE);
    expect(created).toMatchObject({ neighborhood: 'Retiro', city: 'Madrid' });
    retiro = created as ApiProperty;
  });

  it("finds it searching 'Retiro' from the home page, and its card says 'Retiro, Madrid'", async () => {
    const page = await openPage();
    await page.goto(`${portal.origin}/`);
    const search = page.getByRole('search', { name: 'Buscar alojamiento' });
    await search.getByRole('combobox', { name: 'Ubicación' }).fill('Retiro');
    await search.getByRole('combobox', { name: 'Ubicación' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/properties');
    expect(searchParams(page).get('city')).toBe('Retiro');
    await page.getByRole('heading', { level: 1, name: 'Propiedades en Retiro' }).waitFor();
    // One result: in the singular, with no '1-1' range.
    await page.getByRole('heading', { level: 2, name: 'Mostrando 1 de 1 propiedad' }).waitFor();
    const card = page
      .locator('.convive-grid__list')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: RETIRO_TITLE }) });
    expect((await card.locator('.convive-card__place').textContent())?.trim()).toBe('Retiro, Madrid');
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/properties/${retiro.id}`);
    await shoot(page, 'retiro-es-1280');
  });

  it("takes 'terraza' as words of the listings, not a city, from the list's own search", async () => {
    const expected = await portal.api<ApiPage<ApiProperty>>('/properties/all/?search=terraza&page_size=100');
    expect(expected.count).toBeGreaterThan(1);
    for (const home of expected.results) expect(`${home.title} ${home.description}`).toMatch(/terraza/i);

    const page = await openPage();
    await page.goto(`${portal.origin}/properties`);
    const header = page.getByRole('search', { name: 'Buscar propiedades' });
    await header.getByRole('combobox', { name: 'Ubicación' }).fill('terraza');
    // The suggestions say what 'Buscar' will do with it.
    await header
      .getByRole('paragraph')
      .filter({ hasText: 'Ninguna ciudad ni barrio empieza así: «Buscar» lo busca en los anuncios.' })
      .waitFor();
    await shoot(page, 'terraza-typed-es-1280');
    await header.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'terraza');
    expect(searchParams(page).has('city')).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'Resultados para «terraza»' }).waitFor();
    const shown = Math.min(9, expected.count);
    await page
      .getByRole('heading', { level: 2, name: `Mostrando 1-${shown} de ${expected.count} propiedades` })
      .waitFor();
    const titles = await cardTitles(page);
    expect(titles).toEqual(expected.results.slice(0, shown).map((home) => home.title));
    expect(await header.getByRole('combobox', { name: 'Ubicación' }).inputValue()).toBe('terraza');
    await shoot(page, 'terraza-es-1280');
  });

  it('says it in English too: one property, and many', async () => {
    const page = await openPage({ english: true });
    await page.goto(`${portal.origin}/properties?city=Retiro`);
    await page.getByRole('heading', { level: 2, name: 'Showing 1 of 1 property' }).waitFor();
    await shoot(page, 'retiro-en-1280');
    await page.goto(`${portal.origin}/properties?search=terraza`);
    await page.getByRole('heading', { level: 1, name: 'Results for “terraza”' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Showing 1-\d+ of \d+ properties$/ }).waitFor();
    await shoot(page, 'terraza-en-1280');
  });

  it('looks right on a phone, in Spanish and English', async () => {
    for (const english of [false, true]) {
      const page = await openPage({ viewport: PHONE, english });
      await page.goto(`${portal.origin}/properties?search=terraza`);
      await page.locator('.convive-grid__list').getByRole('article').first().waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await shoot(page, `terraza-${english ? 'en' : 'es'}-390`);
      await page.goto(`${portal.origin}/properties?city=Retiro`);
      await page.locator('.convive-grid__list').getByRole('article').first().waitFor();
      await shoot(page, `retiro-${english ? 'en' : 'es'}-390`);
      await page.close();
    }
  });
});

describe('page 2 on a phone', () => {
  /** Waits until the page has stopped scrolling (a smooth scroll takes a few frames). */
  async function settledScroll(page: Page): Promise<number> {
    let last = -1;
    for (let i = 0; i < 40; i += 1) {
      const now = await page.evaluate(() => window.scrollY);
      if (now === last) return now;
      last = now;
      await page.waitForTimeout(100);
    }
    return last;
  }

  for (const motion of ['no-preference', 'reduce'] as const) {
    it(`takes the reader to the top of the new results, focus on their heading (motion: ${motion})`, async () => {
      const { count } = await portal.api<ApiPage<unknown>>('/properties/all/?page_size=1');
      expect(count).toBeGreaterThan(18);
      const page = await openPage({ viewport: PHONE });
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto(`${portal.origin}/properties`);
      await page.getByRole('heading', { level: 2, name: `Mostrando 1-9 de ${count} propiedades` }).waitFor();
      const pager = page.getByRole('navigation', { name: 'Paginación' });
      await pager.scrollIntoViewIfNeeded();
      const atPager = await settledScroll(page);
      expect(atPager).toBeGreaterThan(2000);

      await pager.getByRole('link', { name: 'Página 2' }).click();
      const heading = page.getByRole('heading', {
        level: 2,
        name: `Mostrando 10-18 de ${count} propiedades`,
      });
      await heading.waitFor();
      const settled = await settledScroll(page);
      expect(settled).toBeLessThan(atPager);
      // The results' top is just under the sticky header, not thousands of pixels above the screen.
      const top = await page.evaluate(
        () => document.querySelector('[tabindex="-1"] .convive-grid')?.getBoundingClientRect().top ?? -1,
      );
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
      // Screen readers land on the heading that says which results these are.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        `Mostrando 10-18 de ${count} propiedades`,
      );
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
      await shoot(page, `page2-${motion}-es-390`);
      await page.close();
    });
  }
});

describe('what is featured', () => {
  it("marks 'Destacada' only the available rooms of featured homes, and says available rooms come first", async () => {
    const page = await openPage();
    await page.goto(`${portal.origin}/rooms?ordering=price`);
    const sort = page.getByRole('combobox', { name: 'Ordenar por' });
    await sort.waitFor();
    expect(await sort.inputValue()).toBe('price');
    // The order is by price within the available rooms, then within the rest: the page says so.
    const note = page.getByText('Primero las disponibles', { exact: true });
    expect(await note.isVisible()).toBe(true);
    const describedBy = (await sort.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Primero las disponibles');

    const { results } = await portal.api<ApiPage<ApiRoom>>('/rooms/?ordering=price&page_size=12');
    const cards = page.locator('.convive-grid__list').getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(results.length);
    const marked = await cards.evaluateAll((articles) =>
      articles.map((article) => article.querySelector('[data-badge="featured"]') !== null),
    );
    expect(marked).toEqual(results.map((room) => room.is_featured && room.status === 'available'));
    // Not every available room is featured (every one was 'Destacada' before).
    expect(results.some((room) => room.status === 'available' && !room.is_featured)).toBe(true);
    await shoot(page, 'rooms-es-1280');
  });

  it('shows the featured homes first on the home page, a hero with a photo, and one link to the list', async () => {
    const featured = await portal.api<ApiPage<ApiProperty>>('/properties/all/?featured=true&page_size=4');
    expect(featured.count).toBeGreaterThan(0);
    const newest = await portal.api<ApiPage<ApiProperty>>('/properties/all/?page_size=4');
    // Without the featured ones first, the strip would be the newest (not all of them featured).
    expect(newest.results.every((home) => home.is_featured)).toBe(false);

    const page = await openPage();
    await page.goto(`${portal.origin}/`);
    const section = page.getByRole('region', { name: 'Propiedades destacadas' });
    const cards = section.getByRole('article');
    await cards.first().waitFor();
    const titles = await cards.evaluateAll((articles) =>
      articles.map((article) => article.querySelector('h3')?.textContent?.trim() ?? ''),
    );
    expect(titles.slice(0, featured.results.length)).toEqual(featured.results.map((home) => home.title));
    const badges = await cards.evaluateAll((articles) =>
      articles.map((article) => article.querySelector('[data-badge="featured"]') !== null),
    );
    expect(badges.slice(0, featured.results.length).every(Boolean)).toBe(true);

    // The hero is a home with a photo: an image, not the placeholder.
    const hero = page.locator('section[aria-labelledby="home-title"] a[href^="/properties/"]').first();
    await hero.locator('img').waitFor();
    const heroId = Number((await hero.getAttribute('href'))?.split('/').at(-1));
    const heroHome = await portal.api<ApiProperty>(`/properties/${heroId}/`);
    expect(heroHome.images.length).toBeGreaterThan(0);

    expect(await section.getByRole('link', { name: 'Ver todas las propiedades' }).count()).toBe(1);
    expect(await section.getByRole('link', { name: 'Cargar más propiedades' }).count()).toBe(0);
    await shoot(page, 'home-es-1280');
    await shoot(page, 'home-featured-es-1280', 'section[aria-labelledby="featured-title"]');
  });

  it('looks right on a phone and in English', async () => {
    for (const [viewport, english, name] of [
      [PHONE, false, 'es-390'],
      [PHONE, true, 'en-390'],
      [DESKTOP, true, 'en-1280'],
    ] as const) {
      const page = await openPage({ viewport, english });
      await page.goto(`${portal.origin}/rooms?ordering=price`);
      await page.locator('.convive-grid__list').getByRole('article').first().waitFor();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await shoot(page, `rooms-${name}`);
      await page.goto(`${portal.origin}/`);
      await page.getByRole('region', { name: /Propiedades destacadas|Featured properties/ }).waitFor();
      await page.locator('section[aria-labelledby="featured-title"] article').first().waitFor();
      await shoot(page, `home-${name}`);
      await shoot(page, `home-featured-${name}`, 'section[aria-labelledby="featured-title"]');
      await page.close();
    }
  });
});

describe('Back after several filter changes', () => {
  it('returns to the filters before each change, not out of the search', async () => {
    const page = await openPage();
    await page.goto(`${portal.origin}/`);
    await page.getByRole('link', { name: 'Ver todas las propiedades' }).click();
    await page.waitForURL(`${portal.origin}/properties`);
    const panel = page.getByRole('region', { name: 'Filtros' });
    await panel.waitFor();

    await panel.getByLabel('Habitaciones').selectOption('2');
    await page.waitForURL((url) => url.searchParams.get('bedrooms') === '2');
    await panel.getByLabel('Tipo de propiedad').selectOption('piso');
    await page.waitForURL((url) => url.searchParams.get('property_type') === 'piso');
    await panel.getByRole('checkbox', { name: 'Ascensor' }).check();
    await page.waitForURL((url) => url.searchParams.get('has_elevator') === 'true');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('has_elevator'));
    expect(searchParams(page).get('property_type')).toBe('piso');
    expect(searchParams(page).get('bedrooms')).toBe('2');
    // The address changes before React draws the navigation (a transition): what the reader sees
    // follows within moments.
    await expect.poll(() => panel.getByRole('checkbox', { name: 'Ascensor' }).isChecked()).toBe(false);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('property_type'));
    expect(searchParams(page).get('bedrooms')).toBe('2');
    await expect.poll(() => panel.getByLabel('Tipo de propiedad').inputValue()).toBe('cualquiera');

    await page.goBack();
    await page.waitForURL(`${portal.origin}/properties`);
    await expect.poll(() => panel.getByLabel('Habitaciones').inputValue()).toBe('cualquiera');
    await page.getByRole('heading', { level: 1, name: 'Propiedades en alquiler' }).waitFor();

    // One more leaves the search, for the page it was opened from.
    await page.goBack();
    await page.waitForURL(`${portal.origin}/`);
  });

  it('does the same on /rooms, with one entry for the city however it was typed', async () => {
    const page = await openPage();
    await page.goto(`${portal.origin}/rooms`);
    const panel = page.getByRole('region', { name: 'Filtros' });
    await panel.waitFor();
    await panel.getByLabel('Estado').selectOption('available');
    await page.waitForURL((url) => url.searchParams.get('status') === 'available');
    const city = panel.getByRole('combobox', { name: 'Ciudad' });
    await city.pressSequentially('Mad', { delay: 50 });
    await page.waitForURL((url) => url.searchParams.get('city') === 'Mad');
    await city.pressSequentially('rid', { delay: 50 });
    await page.waitForURL((url) => url.searchParams.get('city') === 'Madrid');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('city'));
    expect(searchParams(page).get('status')).toBe('available');
    await page.goBack();
    await page.waitForURL(`${portal.origin}/rooms`);
  });
});

it('logs no browser errors', () => {
  expect(portal.errors).toEqual([]);
});
