import type { Notification, WebSocketConstructor, WebSocketLike } from '@convive/sdk';
import { type FixtureRoutes, makeLandlord, makeNotification, makePage, makeUser } from '@convive/sdk/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConviveProvider } from '../core/ConviveProvider';
import type { Convive } from '../core/createConvive';
import { memoryStorage } from '../stores/storage';
import { fixtureConvive, renderWithConvive } from '../test/withConvive';
import { NotificationBell, type NotificationBellProps } from './NotificationBell';

/* A socket that connects only when told to: `open()` then `emit(message)`. */
interface FakeSocket extends WebSocketLike {
  url: string;
  closed: boolean;
  open(): void;
  emit(message: unknown): void;
}

function fakeWebSocket(): { WebSocket: WebSocketConstructor; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  class Fake implements FakeSocket {
    readyState = 0;
    closed = false;
    onopen: WebSocketLike['onopen'] = null;
    onmessage: WebSocketLike['onmessage'] = null;
    onclose: WebSocketLike['onclose'] = null;
    onerror: WebSocketLike['onerror'] = null;
    constructor(public url: string) {
      sockets.push(this);
    }
    send(): void {}
    close(): void {
      this.readyState = 3;
      this.closed = true;
    }
    open(): void {
      this.readyState = 1;
      this.onopen?.({});
    }
    emit(message: unknown): void {
      this.onmessage?.({ data: JSON.stringify(message) });
    }
  }
  return { WebSocket: Fake, sockets };
}

/** Notifications n = 1…count, n minutes old, so id 1 is the newest. */
function notifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, i) =>
    makeNotification({
      id: i + 1,
      title: `Aviso ${i + 1}`,
      related_object_id: 1000 + i,
      created_at: new Date(Date.UTC(2026, 10, 1, 10, 0) - (i + 1) * 60_000).toISOString(),
    }),
  );
}

/** A fake API whose unread list shrinks as notifications are marked as read. */
function notificationRoutes(initial: Notification[], extra: FixtureRoutes = {}) {
  const state = { items: [...initial], countCalls: 0 };
  const routes: FixtureRoutes = {
    'GET /notifications/notifications/': () => ({ body: makePage(state.items) }),
    'GET /notifications/unread-count/': () => {
      state.countCalls += 1;
      return { body: { unread_count: state.items.length } };
    },
    'POST /notifications/notifications/:id/mark_as_read/': ({ params }) => {
      state.items = state.items.filter((n) => n.id !== Number(params.id));
      return { status: 200, body: { detail: 'ok' } };
    },
    ...extra,
  };
  return { state, routes };
}

const NOW = () => Date.UTC(2026, 10, 1, 10, 0);

function renderBell(
  initial: Notification[],
  {
    user = makeUser(),
    extra = {} as FixtureRoutes,
    storage = memoryStorage(),
    props = {} as Partial<NotificationBellProps>,
  } = {},
) {
  const { state, routes } = notificationRoutes(initial, extra);
  const socket = fakeWebSocket();
  const onNotification = vi.fn();
  const result = renderWithConvive(
    <NotificationBell
      WebSocket={socket.WebSocket}
      now={NOW}
      storage={storage}
      onNotification={onNotification}
      {...props}
    />,
    { user, routes },
  );
  return { ...result, state, socket, onNotification };
}

function badge(): string | null {
  return document.querySelector('.convive-notification-bell__badge')?.textContent ?? null;
}

