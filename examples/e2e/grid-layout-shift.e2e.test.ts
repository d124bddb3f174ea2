/**
 * The cumulative layout shift of a partner page whose <convive-property-grid> finds fewer results
 * than a page (none, one, a few), a full page or several pages, with a tall paragraph under the grid,
 * at 1280 and 390 px, in a real Chromium. The space kept before the grid's code and data arrive
 * assumes a page of cards with its pagination: a shorter answer must not pull the paragraph up in
 * view. The page is served from its own origin with the built embed; chunks and API answers come
 * late, so the page is painted well before the grid's cards. The page pastes the README's
 * `:not(:defined)` rules, as partners are told to.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDEFINED_ELEMENTS_CSS } from '../../packages/widgets/src/embed/reserve';
import { launchChromium } from './browser';
import { type PartnerStack, startPartnerStack } from './partnerStack';
import { EMBED_ENTRY, freePort } from './setup';

const EMBED_DIR = join(EMBED_ENTRY, '..');
const PAGE_SIZE = 9;

let stack: PartnerStack | undefined;
let browser: Browser | undefined;
let site: Server | undefined;
let siteUrl = '';
/** The grid's attributes for each case, found in the demo data once the server runs. */
const searches = new Map<string, string>();
/** The number of results of the full-page case (its page size). */
let fullPage = 0;

/** A partner page: a heading, the grid, a 400 px paragraph the grid must not move, a long footer. */
function partnerPage(gridAttributes: string): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Agencia</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/page.css" />
    <script type="module" src="/embed/convive-widgets.js"></script>
  </head>
  <body>
    <main>
      <h1>Nuestras propiedades</h1>
      <p>Pisos y habitaciones de la agencia.</p>
      <convive-property-grid api-base="${stack?.apiBase}" locale="es" show-favorites="false" ${gridAttributes}></convive-property-grid>
      <p id="below">Sobre la agencia: atendemos de lunes a viernes.</p>
    </main>
    <footer>Agencia · Aviso legal · Privacidad</footer>
  </body>
</html>`;
}

const PAGE_CSS = `${UNDEFINED_ELEMENTS_CSS}
body { margin: 0; font: 16px/1.5 sans-serif; }
main { padding: 16px; }
#below { height: 400px; margin: 24px 0 0; background: #eef; }
footer { height: 1200px; background: #ddd; }`;

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' };

/** `/?case=…` the page, `/page.css` its CSS, `/embed/…` the built embed. */
function startSite(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      const attributes = searches.get(url.searchParams.get('case') ?? '');
      if (attributes === undefined) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return void response.end(partnerPage(attributes));
    }
    if (url.pathname === '/page.css') {
      response.writeHead(200, { 'content-type': TYPES['.css'] as string });
      return void response.end(PAGE_CSS);
    }
    if (url.pathname.startsWith('/embed/')) {
      const path = normalize(join(EMBED_DIR, url.pathname.slice('/embed/'.length)));
      if (path.startsWith(EMBED_DIR + sep) && existsSync(path) && statSync(path).isFile()) {
        response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
        return void createReadStream(path).pipe(response);
      }
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

interface CityCount {
  city: string;
  count: number;
}

/** Each demo city with its number of available properties. */
async function cityCounts(apiBase: string): Promise<CityCount[]> {
  const counts = new Map<string, number>();
  for (let page = 1; ; page++) {
    const answer = (await (await fetch(`${apiBase}/properties/all/?page=${page}&page_size=50`)).json()) as {
      results: { city: string }[];
      next: string | null;
    };
    for (const { city } of answer.results) counts.set(city, (counts.get(city) ?? 0) + 1);
    if (!answer.next) break;
  }
  return [...counts].map(([city, count]) => ({ city, count }));
}

interface Measured {
  cls: number;
  shifts: unknown[];
  cards: number;
  state: string;
  /** The grid's height, and its content's (the space it holds is the difference). */
  gridHeight: number;
  contentHeight: number;
  /** Where the paragraph under the grid is in the viewport. */
  belowTop: number;
  /** The min-height the grid holds its space with ('' once let go). */
  held: string;
}

/** The grid's and the paragraph's geometry, and the layout shift so far. */
function readPage(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { cls: number; shifts: unknown[] };
    const root = document.querySelector('convive-property-grid')?.shadowRoot;
    const section = root?.querySelector<HTMLElement>('.convive-grid');
    const children = [...(section?.children ?? [])].map((child) => child.getBoundingClientRect());
    const top = section?.getBoundingClientRect().top ?? 0;
    return {
      cls: w.cls,
      shifts: w.shifts,
      cards: root?.querySelectorAll('article[part~="card"]').length ?? 0,
      gridHeight: Math.round(
        document.querySelector('convive-property-grid')?.getBoundingClientRect().height ?? 0,
      ),
      contentHeight: Math.round(Math.max(0, ...children.map((box) => box.bottom)) - top),
      belowTop: Math.round(document.getElementById('below')?.getBoundingClientRect().top ?? 0),
      held: section?.style.minHeight ?? '',
    };
  });
}

