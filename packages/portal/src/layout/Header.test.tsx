import { makeNotification, makeProperty, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../app/language';
import { expectNoSpanish } from '../test/i18n';
import { renderRoute } from '../test/renderRoute';

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

afterEach(() => setLanguage('es'));

describe('navigation bar (spec 01 §2)', () => {
  it('offers login and register to a visitor, and switches language, kept under `language`', async () => {
    const user = userEvent.setup();
    renderRoute('/faq', { routes: { 'GET /properties/all/': { body: EMPTY_PAGE } } });
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Propiedades' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Registrarse' }).length).toBeGreaterThan(0);

    const [language] = screen.getAllByRole('combobox', { name: 'Idioma' });
    await user.selectOptions(language as HTMLSelectElement, 'en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
  });

  it('shows the avatar menu to a signed-in user, whose logout ends the session and goes home', async () => {
    const user = userEvent.setup();
    const tenant = makeUser({
      id: 7,
      first_name: 'Lucía',
      last_name: 'Fernández',
      email: 'lucia@example.es',
    });
    const result = renderRoute('/faq', {
      user: tenant,
      routes: { 'POST /logout/': { status: 204 }, 'GET /properties/all/': { body: EMPTY_PAGE } },
    });
    const menuButton = await screen.findByRole('button', { name: /Menú de usuario: Lucía Fernández/ });
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('lucia@example.es')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mi perfil' }).getAttribute('href')).toBe('/dashboard/profile');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(result.convive.stores.session.getState().status).toBe('signed-out'));
    expect(result.fetch.calls).toContain('POST /logout/');
  });

  it('links a signed-in user to their messages, the unread count in the badge and in the link’s name', async () => {
    renderRoute('/faq', {
      user: makeUser({ id: 8 }),
      routes: {
        'GET /properties/all/': { body: EMPTY_PAGE },
        'GET /conversations/unread-count/': { body: { unread_count: 3 } },
      },
    });
    const link = await screen.findByRole(
      'link',
      { name: 'Mensajes, 3 mensajes sin leer' },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe('/dashboard/messages');
    expect(within(link).getByText('3').getAttribute('aria-hidden')).toBe('true');
  });

  it('opens what a bell notification is about inside the app, marking it as read', async () => {
    const user = userEvent.setup();
    const about = makeNotification({
      id: 31,
      title: 'Tu piso tiene una visita',
      related_object_type: 'property',
      related_object_id: 9,
    });
    const result = renderRoute('/faq', {
      user: makeUser(),
      routes: {
        'GET /properties/all/': { body: EMPTY_PAGE },
        'GET /notifications/notifications/': { body: { ...EMPTY_PAGE, count: 1, results: [about] } },
        'GET /notifications/unread-count/': { body: { unread_count: 1 } },
        'POST /notifications/notifications/:id/mark_as_read/': { body: { detail: 'ok' } },
        'GET /properties/:id/': { body: makeProperty({ id: 9 }) },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }, { timeout: 5000 }),
    );
    const link = await screen.findByRole('link', { name: 'Tu piso tiene una visita' });
    expect(link.getAttribute('href')).toBe('/properties/9');
    await user.click(link);
    // The router's navigation (no reload): the same app, now on the property's page.
    // (Its route is lazy: on a loaded machine its module takes a while to load.)
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/properties/9'), {
      timeout: 10000,
    });
    await waitFor(() =>
      expect(result.fetch.calls).toContain('POST /notifications/notifications/31/mark_as_read/'),
    );
    expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).toBeNull();
  });

  it('opens and closes the mobile menu with its button and Esc', async () => {
    const user = userEvent.setup();
    renderRoute('/faq');
    const toggle = await screen.findByRole('button', { name: 'Abrir menú' });
    const menu = screen.getByTestId('mobile-menu');
    expect(menu.hidden).toBe(true);
    await user.click(toggle);
    expect(menu.hidden).toBe(false);
    expect(within(menu).getByRole('link', { name: 'Inicio' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(menu.hidden).toBe(true);
  });
  it('speaks English in the bar, the avatar menu and the mobile menu', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup();
    const tenant = makeUser({
      id: 7,
      first_name: 'Lucía',
      last_name: 'Fernández',
      email: 'lucia@example.es',
    });
    renderRoute('/faq', {
      locale: 'en',
      user: tenant,
      routes: { 'GET /properties/all/': { body: EMPTY_PAGE } },
    });
    await user.click(
      await screen.findByRole('button', { name: /User menu: Lucía Fernández/ }, { timeout: 5000 }),
    );
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/dashboard/profile');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const header = screen
      .getByRole('navigation', { name: 'Main navigation' })
      .closest('header') as HTMLElement;
    expectNoSpanish(header, ['Lucía Fernández', 'lucia@example.es']);
  });
});
