import type { LiveEvent, WebSocketConstructor, WebSocketLike } from '@convive/sdk';
import { type FixtureRoutes, makeLandlord, makeNotification, makePage, makeUser } from '@convive/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../stores/storage';
import { fixtureConvive } from '../test/withConvive';
import { createNotificationsStore, type NotificationsStoreOptions } from './notificationsStore';

function idleSockets() {
  const sockets: { url: string; closed: boolean }[] = [];
  class Idle implements WebSocketLike {
    readyState = 0;
    onopen: WebSocketLike['onopen'] = null;
    onmessage: WebSocketLike['onmessage'] = null;
    onclose: WebSocketLike['onclose'] = null;
    onerror: WebSocketLike['onerror'] = null;
    record: { url: string; closed: boolean };
    constructor(url: string) {
      this.record = { url, closed: false };
      sockets.push(this.record);
    }
    send(): void {}
    close(): void {
      this.record.closed = true;
    }
  }
  return { WebSocket: Idle as WebSocketConstructor, sockets };
}

const routes = {
  'GET /notifications/notifications/': { body: makePage([makeNotification({ id: 1 })]) },
  'GET /notifications/unread-count/': { body: { unread_count: 1 } },
  'POST /logout/': { status: 204 },
};

function setup(
  user = makeUser() as ReturnType<typeof makeUser> | null,
  extra: FixtureRoutes = {},
  options: Partial<NotificationsStoreOptions> = {},
) {
  const convive = fixtureConvive({
    routes: { ...routes, 'GET /me/': { body: makeUser() }, ...extra },
    user,
  });
  const { WebSocket, sockets } = idleSockets();
  const store = createNotificationsStore({
    client: convive.client,
    session: convive.stores.session,
    toasts: convive.stores.toasts,
    storage: memoryStorage(),
    WebSocket,
    ...options,
  });
  return { convive, store, sockets };
}

/** Starts a signed-in store and waits for its first answer. */
async function started(...args: Parameters<typeof setup>) {
  const result = setup(...args);
  result.store.getState().start();
  await vi.waitFor(() => expect(result.store.getState().status).not.toBe('loading'));
  return result;
}

