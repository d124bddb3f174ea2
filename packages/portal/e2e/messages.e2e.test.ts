/**
 * Landlord and tenant talk inside Convive: a tenant's enquiry (with a phone number in it) opens a
 * conversation; the landlord finds it unread in the inbox, reads it with the number hidden and the
 * warning against paying outside Convive, and answers; the tenant's open page gets the answer live.
 * At 1280 and 390 px, with no horizontal scroll; the inbox and the conversation also in English.
 *
 * `CONVIVE_SHOTS=<folder>` saves screenshots of the inbox and the conversation at both widths, in
 * Spanish and English.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewAccount, registerAccount } from './dashboard-helpers';
import { hasHorizontalScroll, type Portal, startPortal } from './harness';

const SHOTS = process.env.CONVIVE_SHOTS;

let portal: Portal;
let landlord: NewAccount;

beforeAll(async () => {
  portal = await startPortal();
  landlord = await registerAccount(portal, 'propietario', { first: 'Rocío', last: 'Prieto' });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await portal?.stop();
});

/** A home of the landlord's and a tenant's enquiry about it, which opens their conversation. */
async function enquiry(width: number): Promise<{ tenant: NewAccount; conversation: number }> {
  const tenant = await registerAccount(portal, 'inquilino', { first: 'Mateo', last: `Ruiz${width}` });
  const property = await portal.api<{ id: number }>('/properties/', {
    method: 'POST',
    token: landlord.token,
    json: {
      title: `Piso con terraza en Chamberí ${width}`,
      description: 'Un piso exterior con terraza y mucha luz.',
      price: 1250,
      size: 80,
      address: 'Calle de Fuencarral 120',
      city: 'Madrid',
      postal_code: '28010',
      bedrooms: 2,
      bathrooms: 1,
    },
  });
  await portal.api('/property-requests/', {
    method: 'POST',
    token: tenant.token,
    json: {
      property: property.id,
      tenant_name: `Mateo Ruiz${width}`,
      tenant_email: tenant.email,
      message: '¿Sigue disponible en enero? Llámame al 612 345 678, por favor.',
    },
  });
  const page = await portal.api<{ results: { id: number; property: number }[] }>(
    `/conversations/?property=${property.id}`,
    { token: tenant.token },
  );
  const conversation = page.results[0]?.id;
  if (!conversation) throw new Error('the enquiry opened no conversation');
  return { tenant, conversation };
}

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])('messages at $width px', (viewport) => {
  let landlordPage: Page;
  let tenantPage: Page;

  beforeAll(async () => {
    landlordPage = await portal.page({ token: landlord.token, viewport });
  });

  it('an enquiry opens a conversation the landlord reads masked and answers; the tenant gets it live', async () => {
    const { tenant, conversation } = await enquiry(viewport.width);
    tenantPage = await portal.page({ token: tenant.token, viewport });
    await tenantPage.goto(`${portal.origin}/dashboard/messages/${conversation}`);
    const tenantLog = tenantPage.getByRole('log', { name: 'Mensajes de la conversación' });
    await expect.poll(() => tenantLog.textContent()).toContain('¿Sigue disponible en enero?');

    await landlordPage.goto(`${portal.origin}/dashboard/messages`);
    const inbox = landlordPage.getByRole('list', { name: 'Conversaciones' });
    const entry = inbox.getByRole('link').filter({ hasText: `Mateo Ruiz${viewport.width}` });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toMatch(/sin leer/);
    if (SHOTS) await landlordPage.screenshot({ path: join(SHOTS, `inbox-es-${viewport.width}.png`) });
    expect(await hasHorizontalScroll(landlordPage)).toBe(false);

    await entry.click();
    const log = landlordPage.getByRole('log', { name: 'Mensajes de la conversación' });
    await expect.poll(() => log.textContent()).toContain('¿Sigue disponible en enero?');
    // The number is hidden until a request between them is accepted, and the page says why.
    expect(await log.textContent()).not.toContain('612 345 678');
    expect(
      await landlordPage.getByText(/Los teléfonos, correos y cuentas se muestran/).count(),
    ).toBeGreaterThan(0);
    expect(await landlordPage.getByText(/Nunca pagues ni envíes fianzas fuera de Convive/).count()).toBe(1);

    const composer = landlordPage.getByRole('textbox', { name: 'Escribe un mensaje' });
    await composer.fill('¡Hola, Mateo! Sí, está libre desde el 1 de enero.');
    await composer.press('Control+Enter');
    await expect.poll(() => log.textContent()).toContain('Sí, está libre desde el 1 de enero.');
    expect(await composer.inputValue()).toBe('');
    // The tenant's open page gets it over the socket, with no reload.
    await expect
      .poll(() => tenantLog.textContent(), { timeout: 10_000 })
      .toContain('Sí, está libre desde el 1 de enero.');
    expect(await hasHorizontalScroll(landlordPage)).toBe(false);
    expect(await hasHorizontalScroll(tenantPage)).toBe(false);
    if (SHOTS) await landlordPage.screenshot({ path: join(SHOTS, `conversation-es-${viewport.width}.png`) });
    expect(portal.errors).toEqual([]);
  });

  it('reads the same in English', async () => {
    const page = await portal.page({ token: landlord.token, viewport });
    await page.goto(`${portal.origin}/dashboard/messages?lang=en`);
    const inbox = page.getByRole('list', { name: 'Conversations' });
    await expect.poll(() => inbox.getByRole('link').count()).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `inbox-en-${viewport.width}.png`) });
    await inbox.getByRole('link').first().click();
    const log = page.getByRole('log', { name: 'Messages of the conversation' });
    await expect.poll(() => log.textContent()).toContain('Sí, está libre');
    expect(await page.getByRole('textbox', { name: 'Write a message' }).count()).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `conversation-en-${viewport.width}.png`) });
    expect(portal.errors).toEqual([]);
  });
});
