import { makeProperty, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderRoute';

// The calendar's code cannot arrive while the connection is down (the preload on hover and the
// opening both fail), then arrives.
const network = vi.hoisted(() => ({ down: true, attempts: 0 }));
vi.mock('./visitSchedulerModule', async () => {
  network.attempts += 1;
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return { default: (await import('@convive/widgets')).VisitScheduler };
});

const property = makeProperty({ id: 7 });

describe('the visit dialog when its code fails to load', { timeout: 20_000 }, () => {
  it('closes with a toast, and opening it again fetches the code again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderScreen('/properties/7', {
      user: makeUser(),
      routes: { 'GET /properties/7/': { body: property }, 'GET /favorites/': { body: [] } },
    });
    const button = await screen.findByRole('button', { name: 'Solicitar visita' }, { timeout: 5000 });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    await user.click(button);
    expect(
      await screen.findByText(
        'No se pudo abrir. Comprueba tu conexión e inténtalo de nuevo.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(warn).toHaveBeenCalledWith('No se pudo cargar una parte de la página', expect.any(Error));

    // The page is still there, and once the connection is back the second try shows the calendar.
    const failedAttempts = network.attempts;
    network.down = false;
    await user.click(screen.getByRole('button', { name: 'Solicitar visita' }));
    const dialog = await screen.findByRole('dialog', { name: `Solicitar una visita ${property.title}` });
    expect(await within(dialog).findByText('Hora', {}, { timeout: 5000 })).toBeTruthy();
    expect(network.attempts).toBeGreaterThan(failedAttempts);
    warn.mockRestore();
    error.mockRestore();
  });
});
