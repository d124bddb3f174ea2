import { makeLandlord, makePage, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

const landlord = makeLandlord(); // id 1
const tenant = makeUser(); // id 2

async function heading() {
  return screen.findByRole('heading', { level: 1, name: 'Configuración' }, { timeout: 5000 });
}

async function fillPasswords(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Contraseña actual/), current);
  await user.type(screen.getByLabelText(/^Nueva contraseña/), next);
  await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), confirm);
  await user.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
  return user;
}

/** Opens Cuenta → 'Eliminar mi cuenta' and answers the confirmation dialog. */
async function openDeleteDialog() {
  await heading();
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Cuenta' }));
  await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  return screen.findByRole('dialog', { name: 'Eliminar mi cuenta' });
}

/** The dialog's own 'Eliminar mi cuenta' button (the page has one too). */
function confirmButton(dialog: HTMLElement) {
  return within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' });
}

describe('/dashboard/settings', { timeout: 15_000 }, () => {
  it('opens a landlord on Notificaciones; the switches write the silencing flags', async () => {
    localStorage.setItem('disableRequestToasts', 'true');
    renderScreen('/dashboard/settings', { user: landlord });
    await heading();
    await waitFor(() => expect(document.title).toBe('Configuración · Convive'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Notificaciones',
      'Privacidad',
      'Cuenta',
    ]);
    expect(screen.getByRole('tab', { name: 'Notificaciones' }).getAttribute('aria-selected')).toBe('true');

    const favorites = screen.getByRole('switch', { name: 'Favoritos' });
    const requests = screen.getByRole('switch', { name: 'Solicitudes' });
    expect(favorites.getAttribute('aria-checked')).toBe('true');
    expect(requests.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('2 de 3 tipos de notificaciones activas')).toBeTruthy();
    expect(screen.getAllByText('Silenciado')).toHaveLength(1);
    // Landlords cannot save searches: no switch for their alerts.
    expect(screen.getAllByRole('switch')).toHaveLength(3);

    const user = userEvent.setup();
    await user.click(favorites);
    expect(localStorage.getItem('disableFavoriteToasts')).toBe('true');
    expect(favorites.getAttribute('aria-checked')).toBe('false');
    await user.click(requests);
    expect(localStorage.getItem('disableRequestToasts')).toBe('false');
    await user.click(screen.getByRole('switch', { name: 'Citas' }));
    expect(localStorage.getItem('disableAppointmentToasts')).toBe('true');
    expect(screen.getByText('1 de 3 tipos de notificaciones activas')).toBeTruthy();
    expect(screen.getAllByText('Silenciado')).toHaveLength(2);
    expect(screen.getAllByText('Activado')).toHaveLength(1);
  });

  it('opens a tenant on Privacidad; their Notificaciones tab has only the saved-search alerts switch', async () => {
    renderScreen('/dashboard/settings', { user: tenant });
    await heading();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Notificaciones',
      'Privacidad',
      'Cuenta',
    ]);
    expect(screen.getByRole('tab', { name: 'Privacidad' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Actualizar contraseña' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Notificaciones' }));
    // The spec's three switches are the landlord's; a tenant gets the saved-search alerts' one.
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    const alerts = screen.getByRole('switch', { name: 'Avisos de búsquedas guardadas' });
    expect(alerts.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText(/tipos de notificaciones activas/)).toBeNull();
    await user.click(alerts);
    expect(localStorage.getItem('disableSearchAlertToasts')).toBe('true');
    expect(alerts.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Silenciado')).toBeTruthy();
    await user.click(alerts);
    expect(localStorage.getItem('disableSearchAlertToasts')).toBe('false');
  });

  it('reads a silenced saved-search alerts flag for a tenant', async () => {
    localStorage.setItem('disableSearchAlertToasts', 'true');
    renderScreen('/dashboard/settings', { user: tenant });
    await heading();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Notificaciones' }));
    expect(
      screen.getByRole('switch', { name: 'Avisos de búsquedas guardadas' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it("refuses mismatching passwords with 'Las contraseñas no coinciden.' and makes no call", async () => {
    const result = renderScreen('/dashboard/settings', { user: tenant });
    await heading();
    await fillPasswords('Convive2026!', 'NuevaClave#2027', 'NuevaClave#2028');
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(screen.getByLabelText(/^Confirmar nueva contraseña/).getAttribute('aria-invalid')).toBe('true');
    expect(result.fetch.calls.some((c) => c.includes('change_password'))).toBe(false);
  });

  it('asks for every field before calling', async () => {
    const result = renderScreen('/dashboard/settings', { user: tenant });
    await heading();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(screen.getAllByText('Este campo no puede estar en blanco.')).toHaveLength(3);
    expect(result.fetch.calls.some((c) => c.includes('change_password'))).toBe(false);
  });

  it("changes the password: 'Contraseña actualizada' and the form is emptied", async () => {
    let sent: unknown;
    const result = renderScreen('/dashboard/settings', {
      user: tenant,
      routes: {
        'POST /users/:id/change_password/': (req) => {
          sent = req.body;
          return { body: { detail: 'Contraseña actualizada' } };
        },
      },
    });
    await heading();
    await fillPasswords('Convive2026!', 'NuevaClave#2027', 'NuevaClave#2027');
    expect(await screen.findByText('Contraseña actualizada')).toBeTruthy();
    expect(result.fetch.calls).toContain('POST /users/2/change_password/');
    expect(sent).toEqual({
      old_password: 'Convive2026!',
      new_password: 'NuevaClave#2027',
      new_password_confirm: 'NuevaClave#2027',
    });
    expect((screen.getByLabelText(/^Contraseña actual/) as HTMLInputElement).value).toBe('');
  });

  it('shows the failure toast and the server field errors', async () => {
    renderScreen('/dashboard/settings', {
      user: tenant,
      routes: {
        'POST /users/:id/change_password/': {
          status: 400,
          body: { old_password: ['La contraseña actual no es correcta.'] },
        },
      },
    });
    await heading();
    await fillPasswords('mala', 'NuevaClave#2027', 'NuevaClave#2027');
    expect(
      await screen.findByText(
        'No se pudo cambiar la contraseña. Verifica que tu contraseña actual sea correcta.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(screen.getByLabelText(/^Contraseña actual/).getAttribute('aria-invalid')).toBe('true');
    // Nothing typed is lost.
    expect((screen.getByLabelText(/^Nueva contraseña/) as HTMLInputElement).value).toBe('NuevaClave#2027');
  });

  it('blames the new password, not the current one, when the server refuses the new password', async () => {
    const numeric = 'La contraseña no puede ser completamente numérica.';
    renderScreen('/dashboard/settings', {
      user: tenant,
      routes: {
        'POST /users/:id/change_password/': { status: 400, body: { new_password: [numeric] } },
      },
    });
    await heading();
    await fillPasswords('Convive2026!', '12345678901', '12345678901');
    const newPassword = screen.getByLabelText(/^Nueva contraseña/);
    await waitFor(() => expect(newPassword.getAttribute('aria-invalid')).toBe('true'));
    const described = (newPassword.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain(numeric);
    // The toast tells the same problem; nothing talks about the current password.
    await waitFor(() => expect(screen.getAllByText(numeric).length).toBeGreaterThan(1));
    expect(screen.queryByText(/contraseña actual sea correcta/)).toBeNull();
    expect(screen.getByLabelText(/^Contraseña actual/).getAttribute('aria-invalid')).toBeNull();
  });

  it('blames the confirmation field when the server refuses it, not the current password', async () => {
    const mismatch = 'Las contraseñas no coinciden.';
    renderScreen('/dashboard/settings', {
      user: tenant,
      routes: {
        'POST /users/:id/change_password/': { status: 400, body: { new_password_confirm: [mismatch] } },
      },
    });
    await heading();
    await fillPasswords('Convive2026!', 'NuevaClave#2027', 'NuevaClave#2027');
    const confirm = screen.getByLabelText(/^Confirmar nueva contraseña/);
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(screen.getAllByText(mismatch).length).toBeGreaterThan(1));
    expect(screen.queryByText(/contraseña actual sea correcta/)).toBeNull();
  });

  it('does not blame the current password when the change fails without a field', async () => {
    renderScreen('/dashboard/settings', {
      user: tenant,
      routes: { 'POST /users/:id/change_password/': { status: 500, body: {} } },
    });
    await heading();
    await fillPasswords('Convive2026!', 'NuevaClave#2027', 'NuevaClave#2027');
    // The form's alert and the toast.
    await waitFor(() =>
      expect(screen.getAllByText('No se pudo cambiar la contraseña. Inténtalo de nuevo.')).toHaveLength(2),
    );
    expect(screen.queryByText(/contraseña actual sea correcta/)).toBeNull();
  });

  it('shows the account: read-only e-mail and the account type', async () => {
    renderScreen('/dashboard/settings', { user: landlord });
    await heading();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Cuenta' }));
    const email = screen.getByLabelText('Correo electrónico') as HTMLInputElement;
    expect(email.value).toBe('carmen.ruiz@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText(/no se puede cambiar/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contacta con soporte' }).getAttribute('href')).toBe('/contact');
    expect(within(screen.getByRole('main')).getByText('Propietario')).toBeTruthy();
    expect(screen.getByText('Puedes publicar propiedades y gestionar inquilinos.')).toBeTruthy();
  });

  it('deletes the account after confirming with the password, then signs out and goes to /', async () => {
    const sent: unknown[] = [];
    const result = renderScreen('/dashboard/settings', {
      user: tenant,
      routes: {
        'DELETE /users/:id/': (req) => {
          sent.push(req.body);
          return { status: 204 };
        },
        'POST /logout/': { status: 204 },
        'GET /properties/all/': { body: makePage([]) },
      },
    });
    await heading();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Cuenta' }));
    expect(within(screen.getByRole('main')).getByText('Inquilino')).toBeTruthy();
    expect(screen.getByText('Puedes buscar y solicitar propiedades.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' });
    expect(dialog.textContent).toContain(
      '¿Estás seguro de que quieres eliminar tu cuenta? Esta acción no se puede deshacer.',
    );
    await user.type(within(dialog).getByLabelText(/^Contraseña actual/), 'borrador');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(result.fetch.calls.some((c) => c.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar mi cuenta' });
    const password = within(dialog).getByLabelText(/^Contraseña actual/) as HTMLInputElement;
    // Cancelling forgot what was typed; the field is a required current-password input.
    expect(password.value).toBe('');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect(password.required).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(password));
    await user.type(password, 'Convive2026!');
    await user.click(confirmButton(dialog));
    expect(await screen.findByText('Cuenta eliminada')).toBeTruthy();
    expect(screen.getByText('Tu cuenta ha sido eliminada permanentemente.')).toBeTruthy();
    expect(result.fetch.calls).toContain('DELETE /users/2/');
    expect(sent).toEqual([{ password: 'Convive2026!' }]);
    await waitFor(() => expect(result.convive.stores.session.getState().status).toBe('signed-out'));
    expect(result.router.state.location.pathname).toBe('/');
  });

  it("asks for the password ('Introduce tu contraseña para confirmar.') before calling", async () => {
    const result = renderScreen('/dashboard/settings', {
      user: tenant,
      routes: { 'DELETE /users/:id/': { status: 204 } },
    });
    const dialog = await openDeleteDialog();
    const user = userEvent.setup();
    await user.click(confirmButton(dialog));
    const password = within(dialog).getByLabelText(/^Contraseña actual/);
    const error = within(dialog).getByRole('alert');
    expect(error.textContent).toBe('Introduce tu contraseña para confirmar.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(password);
    expect(result.fetch.calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Eliminar mi cuenta' })).toBeTruthy();

    // Typing clears the message.
    await user.type(password, 'x');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a wrong password under the field, keeps the dialog open and empties the field', async () => {
    const sent: unknown[] = [];
    const result = renderScreen('/dashboard/settings', {
      user: tenant,
      routes: {
        'DELETE /users/:id/': (req) => {
          sent.push(req.body);
          return { status: 400, body: { password: ['La contraseña no es correcta.'] } };
        },
      },
    });
    const dialog = await openDeleteDialog();
    const user = userEvent.setup();
    const password = within(dialog).getByLabelText(/^Contraseña actual/) as HTMLInputElement;
    await user.type(password, 'mala');
    await user.click(confirmButton(dialog));

    const error = await within(dialog).findByRole('alert');
    expect(error.textContent).toBe('La contraseña no es correcta.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(error.id);
    expect(password.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByRole('dialog', { name: 'Eliminar mi cuenta' })).toBeTruthy();
    expect(screen.queryByText('No se pudo eliminar la cuenta.')).toBeNull();
    expect(sent).toEqual([{ password: 'mala' }]);
    expect(result.convive.stores.session.getState().status).toBe('signed-in');
    expect(result.router.state.location.pathname).toBe('/dashboard/settings');

    // Enter in the field confirms again, with the new password.
    await user.type(password, 'otra{Enter}');
    await waitFor(() => expect(sent).toEqual([{ password: 'mala' }, { password: 'otra' }]));
  });

  it("says 'No se pudo eliminar la cuenta.' when deletion fails, and stays", async () => {
    const result = renderScreen('/dashboard/settings', {
      user: tenant,
      routes: { 'DELETE /users/:id/': { status: 500, body: { detail: 'boom' } } },
    });
    const dialog = await openDeleteDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Contraseña actual/), 'Convive2026!');
    await user.click(confirmButton(dialog));
    expect(await screen.findByText('No se pudo eliminar la cuenta.')).toBeTruthy();
    expect(result.convive.stores.session.getState().status).toBe('signed-in');
    expect(result.router.state.location.pathname).toBe('/dashboard/settings');
  });
  it('speaks English on every tab and in the delete dialog', { timeout: 30_000 }, async () => {
    const result = renderScreen('/dashboard/settings', { locale: 'en', user: landlord });
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('Settings · Convive'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Notifications',
      'Privacy',
      'Account',
    ]);
    expect(screen.getByRole('switch', { name: 'Favourites' })).toBeTruthy();
    expect(screen.getByText('3 of 3 notification types active')).toBeTruthy();
    expectNoSpanish(result.container);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Privacy' }));
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getAllByText('This field may not be blank.')).toHaveLength(3);
    expectNoSpanish(result.container);

    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'contact support' }).getAttribute('href')).toBe('/contact');
    expect(within(screen.getByRole('main')).getByText('Landlord')).toBeTruthy();
    expectNoSpanish(result.container, [landlord.email]);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    // The shared dialog's own cancel button follows the language too.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expectNoSpanish(dialog);
  });

  it('speaks English on the tenant notifications tab', async () => {
    const result = renderScreen('/dashboard/settings', { locale: 'en', user: tenant });
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'Saved search alerts' })).toBeTruthy();
    expectNoSpanish(result.container, [tenant.email, 'Lucía García']);
  });
});