function event(overrides: Partial<LiveEvent> = {}): LiveEvent {
  return {
    type: 'message_received',
    data: {
      id: 50,
      related_object_id: 9,
      related_object_type: 'message',
      title: 'Nuevo mensaje',
      message: 'Hola',
    },
    target_user_id: 2,
    timestamp: '2026-11-01T11:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createNotificationsStore', () => {
  it('waits for a sign-in, then loads and connects; signing out empties and disconnects', async () => {
    const { convive, store, sockets } = setup(null);
    store.getState().start();
    expect(sockets).toHaveLength(0);
    await convive.stores.session.getState().signIn('tok');
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ unreadCount: 1, status: 'ready' }));
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toContain('/ws/notifications/2/?token=tok');
    await convive.stores.session.getState().signOut();
    expect(store.getState()).toMatchObject({ items: [], unreadCount: 0, status: 'idle' });
    expect(sockets[0]!.closed).toBe(true);
    store.getState().stop();
  });

  it('stops following the session after stop()', async () => {
    const { convive, store, sockets } = setup(null);
    store.getState().start();
    store.getState().stop();
    await convive.stores.session.getState().signIn('tok');
    expect(sockets).toHaveLength(0);
    expect(store.getState().status).toBe('idle');
  });

  it('survives start, stop, start (React strict mode)', async () => {
    const { store, sockets } = setup();
    store.getState().start();
    store.getState().stop();
    store.getState().start();
    await vi.waitFor(() => expect(store.getState().unreadCount).toBe(1));
    expect(sockets.map((s) => s.closed)).toEqual([true, false]);
    store.getState().stop();
    expect(sockets[1]!.closed).toBe(true);
  });

  it('acts only on dropdown events of the signed-in user', async () => {
    const { store, convive } = setup();
    store.getState().start();
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
    store.getState().receive(event({ type: 'room_created' }));
    store.getState().receive(event({ target_user_id: 7 }));
    expect(store.getState().unreadCount).toBe(1);
    store.getState().receive(event());
    expect(store.getState().unreadCount).toBe(2);
    expect(store.getState().items.map((n) => n.id)).toEqual([50, 1]);
    expect(convive.stores.toasts.getState().toasts).toHaveLength(1);
    store.getState().stop();
  });

  it('is loading from the sign-in until the first answer', () => {
    const { store } = setup(makeUser(), {
      'GET /notifications/unread-count/': { delayMs: Number.POSITIVE_INFINITY },
    });
    expect(store.getState()).toMatchObject({ status: 'idle', connection: 'idle' });
    store.getState().start();
    expect(store.getState()).toMatchObject({ status: 'loading', items: [], unreadCount: 0 });
    store.getState().stop();
    expect(store.getState().connection).toBe('idle');
  });

  it('empties the list and the count when loading fails, only logging', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = await started(makeUser(), {
      'GET /notifications/unread-count/': { status: 500, body: 'boom' },
    });
    expect(store.getState()).toMatchObject({ items: [], unreadCount: 0, status: 'error' });
    expect(warn).toHaveBeenCalled();
    store.getState().stop();
  });

  it('marks as read at once, tells the server, then reloads', async () => {
    const server = {
      items: [makeNotification({ id: 1 }), makeNotification({ id: 2, related_object_id: 8 })],
    };
    const { store } = await started(makeUser(), {
      'GET /notifications/notifications/': () => ({ body: makePage(server.items) }),
      'GET /notifications/unread-count/': () => ({ body: { unread_count: server.items.length } }),
      'POST /notifications/notifications/:id/mark_as_read/': ({ params }) => {
        server.items = server.items.filter((n) => n.id !== Number(params.id));
        return { body: { detail: 'ok' } };
      },
    });
    expect(store.getState().unreadCount).toBe(2);
    const marking = store.getState().markAsRead(1);
    expect(store.getState().items.map((n) => n.id)).toEqual([2]);
    expect(store.getState().unreadCount).toBe(1);
    await marking;
    expect(server.items.map((n) => n.id)).toEqual([2]);
    expect(store.getState()).toMatchObject({ unreadCount: 1, status: 'ready' });
    store.getState().stop();
  });

  it('restores a notification whose marking fails, only logging', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = await started(makeUser(), {
      'POST /notifications/notifications/:id/mark_as_read/': { status: 500, body: 'boom' },
    });
    await store.getState().markAsRead(1);
    expect(warn).toHaveBeenCalled();
    expect(store.getState().items.map((n) => n.id)).toEqual([1]);
    expect(store.getState().unreadCount).toBe(1);
    store.getState().stop();
  });

  it('keeps a notification being marked out of a poll answered meanwhile', async () => {
    const { store } = await started(makeUser(), {
      'POST /notifications/notifications/:id/mark_as_read/': { body: { detail: 'ok' }, delayMs: 50 },
    });
    const marking = store.getState().markAsRead(1);
    // The server still lists it: the poll must not bring it back while the call is in flight.
    await store.getState().refresh();
    expect(store.getState()).toMatchObject({ items: [], unreadCount: 0 });
    await marking;
    store.getState().stop();
  });

  it('ignores a duplicate live event; tells onNotification of the first', async () => {
    const onNotification = vi.fn();
    const { store, convive } = await started(makeUser(), {}, { onNotification });
    store.getState().receive(event());
    store.getState().receive(event());
    store
      .getState()
      .receive(event({ timestamp: '2026-11-01T11:01:00.000Z', data: { ...event().data, id: 51 } }));
    expect(store.getState().unreadCount).toBe(2);
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onNotification).toHaveBeenCalledWith(expect.objectContaining({ id: 50, status: 'unread' }));
    expect(convive.stores.toasts.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Nuevo mensaje', description: 'Hola', durationMs: 5000 }),
    ]);
    store.getState().stop();
  });

  it.each([
    ['a landlord', makeLandlord(), 0],
    ['a tenant', makeUser(), 1],
  ])('the silencing flags keep the toast away from %s only', async (_, who, toasts) => {
    const { store, convive } = await started(
      who,
      {},
      {
        storage: memoryStorage({ disableAppointmentToasts: 'true' }),
      },
    );
    store.getState().receive(event({ type: 'appointment_created', target_user_id: who.id }));
    expect(store.getState().unreadCount).toBe(2);
    expect(convive.stores.toasts.getState().toasts).toHaveLength(toasts);
    store.getState().stop();
  });

  it('reloads once, refreshDelayMs after the last live notification, and stop() leaves no timer', async () => {
    vi.useFakeTimers();
    const calls = { count: 0 };
    const { store } = setup(
      makeUser(),
      {
        'GET /notifications/unread-count/': () => {
          calls.count += 1;
          return { body: { unread_count: 1 } };
        },
      },
      { refreshDelayMs: 500, pollIntervalMs: 60_000 },
    );
    store.getState().start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.count).toBe(1);
    store.getState().receive(event());
    await vi.advanceTimersByTimeAsync(300);
    store.getState().receive(event({ data: { ...event().data, id: 51, related_object_id: 10 } }));
    await vi.advanceTimersByTimeAsync(499);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.count).toBe(2);
    store.getState().receive(event({ data: { ...event().data, id: 52, related_object_id: 11 } }));
    store.getState().stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
