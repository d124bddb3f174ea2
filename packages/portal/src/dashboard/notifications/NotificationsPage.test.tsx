import { makeLandlord, makeNotification, makePage, makeUser } from '@convive/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { expectNoSpanish } from '../../test/i18n';
import { renderScreen } from '../../test/renderRoute';

const landlord = makeLandlord();

const LIST = [
  makeNotification({
    id: 1,
    title: 'Nueva cita',
    message: 'Lucía quiere visitar el piso',
    notification_type: 'appointment',
  }),
  makeNotification({
    id: 2,
    title: 'Favorito',
    message: 'Alguien guardó tu piso',
    notification_type: 'property',
  }),
  makeNotification({
    id: 3,
    title: 'Solicitud leída',
    message: 'Solicitud aprobada',
    notification_type: 'request',
    status: 'read',
  }),
  makeNotification({
    id: 4,
    title: 'Aviso archivado',
    message: 'Mantenimiento',
    notification_type: 'system',
    status: 'archived',
  }),
  makeNotification({
    id: 5,
    title: 'Mensaje nuevo',
    message: 'Hola',
    notification_type: 'message',
    status: 'read',
  }),
];

/** A fake server holding the notifications, so actions change what the next load returns. */
function server(initial = LIST) {
  let list = initial.map((n) => ({ ...n }));
  const unread = () => list.filter((n) => n.status === 'unread');
  return {
    routes: {
      'GET /notifications/notifications/': (req: { query: URLSearchParams }) => ({
        body: makePage(req.query.get('status') === 'unread' ? unread() : list),
      }),
      'GET /notifications/unread-count/': () => ({ body: { unread_count: unread().length } }),
      'POST /notifications/notifications/:id/mark_as_read/': (req: { params: Record<string, string> }) => {
        list = list.map((n) => (n.id === Number(req.params.id) ? { ...n, status: 'read' as const } : n));
        return { body: { detail: 'ok' } };
      },
      'POST /notifications/notifications/:id/archive/': (req: { params: Record<string, string> }) => {
        list = list.map((n) => (n.id === Number(req.params.id) ? { ...n, status: 'archived' as const } : n));
        return { body: { detail: 'ok' } };
      },
      'POST /notifications/notifications/mark_all_as_read/': () => {
        list = list.map((n) => (n.status === 'unread' ? { ...n, status: 'read' as const } : n));
        return { body: { detail: 'ok' } };
      },
    },
  };
}

function tab(name: RegExp) {
  return screen.getByRole('tab', { name });
}

function titles() {
  return screen.queryAllByTestId('notification-card').map((card) => card.querySelector('h2')?.textContent);
}

