/**
 * A home rented for dates, in Chromium at 1280 and 390 px: a tenant applies from the home's page
 * with a move-in and a move-out; the landlord sees it as a "Solicitud" (not a question) and accepts
 * it; the landlord's calendar shows those days held by the tenant and blocks more; the public page
 * then shows the home free from the day the tenant leaves. No horizontal scroll on either width.
 *
 * `CONVIVE_SHOTS=<folder>` saves screenshots of the application form and the calendar at both widths.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addMonths, formatDateLong } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewAccount, registerAccount, toast, visitDate } from './dashboard-helpers';
import { hasHorizontalScroll, type Portal, startPortal } from './harness';

const SHOTS = process.env.CONVIVE_SHOTS;

let portal: Portal;
let landlord: NewAccount;

beforeAll(async () => {
  portal = await startPortal();
  landlord = await registerAccount(portal, 'propietario', { first: 'Elena', last: 'Vidal' });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await portal?.stop();
});

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])('a stay applied for, accepted and held at $width px', (viewport) => {
  it('goes from the tenant’s application to the landlord’s calendar and the public page', async () => {
    const title = `Piso luminoso en Lavapiés ${viewport.width}`;
    const property = await portal.api<{ id: number }>('/properties/', {
      method: 'POST',
      token: landlord.token,
      json: {
        title,
        description: 'Un piso exterior, reformado, cerca del metro.',
        price: 1100,
        size: 70,
        address: 'Calle de Argumosa 20',
        city: 'Madrid',
        postal_code: '28012',
        bedrooms: 2,
        bathrooms: 1,
      },
    });
    const moveIn = visitDate(40);
    const moveOut = addMonths(moveIn, 6);
    const tenant = await registerAccount(portal, 'inquilino', {
      first: 'Mateo',
      last: `Gil${viewport.width}`,
    });

    // The tenant applies from the home's page: a period, not a question.
    const tenantPage = await portal.page({ token: tenant.token, viewport });
    await tenantPage.goto(`${portal.origin}/properties/${property.id}#contacto`);
    const form = tenantPage.getByRole('form').filter({ has: tenantPage.getByText('¿Qué quieres hacer?') });
    await form.getByRole('radio', { name: 'Quiero alquilarla' }).check();
    await form.getByLabel('Fecha de entrada').fill(moveIn);
    await form.getByLabel('Fecha de salida').fill(moveOut);
    const message = `Me gustaría alquilarlo para el curso (${viewport.width}).`;
    await form.getByLabel('Mensaje').fill(message);
    if (SHOTS) {
      await form.getByRole('radio', { name: 'Quiero alquilarla' }).scrollIntoViewIfNeeded();
      await tenantPage.evaluate(() => window.scrollBy(0, -80));
      await tenantPage.screenshot({ path: join(SHOTS, `application-${viewport.width}.png`) });
    }
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await form.getByText('Solicitud enviada').first().waitFor();
    expect(await hasHorizontalScroll(tenantPage)).toBe(false);

    // The landlord sees an application with its dates and accepts it.
    const landlordPage = await portal.page({ token: landlord.token, viewport });
    await landlordPage.goto(`${portal.origin}/dashboard/landlord-applications`);
    const card = landlordPage.locator('li.card').filter({ hasText: message });
    await card.waitFor();
    expect(await card.getByText('Solicitud', { exact: true }).isVisible()).toBe(true);
    expect(await card.textContent()).toContain(
      `${formatDateLong(moveIn, 'es-ES')} – ${formatDateLong(moveOut, 'es-ES')}`,
    );
    await card.getByRole('button', { name: 'Aceptar solicitud' }).click();
    const dialog = landlordPage.getByRole('dialog', { name: 'Aceptar solicitud' });
    await dialog.getByRole('button', { name: 'Aceptar solicitud' }).click();
    await toast(landlordPage, 'Estado actualizado').waitFor();
    await card.getByRole('button', { name: 'Liberar fechas' }).waitFor();

    // Its calendar shows the days held by the tenant; the landlord blocks the month after.
    await landlordPage.goto(`${portal.origin}/dashboard/properties/${property.id}/calendar`);
    await landlordPage.getByRole('heading', { level: 1, name: 'Calendario' }).waitFor();
    const heldName = `${formatDateLong(moveIn, 'es-ES')}, Vivienda completa: ocupada por Mateo Gil${viewport.width}`;
    const held = landlordPage.getByRole('gridcell', { name: heldName, exact: true });
    for (let step = 0; step < 3 && (await held.count()) === 0; step++)
      await landlordPage.getByRole('button', { name: 'Mes siguiente' }).click();
    await held.waitFor();

    const blockStart = moveOut;
    const blockLast = visitDate(40 + 200);
    const home = landlordPage.getByRole('checkbox', { name: 'Vivienda completa' });
    if (!(await home.isChecked())) await home.check();
    await landlordPage.getByLabel('Primer día').fill(blockStart);
    await landlordPage.getByLabel('Último día').fill(blockLast);
    await landlordPage.getByLabel('Nota (opcional)').fill('Obras');
    await landlordPage.getByRole('button', { name: 'Bloquear', exact: true }).click();
    const periods = async () => {
      const days = await portal.api<{
        units: { periods: { kind: string; start: string; note: string }[] }[];
      }>(`/properties/${property.id}/availability/?months=12`, { token: landlord.token });
      return days.units[0]?.periods.map((p) => [p.kind, p.start, p.note]);
    };
    await expect.poll(periods).toEqual([
      ['held', moveIn, ''],
      ['blocked', blockStart, 'Obras'],
    ]);
    if (SHOTS) {
      await held.scrollIntoViewIfNeeded();
      await landlordPage.evaluate(() => window.scrollBy(0, -160));
      await landlordPage.screenshot({ path: join(SHOTS, `calendar-${viewport.width}.png`) });
    }
    expect(await hasHorizontalScroll(landlordPage)).toBe(false);

    // A visitor's page says when the home is free again, without saying why.
    const visitor = await portal.page({ viewport });
    await visitor.goto(`${portal.origin}/properties/${property.id}`);
    // Its code loads when the section comes near: scrolled to it, as a reader would.
    await visitor.locator('#disponibilidad').scrollIntoViewIfNeeded();
    const section = visitor.getByRole('region', { name: 'Disponibilidad' });
    await section.getByText(/^Disponible a partir del /).waitFor();
    expect(await section.textContent()).not.toContain('Obras');
    expect(await hasHorizontalScroll(visitor)).toBe(false);
    expect(portal.errors).toEqual([]);
  });
});
