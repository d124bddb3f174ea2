/**
 * The partner page in a real Chromium: the built embed (one module script) against a real Convive
 * server with demo data, served cross-origin from another port as a partner's site would be.
 */
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../e2e/browser';
import { type PartnerStack, startPartnerStack } from '../e2e/partnerStack';

interface ApiPage<T> {
  count: number;
  results: T[];
}
interface PropertyRow {
  id: number;
  title: string;
  city: string;
}

let stack: PartnerStack | undefined;
let browser: Browser | undefined;
let page: Page;
let apiBase = '';
let siteUrl = '';
const consoleErrors: string[] = [];

async function publicSearch(city: string): Promise<ApiPage<PropertyRow>> {
  const response = await fetch(`${apiBase}/properties/all/?city=${encodeURIComponent(city)}&page_size=100`);
  expect(response.status).toBe(200);
  return (await response.json()) as ApiPage<PropertyRow>;
}

/** The grid's heading and card titles, read through the element's shadow root. */
function readGrid(p: Page) {
  return p.evaluate(() => {
    const root = document.querySelector('convive-property-grid')?.shadowRoot;
    return {
      hasShadow: Boolean(root),
      heading: root?.querySelector('.convive-grid__heading')?.textContent ?? '',
      titles: [...(root?.querySelectorAll('.convive-card__title') ?? [])].map((el) => el.textContent ?? ''),
      lightDomCards: document.querySelectorAll('.convive-card').length,
    };
  });
}

/**
 * Waits until the grid shows cards under a heading matching `headingPattern`, or its error state; the
 * error state fails at once with the browser console's errors (CORS, network) in the message.
 */
async function waitForGrid(p: Page, headingPattern: RegExp): Promise<void> {
  const handle = await p.waitForFunction(
    (source) => {
      const root = document.querySelector('convive-property-grid')?.shadowRoot;
      if (root?.querySelector('[data-state="error"]')) return 'error';
      const heading = root?.querySelector('.convive-grid__heading')?.textContent ?? '';
      const cards = root?.querySelectorAll('.convive-card__title').length ?? 0;
      return cards > 0 && new RegExp(source).test(heading.trim()) ? 'cards' : false;
    },
    headingPattern.source,
    { timeout: 20_000 },
  );
  if ((await handle.jsonValue()) === 'error') {
    const text = await p.evaluate(
      () =>
        document.querySelector('convive-property-grid')?.shadowRoot?.querySelector('[data-state="error"]')
          ?.textContent,
    );
    throw new Error(
      `The grid shows its error state ("${text}"). Browser console:\n${consoleErrors.join('\n')}`,
    );
  }
}

beforeAll(async () => {
  stack = await startPartnerStack();
  ({ apiBase, siteUrl } = stack);
  ({ browser } = await launchChromium());
  page = await browser.newPage();
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  await page.goto(`${siteUrl}/`);
}, 180_000);

afterAll(async () => {
  await browser?.close().catch(() => {});
  await stack?.stop();
});

describe('partner site (embed bundle in Chromium)', () => {
  it('serves the page with the API base in place and one module script', async () => {
    const html = await (await fetch(`${siteUrl}/`)).text();
    expect(html).toContain(`api-base="${apiBase}"`);
    expect(html).not.toContain('__CONVIVE_API_BASE__');
    expect(html.match(/<script type="module" src="[^"]*convive-widgets\.js"><\/script>/g)).toHaveLength(1);
  });

  it("shows the server's Valencia properties inside the grid's shadow root", async () => {
    const valencia = await publicSearch('Valencia');
    expect(valencia.count).toBeGreaterThan(0);
    await waitForGrid(page, /^Mostrando 1-/);
    const grid = await readGrid(page);
    expect(grid.hasShadow).toBe(true);
    expect(grid.lightDomCards).toBe(0);
    const heading = /^Mostrando 1-(\d+) de (\d+) propiedades$/.exec(grid.heading.trim());
    expect(heading, grid.heading).not.toBeNull();
    expect(Number(heading?.[2])).toBe(valencia.count);
    expect(Number(heading?.[1])).toBe(Math.min(6, valencia.count));
    const serverTitles = valencia.results.map((p) => p.title);
    expect(grid.titles.length).toBeGreaterThan(0);
    for (const title of grid.titles) expect(serverTitles).toContain(title);

    const searchBar = await page.evaluate(() => {
      const root = document.querySelector('convive-search-bar')?.shadowRoot;
      return {
        hasShadow: Boolean(root),
        location: root?.querySelector<HTMLInputElement>('input[name="city"]')?.value ?? null,
      };
    });
    expect(searchBar).toEqual({ hasShadow: true, location: 'Valencia' });
  });

  it('announces a page change, which the page logs', async () => {
    const valencia = await publicSearch('Valencia');
    if (valencia.count <= 6) return; // one page only: no pagination to click
    await waitForGrid(page, /^Mostrando 1-/);
    await page.locator('convive-property-grid nav button', { hasText: /^2$/ }).first().click();
    await expect
      .poll(() => page.locator('#event-log li[data-event="convive-page-change"]').first().textContent())
      .toContain('{"page":2}');
    // The second page starts at the seventh: '7-12 de N', or '7 de 7' when it holds one.
    await waitForGrid(page, /^Mostrando 7( de |-)/);
  });

  it('searching a city in the bar fires convive-search and updates the grid', async () => {
    const madrid = await publicSearch('Madrid');
    expect(madrid.count).toBeGreaterThan(0);
    await page.evaluate(() => {
      const w = window as unknown as { searches: unknown[] };
      w.searches = [];
      document.addEventListener('convive-search', (event) => w.searches.push((event as CustomEvent).detail));
    });
    // Playwright's CSS locators pierce open shadow roots: this is the input inside the bar's root.
    const location = page.locator('convive-search-bar input[name="city"]');
    await location.fill('Madrid');
    await location.press('Enter');

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { searches: unknown[] }).searches))
      .toEqual([{ city: 'Madrid' }]);
    // The grid follows the bar by its `search-from`: the page's script changed none of its attributes.
    expect(await page.getAttribute('convive-property-grid', 'city')).toBe('Valencia');
    const last = Math.min(6, madrid.count);
    await waitForGrid(page, new RegExp(`^Mostrando 1-${last} de ${madrid.count} propiedades$`));
    const grid = await readGrid(page);
    const madridTitles = madrid.results.map((p) => p.title);
    expect(grid.titles.length).toBeGreaterThan(0);
    for (const title of grid.titles) expect(madridTitles).toContain(title);
    await expect.poll(() => page.locator('#event-log li[data-event="convive-search"]').count()).toBe(1);
  });

  it('logs no console error', () => {
    expect(consoleErrors).toEqual([]);
  });
});