describe('/dashboard/notifications', { timeout: 15_000 }, () => {
  it('opens on the unread tab with counts, badges and relative times', async () => {
    renderScreen('/dashboard/notifications', { user: landlord, routes: server().routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notificaciones' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['No leída: Nueva cita', 'No leída: Favorito']));
    expect(tab(/^No leídas/).getAttribute('aria-selected')).toBe('true');
    const counts = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(counts).toEqual([
      'No leídas2',
      'Todas4',
      'Propiedades1',
      'Habitaciones0',
      'Citas1',
      'Solicitudes1',
      'Mensajes1',
      // No 'Búsquedas' for a landlord: they cannot save searches.
      'Sistema0',
      'Archivadas1',
    ]);
    const [first] = screen.getAllByTestId('notification-card');
    expect(first?.getAttribute('data-unread')).toBe('true');
    expect(within(first as HTMLElement).getByText('Cita')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/^hace /)).toBeTruthy();
  });

  it('selects a tab from ?tab= and writes it back; the unread tab removes it', async () => {
    const result = renderScreen('/dashboard/notifications?tab=archived', {
      user: landlord,
      routes: server().routes,
    });
    await waitFor(() => expect(titles()).toEqual(['Aviso archivado']), { timeout: 5000 });
    const card = screen.getByTestId('notification-card');
    expect(within(card).getByText('Sistema')).toBeTruthy();
    // Archived: neither action.
    expect(within(card).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await user.click(tab(/^Todas/));
    expect(result.router.state.location.search).toBe('?tab=all');
    expect(titles()).toEqual([
      'No leída: Nueva cita',
      'No leída: Favorito',
      'Solicitud leída',
      'Mensaje nuevo',
    ]);
    // Read cards can only be archived.
    const read = screen.getAllByTestId('notification-card')[2] as HTMLElement;
    expect(within(read).queryByRole('button', { name: 'Marcar como leída' })).toBeNull();
    expect(within(read).getByRole('button', { name: 'Archivar' })).toBeTruthy();

    await user.click(tab(/^Mensajes/));
    expect(result.router.state.location.search).toBe('?tab=message');
    expect(titles()).toEqual(['Mensaje nuevo']);
    expect(screen.getByText('Mensaje')).toBeTruthy();

    await user.click(tab(/^No leídas/));
    expect(result.router.state.location.search).toBe('');
  });

  it('searches over title and message and offers to clear the search', async () => {
    renderScreen('/dashboard/notifications?tab=all', { user: landlord, routes: server().routes });
    await waitFor(() => expect(titles()).toHaveLength(4), { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar notificaciones...' }), 'guardó');
    expect(titles()).toEqual(['No leída: Favorito']);
    expect(tab(/^Todas/).textContent).toBe('Todas1');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar notificaciones...' }), 'zzz');
    expect(screen.getByRole('heading', { name: 'No hay notificaciones' })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Limpiar búsqueda' }).at(-1) as HTMLElement);
    expect(titles()).toHaveLength(4);
  });

  it('marks one as read, archives one and marks all, refreshing the list and the unread count', async () => {
    const result = renderScreen('/dashboard/notifications', { user: landlord, routes: server().routes });
    await waitFor(() => expect(titles()).toHaveLength(2), { timeout: 5000 });
    const user = userEvent.setup();

    const first = screen.getAllByTestId('notification-card')[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Marcar como leída' }));
    await waitFor(() => expect(titles()).toEqual(['No leída: Favorito']));
    expect(result.fetch.calls).toContain('POST /notifications/notifications/1/mark_as_read/');
    await waitFor(() =>
      expect(
        result.fetch.calls.filter((c) => c.startsWith('GET /notifications/unread-count/')).length,
      ).toBeGreaterThan(1),
    );

    const favorite = screen.getAllByTestId('notification-card')[0] as HTMLElement;
    await user.click(within(favorite).getByRole('button', { name: 'Archivar' }));
    await waitFor(() => expect(titles()).toEqual([]));
    expect(result.fetch.calls).toContain('POST /notifications/notifications/2/archive/');
    expect(screen.getByRole('heading', { name: 'No hay notificaciones' })).toBeTruthy();
    expect(tab(/^Archivadas/).textContent).toBe('Archivadas2');
    // Nothing unread: mark all is disabled.
    expect(
      (screen.getByRole('button', { name: 'Marcar todas como leídas' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('opens what a notification is about, marking it as read', async () => {
    const about = [
      makeNotification({
        id: 11,
        title: 'Nueva solicitud de visita',
        related_object_type: 'appointment',
        related_object_id: 300,
      }),
      makeNotification({
        id: 12,
        title: 'Nueva consulta',
        related_object_type: 'property_request',
        related_object_id: 400,
      }),
      makeNotification({ id: 13, title: 'Sin enlace', related_object_type: null, related_object_id: null }),
    ];
    const result = renderScreen('/dashboard/notifications', {
      user: landlord,
      routes: {
        ...server(about).routes,
        'GET /appointments/': { body: makePage([]) },
        'GET /property-requests/my_property_requests/': { body: [] },
      },
    });
    await waitFor(() => expect(titles()).toHaveLength(3), { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Sin enlace' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nueva consulta' }).getAttribute('href')).toBe(
      '/dashboard/landlord-applications',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Nueva solicitud de visita' }));
    await waitFor(() => expect(result.router.state.location.pathname).toBe('/dashboard/appointments'));
    await waitFor(() =>
      expect(result.fetch.calls).toContain('POST /notifications/notifications/11/mark_as_read/'),
    );
  });

  it("has a 'Búsquedas' tab for saved-search alerts, each opening the property that matched", async () => {
    const tenant = makeUser({ id: 2 });
    const alerts = [
      makeNotification({
        id: 21,
        user: 2,
        title: 'Nueva propiedad para «Pisos en Madrid»',
        message: 'Ático con terraza, 780 €/mes',
        notification_type: 'busqueda',
        related_object_type: 'property',
        related_object_id: 77,
      }),
      makeNotification({
        id: 22,
        user: 2,
        title: 'Recordatorio de visita',
        message: 'Mañana a las 10:30',
        notification_type: 'appointment',
        related_object_type: 'appointment',
        related_object_id: 5,
      }),
    ];
    const result = renderScreen('/dashboard/notifications?tab=busqueda', {
      user: tenant,
      routes: server(alerts).routes,
    });
    await waitFor(() => expect(titles()).toEqual(['No leída: Nueva propiedad para «Pisos en Madrid»']), {
      timeout: 5000,
    });
    expect(tab(/^Búsquedas/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/^Búsquedas/).textContent).toBe('Búsquedas1');
    const card = screen.getByTestId('notification-card');
    expect(within(card).getByText('Búsqueda')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Nueva propiedad para «Pisos en Madrid»' });
    expect(link.getAttribute('href')).toBe('/properties/77');
    // A visit reminder is a visit notification: it leads to the visits.
    await userEvent.setup().click(tab(/^Citas/));
    expect(screen.getByRole('link', { name: 'Recordatorio de visita' }).getAttribute('href')).toBe(
      '/dashboard/appointments',
    );
    expect(result.router.state.location.search).toBe('?tab=appointment');
  });

  it('marks all as read, then reloads the list', async () => {
    const result = renderScreen('/dashboard/notifications', { user: landlord, routes: server().routes });
    await waitFor(() => expect(titles()).toHaveLength(2), { timeout: 5000 });
    const markAll = screen.getByRole('button', { name: 'Marcar todas como leídas' }) as HTMLButtonElement;
    expect(markAll.disabled).toBe(false);
    const loadsBefore = result.fetch.calls.filter((c) =>
      c.startsWith('GET /notifications/notifications/?page='),
    ).length;
    await userEvent.setup().click(markAll);
    await waitFor(() => expect(titles()).toEqual([]));
    expect(result.fetch.calls).toContain('POST /notifications/notifications/mark_all_as_read/');
    await waitFor(() =>
      expect(
        result.fetch.calls.filter((c) => c.startsWith('GET /notifications/notifications/?page=')).length,
      ).toBeGreaterThan(loadsBefore),
    );
    expect(tab(/^Todas/).textContent).toBe('Todas4');
    expect(markAll.disabled).toBe(true);
  });

  it('shows three skeleton cards while loading, with mark all disabled', async () => {
    renderScreen('/dashboard/notifications', {
      user: makeUser(),
      routes: {
        'GET /notifications/notifications/': { body: makePage([]), delayMs: Number.POSITIVE_INFINITY },
      },
    });
    expect(
      await screen.findByRole('status', { name: 'Cargando notificaciones...' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(3);
    expect(
      (screen.getByRole('button', { name: 'Marcar todas como leídas' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows a failed load as an error with Reintentar within 3 s, never as "No hay notificaciones"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    // The app's own client: 5xx answers are retried in the background, the error shows at once.
    const queryClient = createQueryClient();
    const result = renderScreen('/dashboard/notifications', {
      user: landlord,
      queryClient,
      routes: {
        ...server().routes,
        // The shared store's own load (unread only) works; this page's full load fails.
        'GET /notifications/notifications/': (req) =>
          req.query.get('status') === 'unread' || !failing
            ? {
                body: makePage(
                  LIST.filter((n) => req.query.get('status') !== 'unread' || n.status === 'unread'),
                ),
              }
            : { status: 500, body: { detail: 'boom' } },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notificaciones' }, { timeout: 5000 }),
    ).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText('No se pudieron cargar las notificaciones')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByText('No hay notificaciones')).toBeNull();
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
    expect(warn).toHaveBeenCalledWith('No se pudieron cargar las notificaciones', expect.anything());

    // The server is back: 'Reintentar' shows the skeleton again, then the list.
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(titles()).toEqual(['No leída: Nueva cita', 'No leída: Favorito']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(result.fetch.calls.some((c) => c.startsWith('GET /notifications/notifications/?page='))).toBe(
      true,
    );
    queryClient.clear();
    warn.mockRestore();
  });

  it('keeps an unread card when marking it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routes = {
      ...server().routes,
      'POST /notifications/notifications/:id/mark_as_read/': { status: 500, body: { detail: 'boom' } },
    };
    renderScreen('/dashboard/notifications', { user: landlord, routes });
    await waitFor(() => expect(titles()).toHaveLength(2), { timeout: 5000 });
    const first = screen.getAllByTestId('notification-card')[0] as HTMLElement;
    await userEvent.setup().click(within(first).getByRole('button', { name: 'Marcar como leída' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('No se pudo marcar la notificación como leída', expect.anything()),
    );
    await waitFor(() => expect(titles()).toEqual(['No leída: Nueva cita', 'No leída: Favorito']));
    warn.mockRestore();
  });
  it('speaks English: tabs, badges, actions, relative times and the empty search', async () => {
    const result = renderScreen('/dashboard/notifications?tab=all', {
      locale: 'en',
      user: landlord,
      routes: server().routes,
    });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 5000 });
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Unread2',
      'All4',
      'Properties1',
      'Rooms0',
      'Visits1',
      'Applications1',
      'Messages1',
      'System0',
      'Archived1',
    ]);
    const [first] = screen.getAllByTestId('notification-card');
    expect(within(first as HTMLElement).getByText('Visit')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/ ago$|^now$/)).toBeTruthy();
    expect(within(first as HTMLElement).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    const userContent = LIST.flatMap((n) => [n.title, n.message]);
    expectNoSpanish(result.container, userContent);

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search notifications...' }), 'zzz');
    expect(screen.getByRole('heading', { name: 'No notifications' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear search' }).length).toBeGreaterThan(0);
    expectNoSpanish(result.container, userContent);
  });
});
