/**
 * What a visitor meets with JavaScript off, and how some screens look, in a real Chromium, as users
 * met them in a walk through the product: the home search sends its form to the rendered results, forms the
 * app sends and the dashboard say they need JavaScript, the gallery hides the controls that could not
 * work; the full-screen gallery fills a phone, the avatars' initials contrast, the dashboard's sidebar
 * runs the page's height, its search boxes show their whole placeholder on a phone, and the blog and
 * the FAQ frame their Spanish articles in the reader's language.
 *
 * `CONVIVE_SHOTS=<folder>` also saves screenshots of these screens at 390 and 1280 px, in Spanish and
 * English, for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from './dashboard-helpers';
import { DEMO_LANDLORD, DEMO_TENANT, type Portal, startPortal } from './harness';

interface ApiPage<T> {
  count: number;
  results: T[];
}

let portal: Portal;
let tenantToken = '';
let landlordToken = '';
/** A listed property with several photos. */
let property: { id: number; title: string };

const SHOTS = process.env.CONVIVE_SHOTS;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

beforeAll(async () => {
  portal = await startPortal();
  [tenantToken, landlordToken] = await Promise.all([portal.login(DEMO_TENANT), portal.login(DEMO_LANDLORD)]);
  const { results } = await portal.api<ApiPage<{ id: number; title: string; images: unknown[] }>>(
    '/properties/all/?page_size=50',
  );
  const found = results.find((candidate) => candidate.images.length > 1);
  if (!found) throw new Error('the demo data has no property with several photos');
  property = { id: found.id, title: found.title };
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await portal?.stop();
});

/** Saves a screenshot (the whole page unless `fullPage` is false) when CONVIVE_SHOTS names a folder. */
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  // Sections drawn only near the screen (`content-visibility: auto`) are drawn for the picture.
  // (Not in a page whose scripts are off: Playwright cannot add to it, and waits.)
  if (!SCRIPTLESS.has(page.context()))
    await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** A browser context with JavaScript off, as a visitor who turned it off has. */
async function withoutScript(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await portal.browser.newContext({ javaScriptEnabled: false, locale: 'es-ES', viewport });
  SCRIPTLESS.add(context);
  return context;
}

/** The contexts made with JavaScript off. */
const SCRIPTLESS = new WeakSet<BrowserContext>();

/** A signed-in page (or a visitor's) in a language, the app ready. */
async function openPage(
  path: string,
  options: {
    token?: string;
    viewport?: { width: number; height: number };
    language?: 'es' | 'en' | 'fr' | 'de';
  } = {},
): Promise<Page> {
  const context = await portal.context({
    ...(options.token ? { token: options.token } : {}),
    viewport: options.viewport ?? DESKTOP,
  });
  if (options.language && options.language !== 'es') {
    const language = options.language;
    await context.addInitScript((value) => {
      if (window === window.top) localStorage.setItem('language', value);
    }, language);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      portal.errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => portal.errors.push(`${page.url()}: pageerror ${error.message}`));
  await page.goto(`${portal.origin}${path}`);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  return page;
}

