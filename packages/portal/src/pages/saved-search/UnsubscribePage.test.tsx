import { createFixtureFetch } from '@convive/sdk/testing';
import { createConvive, memoryStorage } from '@convive/widgets';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { routes } from '../../app/routes';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen, TEST_API } from '../../test/renderRoute';

const SLOW = { timeout: 5000 };
const DONE = { detail: 'Ya no recibirás avisos de esta búsqueda.', name: 'Pisos en Madrid hasta 800 €' };

describe('/saved-searches/unsubscribe', { timeout: 15_000 }, () => {
  it('turns the alerts off on opening, once, and names the search', async () => {
    const sent: unknown[] = [];
    const result = renderScreen('/saved-searches/unsubscribe?token=abc', {
      routes: {
        'POST /saved-searches/unsubscribe/': (req) => {
          sent.push(req.body);
          return { body: DONE };
        },
      },
    });
    const done = await screen.findByText(
      'Ya no recibirás avisos de «Pisos en Madrid hasta 800 €».',
      {},
      SLOW,
    );
    const box = done.closest('[role="status"]') as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Avisos desactivados' })).toBeTruthy();
    expect(
      within(box).getByRole('link', { name: 'Gestionar mis búsquedas guardadas' }).getAttribute('href'),
    ).toBe('/dashboard/saved-searches');
    expect(sent).toEqual([{ token: 'abc' }]);
    expect(result.fetch.calls.filter((call) => call.startsWith('POST'))).toHaveLength(1);
  });

  it('sends the token only once under StrictMode (effects run twice)', async () => {
    const sent: unknown[] = [];
    // renderRoute has no StrictMode: the same app inside one.
    const fetch = createFixtureFetch({
      'POST /saved-searches/unsubscribe/': (req) => {
        sent.push(req.body);
        return { body: DONE };
      },
    });
    const convive = createConvive({
      apiBase: TEST_API,
      storage: memoryStorage(),
      fetch,
      loadFavorites: false,
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/saved-searches/unsubscribe?token=xyz'] });
    render(
      <StrictMode>
        <AppProviders convive={convive} queryClient={new QueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    await screen.findByText(/Ya no recibirás avisos de/, {}, SLOW);
    expect(sent).toEqual([{ token: 'xyz' }]);
  });

  it('says the link is not valid without a token, sending nothing', async () => {
    const result = renderScreen('/saved-searches/unsubscribe');
    expect(await screen.findByText('Este enlace no tiene código de baja.', {}, SLOW)).toBeTruthy();
    expect(result.fetch.calls.some((call) => call.startsWith('POST'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('says an unknown token (404) is not valid, with no retry', async () => {
    renderScreen('/saved-searches/unsubscribe?token=gone', {
      routes: {
        'POST /saved-searches/unsubscribe/': { status: 404, body: { detail: 'No encontrado.' } },
      },
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Este enlace de baja no es válido o la búsqueda ya no existe.');
    expect(within(alert).getByRole('link', { name: 'Gestionar mis búsquedas guardadas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('offers Reintentar after a network failure, and succeeds on the next try', async () => {
    let fail = true;
    const result = renderScreen('/saved-searches/unsubscribe?token=abc', {
      routes: {
        'POST /saved-searches/unsubscribe/': () =>
          fail ? { status: 503, body: 'Service Unavailable' } : { body: DONE },
      },
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('No se pudieron desactivar los avisos.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Ya no recibirás avisos de «Pisos en Madrid hasta 800 €».')).toBeTruthy();
    await waitFor(() => expect(result.fetch.calls.filter((call) => call.startsWith('POST'))).toHaveLength(2));
  });

  it('speaks English', async () => {
    const { container } = renderScreen('/saved-searches/unsubscribe?token=abc', {
      locale: 'en',
      routes: { 'POST /saved-searches/unsubscribe/': { body: DONE } },
    });
    expect(
      await screen.findByText(
        'You will no longer receive alerts for “Pisos en Madrid hasta 800 €”.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expectNoSpanish(container, ['Pisos en Madrid hasta 800 €']);
  });
});