function liveMessage(overrides: Record<string, unknown> = {}) {
  return {
    type: 'notification',
    event_type: 'appointment_created',
    id: 900,
    related_object_id: 77,
    related_object_type: 'appointment',
    title: 'Nueva cita',
    message: 'Lucía quiere visitar el piso.',
    user_id: 2,
    timestamp: '2026-11-01T10:05:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('NotificationBell', () => {
  it('renders nothing when signed out', () => {
    const { container } = renderWithConvive(<NotificationBell WebSocket={fakeWebSocket().WebSocket} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    [0, null, 'Notificaciones, 0 sin leer'],
    [1, '1', 'Notificaciones, 1 sin leer'],
    [9, '9', 'Notificaciones, 9 sin leer'],
    [10, '9+', 'Notificaciones, 10 sin leer'],
  ])('shows %i unread as the badge %s', async (count, text, label) => {
    renderBell(notifications(count));
    await screen.findByRole('button', { name: label });
    expect(badge()).toBe(text);
  });

  it('opens on click, lists at most 5 unread newest first, and Esc closes returning focus', async () => {
    const user = userEvent.setup();
    const read = makeNotification({ id: 50, title: 'Leída', status: 'read', related_object_id: 5 });
    renderBell([...notifications(7), read]);
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 8 sin leer' });
    expect(bell.getAttribute('data-state')).toBe('closed');
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const titles = [...dialog.querySelectorAll('.convive-notification-bell__title')].map(
      (e) => e.textContent,
    );
    expect(titles).toEqual(['Aviso 1', 'Aviso 2', 'Aviso 3', 'Aviso 4', 'Aviso 5']);
    expect(dialog.textContent).toContain('hace 1 minuto');
    expect(screen.getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe(
      '/dashboard/notifications',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bell.getAttribute('data-state')).toBe('closed');
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it('opens with Enter and keeps Tab inside the dropdown', async () => {
    const user = userEvent.setup();
    renderBell(notifications(1));
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    bell.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    }
  });

  it('links the button to the dropdown, toggles with the button and closes on a pointer down outside', async () => {
    const user = userEvent.setup();
    renderBell(notifications(2));
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(bell.getAttribute('aria-controls')).toBe(dialog.id);
    // Inside the dropdown (and on the button's own click, which toggles) it stays open.
    await user.pointer({ keys: '[MouseLeft]', target: dialog.querySelector('h2') as Element });
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.click(bell);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await user.click(bell);
    await screen.findByRole('dialog');
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('portals the dropdown into a given shadow root', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const { WebSocket } = fakeWebSocket();
    renderWithConvive(<NotificationBell WebSocket={WebSocket} portalRoot={shadow} now={NOW} />, {
      user: makeUser(),
      routes: notificationRoutes(notifications(1)).routes,
    });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull());
    expect(shadow.textContent).toContain('Aviso 1');
  });

  it('follows a new Convive given to the provider', async () => {
    const { WebSocket, sockets } = fakeWebSocket();
    const first = fixtureConvive({ user: makeUser(), routes: notificationRoutes(notifications(1)).routes });
    const second = fixtureConvive({ user: makeUser(), routes: notificationRoutes(notifications(4)).routes });
    const ui = (convive: Convive) => (
      <ConviveProvider convive={convive} isolation="page">
        <NotificationBell WebSocket={WebSocket} />
      </ConviveProvider>
    );
    const { rerender } = render(ui(first));
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    rerender(ui(second));
    await screen.findByRole('button', { name: 'Notificaciones, 4 sin leer' });
    expect(sockets.map((s) => s.closed)).toEqual([true, false]);
  });

  it('shows the empty text', async () => {
    const user = userEvent.setup();
    renderBell([]);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' }));
    expect(await screen.findByText('No tienes notificaciones nuevas')).toBeTruthy();
  });

  it('marks as read through the API and updates the count', async () => {
    const user = userEvent.setup();
    const { state } = renderBell(notifications(2));
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    const [first] = await screen.findAllByRole('button', { name: 'Marcar como leída' });
    await user.click(first!);
    await waitFor(() => expect(badge()).toBe('1'));
    expect(screen.getByRole('button', { name: 'Notificaciones, 1 sin leer', hidden: true })).toBeTruthy();
    expect(screen.queryByText('Aviso 1')).toBeNull();
    expect(screen.getByText('Aviso 2')).toBeTruthy();
    // The server was told (its unread list lost the notification).
    expect(state.items.map((n) => n.id)).toEqual([2]);
  });

  it('restores the notification when marking fails', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBell(notifications(2), {
      extra: { 'POST /notifications/notifications/:id/mark_as_read/': { status: 500, body: 'boom' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    const [first] = await screen.findAllByRole('button', { name: 'Marcar como leída' });
    await user.click(first!);
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(badge()).toBe('2'));
    expect(screen.getByText('Aviso 1')).toBeTruthy();
  });

  describe('links to what each notification is about', () => {
    /** What each kind of notification is about (the property, the room, the request, nothing). */
    const about = () =>
      [
        { title: 'Tu piso', related_object_type: 'property', related_object_id: 9 },
        { title: 'Tu solicitud', related_object_type: 'property_request', related_object_id: 4 },
        { title: 'Del sistema', related_object_type: null, related_object_id: null },
      ].map((n, i) =>
        makeNotification({ ...n, id: i + 1, created_at: new Date(NOW() - (i + 1) * 60_000).toISOString() }),
      );
    const hrefsOf = (dialog: HTMLElement) =>
      [...dialog.querySelectorAll('.convive-notification-bell__item')].map((item) => [
        item.querySelector('.convive-notification-bell__title')?.textContent,
        item.querySelector('a')?.getAttribute('href') ?? null,
      ]);
    // jsdom does not navigate (it would log "not implemented"): note the links a click would follow.
    let followed: string[] = [];
    const onDocumentClick = (event: MouseEvent) => {
      const anchor = event.composedPath().find((node) => node instanceof HTMLAnchorElement);
      if (anchor && !event.defaultPrevented) followed.push((anchor as HTMLAnchorElement).href);
      event.preventDefault();
    };
    beforeEach(() => {
      followed = [];
      document.addEventListener('click', onDocumentClick);
    });
    afterEach(() => document.removeEventListener('click', onDocumentClick));

    it("links each item to what it is about, for the reader's role; the others stay as they were", async () => {
      const user = userEvent.setup();
      renderBell(about());
      await user.click(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' }));
      const dialog = await screen.findByRole('dialog');
      expect(hrefsOf(dialog)).toEqual([
        ['Tu piso', '/properties/9'],
        ['Tu solicitud', '/dashboard/requests'],
        ['Del sistema', null],
      ]);
      // The link is named by the title and described by the message; 'Marcar como leída' stays a button.
      const link = screen.getByRole('link', { name: 'Tu piso' });
      expect(link.getAttribute('aria-describedby')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'Marcar como leída' })).toHaveLength(3);
    });

    it('links a landlord to the requests received, under baseUrl, or where hrefFor says', async () => {
      const user = userEvent.setup();
      const first = renderBell(about(), { user: makeLandlord(), props: { baseUrl: 'https://convive.es/' } });
      await user.click(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' }));
      expect(hrefsOf(await screen.findByRole('dialog'))).toEqual([
        ['Tu piso', 'https://convive.es/properties/9'],
        ['Tu solicitud', 'https://convive.es/dashboard/landlord-applications'],
        ['Del sistema', null],
      ]);
      first.unmount();
      renderBell(about(), { props: { hrefFor: (n) => (n.id === 3 ? `/avisos/${n.id}` : null) } });
      await user.click(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' }));
      expect(hrefsOf(await screen.findByRole('dialog'))).toEqual([
        ['Tu piso', null],
        ['Tu solicitud', null],
        ['Del sistema', '/avisos/3'],
      ]);
    });

    it('following an item marks it as read and closes the dropdown, the link followed', async () => {
      const user = userEvent.setup();
      const { state } = renderBell(about());
      const bell = await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' });
      await user.click(bell);
      await user.click(await screen.findByRole('link', { name: 'Tu piso' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(followed).toEqual([`${window.location.origin}/properties/9`]);
      await waitFor(() => expect(badge()).toBe('2'));
      expect(state.items.map((n) => n.id)).toEqual([2, 3]);
    });

    it('with onNavigate, a plain click navigates through it; a modified click opens a new tab as usual', async () => {
      const user = userEvent.setup();
      const onNavigate = vi.fn();
      const { state } = renderBell(about(), { props: { onNavigate } });
      await user.click(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' }));
      // Ctrl+click: a new tab (the browser's), read, the dropdown stays with focus in it.
      await user.keyboard('{Control>}');
      await user.click(await screen.findByRole('link', { name: 'Tu piso' }));
      await user.keyboard('{/Control}');
      expect(onNavigate).not.toHaveBeenCalled();
      expect(followed).toEqual([`${window.location.origin}/properties/9`]);
      const dialog = screen.getByRole('dialog');
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Tu piso' })).toBeNull());
      expect(dialog.contains(document.activeElement)).toBe(true);
      await waitFor(() => expect(state.items.map((n) => n.id)).toEqual([2, 3]));
      // A plain click: the app navigates (the link's own navigation cancelled), read, closed.
      await user.click(screen.getByRole('link', { name: 'Tu solicitud' }));
      expect(onNavigate).toHaveBeenCalledWith('/dashboard/requests');
      expect(followed).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(state.items.map((n) => n.id)).toEqual([3]));
      // 'Ver todas' too.
      await user.click(screen.getByRole('button', { name: 'Notificaciones, 1 sin leer' }));
      await user.click(await screen.findByRole('link', { name: 'Ver todas' }));
      expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/notifications');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('marks an item read when middle-clicked (a new tab)', async () => {
      const user = userEvent.setup();
      const { state } = renderBell(about());
      await user.click(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' }));
      await user.pointer({
        keys: '[MouseMiddle]',
        target: await screen.findByRole('link', { name: 'Tu piso' }),
      });
      await waitFor(() => expect(state.items.map((n) => n.id)).toEqual([2, 3]));
      expect(screen.getByRole('dialog')).toBeTruthy();
    });

    it('is reached with the keyboard: opening focuses the first item, Enter follows it', async () => {
      const user = userEvent.setup();
      const onNavigate = vi.fn();
      renderBell(about(), { props: { onNavigate } });
      const bell = await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' });
      bell.focus();
      await user.keyboard('{Enter}');
      const link = await screen.findByRole('link', { name: 'Tu piso' });
      await waitFor(() => expect(document.activeElement).toBe(link));
      // One stop per item's link, then its button.
      await user.tab();
      expect(document.activeElement?.textContent).toBe('Marcar como leída');
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tu solicitud' }));
      await user.keyboard('{Enter}');
      expect(onNavigate).toHaveBeenCalledWith('/dashboard/requests');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  it('adds a live event, counts it, toasts it for 5 s, and ignores its duplicate', async () => {
    const user = userEvent.setup();
    const { socket, convive, onNotification } = renderBell(notifications(1));
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    const ws = socket.sockets[0]!;
    expect(ws.url).toBe('ws://fixtures.convive.test/ws/notifications/2/?token=fixture-token');
    act(() => {
      ws.open();
      ws.emit(liveMessage());
    });
    await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    expect(convive.stores.toasts.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Nueva cita', durationMs: 5000 }),
    ]);
    expect(onNotification).toHaveBeenCalledWith(expect.objectContaining({ id: 900, status: 'unread' }));
    // The same event again, and another event about the same object and type.
    act(() => {
      ws.emit(liveMessage());
      ws.emit(liveMessage({ id: 901, timestamp: '2026-11-01T10:06:00.000Z' }));
    });
    await user.click(screen.getByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Nueva cita');
    expect(convive.stores.toasts.getState().toasts).toHaveLength(1);
    expect(onNotification).toHaveBeenCalledTimes(1);
  });

  it('ignores events for another user', async () => {
    const { socket, convive } = renderBell([]);
    await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' });
    act(() => {
      socket.sockets[0]!.open();
      socket.sockets[0]!.emit(liveMessage({ user_id: 99 }));
    });
    expect(screen.getByRole('button', { name: 'Notificaciones, 0 sin leer' })).toBeTruthy();
    expect(convive.stores.toasts.getState().toasts).toHaveLength(0);
  });

  it.each([
    ['a landlord', makeLandlord(), 0],
    ['a tenant', makeUser(), 1],
  ])('silencing flags suppress the toast for %s only', async (_, who, toasts) => {
    const storage = memoryStorage({ disableAppointmentToasts: 'true' });
    const { socket, convive } = renderBell([], { user: who, storage });
    await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' });
    act(() => {
      socket.sockets[0]!.open();
      socket.sockets[0]!.emit(liveMessage({ user_id: who.id }));
    });
    await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
    expect(convive.stores.toasts.getState().toasts).toHaveLength(toasts);
  });

  it('polls every 10 s as the fallback, and leaves no timer or socket after unmount', async () => {
    vi.useFakeTimers();
    const { state, socket, unmount } = renderBell(notifications(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(badge()).toBe('1');
    expect(state.countCalls).toBe(1);
    state.items = notifications(3);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(state.countCalls).toBe(2);
    expect(badge()).toBe('3');
    state.items = notifications(12);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(badge()).toBe('9+');
    unmount();
    expect(socket.sockets.every((s) => s.closed)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refreshes 2 s after a live notification is added', async () => {
    vi.useFakeTimers();
    const { state, socket } = renderBell([]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(state.countCalls).toBe(1);
    act(() => {
      socket.sockets[0]!.open();
      socket.sockets[0]!.emit(liveMessage());
    });
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(state.countCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(state.countCalls).toBe(2);
  });

  it('empties the list and the count when loading fails, only logging', async () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderBell(notifications(3), {
      extra: { 'GET /notifications/unread-count/': { status: 500, body: 'boom' } },
    });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Notificaciones, 0 sin leer' })).toBeTruthy();
    expect(badge()).toBeNull();
  });

  it('says the load failed in the dropdown, never "nothing new", and loads again on Reintentar', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    renderBell(notifications(2), {
      extra: {
        'GET /notifications/unread-count/': () =>
          fail ? { status: 500, body: 'boom' } : { body: { unread_count: 2 } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 0 sin leer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar las notificaciones.');
    expect(screen.queryByText('No tienes notificaciones nuevas')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText('Aviso 1')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes the socket and empties itself on sign-out', async () => {
    const { socket, convive } = renderBell(notifications(2), {
      extra: { 'POST /logout/': { status: 204 } },
    });
    await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    await act(() => convive.stores.session.getState().signOut());
    expect(screen.queryByRole('button')).toBeNull();
    expect(socket.sockets[0]!.closed).toBe(true);
  });
});
