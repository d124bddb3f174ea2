/**
 * A tenant's own dashboard actions (spec 02 §2, §4, §5, §8): cancelling a pending request and a
 * pending visit, changing the password (a mismatch never reaches the server) and deleting the
 * account (which asks for its current password). Password and deletion use a freshly registered
 * tenant, so the demo accounts stay intact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewAccount, registerAccount, toast, visitDate } from './dashboard-helpers';
import { type Portal, startPortal } from './harness';

const TENANT = 'pablo@convive.es';
const stamp = Date.now().toString(36);

let portal: Portal;
let tenantToken = '';
/** An available property of a demo landlord, for the tenant's request and visit. */
let target: { id: number; title: string };

beforeAll(async () => {
  portal = await startPortal();
  tenantToken = await portal.login(TENANT);
  const { results } = await portal.api<{ results: { id: number; title: string }[] }>(
    '/properties/all/?page_size=5',
  );
  if (!results[0]) throw new Error('the demo data has no available property');
  target = results[0];
});

afterAll(async () => {
  await portal?.stop();
});

describe('a tenant cancels', () => {
  it("a pending request (/dashboard/requests → 'Solicitud cancelada')", async () => {
    const message = `¿Sigue libre el piso? (${stamp})`;
    const created = await portal.api<{ id: number }>('/property-requests/', {
      method: 'POST',
      token: tenantToken,
      json: {
        property: target.id,
        kind: 'inquiry',
        tenant_name: 'Pablo Moreno',
        tenant_email: TENANT,
        message,
      },
    });

    const page = await portal.page({ token: tenantToken });
    await page.goto(`${portal.origin}/dashboard/requests`);
    await page.getByRole('heading', { level: 1, name: 'Mis solicitudes' }).waitFor();
    const card = page
      .getByRole('list', { name: 'Solicitudes' })
      .getByRole('listitem')
      .filter({ hasText: message });
    await card.waitFor();
    expect(await card.getByRole('heading', { name: target.title }).isVisible()).toBe(true);
    expect(await card.getByText('Pendiente', { exact: true }).isVisible()).toBe(true);

    await card.getByRole('button', { name: /^Cancelar/ }).click();
    const dialog = page.getByRole('dialog', { name: '¿Estás seguro?' });
    await dialog.waitFor();
    await dialog.getByText('Esta acción cancelará la solicitud y no podrá ser revertida.').waitFor();
    await dialog.getByRole('button', { name: 'Sí, cancelar solicitud' }).click();

    await toast(page, 'Solicitud cancelada').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Cancelada', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /^Cancelar/ }).count()).toBe(0);

    const { results } = await portal.api<{ results: { id: number; status: string }[] }>(
      '/notifications/requests/?page_size=100',
      { token: tenantToken },
    );
    expect(results.find((r) => r.id === created.id)?.status).toBe('canceled');
    await page.context().close();
  });

  it("a pending visit (/dashboard/appointments → 'Cita cancelada')", async () => {
    const notes = `Visita de prueba ${stamp}`;
    const created = await portal.api<{ id: number }>('/appointments/', {
      method: 'POST',
      token: tenantToken,
      json: { property: target.id, date: visitDate(4), time: '11:30', notes },
    });

    const page = await portal.page({ token: tenantToken });
    await page.goto(`${portal.origin}/dashboard/appointments`);
    await page.getByRole('heading', { level: 1, name: 'Mis citas' }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: notes });
    await card.waitFor();
    expect(await card.getByText('Pendiente', { exact: true }).isVisible()).toBe(true);
    // A tenant neither confirms nor rejects.
    expect(await card.getByRole('button', { name: 'Confirmar' }).count()).toBe(0);

    await card.getByRole('button', { name: 'Cancelar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar cita' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancelar cita' }).click();

    await toast(page, 'Cita cancelada').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Cancelada', { exact: true }).waitFor();

    const { results } = await portal.api<{ results: { id: number; status: string }[] }>(
      '/appointments/?page_size=100',
      { token: tenantToken },
    );
    expect(results.find((a) => a.id === created.id)?.status).toBe('cancelada');
    await page.context().close();
  });
});

describe('a new tenant in /dashboard/settings', () => {
  let account: NewAccount;
  const newPassword = 'Girasol-Azul-2027';

  beforeAll(async () => {
    account = await registerAccount(portal, 'inquilino', { first: 'Irene', last: 'Castaño' });
  });

  it("refuses mismatched passwords without a call, then changes it ('Contraseña actualizada')", async () => {
    const page = await portal.page({ token: account.token });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/change_password/')) calls.push(request.method());
    });
    await page.goto(`${portal.origin}/dashboard/settings`);
    await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
    // Tenants start on Privacidad; their Notificaciones tab holds only the saved-search alert switch,
    // not the landlords' three.
    const privacy = page.getByRole('tab', { name: 'Privacidad' });
    expect(await privacy.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Notificaciones' }).click();
    await page.getByRole('switch', { name: /Avisos de búsquedas guardadas/ }).waitFor();
    expect(await page.getByRole('switch').count()).toBe(1);
    await privacy.click();

    await page.getByLabel('Contraseña actual').fill(account.password);
    await page.getByLabel(/^Nueva contraseña/).fill(newPassword);
    await page.getByLabel('Confirmar nueva contraseña').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden.').waitFor();
    expect(calls).toEqual([]);
    // The old password still works: nothing was changed.
    await portal.login(account.email, account.password);

    await page.getByLabel('Confirmar nueva contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await toast(page, 'Contraseña actualizada').waitFor();
    expect(calls).toEqual(['POST']);
    // The form is emptied after the change.
    expect(await page.getByLabel('Contraseña actual').inputValue()).toBe('');

    account.token = await portal.login(account.email, newPassword);
    await expect(portal.login(account.email, account.password)).rejects.toThrow(/400|401/);
    account.password = newPassword;
    await page.context().close();
  });

  it("deletes the account from the Cuenta tab and lands on '/' signed out", async () => {
    const page = await portal.page({ token: account.token });
    await page.goto(`${portal.origin}/dashboard/settings`);
    await page.getByRole('tab', { name: 'Cuenta' }).click();
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(account.email);
    await page.getByText('Puedes buscar y solicitar propiedades.').waitFor();

    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
    await dialog.waitFor();
    await dialog
      .getByText('¿Estás seguro de que quieres eliminar tu cuenta? Esta acción no se puede deshacer.')
      .waitFor();
    // Deleting asks for the current password (the one the settings test above changed it to).
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await dialog.getByText('Introduce tu contraseña para confirmar.').waitFor();
    await dialog.getByLabel('Contraseña actual').fill(account.password);
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();

    await page.waitForURL(`${portal.origin}/`);
    await toast(page, 'Cuenta eliminada').waitFor();
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await page.getByRole('button', { name: /^Notificaciones, / }).count()).toBe(0);

    // The account is gone: neither its password nor its old token work.
    await expect(portal.login(account.email, account.password)).rejects.toThrow(/400|401/);
    await expect(portal.api('/me/', { token: account.token })).rejects.toThrow(/401|403|404/);
    await page.context().close();
  });
});

describe('browser errors', () => {
  it('raised none on the way', () => {
    expect(portal.errors).toEqual([]);
  });
});