describe('with JavaScript off', () => {
  it('the home search goes to the rendered results, filtered', async () => {
    const count = (await portal.api<ApiPage<unknown>>('/properties/all/?page_size=1&city=Madrid&bedrooms=2'))
      .count;
    expect(count).toBeGreaterThan(0);
    const context = await withoutScript();
    const page = await context.newPage();
    await page.goto(`${portal.origin}/`);
    const search = page.getByRole('search', { name: /Buscar/ }).first();
    await search.getByRole('combobox', { name: 'Ubicación' }).fill('Madrid');
    await search.getByRole('combobox', { name: 'Habitaciones' }).selectOption('2');
    await shot(page, 'home-noscript-es-1280');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/properties' && url.searchParams.get('city') === 'Madrid',
    );
    expect(new URL(page.url()).searchParams.get('bedrooms')).toBe('2');
    await page
      .getByRole('heading', { level: 2, name: `Mostrando 1-${Math.min(9, count)} de ${count} propiedades` })
      .waitFor();
    await context.close();
  });

  it('the sign-in and registration forms say they need JavaScript', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await withoutScript(viewport);
      const page = await context.newPage();
      await page.goto(`${portal.origin}/login`);
      const notice = page.getByRole('note').filter({ hasText: 'Para iniciar sesión hace falta JavaScript' });
      await notice.waitFor();
      expect(await notice.isVisible()).toBe(true);
      await shot(page, `login-noscript-es-${viewport.width}`);
      await page.goto(`${portal.origin}/login?lang=en`);
      await page.getByRole('note').filter({ hasText: 'Signing in needs JavaScript' }).waitFor();
      await shot(page, `login-noscript-en-${viewport.width}`);
      await page.goto(`${portal.origin}/register`);
      await page
        .getByRole('note')
        .filter({ hasText: 'Para crear una cuenta hace falta JavaScript' })
        .waitFor();
      await context.close();
    }
    // With JavaScript the notice is not there.
    const page = await openPage('/login');
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    expect(await page.getByText('hace falta JavaScript').isVisible()).toBe(false);
    await page.context().close();
  });

  it('the dashboard says it needs JavaScript, in the page’s language, and leads home', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await withoutScript(viewport);
      const page = await context.newPage();
      await page.goto(`${portal.origin}/dashboard`);
      const notice = page.getByRole('note');
      await notice.getByText('Esta página necesita JavaScript.', { exact: false }).waitFor();
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.getByRole('link', { name: 'Ir a la página de inicio' }).getAttribute('href')).toBe(
        '/',
      );
      await shot(page, `dashboard-noscript-es-${viewport.width}`);
      await page.goto(`${portal.origin}/dashboard?lang=en`);
      await page.getByRole('note').getByText('This page needs JavaScript.', { exact: false }).waitFor();
      expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
        '/?lang=en',
      );
      await shot(page, `dashboard-noscript-en-${viewport.width}`);
      await context.close();
    }
    // A rendered public page works without JavaScript: no such notice there.
    const context = await withoutScript();
    const page = await context.newPage();
    await page.goto(`${portal.origin}/properties`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Esta página necesita JavaScript').count()).toBe(0);
    await context.close();
  });

  it('a listing shows no control that could not work, and says writing to its owner needs it', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await withoutScript(viewport);
      const page = await context.newPage();
      await page.goto(`${portal.origin}/properties/${property.id}`);
      await page.getByRole('heading', { level: 1, name: property.title }).waitFor();
      const gallery = page.locator('.convive-gallery').first();
      await gallery.locator('.convive-gallery__image').waitFor();
      expect(await gallery.getByRole('button', { name: 'Imagen siguiente' }).isVisible()).toBe(false);
      expect(await gallery.getByRole('button', { name: 'Imagen anterior' }).isVisible()).toBe(false);
      expect(await gallery.getByRole('button', { name: 'Ver a pantalla completa' }).isVisible()).toBe(false);
      // The other photos are still seen, as thumbnails.
      expect(await gallery.locator('.convive-gallery__thumb img').first().isVisible()).toBe(true);
      // The favourite's heart and the button to the contact form neither.
      expect(await page.locator('.convive-favorite').first().isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Contactar con el propietario' }).isVisible()).toBe(
        false,
      );
      const notice = page
        .getByRole('note')
        .filter({ hasText: 'Para escribir al propietario hace falta JavaScript' });
      expect(await notice.isVisible()).toBe(true);
      await shot(page, `gallery-noscript-es-${viewport.width}`);
      await context.close();
    }
    // With JavaScript they are there and work.
    const page = await openPage(`/properties/${property.id}`);
    const gallery = page.locator('.convive-gallery').first();
    await gallery.getByRole('button', { name: 'Imagen siguiente' }).click();
    await gallery.getByText(/^2 \/ \d+$/).waitFor();
    expect(await page.locator('.convive-favorite').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Contactar con el propietario' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('how it looks', () => {
  it('the full-screen gallery fills a phone’s width over a page dimmed nearly black', async () => {
    for (const language of ['es', 'en'] as const) {
      const page = await openPage(`/properties/${property.id}`, { viewport: PHONE, language });
      const inline = page.locator('.convive-gallery__image').first();
      await inline.waitFor();
      const inlineWidth = (await inline.boundingBox())?.width ?? 0;
      await page.locator('.convive-gallery__fullscreen').first().click();
      const viewer = page.locator('.convive-gallery-viewer__image');
      await viewer.waitFor();
      await page.waitForTimeout(400);
      const viewerBox = await viewer.boundingBox();
      expect(viewerBox?.width ?? 0).toBeGreaterThanOrEqual(PHONE.width - 2);
      expect(viewerBox?.width ?? 0).toBeGreaterThan(inlineWidth);
      const alpha = await page
        .locator('.convive-gallery-viewer .convive-dialog__overlay')
        .evaluate((overlay) => {
          const color = getComputedStyle(overlay).backgroundColor;
          const parts =
            /rgba?\(([^)]+)\)/
              .exec(color)?.[1]
              ?.split(/[\s,/]+/)
              .filter(Boolean) ?? [];
          return parts.length === 4 ? Number(parts[3]) : 1;
        });
      expect(alpha).toBeGreaterThanOrEqual(0.85);
      await shot(page, `viewer-${language}-390`, false);
      await page.context().close();
    }
  });

  it('writes every avatar’s initials with enough contrast on a tenant’s dashboard', async () => {
    // New tenants without a picture, whose names fall on the colours that fell short (#8B5CF6 at
    // 4.2:1, #6366F1 at 4.47:1 with white): their initials are on every dashboard page.
    const tenants = await Promise.all([
      registerAccount(portal, 'inquilino', { first: 'Marta', last: 'Vidal' }),
      registerAccount(portal, 'inquilino', { first: 'Elena', last: 'Santos' }),
    ]);
    for (const [tenant, path] of tenants.flatMap((account) =>
      ['/dashboard', '/dashboard/favorites', '/dashboard/profile'].map((where) => [account, where] as const),
    )) {
      const page = await openPage(path, { token: tenant.token });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('.convive-avatar').first().waitFor();
      // Each avatar drawn with initials, measured: WCAG's ratio of its text on its background.
      const avatars = await page.locator('span.convive-avatar').evaluateAll((elements) => {
        const luminance = (color: string) => {
          const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
            const c = Number(part) / 255;
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        return elements.map((element) => {
          const style = getComputedStyle(element);
          const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
            (x, y) => y - x,
          );
          return {
            name: element.getAttribute('aria-label'),
            background: style.backgroundColor,
            ratio: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
          };
        });
      });
      expect(avatars.length, path).toBeGreaterThan(0);
      expect(
        avatars.filter((avatar) => avatar.ratio < 4.5),
        path,
      ).toEqual([]);
      // And axe, which the walk-through ran, finds no contrast fault on the page.
      const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(
        violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.html} — ${node.failureSummary}`),
        ),
        path,
      ).toEqual([]);
      await page.context().close();
    }
  });

  it('runs the sidebar the whole height of a long dashboard page, its links in view', async () => {
    for (const language of ['es', 'en'] as const) {
      const page = await openPage('/dashboard/properties', { token: landlordToken, language });
      await page.getByRole('article').first().waitFor();
      const sidebar = page.locator('aside').first();
      const { aside, content } = await page.evaluate(() => {
        const side = document.querySelector('aside')?.getBoundingClientRect();
        const main = document.querySelector('main')?.parentElement?.getBoundingClientRect();
        return { aside: side?.height ?? 0, content: main?.height ?? 0 };
      });
      expect(content).toBeGreaterThan(DESKTOP.height * 1.5);
      expect(aside).toBeGreaterThanOrEqual(content - 1);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
      const firstLink = await sidebar.getByRole('link').first().boundingBox();
      expect(firstLink?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(firstLink?.y ?? DESKTOP.height).toBeLessThan(DESKTOP.height);
      await shot(page, `sidebar-${language}-1280`, false);
      await page.context().close();
    }
  });

  // Thirty-two dashboard pages, each opened in a fresh context.
  it('shows the dashboard search boxes’ whole placeholder on a phone', { timeout: 150_000 }, async () => {
    const lists = [
      { path: '/dashboard/properties', token: landlordToken },
      { path: '/dashboard/rooms', token: landlordToken },
      { path: '/dashboard/listings', token: landlordToken },
      { path: '/dashboard/landlord-applications', token: landlordToken },
      { path: '/dashboard/appointments', token: landlordToken },
      { path: '/dashboard/notifications', token: landlordToken },
      { path: '/dashboard/favorites', token: tenantToken },
      { path: '/dashboard/requests', token: tenantToken },
    ];
    const cut: string[] = [];
    for (const language of ['es', 'en', 'fr', 'de'] as const) {
      for (const { path, token } of lists) {
        const page = await openPage(path, { token, viewport: PHONE, language });
        const input = page.locator('input[type="search"]').first();
        await input.waitFor();
        const { placeholder, text, room } = await input.evaluate((element: HTMLInputElement) => {
          const style = getComputedStyle(element);
          const context = document.createElement('canvas').getContext('2d');
          if (context) context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return {
            placeholder: element.placeholder,
            text: context?.measureText(element.placeholder).width ?? 0,
            room:
              element.clientWidth -
              Number.parseFloat(style.paddingLeft) -
              Number.parseFloat(style.paddingRight),
          };
        });
        if (text > room)
          cut.push(`${language} ${path}: "${placeholder}" ${Math.ceil(text)} px in ${room} px`);
        if (path === '/dashboard/rooms') await shot(page, `rooms-${language}-390`);
        await page.context().close();
      }
    }
    expect(cut).toEqual([]);
  });

  it('writes the rooms screen’s heading in sentence case', async () => {
    const page = await openPage('/dashboard/rooms', { token: landlordToken });
    await page.getByRole('heading', { level: 1, name: 'Gestión de habitaciones' }).waitFor();
    await shot(page, 'rooms-es-1280');
    await page.context().close();
  });

  it('frames the Spanish blog and FAQ in English for an English reader', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage('/blog', { viewport, language: 'en' });
      await page.getByRole('heading', { level: 1, name: 'The Convive blog' }).waitFor();
      await page.getByText('10 November 2026').first().waitFor();
      expect(await page.getByText('10 de noviembre de 2026').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Back to the articles' }).count()).toBeGreaterThan(0);
      expect(await page.getByText('Volver a los artículos').count()).toBe(0);
      expect(
        await page
          .locator('article [lang="es"]')
          .first()
          .evaluate((element) => element.textContent?.length),
      ).toBeGreaterThan(0);
      await shot(page, `blog-en-${viewport.width}`);
      await page.goto(`${portal.origin}/faq`);
      await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
      await page.getByText(/^Quick answers on how to search/).waitFor();
      expect(await page.getByText(/^Respuestas rápidas/).count()).toBe(0);
      await shot(page, `faq-en-${viewport.width}`);
      await page.context().close();
    }
    // The page as the server sends it, before any script: in English too.
    const context = await withoutScript();
    const page = await context.newPage();
    await page.goto(`${portal.origin}/blog?lang=en`);
    await page.getByText('10 November 2026').first().waitFor();
    expect(await page.getByRole('link', { name: 'Back to the articles' }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

it('logs no browser errors', () => {
  expect(portal.errors).toEqual([]);
});
