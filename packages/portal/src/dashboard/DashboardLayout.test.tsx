import { makeLandlord, makeNotification, makePage, makeUser } from '@convive/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fullName } from '../app/session';
import { expectNoSpanish } from '../test/i18n';
import { renderRoute } from '../test/renderRoute';

const tenant = makeUser();
const landlord = makeLandlord();

/** Quiet answers for the pages the shell wraps. */
const pageRoutes = {
  'GET /appointments/': { body: makePage([]) },
  'GET /favorites/': { body: [] },
  'GET /properties/my-properties/': { body: [] },
  'GET /property-requests/my_requests/': { body: [] },
  'GET /property-requests/my_property_requests/': { body: [] },
};

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** The first render waits for the lazy layout and page. */
function findSidebar() {
  return screen.findByRole('complementary', { name: 'Panel de control' }, { timeout: 5000 });
}

function sidebar() {
  return screen.getByRole('complementary', { name: 'Panel de control' });
}

afterEach(() => setWidth(1024));

describe('dashboard shell', { timeout: 15_000 }, () => {
  it('shows a landlord their card and the landlord sections', async () => {
    renderRoute('/dashboard', { user: landlord, routes: pageRoutes });
    const aside = await findSidebar();
    expect(within(aside).getByText('Carmen Ruiz')).toBeTruthy();
    expect(within(aside).getByText('carmen.ruiz@example.com')).toBeTruthy();
    expect(within(aside).getByText('Cuenta de propietario')).toBeTruthy();
    const navs = within(aside).getAllByRole('navigation');
    expect(
      navs.map((nav) => nav.getAttribute('aria-labelledby') && nav.querySelector('h2')?.textContent),
    ).toEqual(['General', 'Propietario', 'Citas y notificaciones', 'Configuración']);
    const links = within(aside)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Panel', '/dashboard'],
      ['Mi perfil', '/dashboard/profile'],
      ['Mis propiedades', '/dashboard/properties'],
      ['Mis habitaciones', '/dashboard/rooms'],
      ['Anuncios', '/dashboard/listings'],
      ['Solicitudes', '/dashboard/landlord-applications'],
      ['Calendario', '/dashboard/calendar'],
      ['Integraciones', '/dashboard/integrations'],
      ['Citas', '/dashboard/appointments'],
      ['Mensajes', '/dashboard/messages'],
      ['Notificaciones', '/dashboard/notifications'],
      ['Configuración', '/dashboard/settings'],
    ]);
    expect(within(aside).getByRole('link', { name: 'Panel' }).getAttribute('aria-current')).toBe('page');
    expect(within(aside).getByRole('link', { name: 'Mi perfil' }).getAttribute('aria-current')).toBeNull();
    expect(within(aside).queryByRole('link', { name: 'Favoritos' })).toBeNull();
    expect(within(aside).queryByRole('link', { name: 'Búsquedas guardadas' })).toBeNull();
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('shows a tenant the tenant sections and marks the current page', async () => {
    renderRoute('/dashboard/appointments', { user: tenant, routes: pageRoutes });
    const aside = await findSidebar();
    expect(within(aside).getByText('Cuenta de inquilino')).toBeTruthy();
    expect(within(aside).getByRole('link', { name: 'Favoritos' }).getAttribute('href')).toBe(
      '/dashboard/favorites',
    );
    expect(within(aside).getByRole('link', { name: 'Mis solicitudes' }).getAttribute('href')).toBe(
      '/dashboard/requests',
    );
    expect(within(aside).getByRole('link', { name: 'Búsquedas guardadas' }).getAttribute('href')).toBe(
      '/dashboard/saved-searches',
    );
    // One entry for the tenant's requests: the rental applications are a tab of it.
    expect(within(aside).queryByRole('link', { name: 'Mis aplicaciones' })).toBeNull();
    expect(
      within(aside)
        .getAllByRole('link')
        .filter((link) => /\/dashboard\/(requests|applications)/.test(link.getAttribute('href') ?? '')),
    ).toHaveLength(1);
    expect(within(aside).queryByRole('link', { name: 'Mis propiedades' })).toBeNull();
    expect(within(aside).getByRole('link', { name: 'Citas' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows the unread count on Notificaciones, as '9+' above 9", async () => {
    const unread = Array.from({ length: 12 }, (_, i) => makeNotification({ id: 700 + i, user: 2 }));
    renderRoute('/dashboard', {
      user: tenant,
      routes: {
        ...pageRoutes,
        'GET /notifications/notifications/': { body: makePage(unread) },
        'GET /notifications/unread-count/': { body: { unread_count: 12 } },
      },
    });
    await findSidebar();
    const badge = await within(sidebar()).findByTestId('unread-badge');
    expect(badge.textContent).toBe('9+');
    expect(within(sidebar()).getByRole('link', { name: 'Notificaciones, 12 sin leer' })).toBeTruthy();
  });

  it('collapses with Ctrl+B and the button, writing the cookie, but not while typing', async () => {
    renderRoute('/dashboard', { user: landlord, routes: pageRoutes });
    const aside = await findSidebar();
    const toggle = within(aside).getByRole('button', { name: 'Contraer el panel lateral' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(aside.getAttribute('data-state')).toBe('expanded');

    // The shortcut's listener is attached by an effect that may run just after the sidebar appears;
    // once it is there, the first press collapses the sidebar and ends the wait.
    await waitFor(() => {
      act(() => {
        fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
      });
      expect(aside.getAttribute('data-state')).toBe('collapsed');
    });
    expect(document.cookie).toContain('sidebar_state=false');
    const expand = within(aside).getByRole('button', { name: 'Expandir el panel lateral' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    // Icons only: the labels stay as accessible names and tooltips.
    const profile = within(aside).getByRole('link', { name: 'Mi perfil' });
    expect(profile.getAttribute('title')).toBe('Mi perfil');

    // Typing in a field never toggles it.
    const search = document.createElement('input');
    document.body.append(search);
    fireEvent.keyDown(search, { key: 'b', ctrlKey: true });
    expect(aside.getAttribute('data-state')).toBe('collapsed');

    await userEvent.setup().click(expand);
    expect(aside.getAttribute('data-state')).toBe('expanded');
    expect(document.cookie).toContain('sidebar_state=true');
    // Cmd+B works as well.
    act(() => {
      fireEvent.keyDown(window, { key: 'B', metaKey: true });
    });
    expect(aside.getAttribute('data-state')).toBe('collapsed');
  });

  it('starts collapsed when the cookie says so', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up
    document.cookie = 'sidebar_state=false; path=/';
    renderRoute('/dashboard', { user: landlord, routes: pageRoutes });
    const aside = await findSidebar();
    expect(aside.getAttribute('data-state')).toBe('collapsed');
  });

  it('below 768 px has one menu button, in the header, and nothing floating over the page', async () => {
    setWidth(390);
    renderRoute('/dashboard', { user: tenant, routes: pageRoutes });
    const open = await screen.findByRole('button', { name: 'Abrir menú del panel' }, { timeout: 5000 });
    // The header's one button opens the dashboard's panel: no site menu button beside it, no floating one.
    const header = open.closest('header');
    expect(header).not.toBeNull();
    expect(header?.closest('main')).toBeNull();
    expect(open.getAttribute('data-menu')).toBe('section');
    const menuButtons = screen
      .getAllByRole('button')
      .filter((button) => /^(abrir|cerrar) menú/i.test(button.getAttribute('aria-label') ?? ''));
    expect(menuButtons).toEqual([open]);
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(screen.getByRole('main').contains(open)).toBe(false);
  });

  it('from 768 px the header keeps the site menu and the sidebar needs no menu button', async () => {
    setWidth(1024);
    renderRoute('/dashboard', { user: tenant, routes: pageRoutes });
    await findSidebar();
    expect(screen.queryByRole('button', { name: 'Abrir menú del panel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir menú' }).getAttribute('data-menu')).toBe('site');
  });

  it("below 768 px the header's button opens the panel, with the site's links and the language, closed by Esc and navigation", async () => {
    setWidth(390);
    const result = renderRoute('/dashboard', { user: tenant, routes: pageRoutes });
    const open = await screen.findByRole('button', { name: 'Abrir menú del panel' }, { timeout: 5000 });
    expect(screen.queryByRole('complementary', { name: 'Panel de control' })).toBeNull();
    const user = userEvent.setup();

    await user.click(open);
    let dialog = await screen.findByRole('dialog', { name: 'Menú del panel' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByText('Cuenta de inquilino')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Propiedades' }).getAttribute('href')).toBe(
      '/properties',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    // The dialog moves focus in after it mounts, so wait for it rather than reading it at once.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menú del panel' })).toBeNull();

    await user.click(open);
    dialog = await screen.findByRole('dialog', { name: 'Menú del panel' });
    await user.click(within(dialog).getByRole('link', { name: 'Configuración' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/settings'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú del panel' })).toBeNull());

    // Ctrl+B opens the panel on small screens.
    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(await screen.findByRole('dialog', { name: 'Menú del panel' })).toBeTruthy();
  });

  it('asks before signing out, then signs out and goes to /', async () => {
    const result = renderRoute('/dashboard', {
      user: tenant,
      routes: {
        ...pageRoutes,
        'POST /logout/': { status: 204 },
        'GET /properties/all/': { body: makePage([]) },
      },
    });
    const aside = await findSidebar();
    const user = userEvent.setup();

    await user.click(within(aside).getByRole('button', { name: 'Cerrar sesión' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    expect(within(dialog).getByText('¿Estás seguro de que quieres cerrar sesión?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(result.convive.stores.session.getState().status).toBe('signed-in');
    expect(result.router.state.location.pathname).toBe('/dashboard');

    await user.click(within(aside).getByRole('button', { name: 'Cerrar sesión' }));
    dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(result.convive.stores.session.getState().status).toBe('signed-out'));
    expect(result.router.state.location.pathname).toBe('/');
    expect(result.fetch.calls).toContain('POST /logout/');
  });
  it('speaks English: the sidebar, the account badge and the footer', async () => {
    const result = renderRoute('/dashboard', { locale: 'en', user: landlord, routes: pageRoutes });
    const aside = await screen.findByRole('complementary', { name: 'Dashboard' }, { timeout: 5000 });
    expect(await within(aside).findByText('Landlord account')).toBeTruthy();
    expect(within(aside).getByRole('link', { name: 'My properties' })).toBeTruthy();
    expect(within(aside).getByRole('button', { name: 'Log out' })).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Carmen' });
    expectNoSpanish(result.container, [fullName(landlord), landlord.email]);
  });

  it('speaks English in the phone menu, open', async () => {
    setWidth(390);
    renderRoute('/dashboard', { locale: 'en', user: tenant, routes: pageRoutes });
    const open = await screen.findByRole('button', { name: 'Open the dashboard menu' }, { timeout: 5000 });
    await userEvent.setup().click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Dashboard menu' });
    expect(within(dialog).getByText('Tenant account')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Favourites' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Properties' })).toBeTruthy();
    expectNoSpanish(dialog, [fullName(tenant), tenant.email]);
  });
});
