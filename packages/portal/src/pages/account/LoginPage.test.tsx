import { makeProperty, makeUser } from '@convive/sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, renderScreen } from '../../test/renderRoute';
import { expectEnglishScreen } from '../englishScreen';

const lucia = makeUser({ email: 'lucia@convive.es', first_name: 'Lucía' });

async function fillAndSubmit(email = 'lucia@convive.es', password = 'Convive2026!') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/, {}, { timeout: 5000 }), email);
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
}

describe('/login', { timeout: 15_000 }, () => {
  it('shows the form with links to recovery and registration, and no Google button when disabled', async () => {
    renderScreen('/login', {
      routes: { 'GET /auth/google/config/': { body: { enabled: false, client_id: null } } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/register');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Convive'));
    expect(screen.queryByRole('button', { name: /Continuar con Google/ })).toBeNull();
  });

  it('toggles the password visibility with a pressed button', async () => {
    renderScreen('/login');
    const user = userEvent.setup();
    const input = (await screen.findByLabelText(/^Contraseña/)) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('checks required fields in Spanish without calling the server', async () => {
    const result = renderScreen('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Introduce tu email.')).toBeTruthy();
    expect(screen.getByText('Introduce tu contraseña.')).toBeTruthy();
    expect(result.fetch.calls.some((c) => c.startsWith('POST'))).toBe(false);
  });

  it('signs in, shows the success message, then goes to /dashboard after 1.5 s', async () => {
    let sent: unknown;
    const result = renderScreen('/login', {
      routes: {
        'POST /api-token-auth/': (req) => {
          sent = req.body;
          return { body: { token: 'tok-1' } };
        },
        'GET /me/': { body: lucia },
      },
    });
    await fillAndSubmit();
    expect(await screen.findByText('Inicio de sesión exitoso! Redirigiendo...')).toBeTruthy();
    expect(sent).toEqual({ email: 'lucia@convive.es', password: 'Convive2026!' });
    // The message stays up: still on /login and not yet signed in.
    expect(result.router.state.location.pathname).toBe('/login');
    expect(result.convive.stores.session.getState().status).toBe('signed-out');
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard'), {
      timeout: 3000,
    });
    expect(result.convive.stores.session.getState().user?.email).toBe('lucia@convive.es');
  });

  it('shows the overlay while the call runs', async () => {
    renderScreen('/login', {
      routes: { 'POST /api-token-auth/': { delayMs: Number.POSITIVE_INFINITY } },
    });
    await fillAndSubmit();
    const texts = await screen.findAllByText('Iniciando sesión...');
    expect(texts.some((el) => el.closest('[role="status"]'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Iniciando sesión...' }).hasAttribute('disabled')).toBe(true);
  });

  it('returns to the page the auth guard came from', async () => {
    const result = renderRoute('/dashboard/profile', {
      routes: {
        'POST /api-token-auth/': { body: { token: 'tok-1' } },
        'GET /me/': { body: lucia },
        'GET /users/:id/': { body: lucia },
      },
    });
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/login'));
    await fillAndSubmit();
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/profile'), {
      timeout: 3000,
    });
  });

  it('returns a visitor who signs in from a listing to that listing, also through the register page', async () => {
    const property = makeProperty({ id: 9, title: 'Piso luminoso en Lavapiés' });
    const result = renderRoute('/properties/9?ref=home', {
      routes: {
        'GET /properties/9/': { body: property },
        'GET /favorites/': { body: [] },
        'POST /api-token-auth/': { body: { token: 'tok-1' } },
        'GET /me/': { body: lucia },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('link', { name: 'Inicia sesión para solicitar una visita' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/login'));
    // A detour through the register page and back keeps where the visitor came from.
    await user.click(await screen.findByRole('link', { name: 'Regístrate' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/register'));
    await user.click(await screen.findByRole('link', { name: 'Inicia sesión' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/login'));
    await fillAndSubmit();
    await waitFor(
      () =>
        expect(result.router.state.location.pathname + result.router.state.location.search).toBe(
          '/properties/9?ref=home',
        ),
      { timeout: 3000 },
    );
  });

  it('shows the server detail in a red box, cleared when the user types', async () => {
    renderScreen('/login', {
      routes: {
        'POST /api-token-auth/': {
          status: 400,
          body: { non_field_errors: ['No puede iniciar sesión con las credenciales proporcionadas.'] },
        },
      },
    });
    const user = await fillAndSubmit();
    const alert = await screen.findByText('No puede iniciar sesión con las credenciales proporcionadas.');
    expect(alert.className).toContain('alert--error');
    expect(alert.getAttribute('role')).toBe('alert');
    // Focus goes to the message (in the next frame), and the form is back, with what was typed.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('lucia@convive.es');
    await user.type(screen.getByLabelText(/^Contraseña/), 'x');
    expect(screen.queryByText('No puede iniciar sesión con las credenciales proporcionadas.')).toBeNull();
  });

  it('falls back to the generic failure text and reports a missing token', async () => {
    let answer: { status?: number; body?: unknown } = { status: 500, body: {} };
    renderScreen('/login', { routes: { 'POST /api-token-auth/': () => answer } });
    const user = await fillAndSubmit();
    expect(await screen.findByText('Error al iniciar sesión. Verifica tus credenciales.')).toBeTruthy();
    answer = { body: { something: 'else' } };
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('No se recibió token en la respuesta de login')).toBeTruthy();
  });

  it('shows the Google failure text when the exchange is refused', async () => {
    const initialize = vi.fn();
    window.google = { accounts: { id: { initialize, prompt: vi.fn(), renderButton: vi.fn() } } };
    const result = renderScreen('/login', {
      routes: {
        'GET /auth/google/config/': { body: { enabled: true, client_id: 'cid' } },
        'POST /auth/google/': { status: 400, body: { id_token: ['Token de Google no válido.'] } },
      },
    });
    try {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
      const { callback } = (initialize.mock.calls[0] ?? [{}])[0] as {
        callback(r: { credential: string }): void;
      };
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      act(() => callback({ credential: 'bad.jwt' }));
      expect(await screen.findByText('Error al iniciar sesión con Google. Inténtalo de nuevo.')).toBeTruthy();
      expect(result.router.state.location.pathname).toBe('/login');
      expect(logged).toHaveBeenCalled();
      logged.mockRestore();
      // The form is usable again.
      expect(screen.getByRole('button', { name: 'Iniciar sesión' }).hasAttribute('disabled')).toBe(false);
    } finally {
      delete window.google;
    }
  });

  it("renders Google's own button when the prompt cannot be shown", async () => {
    const renderButton = vi.fn();
    const prompt = vi.fn((listener?: (n: { isNotDisplayed(): boolean }) => void) =>
      listener?.({ isNotDisplayed: () => true }),
    );
    window.google = { accounts: { id: { initialize: vi.fn(), prompt, renderButton } } };
    renderScreen('/login', {
      routes: { 'GET /auth/google/config/': { body: { enabled: true, client_id: 'cid' } } },
    });
    try {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
      await waitFor(() => expect(renderButton).toHaveBeenCalled());
      expect(screen.getByText('Si no se abre la ventana de Google, usa este botón:')).toBeTruthy();
    } finally {
      delete window.google;
    }
  });
});

describe('/login in English', { timeout: 20_000 }, () => {
  it('shows the form in English, with no Spanish left', async () => {
    const { container } = renderScreen('/login', {
      locale: 'en',
      routes: { 'GET /auth/google/config/': { body: { enabled: true, client_id: 'client-id' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Continue with Google' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    await expectEnglishScreen(container);
  });
});
