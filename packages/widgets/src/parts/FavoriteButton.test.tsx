import { makeFavorite, makeLandlord, makeUser } from '@convive/sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithConvive } from '../test/withConvive';
import { FavoriteButton } from './FavoriteButton';

const tenantRoutes = {
  'GET /favorites/': { body: [] },
  'POST /favorites/': { status: 201, body: makeFavorite({ id: 9, property: 10 }) },
  'DELETE /favorites/by-property/:id/': { status: 204 },
};

const titles = (convive: { stores: { toasts: { getState(): { toasts: { title: string }[] } } } }) =>
  convive.stores.toasts.getState().toasts.map((t) => t.title);

describe('FavoriteButton', () => {
  it('asks a visitor to sign in, by toast and next to the button', async () => {
    const user = userEvent.setup();
    const { convive } = renderWithConvive(<FavoriteButton propertyId={10} propertyTitle="Piso" />);
    const button = screen.getByRole('button', { name: 'Añadir a favoritos: Piso' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(titles(convive)).toEqual(['Inicia sesión para guardar favoritos']);
    expect(screen.getByRole('status').textContent).toBe('Inicia sesión para guardar favoritos');
  });

  it("hands a visitor's press to the app's own sign-in offer when given one, without the notice", async () => {
    const user = userEvent.setup();
    const onSignInRequired = vi.fn();
    const { convive } = renderWithConvive(
      <FavoriteButton propertyId={10} propertyTitle="Piso" onSignInRequired={onSignInRequired} />,
    );
    await user.click(screen.getByRole('button', { name: 'Añadir a favoritos: Piso' }));
    expect(onSignInRequired).toHaveBeenCalledWith(10);
    expect(titles(convive)).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('waits while the session is being checked', () => {
    const { convive } = renderWithConvive(<FavoriteButton propertyId={10} />);
    act(() => convive.stores.session.setState({ status: 'checking' }));
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    act(() => convive.stores.session.setState({ status: 'signed-out' }));
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows and changes the app's own state when given favorite and toggle", async () => {
    const user = userEvent.setup();
    const toggle = vi.fn(async () => 'removed' as const);
    const onToggle = vi.fn();
    const { convive } = renderWithConvive(
      <FavoriteButton propertyId={10} favorite toggle={toggle} onToggle={onToggle} />,
      { user: makeUser(), routes: tenantRoutes },
    );
    const button = screen.getByRole('button', { name: 'Quitar de favoritos' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.click(button);
    expect(toggle).toHaveBeenCalledWith(10);
    expect(onToggle).toHaveBeenCalledWith('removed');
    expect(titles(convive)).toEqual(['Eliminado de favoritos']);
    // The shared store was not used.
    expect(convive.stores.favorites.getState().items).toEqual([]);
  });

  it('is not rendered for a landlord', () => {
    renderWithConvive(<FavoriteButton propertyId={10} />, { user: makeLandlord() });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets a tenant add and remove, with toasts', async () => {
    const user = userEvent.setup();
    const { convive } = renderWithConvive(<FavoriteButton propertyId={10} />, {
      user: makeUser(),
      routes: tenantRoutes,
    });
    await waitFor(() => expect(convive.stores.favorites.getState().status).toBe('ready'));
    await user.click(screen.getByRole('button', { name: 'Añadir a favoritos' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Quitar de favoritos' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Quitar de favoritos' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Añadir a favoritos' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(titles(convive)).toEqual(['Añadido a favoritos', 'Eliminado de favoritos']);
  });

  it('stays silent when disableFavoriteToasts is "true"', async () => {
    localStorage.setItem('disableFavoriteToasts', 'true');
    const user = userEvent.setup();
    const { convive } = renderWithConvive(<FavoriteButton propertyId={10} />, {
      user: makeUser(),
      routes: tenantRoutes,
    });
    await waitFor(() => expect(convive.stores.favorites.getState().status).toBe('ready'));
    await user.click(screen.getByRole('button', { name: 'Añadir a favoritos' }));
    await waitFor(() => expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true'));
    expect(titles(convive)).toEqual([]);
  });

  it('says the update failed', async () => {
    const user = userEvent.setup();
    const { convive } = renderWithConvive(<FavoriteButton propertyId={10} />, {
      user: makeUser(),
      routes: { 'GET /favorites/': { body: [] }, 'POST /favorites/': { status: 500, body: 'boom' } },
    });
    await waitFor(() => expect(convive.stores.favorites.getState().status).toBe('ready'));
    await user.click(screen.getByRole('button', { name: 'Añadir a favoritos' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No se pudo actualizar tus favoritos. Inténtalo de nuevo.');
    expect(titles(convive)).toEqual(['No se pudo actualizar tus favoritos. Inténtalo de nuevo.']);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
  });
});
