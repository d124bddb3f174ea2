import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderRoute';
import { expectEnglishScreen } from '../englishScreen';

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Nueva contraseña/, {}, { timeout: 5000 }), password);
  await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), confirm);
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  return user;
}

describe('/reset-password', { timeout: 15_000 }, () => {
  it('says the link is not valid when there is no token', async () => {
    renderScreen('/reset-password');
    expect(
      await screen.findByText('El enlace de recuperación no es válido o ha caducado.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('refuses mismatched passwords without calling the server', async () => {
    const result = renderScreen('/reset-password?token=abc');
    await fill('CasaAzul2026!', 'CasaAzul2026?');
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(result.fetch.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('sends the token and the new password, then links to login', async () => {
    let sent: unknown;
    renderScreen('/reset-password?token=abc', {
      routes: {
        'POST /reset-password/': (req) => {
          sent = req.body;
          return { body: { detail: 'Contraseña restablecida. Ya puedes iniciar sesión.' } };
        },
      },
    });
    await fill('CasaAzul2026!', 'CasaAzul2026!');
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Contraseña restablecida. Ya puedes iniciar sesión.');
    expect(sent).toEqual({
      token: 'abc',
      new_password: 'CasaAzul2026!',
      new_password_confirm: 'CasaAzul2026!',
    });
    expect(within(done).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's password errors under the field", async () => {
    renderScreen('/reset-password?token=abc', {
      routes: {
        'POST /reset-password/': {
          status: 400,
          body: { new_password: ['Esta contraseña es demasiado común.'] },
        },
      },
    });
    await fill('password', 'password');
    expect(await screen.findByText('Esta contraseña es demasiado común.')).toBeTruthy();
    expect(screen.getByLabelText(/^Nueva contraseña/).getAttribute('aria-invalid')).toBe('true');
  });

  it('turns a refused token into the invalid-link state', async () => {
    renderScreen('/reset-password?token=used', {
      routes: {
        'POST /reset-password/': {
          status: 400,
          body: { token: ['El enlace de recuperación no es válido o ha caducado.'] },
        },
      },
    });
    await fill('CasaAzul2026!', 'CasaAzul2026!');
    expect(await screen.findByText('El enlace de recuperación no es válido o ha caducado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeTruthy();
  });
});

describe('/reset-password in English', { timeout: 20_000 }, () => {
  it('shows the form in English, with no Spanish left', async () => {
    const { container } = renderScreen('/reset-password?token=abc', { locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save password' })).toBeTruthy();
    await expectEnglishScreen(container);
  });
});