/**
 * Opens the page of `name` at `width`, waits for the grid to settle, does `then` (the visitor's
 * doing), and measures the page's layout shift.
 */
async function measure(
  name: string,
  width: number,
  height: number,
  then?: (page: Page, settled: Omit<Measured, 'state'>) => Promise<void>,
): Promise<Measured> {
  if (!browser) throw new Error('No browser.');
  const context = await browser.newContext({ viewport: { width, height } });
  try {
    const page: Page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number; shifts: unknown[] };
      w.cls = 0;
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (entry.hadRecentInput) continue;
          w.cls += entry.value;
          w.shifts.push({ value: Number(entry.value.toFixed(4)), at: Math.round(entry.startTime) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Chunks and API answers 400 ms late: the page is painted before the grid's code and data.
    await page.route(/\/(chunks|api)\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`${siteUrl}/?case=${name}`);
    const state = await page.waitForFunction(
      () => {
        const root = document.querySelector('convive-property-grid')?.shadowRoot;
        const settled = root?.querySelector(
          '.convive-grid[data-state="success"], .convive-grid[data-state="error"]',
        );
        return settled?.getAttribute('data-state') ?? false;
      },
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForLoadState('networkidle');
    // Pictures and late shifts.
    await page.waitForTimeout(1000);
    if (then) {
      await then(page, await readPage(page));
      await page.waitForTimeout(800);
    }
    return { ...(await readPage(page)), state: String(await state.jsonValue()) };
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  // The page is on an origin of its own, not the partner site's.
  stack = await startPartnerStack({ restrictOrigins: false });
  const counts = await cityCounts(stack.apiBase);
  const few = counts.filter((c) => c.count > 1 && c.count < PAGE_SIZE).sort((a, b) => b.count - a.count)[0];
  if (!few) throw new Error(`No demo city has fewer properties than a page: ${JSON.stringify(counts)}`);
  // One result: the least minimum price that leaves one property of that city (a binary search).
  const countFrom = async (minPrice: number) =>
    (
      (await (
        await fetch(
          `${stack?.apiBase}/properties/all/?city=${encodeURIComponent(few.city)}&min_price=${minPrice}`,
        )
      ).json()) as { count: number }
    ).count;
  let [low, high] = [0, 1_000_000];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((await countFrom(middle)) <= 1) high = middle;
    else low = middle + 1;
  }
  if ((await countFrom(low)) !== 1) throw new Error(`No price leaves one property in ${few.city}.`);
  const size = `page-size="${PAGE_SIZE}"`;
  searches.set('none', `${size} city="Ciudad sin pisos"`);
  searches.set('one', `${size} city="${few.city}" min-price="${low}"`);
  // The partner's case: a few listings, a page of nine.
  searches.set('few', `${size} city="${few.city}"`);
  // Exactly a full page, so no pagination.
  fullPage = few.count;
  searches.set('full-page', `page-size="${few.count}" city="${few.city}"`);
  searches.set('several-pages', size);
  console.log('Cities:', JSON.stringify(counts));
  ({ browser } = await launchChromium());
  site = await startSite(await freePort());
  const address = site.address();
  siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 180_000);

afterAll(async () => {
  await browser?.close().catch(() => {});
  await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
  await stack?.stop();
});

describe('a grid with a tall paragraph under it (Chromium)', () => {
  describe.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('at $width px', ({ width, height }) => {
    it.each([
      { name: 'none', cards: 0 },
      { name: 'one', cards: 1 },
      { name: 'few', cards: -1 },
      { name: 'full-page', cards: -1 },
      { name: 'several-pages', cards: PAGE_SIZE },
    ])('keeps the layout shift under 0.1 with $name', async ({ name, cards }) => {
      const measured = await measure(name, width, height);
      console.log(
        `CLS ${name} at ${width} px: ${measured.cls.toFixed(4)}`,
        measured.cards,
        JSON.stringify(measured.shifts),
      );
      expect(measured.state).toBe('success');
      if (cards >= 0) expect(measured.cards).toBe(cards);
      else {
        expect(measured.cards).toBeGreaterThan(1);
        expect(measured.cards).toBeLessThan(PAGE_SIZE);
        if (name === 'full-page') expect(measured.cards).toBe(fullPage);
      }
      expect(measured.cls).toBeLessThan(0.1);
    });
  });
});

describe('the space a short grid keeps (Chromium)', () => {
  describe.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])('at $width px', ({ width, height }) => {
    it('goes once the visitor clicks, and the layout shift stays under 0.1', async () => {
      let before: Omit<Measured, 'state'> | undefined;
      const after = await measure('none', width, height, async (page, settled) => {
        before = settled;
        await page.getByRole('heading', { name: 'Nuestras propiedades' }).click();
      });
      console.log(
        `CLS none, clicked, at ${width} px: ${after.cls.toFixed(4)}`,
        JSON.stringify(before),
        JSON.stringify(after),
      );
      // Held before the click (blank under the message), its content's height after.
      expect(before?.held).not.toBe('');
      expect(before?.gridHeight).toBeGreaterThan((before?.contentHeight ?? 0) + 100);
      expect(after.held).toBe('');
      expect(after.gridHeight).toBeLessThan(before?.gridHeight ?? 0);
      expect(after.belowTop).toBeLessThan(before?.belowTop ?? 0);
      expect(after.cls).toBeLessThan(0.1);
    });

    it('goes once scrolled past, the paragraph in view staying where it is', async () => {
      let before: Omit<Measured, 'state'> | undefined;
      let scrolled = 0;
      const after = await measure('one', width, height, async (page, settled) => {
        before = settled;
        // The paragraph at the top of the viewport (a scroll, not an input): the held space above it.
        await page.evaluate(() => {
          const below = document.getElementById('below');
          if (below) window.scrollBy(0, below.getBoundingClientRect().top - 20);
        });
        await page.waitForTimeout(300);
        scrolled = (await readPage(page)).belowTop;
      });
      console.log(
        `CLS one, scrolled past, at ${width} px: ${after.cls.toFixed(4)}`,
        JSON.stringify(before),
        JSON.stringify(after),
      );
      expect(before?.held).not.toBe('');
      expect(before?.gridHeight).toBeGreaterThan((before?.contentHeight ?? 0) + 100);
      expect(after.held).toBe('');
      expect(after.gridHeight).toBeLessThan(before?.gridHeight ?? 0);
      // Scroll anchoring kept the paragraph where the visitor had it.
      expect(Math.abs(after.belowTop - scrolled)).toBeLessThanOrEqual(1);
      expect(after.cls).toBeLessThan(0.1);
    });
  });
});
