/**
 * Layout a user sees, measured in a real browser at a desktop (1280×800) and a phone (390×844)
 * size: the visit dialog fits with its button and its message in view, the
 * gallery's counter covers neither the photo's caption band nor the full-screen button, dialogs are
 * opaque, one menu button per dashboard screen that covers no content, and toasts hide neither the
 * bell nor the avatar. jsdom has no layout; these are the tests that can see it.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LANDLORD, DEMO_TENANT, type Portal, startPortal } from './harness';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let portal: Portal;
let tenantToken: string;
let landlordToken: string;
/** A published property of another landlord, which the tenant may ask to visit. */
let propertyId: number;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What a page shows, for a failure's message: address, dialogs, toasts, focus and browser errors. */
async function pageState(page: Page) {
  const shown = await page.evaluate(() => ({
    url: location.href,
    ready: document.documentElement.dataset.app ?? null,
    dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], .convive-dialog')].map(
      (element) => element.outerHTML.slice(0, 300),
    ),
    toasts: [...document.querySelectorAll('[data-sonner-toast], .plain-toast, [role="status"]')].map(
      (element) => element.textContent,
    ),
    focused: document.activeElement?.outerHTML.slice(0, 200) ?? null,
  }));
  return { ...shown, errors: portal.errors };
}

/** The box is wholly inside the viewport. */
function inViewport(page: Page, b: Box): boolean {
  const { width, height } = page.viewportSize()!;
  return b.x >= 0 && b.y >= 0 && b.x + b.width <= width + 0.5 && b.y + b.height <= height + 0.5;
}

beforeAll(async () => {
  portal = await startPortal();
  tenantToken = await portal.login(DEMO_TENANT);
  landlordToken = await portal.login(DEMO_LANDLORD);
  const { results } = await portal.api<{ results: { id: number; images: unknown[] }[] }>(
    '/properties/all/?page_size=20&city=Madrid',
  );
  const withImages = results.find((p) => p.images.length > 1);
  if (!withImages) throw new Error('no demo property in Madrid with several images');
  propertyId = withImages.id;
});

afterAll(async () => {
  await portal?.stop();
});

describe.each(SIZES)('at $name size ($width×$height)', ({ width, height }) => {
  it('the visit dialog fits, its button in view, and "choose a date" is seen by the button', async () => {
    const page = await portal.page({ token: tenantToken, viewport: { width, height } });
    await page.goto(`${portal.origin}/properties/${propertyId}`);
    await page.getByRole('button', { name: 'Solicitar visita' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('grid').waitFor();
    expect(inViewport(page, await box(dialog))).toBe(true);
    const submit = dialog.getByRole('button', { name: 'Solicitar visita' });
    expect(inViewport(page, await box(submit))).toBe(true);

    await submit.click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('selecciona una fecha');
    expect(inViewport(page, await box(alert))).toBe(true);
    expect(inViewport(page, await box(submit))).toBe(true);
    await page.context().close();
  });

  it("the gallery's counter covers neither the caption band nor the full-screen button", async () => {
    const page = await portal.page({ viewport: { width, height } });
    await page.goto(`${portal.origin}/properties/${propertyId}`);
    const gallery = page.locator('.convive-gallery__stage').first();
    await gallery.waitFor();
    const stage = await box(gallery);
    const counter = await box(page.locator('.convive-gallery__counter').first());
    const fullscreen = await box(page.locator('.convive-gallery__fullscreen').first());
    expect(overlaps(counter, fullscreen)).toBe(false);
    // Photos carry captions and watermarks along their bottom edge: the counter stays in the top half.
    expect(counter.y + counter.height).toBeLessThan(stage.y + stage.height / 2);
    await page.context().close();
  });

  it("a toast hides neither the header's bell nor its avatar", async () => {
    const page = await portal.page({ token: tenantToken, viewport: { width, height } });
    await page.goto(`${portal.origin}/properties/${propertyId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const bell = page.locator('header').getByRole('button', { name: /^Notificaciones/ });
    const avatar = page.locator('header').getByRole('button', { name: /Menú de usuario/ });
    await bell.waitFor();
    await page
      .getByRole('button', { name: /favoritos/i })
      .first()
      .click();
    const toast = page.locator('[data-sonner-toast], [role="status"].toast, .plain-toast').first();
    await toast.waitFor();
    await page.waitForTimeout(500); // the toast's entrance animation
    const shown = await box(toast);
    expect(overlaps(shown, await box(bell))).toBe(false);
    expect(overlaps(shown, await box(avatar))).toBe(false);
    expect(inViewport(page, shown)).toBe(true);
    await page.context().close();
  });

  it('dialogs are opaque: nothing of the page shows through', async () => {
    const page = await portal.page({ token: landlordToken, viewport: { width, height } });
    await page.goto(`${portal.origin}/dashboard/listings`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const remove = page.getByRole('button', { name: /Eliminar/ }).first();
    await remove.click();
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
    await dialog.waitFor().catch(async (error: unknown) => {
      // Failed once in CI (a click that opened nothing, not reproduced in 40 runs here): say what
      // the page showed, so the next failure explains itself.
      throw new Error(`no dialog after the click: ${JSON.stringify(await pageState(page))}`, {
        cause: error,
      });
    });
    const background = await dialog.evaluate((element) => {
      // The first ancestor-or-self with a painted background is what the text sits on.
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
      }
      return 'transparent';
    });
    const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(background)?.[1];
    expect(alpha === undefined ? 1 : Number(alpha)).toBe(1);
    await page.context().close();
  });
});
