import type { LiveEvent, WebSocketConstructor, WebSocketLike } from '@convive/sdk';
import { makeNotification, makePage, makeUser } from '@convive/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../stores/storage';
import { fixtureConvive } from '../test/withConvive';
import { createNotificationsStore } from './notificationsStore';

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

function setup(user = makeUser() as ReturnType<typeof makeUser> | null) {
  const convive = fixtureConvive({ routes: { ...routes, 'GET /me/': { body: makeUser() } }, user });
  const { WebSocket, sockets } = idleSockets();
  const store = createNotificationsStore({
    client: convive.client,
    session: convive.stores.session,
    toasts: convive.stores.toasts,
    storage: memoryStorage(),
    WebSocket,
  });
  return { convive, store, sockets };
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
});
