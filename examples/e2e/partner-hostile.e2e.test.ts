/**
 * Every <convive-…> element on a partner page that does its worst: another origin than the API, a
 * strict Content-Security-Policy (serve.mjs: no 'unsafe-inline'), hostile CSS (`*` text rules,
 * `!important` button and input rules, a big body font), in a real Chromium. Checks that each element
 * renders with adopted stylesheets, that tokens and ::part() theme it, that nothing of the host's
 * CSS leaks in, that no CSP violation happens, the gallery's keyboard, and the cumulative layout
 * shift at 1280 and 390 px with content below the grid. Screenshots go to test-results/partner-hostile/.
 * The other four elements are added to the page's <main> once it is parsed (a property's sheet).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { HOSTILE_CSS } from './hostileCss';
import { type PartnerStack, startPartnerStack } from './partnerStack';
import { ROOT } from './setup';

const TAGS = [
  'convive-search-bar',
  'convive-property-grid',
  'convive-room-gallery',
  'convive-enquiry-form',
  'convive-visit-scheduler',
  'convive-notification-bell',
] as const;

const ORANGE = 'rgb(228, 87, 46)'; // --sol-orange, the page's --convive-color-primary
const SEA = 'rgb(27, 73, 101)'; // --sol-sea, the page's ::part(title) colour

let stack: PartnerStack | undefined;
let browser: Browser | undefined;
let apiBase = '';
let siteUrl = '';
const shots = join(ROOT, 'test-results', 'partner-hostile');

interface PropertyRow {
  id: number;
  title: string;
}

/** The elements the example page lacks, added below its content (a property's sheet). */
async function extraElements(): Promise<string> {
  const list = (await (await fetch(`${apiBase}/properties/all/?city=Valencia&page_size=1`)).json()) as {
    results: PropertyRow[];
  };
  const property = list.results[0];
  if (!property) throw new Error('No Valencia property in the demo data.');
  const detail = (await (await fetch(`${apiBase}/properties/${property.id}/`)).json()) as {
    images?: unknown[];
  };
  const images = JSON.stringify(detail.images ?? [])
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;');
  return `
    <section id="sheet">
      <h2>Ficha: ${property.title}</h2>
      <convive-room-gallery images='${images}' gallery-title="${property.title}"></convive-room-gallery>
      <convive-enquiry-form api-base="${apiBase}" property-id="${property.id}" owner-name="Carmen"></convive-enquiry-form>
      <convive-visit-scheduler api-base="${apiBase}" property-id="${property.id}"></convive-visit-scheduler>
      <convive-notification-bell api-base="${apiBase}"></convive-notification-bell>
    </section>`;
}

