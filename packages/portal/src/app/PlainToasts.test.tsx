import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { notify } from './toast';

// Sonner's outlet cannot be fetched (offline, or a file gone after a deploy).
vi.mock('./toaster', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('PlainToasts', { timeout: 20_000 }, () => {
  it('shows the toasts when sonner cannot be loaded; an error is an alert that can be closed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/no-such-page');
    await screen.findByText('Página no encontrada', {}, { timeout: 5000 });
    act(() => notify.error('No se pudo abrir. Comprueba tu conexión e inténtalo de nuevo.'));

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('No se pudo abrir. Comprueba tu conexión e inténtalo de nuevo.');
    expect(warn).toHaveBeenCalledWith('No se pudo cargar una parte de la página', expect.any(Error));

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
    error.mockRestore();
  });
});
