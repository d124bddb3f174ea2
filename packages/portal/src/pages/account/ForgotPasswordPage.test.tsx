import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderRoute';
import { expectEnglishScreen } from '../englishScreen';

describe('/forgot-password', { timeout: 15_000 }, () => {
  it('sends the e-mail and shows the success text with the inbox advice', async () => {
    let sent: unknown;
    renderScreen('/forgot-password', {
      routes: {
        'POST /forgot-password/': (req) => {
          sent = req.body;
          return { body: { detail: 'Si existe una cuenta, te hemos enviado un correo.' } };
        },
      },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recuperar contraseña' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
    await user.type(screen.getByLabelText(/^Email/), ' lucia@convive.es ');
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    expect(
      await screen.findByText('Hemos enviado un correo con instrucciones para restablecer tu contraseña.'),
    ).toBeTruthy();
    expect(screen.getByText(/Revisa tu bandeja de entrada \(y la carpeta de spam\)/)).toBeTruthy();
    expect(sent).toEqual({ email: 'lucia@convive.es' });
  });

  it('checks the e-mail before sending', async () => {
    const result = renderScreen('/forgot-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar instrucciones' }, { timeout: 5000 }));
    expect(screen.getByText('Introduce tu email.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), 'lucia');
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    expect(screen.getByText('Introduce una dirección de correo electrónico válida.')).toBeTruthy();
    expect(result.fetch.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('keeps the e-mail and shows the failure text when the call fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen('/forgot-password', { routes: { 'POST /forgot-password/': { status: 500, body: {} } } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/, {}, { timeout: 5000 }), 'lucia@convive.es');
    await user.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No se pudo enviar el correo de recuperación. Intenta nuevamente.');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('lucia@convive.es');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('/forgot-password in English', { timeout: 20_000 }, () => {
  it('shows the form in English, with no Spanish left', async () => {
    const { container } = renderScreen('/forgot-password', { locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset password' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send instructions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
    await expectEnglishScreen(container);
  });
});