interface Opened {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

/** The partner page at `width`, with the hostile CSS and the extra elements, measuring layout shift. */
async function openPartnerPage(width: number, height: number, extra: string): Promise<Opened> {
  if (!browser) throw new Error('No browser.');
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  // Init scripts run before the page's own (CDP, outside the page's CSP). The document itself is not
  // intercepted: Chromium would then treat it as public and refuse its calls to the loopback API.
  await page.addInitScript((html) => {
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('main')?.insertAdjacentHTML('beforeend', html),
    );
    const w = window as unknown as { cls: number; shifts: unknown[]; violations: string[] };
    w.cls = 0;
    w.shifts = [];
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.cls += entry.value;
        w.shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          nodes: (entry.sources ?? []).map((s) => (s.node as Element | null)?.nodeName ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, extra);
  // A slow network: every element chunk and API answer 400 ms late, so the page is painted well
  // before the elements' code and data arrive (the layout shift would show).
  await page.route(/\/(chunks|api)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.route(`${siteUrl}/site.css`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n${HOSTILE_CSS}` });
  });
  await page.goto(`${siteUrl}/`);
  return { context, page, consoleErrors };
}

/** Waits until the grid shows its cards (or fails with its error state). */
async function waitForCards({ page, consoleErrors }: Opened): Promise<void> {
  const state = await page.waitForFunction(
    () => {
      const root = document.querySelector('convive-property-grid')?.shadowRoot;
      if (root?.querySelector('[data-state="error"]')) return 'error';
      return (root?.querySelectorAll('article[part~="card"]').length ?? 0) > 0 ? 'cards' : false;
    },
    undefined,
    { timeout: 20_000 },
  );
  expect(
    await state.jsonValue(),
    `the grid shows its error state; console:\n${consoleErrors.join('\n')}`,
  ).toBe('cards');
}

beforeAll(async () => {
  stack = await startPartnerStack();
  ({ apiBase, siteUrl } = stack);
  ({ browser } = await launchChromium());
  mkdirSync(shots, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close().catch(() => {});
  await stack?.stop();
});

describe('a hostile partner page with a strict CSP (Chromium)', () => {
  it('is served with a Content-Security-Policy without unsafe-inline', async () => {
    const response = await fetch(`${siteUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  describe.each([
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ])('at $width px', ({ name, width, height }) => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await openPartnerPage(width, height, await extraElements());
      await waitForCards(opened);
      // Pictures, the other elements, late shifts.
      await opened.page.waitForLoadState('networkidle');
      await opened.page.waitForTimeout(800);
      await opened.page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
      await opened.page.screenshot({ path: join(shots, `${name}-viewport.png`) });
    }, 60_000);
    afterAll(async () => {
      await opened?.context.close();
    });

    it('renders every element in a shadow root styled by adopted sheets, no <style>', async () => {
      const report = await opened.page.evaluate(
        (tags) =>
          tags.map((tag) => {
            const element = document.querySelector(tag);
            const root = element?.shadowRoot;
            return {
              tag,
              defined: Boolean(customElements.get(tag)),
              roots: root?.querySelectorAll('.convive-root').length ?? 0,
              adopted: root?.adoptedStyleSheets.length ?? 0,
              styles: root?.querySelectorAll('style').length ?? -1,
            };
          }),
        [...TAGS],
      );
      for (const row of report) {
        expect(row, row.tag).toMatchObject({ defined: true, styles: 0 });
        expect(row.adopted, row.tag).toBeGreaterThanOrEqual(2);
        expect(row.roots, row.tag).toBeGreaterThanOrEqual(1);
      }
      // Visible content of each (the bell shows nothing to a visitor: only its toast region).
      const texts = await opened.page.evaluate(() => ({
        search: document.querySelector('convive-search-bar')?.shadowRoot?.querySelector('button')
          ?.textContent,
        gallery: document
          .querySelectorAll('convive-room-gallery')[0]
          ?.shadowRoot?.querySelector('[part~="gallery"]')
          ? 'gallery'
          : null,
        enquiry: document.querySelector('convive-enquiry-form')?.shadowRoot?.querySelector('[part~="title"]')
          ?.textContent,
        visit: document.querySelector('convive-visit-scheduler')?.shadowRoot?.querySelector('[part~="title"]')
          ?.textContent,
      }));
      expect(texts).toEqual({
        search: 'Buscar',
        gallery: 'gallery',
        enquiry: 'Contactar con Carmen',
        visit: expect.any(String),
      });
    });

    it('themes through the tokens and ::part(), and the host CSS does not leak in', async () => {
      const styles = await opened.page.evaluate(() => {
        const grid = document.querySelector('convive-property-grid')?.shadowRoot;
        const search = document.querySelector('convive-search-bar')?.shadowRoot;
        const pick = (el: Element | null | undefined, props: string[]) => {
          if (!el) return null;
          const style = getComputedStyle(el);
          return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
        };
        const titles = [...(grid?.querySelectorAll<HTMLElement>('[part~="title"]') ?? [])];
        return {
          button: pick(grid?.querySelector('[part~="button"]'), ['background-color', 'border-radius']),
          title: pick(titles[0], [
            'color',
            'text-transform',
            'letter-spacing',
            'font-style',
            'white-space',
            'text-shadow',
            'font-family',
          ]),
          // A title is cut when its text overflows its box sideways (nowrap leaking in).
          cutTitles: titles.filter((t) => t.scrollWidth > t.clientWidth + 1).map((t) => t.textContent),
          input: pick(search?.querySelector('[part~="input"]'), ['background-color', 'border-top-style']),
          submit: pick(search?.querySelector('[part~="button"]'), ['background-color', 'color']),
        };
      });
      expect(styles.button).toEqual({ 'background-color': ORANGE, 'border-radius': '999px' });
      expect(styles.title).toMatchObject({
        color: SEA,
        'text-transform': 'none',
        'letter-spacing': 'normal',
        'font-style': 'normal',
        'white-space': 'normal',
        'text-shadow': 'none',
      });
      expect(styles.title?.['font-family']).toContain('Georgia');
      expect(styles.cutTitles).toEqual([]);
      expect(styles.input?.['background-color']).not.toBe('rgb(0, 0, 0)');
      expect(styles.input?.['border-top-style']).not.toBe('dashed');
      expect(styles.submit).toEqual({ 'background-color': ORANGE, color: 'rgb(255, 255, 255)' });
    });

    it('suggests locations from the API of another origin, in a list nothing on the page clips', async () => {
      const { page } = opened;
      const field = page.getByRole('combobox', { name: 'Ubicación' });
      await field.fill('');
      await field.pressSequentially('Val', { delay: 40 });
      const list = page.getByRole('listbox', { name: 'Sugerencias de ubicación' });
      const option = list.getByRole('option', { name: /^Valencia/ });
      await option.waitFor({ state: 'visible', timeout: 10_000 });
      // In view, and what the page shows at its centre is the element (the list is drawn on top).
      const box = await option.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('convive-search-bar')?.tagName ?? null,
        { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
      );
      expect(hit).toBe('CONVIVE-SEARCH-BAR');
      // The host's `* { text-transform: uppercase }` does not reach it.
      expect(await option.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
      await page.screenshot({ path: join(shots, `${name}-location.png`) });
      await field.press('ArrowDown');
      await field.press('Enter');
      expect(await field.inputValue()).toBe('Valencia');
      await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
    });

    it('moves the gallery with the arrow keys once focused', async () => {
      const counter = () =>
        opened.page.evaluate(
          () =>
            document
              .querySelector('convive-room-gallery')
              ?.shadowRoot?.querySelector('.convive-gallery__counter')?.textContent ?? null,
        );
      const total = await opened.page.evaluate(
        () =>
          document.querySelector('convive-room-gallery')?.shadowRoot?.querySelectorAll('[part~="thumbnail"]')
            .length ?? 0,
      );
      await opened.page.evaluate(() =>
        (document.querySelector('convive-room-gallery') as HTMLElement).focus(),
      );
      const focused = await opened.page.evaluate(
        () =>
          document.querySelector('convive-room-gallery')?.shadowRoot?.activeElement?.getAttribute('part') ??
          null,
      );
      expect(focused).toBe('gallery');
      if (total < 2) return; // one picture: nothing to step to
      const before = await counter();
      await opened.page.keyboard.press('ArrowRight');
      await expect.poll(counter).not.toBe(before);
      await opened.page.keyboard.press('ArrowLeft');
      await expect.poll(counter).toBe(before);
    });

    it('keeps the cumulative layout shift under 0.1, with no CSP violation or console error', async () => {
      const measured = await opened.page.evaluate(() => {
        const w = window as unknown as { cls: number; shifts: unknown[]; violations: string[] };
        return { cls: w.cls, shifts: w.shifts, violations: w.violations };
      });
      const heights = await opened.page.evaluate(
        (tags) =>
          tags.map(
            (tag) => `${tag} ${Math.round(document.querySelector(tag)?.getBoundingClientRect().height ?? 0)}`,
          ),
        [...TAGS],
      );
      console.log(`CLS at ${width} px: ${measured.cls.toFixed(4)}`, JSON.stringify(measured.shifts), heights);
      expect(measured.violations).toEqual([]);
      expect(opened.consoleErrors).toEqual([]);
      expect(measured.cls).toBeLessThan(0.1);
    });
  });
});
