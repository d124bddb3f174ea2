import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { LiveEvent, SocketChatMessage } from '../schemas';
import {
  createNotificationSocket,
  type NotificationSocket,
  type NotificationSocketOptions,
  notificationSocketUrl,
  SOCKET_MAX_RECONNECTS,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_RECONNECT_DELAY_MS,
  type SocketStatus,
} from './notificationSocket';

const USER_ID = 5;
const WAIT = { timeout: 1500, interval: 5 };

interface ServerConnection {
  ws: WebSocket;
  url: string;
  received: string[];
  closeCode: number | undefined;
}

interface TestServer {
  port: number;
  baseUrl: string;
  connections: ServerConnection[];
  /** Sends to the latest connection. */
  send(data: unknown): void;
  close(): Promise<void>;
}

const cleanups: (() => unknown)[] = [];

afterEach(async () => {
  vi.unstubAllGlobals();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function startServer(onConnection?: (connection: ServerConnection) => void): Promise<TestServer> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port } = wss.address() as AddressInfo;
  const connections: ServerConnection[] = [];
  wss.on('connection', (ws: WebSocket, request: IncomingMessage) => {
    const connection: ServerConnection = { ws, url: request.url ?? '', received: [], closeCode: undefined };
    ws.on('message', (data) => connection.received.push(String(data)));
    ws.on('close', (code) => {
      connection.closeCode = code;
    });
    connections.push(connection);
    onConnection?.(connection);
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
  cleanups.push(close);
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}/api`,
    connections,
    send(data) {
      const last = connections.at(-1);
      if (!last) throw new Error('no connection');
      last.ws.send(typeof data === 'string' ? data : JSON.stringify(data));
    },
    close,
  };
}

function openSocket(
  server: { baseUrl: string },
  overrides: Partial<NotificationSocketOptions> = {},
): { socket: NotificationSocket; statuses: SocketStatus[] } {
  const socket = createNotificationSocket({
    baseUrl: server.baseUrl,
    userId: USER_ID,
    getToken: () => 'abc',
    WebSocket,
    pingIntervalMs: 10_000,
    reconnectDelayMs: 20,
    ...overrides,
  } as NotificationSocketOptions);
  const statuses: SocketStatus[] = [];
  socket.onStatus((status) => statuses.push(status));
  cleanups.push(() => socket.close());
  return { socket, statuses };
}

function message(overrides: Record<string, unknown> = {}) {
  return {
    type: 'notification',
    event_type: 'appointment_created',
    id: 11,
    related_object_id: 30,
    related_object_type: 'appointment',
    title: 'Nueva cita',
    message: 'Ana ha pedido una visita',
    user_id: USER_ID,
    timestamp: '2025-03-01T10:00:00Z',
    ...overrides,
  };
}

async function subscribedAndOpen(
  server: TestServer,
  overrides: Partial<NotificationSocketOptions> = {},
): Promise<{ socket: NotificationSocket; statuses: SocketStatus[]; events: LiveEvent[] }> {
  const { socket, statuses } = openSocket(server, overrides);
  const events: LiveEvent[] = [];
  socket.subscribe((event) => events.push(event));
  await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
  await vi.waitFor(() => expect(server.connections.length).toBeGreaterThan(0), WAIT);
  return { socket, statuses, events };
}

describe('constants', () => {
  it('match the spec', () => {
    expect(SOCKET_PING_INTERVAL_MS).toBe(30_000);
    expect(SOCKET_RECONNECT_DELAY_MS).toBe(3_000);
    expect(SOCKET_MAX_RECONNECTS).toBe(10);
  });
});

describe('notificationSocketUrl', () => {
  it('uses ws: for an http API, on the same host and port, at the host root', () => {
    expect(notificationSocketUrl('http://localhost:8080/api', 5, 'abc')).toBe(
      'ws://localhost:8080/ws/notifications/5/?token=abc',
    );
  });

  it('uses wss: for an https API', () => {
    expect(notificationSocketUrl('https://convive.es/api/', 12, 'abc')).toBe(
      'wss://convive.es/ws/notifications/12/?token=abc',
    );
  });

  it('drops any API path, query and fragment', () => {
    expect(notificationSocketUrl('https://convive.es/v2/api?x=1#y', 1, 't')).toBe(
      'wss://convive.es/ws/notifications/1/?token=t',
    );
  });

  it('encodes the token', () => {
    expect(notificationSocketUrl('http://h/api', 5, 'a b/c?d&e=f+g')).toBe(
      'ws://h/ws/notifications/5/?token=a%20b%2Fc%3Fd%26e%3Df%2Bg',
    );
  });

  it('keeps a ws(s): base as it is', () => {
    expect(notificationSocketUrl('wss://live.convive.es', 5, 't')).toBe(
      'wss://live.convive.es/ws/notifications/5/?token=t',
    );
  });

  it('resolves a relative base against the page location', () => {
    vi.stubGlobal('location', { href: 'https://convive.es/dashboard/notifications' });
    expect(notificationSocketUrl('/api', 5, 't')).toBe('wss://convive.es/ws/notifications/5/?token=t');
    vi.stubGlobal('location', { href: 'http://localhost:5173/' });
    expect(notificationSocketUrl('/api', 5, 't')).toBe('ws://localhost:5173/ws/notifications/5/?token=t');
  });

  it('throws a clear error for a relative base without a page location', () => {
    expect(() => notificationSocketUrl('/api', 5, 't')).toThrow(/absolute URL/);
  });

  it('refuses other protocols', () => {
    expect(() => notificationSocketUrl('ftp://h/api', 5, 't')).toThrow(/http\(s\) or ws\(s\)/);
  });
});

describe('createNotificationSocket: setup', () => {
  it('throws a clear error naming the WebSocket option when there is no WebSocket', () => {
    vi.stubGlobal('WebSocket', undefined);
    expect(() =>
      createNotificationSocket({ baseUrl: 'http://h/api', userId: 1, getToken: () => 't' }),
    ).toThrow(/`WebSocket` option/);
  });

  it('uses globalThis.WebSocket by default', async () => {
    const server = await startServer();
    vi.stubGlobal('WebSocket', WebSocket);
    const socket = createNotificationSocket({
      baseUrl: server.baseUrl,
      userId: USER_ID,
      getToken: () => 'abc',
    });
    cleanups.push(() => socket.close());
    socket.subscribe(() => {});
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    expect(server.connections).toHaveLength(1);
  });

  it('throws at creation when the URL cannot be built', () => {
    expect(() =>
      createNotificationSocket({ baseUrl: '/api', userId: 1, getToken: () => 't', WebSocket }),
    ).toThrow(/absolute URL/);
  });
});

describe('createNotificationSocket: connecting', () => {
  it('does not connect before the first subscribe, then connects with the user and token', async () => {
    const server = await startServer();
    const { socket, statuses } = openSocket(server, { getToken: () => 'a b&c' });
    await sleep(30);
    expect(socket.status).toBe('idle');
    expect(server.connections).toHaveLength(0);

    socket.subscribe(() => {});
    expect(socket.status).toBe('connecting');
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    expect(statuses).toEqual(['connecting', 'open']);
    expect(server.connections).toHaveLength(1);
    expect(server.connections[0]?.url).toBe('/ws/notifications/5/?token=a%20b%26c');
  });

  it('a second subscriber shares the connection', async () => {
    const server = await startServer();
    const { socket } = await subscribedAndOpen(server);
    socket.subscribe(() => {});
    await sleep(30);
    expect(server.connections).toHaveLength(1);
  });

  it('stays idle and does not connect without a token', async () => {
    const server = await startServer();
    for (const token of [null, undefined, '']) {
      const { socket, statuses } = openSocket(server, { getToken: () => token });
      socket.subscribe(() => {});
      expect(socket.status).toBe('idle');
      expect(statuses).toEqual([]);
    }
    await sleep(50);
    expect(server.connections).toHaveLength(0);
  });

  it('connects on a later subscribe once there is a token', async () => {
    const server = await startServer();
    let token: string | null = null;
    const { socket } = openSocket(server, { getToken: () => token });
    socket.subscribe(() => {});
    expect(socket.status).toBe('idle');
    token = 'later';
    socket.subscribe(() => {});
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    expect(server.connections[0]?.url).toBe('/ws/notifications/5/?token=later');
  });

  it('uses the url option instead of the base URL, adding the token', async () => {
    const server = await startServer();
    const { socket } = openSocket(
      { baseUrl: '' },
      { baseUrl: undefined, url: `http://127.0.0.1:${server.port}/ws/notifications/5/?v=2&token=old` },
    );
    socket.subscribe(() => {});
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    expect(server.connections[0]?.url).toBe('/ws/notifications/5/?v=2&token=abc');
  });
});

describe('createNotificationSocket: messages', () => {
  it('turns a notification into a live event', async () => {
    const server = await startServer();
    const { events } = await subscribedAndOpen(server);
    server.send(message());
    await vi.waitFor(() => expect(events).toHaveLength(1), WAIT);
    expect(events[0]).toEqual({
      type: 'appointment_created',
      data: {
        id: 11,
        related_object_id: 30,
        related_object_type: 'appointment',
        title: 'Nueva cita',
        message: 'Ana ha pedido una visita',
      },
      target_user_id: USER_ID,
      timestamp: '2025-03-01T10:00:00Z',
    });
  });

  it('defaults a missing related_object_type to null', async () => {
    const server = await startServer();
    const { events } = await subscribedAndOpen(server);
    const { related_object_type: _dropped, ...withoutType } = message();
    server.send(withoutType);
    await vi.waitFor(() => expect(events).toHaveLength(1), WAIT);
    expect(events[0]?.data.related_object_type).toBeNull();
  });

  it("ignores another user's event", async () => {
    const server = await startServer();
    const { events } = await subscribedAndOpen(server);
    server.send(message({ user_id: 99, id: 1 }));
    server.send(message({ id: 2 }));
    await vi.waitFor(() => expect(events).toHaveLength(1), WAIT);
    await sleep(20);
    expect(events.map((event) => event.data.id)).toEqual([2]);
  });

  it('ignores invalid JSON, schema-invalid messages, pongs and binary frames', async () => {
    const server = await startServer();
    const { socket, events } = await subscribedAndOpen(server);
    server.send('not json{');
    server.send('');
    server.send('null');
    server.send('42');
    server.send({ type: 'pong' });
    server.send({ type: 'pong', timestamp: '2025-03-01T10:00:00Z' });
    server.send({ type: 'unknown' });
    server.send(message({ id: 'eleven' }));
    server.send(message({ id: -1 }));
    server.send(message({ event_type: '' }));
    server.send(message({ user_id: undefined }));
    server.send({ ...message(), title: undefined });
    server.connections[0]?.ws.send(Buffer.from(JSON.stringify(message())));
    server.send(message({ id: 99 }));
    await vi.waitFor(() => expect(events).toHaveLength(1), WAIT);
    await sleep(20);
    expect(events.map((event) => event.data.id)).toEqual([99]);
    expect(socket.status).toBe('open');
  });

  it('ignores duplicate events (same type, id and timestamp)', async () => {
    const server = await startServer();
    const { events } = await subscribedAndOpen(server);
    server.send(message());
    server.send(message({ title: 'Otra vez' }));
    server.send(message({ timestamp: '2025-03-01T10:00:05Z' }));
    server.send(message({ event_type: 'appointment_confirmed' }));
    server.send(message({ id: 12 }));
    server.send(message());
    await vi.waitFor(() => expect(events).toHaveLength(4), WAIT);
    await sleep(20);
    expect(events.map((event) => [event.type, event.data.id, event.timestamp])).toEqual([
      ['appointment_created', 11, '2025-03-01T10:00:00Z'],
      ['appointment_created', 11, '2025-03-01T10:00:05Z'],
      ['appointment_confirmed', 11, '2025-03-01T10:00:00Z'],
      ['appointment_created', 12, '2025-03-01T10:00:00Z'],
    ]);
  });

  it('remembers the last 200 events only', async () => {
    const server = await startServer();
    const { events } = await subscribedAndOpen(server);
    for (let id = 1; id <= 201; id++) server.send(message({ id }));
    server.send(message({ id: 201 })); // still remembered: dropped
    server.send(message({ id: 1 })); // forgotten: delivered again
    await vi.waitFor(() => expect(events).toHaveLength(202), WAIT);
    await sleep(20);
    expect(events.at(-1)?.data.id).toBe(1);
    expect(events.filter((event) => event.data.id === 201)).toHaveLength(1);
  });

  it('calls every listener, even when one throws', async () => {
    const server = await startServer();
    const onListenerError = vi.fn();
    const { socket } = openSocket(server, { onListenerError });
    const first = vi.fn(() => {
      throw new Error('listener failed');
    });
    const second = vi.fn();
    socket.subscribe(first);
    socket.subscribe(second);
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    server.send(message());
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1), WAIT);
    expect(first).toHaveBeenCalledTimes(1);
    expect(onListenerError).toHaveBeenCalledWith(expect.objectContaining({ message: 'listener failed' }));
  });

  it('reports a throwing listener with console.error by default', async () => {
    const server = await startServer();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanups.push(() => consoleError.mockRestore());
    const { socket } = openSocket(server);
    const after = vi.fn();
    socket.subscribe(() => {
      throw new Error('oops');
    });
    socket.subscribe(after);
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    server.send(message());
    await vi.waitFor(() => expect(after).toHaveBeenCalledTimes(1), WAIT);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'oops' }));
  });

  it('a listener removed with the returned function gets no more events', async () => {
    const server = await startServer();
    const { socket, events } = await subscribedAndOpen(server);
    const removed = vi.fn();
    const unsubscribe = socket.subscribe(removed);
    unsubscribe();
    unsubscribe(); // twice is harmless
    server.send(message());
    await vi.waitFor(() => expect(events).toHaveLength(1), WAIT);
    expect(removed).not.toHaveBeenCalled();
    expect(socket.status).toBe('open');
  });
});

describe('createNotificationSocket: ping', () => {
  it('sends {"type":"ping"} every pingIntervalMs while open', async () => {
    const server = await startServer();
    await subscribedAndOpen(server, { pingIntervalMs: 50 });
    await vi.waitFor(() => expect(server.connections[0]?.received.length).toBeGreaterThanOrEqual(3), WAIT);
    for (const sent of server.connections[0]?.received ?? [])
      expect(JSON.parse(sent)).toEqual({ type: 'ping' });
  });

  it('does not ping before the interval', async () => {
    const server = await startServer();
    await subscribedAndOpen(server, { pingIntervalMs: 500 });
    await sleep(100);
    expect(server.connections[0]?.received).toEqual([]);
  });
});

describe('createNotificationSocket: reconnecting', () => {
  it('reconnects after the server drops the connection, and events flow again', async () => {
    const server = await startServer();
    const { socket, statuses, events } = await subscribedAndOpen(server);
    server.connections[0]?.ws.terminate();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    server.send(message());
    await vi.waitFor(() => expect(events).toHaveLength(1), WAIT);
  });

  it('reconnects after a normal close by the server too', async () => {
    const server = await startServer();
    const { socket } = await subscribedAndOpen(server);
    server.connections[0]?.ws.close(1001, 'going away');
    await vi.waitFor(() => expect(server.connections).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
  });

  it('waits reconnectDelayMs before reconnecting', async () => {
    const server = await startServer();
    const { socket } = await subscribedAndOpen(server, { reconnectDelayMs: 300 });
    server.connections[0]?.ws.terminate();
    await vi.waitFor(() => expect(socket.status).toBe('reconnecting'), WAIT);
    await sleep(150);
    expect(server.connections).toHaveLength(1);
    await vi.waitFor(() => expect(server.connections).toHaveLength(2), WAIT);
  });

  it('reads the token again for each connection', async () => {
    const server = await startServer();
    let token = 'first';
    const { socket } = await subscribedAndOpen(server, { getToken: () => token });
    token = 'second';
    server.connections[0]?.ws.terminate();
    await vi.waitFor(() => expect(server.connections).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    expect(server.connections.map((connection) => connection.url)).toEqual([
      '/ws/notifications/5/?token=first',
      '/ws/notifications/5/?token=second',
    ]);
  });

  it('goes idle when the token is gone at reconnect time', async () => {
    const server = await startServer();
    let token: string | null = 'abc';
    const { socket, statuses } = await subscribedAndOpen(server, { getToken: () => token });
    token = null;
    server.connections[0]?.ws.terminate();
    await vi.waitFor(() => expect(socket.status).toBe('idle'), WAIT);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'idle']);
    await sleep(60);
    expect(server.connections).toHaveLength(1);
  });

  it('gives up after maxReconnects failed attempts in a row (server closed)', async () => {
    const server = await startServer();
    await server.close();
    let constructed = 0;
    class CountingWebSocket extends WebSocket {
      constructor(url: string) {
        super(url);
        constructed++;
      }
    }
    const { socket, statuses } = openSocket(server, { WebSocket: CountingWebSocket, maxReconnects: 3 });
    socket.subscribe(() => {});
    await vi.waitFor(() => expect(socket.status).toBe('failed'), WAIT);
    expect(constructed).toBe(4); // the first connection and 3 reconnects
    expect(statuses).toEqual(['connecting', 'reconnecting', 'failed']);
    await sleep(60);
    expect(constructed).toBe(4);
  });

  it('fails at once with maxReconnects 0', async () => {
    const server = await startServer();
    await server.close();
    const { socket, statuses } = openSocket(server, { maxReconnects: 0 });
    socket.subscribe(() => {});
    await vi.waitFor(() => expect(socket.status).toBe('failed'), WAIT);
    expect(statuses).toEqual(['connecting', 'failed']);
  });

  it('resets the attempt counter once a connection opens', async () => {
    // Every connection is accepted and then dropped: with maxReconnects 1 it keeps going, because
    // each successful open starts the count again.
    const server = await startServer((connection) => setTimeout(() => connection.ws.terminate(), 5));
    const { socket } = openSocket(server, { maxReconnects: 1 });
    socket.subscribe(() => {});
    await vi.waitFor(() => expect(server.connections.length).toBeGreaterThanOrEqual(4), WAIT);
    expect(socket.status).not.toBe('failed');
  });

  it('a new subscribe after failing tries again from scratch', async () => {
    const server = await startServer();
    const { port } = server;
    await server.close();
    const { socket } = openSocket(server, { maxReconnects: 1 });
    socket.subscribe(() => {});
    await vi.waitFor(() => expect(socket.status).toBe('failed'), WAIT);

    const again = new WebSocketServer({ port, host: '127.0.0.1' });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const client of again.clients) client.terminate();
          again.close(() => resolve());
        }),
    );
    await new Promise<void>((resolve) => again.once('listening', () => resolve()));
    socket.subscribe(() => {});
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
  });

  it.each([4401, 4403])('does not reconnect when the server refuses the token (%i)', async (code) => {
    const server = await startServer();
    const { socket, statuses } = await subscribedAndOpen(server);
    server.connections[0]?.ws.close(code, 'token refused');
    await vi.waitFor(() => expect(socket.status).toBe('closed'), WAIT);
    await sleep(80);
    expect(server.connections).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
  });
});

describe('createNotificationSocket: closing', () => {
  it('close() closes with code 1000 and stops pings and reconnects', async () => {
    const server = await startServer();
    const { socket, statuses } = await subscribedAndOpen(server, { pingIntervalMs: 30 });
    await vi.waitFor(() => expect(server.connections[0]?.received.length).toBeGreaterThan(0), WAIT);
    socket.close();
    expect(socket.status).toBe('closed');
    await vi.waitFor(() => expect(server.connections[0]?.closeCode).toBe(1000), WAIT);
    const pings = server.connections[0]?.received.length;
    await sleep(100);
    expect(server.connections[0]?.received.length).toBe(pings);
    expect(server.connections).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
  });

  it('close() while reconnecting cancels the pending reconnect', async () => {
    const server = await startServer();
    const { socket } = await subscribedAndOpen(server, { reconnectDelayMs: 100 });
    server.connections[0]?.ws.terminate();
    await vi.waitFor(() => expect(socket.status).toBe('reconnecting'), WAIT);
    socket.close();
    expect(socket.status).toBe('closed');
    await sleep(200);
    expect(server.connections).toHaveLength(1);
  });

  it('close() while connecting leaves no connection behind', async () => {
    const server = await startServer();
    const { socket } = openSocket(server);
    socket.subscribe(() => {});
    expect(socket.status).toBe('connecting');
    socket.close();
    expect(socket.status).toBe('closed');
    await sleep(80);
    expect(socket.status).toBe('closed');
    for (const connection of server.connections) {
      await vi.waitFor(() => expect(connection.closeCode).toBeDefined(), WAIT);
    }
  });

  it('delivers no event after close()', async () => {
    const server = await startServer();
    const { socket, events } = await subscribedAndOpen(server);
    const connection = server.connections[0];
    socket.close();
    connection?.ws.send(JSON.stringify(message()));
    await sleep(50);
    expect(events).toEqual([]);
  });

  it('removing the last listener closes the connection; removing one of two does not', async () => {
    const server = await startServer();
    const { socket } = openSocket(server);
    const offFirst = socket.subscribe(() => {});
    const offSecond = socket.subscribe(() => {});
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    offFirst();
    await sleep(30);
    expect(socket.status).toBe('open');
    offSecond();
    expect(socket.status).toBe('closed');
    await vi.waitFor(() => expect(server.connections[0]?.closeCode).toBe(1000), WAIT);
  });

  it('a subscribe after close() opens a new connection', async () => {
    const server = await startServer();
    const { socket } = await subscribedAndOpen(server);
    socket.close();
    socket.subscribe(() => {});
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    expect(server.connections).toHaveLength(2);
  });

  it('status listeners can be removed', async () => {
    const server = await startServer();
    const { socket } = openSocket(server);
    const listener = vi.fn();
    const off = socket.onStatus(listener);
    off();
    socket.subscribe(() => {});
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createNotificationSocket: timers (fake socket, spec defaults)', () => {
  class FakeWebSocket {
    static instances: FakeWebSocket[] = [];
    readyState = 0;
    sent: string[] = [];
    closedWith: number | undefined;
    onopen: ((event: unknown) => void) | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onclose: ((event: { code: number }) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    constructor(readonly url: string) {
      FakeWebSocket.instances.push(this);
    }
    send(data: string) {
      this.sent.push(data);
    }
    close(code?: number) {
      this.closedWith = code;
      this.readyState = 3;
    }
    open() {
      this.readyState = 1;
      this.onopen?.({});
    }
    drop(code = 1006) {
      this.readyState = 3;
      this.onclose?.({ code });
    }
  }

  function fakeSocket() {
    FakeWebSocket.instances = [];
    const socket = createNotificationSocket({
      baseUrl: 'https://convive.es/api',
      userId: USER_ID,
      getToken: () => 'tok',
      WebSocket: FakeWebSocket,
    });
    const statuses: SocketStatus[] = [];
    socket.onStatus((status) => statuses.push(status));
    return { socket, statuses };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every 30 s and close() clears every timer', () => {
    vi.useFakeTimers();
    const { socket } = fakeSocket();
    socket.subscribe(() => {});
    const ws = FakeWebSocket.instances[0];
    expect(ws?.url).toBe('wss://convive.es/ws/notifications/5/?token=tok');
    ws?.open();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(SOCKET_PING_INTERVAL_MS - 1);
    expect(ws?.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ws?.sent).toEqual(['{"type":"ping"}']);
    vi.advanceTimersByTime(SOCKET_PING_INTERVAL_MS * 2);
    expect(ws?.sent).toHaveLength(3);
    socket.close();
    expect(ws?.closedWith).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reconnects 3 s apart, 10 times in a row, then fails with no timer left', () => {
    vi.useFakeTimers();
    const { socket, statuses } = fakeSocket();
    socket.subscribe(() => {});
    FakeWebSocket.instances[0]?.drop();
    for (let attempt = 1; attempt <= SOCKET_MAX_RECONNECTS; attempt++) {
      expect(socket.status).toBe('reconnecting');
      vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS - 1);
      expect(FakeWebSocket.instances).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(attempt + 1);
      FakeWebSocket.instances.at(-1)?.drop();
    }
    expect(socket.status).toBe('failed');
    expect(statuses).toEqual(['connecting', 'reconnecting', 'failed']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a drop while open stops the ping timer until the next open', () => {
    vi.useFakeTimers();
    const { socket } = fakeSocket();
    socket.subscribe(() => {});
    FakeWebSocket.instances[0]?.open();
    FakeWebSocket.instances[0]?.drop();
    expect(vi.getTimerCount()).toBe(1); // only the reconnect
    vi.advanceTimersByTime(SOCKET_RECONNECT_DELAY_MS);
    FakeWebSocket.instances[1]?.open();
    expect(socket.status).toBe('open');
    expect(vi.getTimerCount()).toBe(1); // only the ping
    socket.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores late events of a socket it has let go', () => {
    vi.useFakeTimers();
    const { socket } = fakeSocket();
    const events: LiveEvent[] = [];
    socket.subscribe((event) => events.push(event));
    const ws = FakeWebSocket.instances[0];
    ws?.open();
    const onmessage = ws?.onmessage;
    const onclose = ws?.onclose;
    socket.close();
    onmessage?.({ data: JSON.stringify(message()) });
    onclose?.({ code: 1006 });
    expect(events).toEqual([]);
    expect(socket.status).toBe('closed');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createNotificationSocket: conversation messages', () => {
  const chat = (id: number) => ({
    type: 'message',
    conversation: 7,
    message: {
      id,
      conversation: 7,
      kind: 'text',
      mine: false,
      sender_name: 'Lucía',
      text: 'Hola, ¿sigue disponible?',
      masked: false,
      attachments: [],
      visit: null,
      created_at: '2025-03-01T10:00:00Z',
      read: false,
    },
  });

  it('hands a message to the message listeners, typed and once, and keeps notifications apart', async () => {
    const server = await startServer();
    const { socket, events } = await subscribedAndOpen(server);
    const received: SocketChatMessage[] = [];
    socket.subscribeMessages((value) => received.push(value));
    server.send(chat(41));
    server.send(chat(41));
    server.send({ ...chat(42), message: { ...chat(42).message, kind: 'unknown' } });
    server.send(message());
    await vi.waitFor(() => expect(events).toHaveLength(1), WAIT);
    await vi.waitFor(() => expect(received).toHaveLength(1), WAIT);
    expect(received[0]?.conversation).toBe(7);
    expect(received[0]?.message.text).toBe('Hola, ¿sigue disponible?');
    expect(events[0]?.data.id).toBe(11);
  });

  it('opens the connection for a message listener alone and closes it with the last one', async () => {
    const server = await startServer();
    const { socket } = openSocket(server);
    const received: SocketChatMessage[] = [];
    const stop = socket.subscribeMessages((value) => received.push(value));
    await vi.waitFor(() => expect(socket.status).toBe('open'), WAIT);
    await vi.waitFor(() => expect(server.connections.length).toBe(1), WAIT);
    server.send(chat(43));
    await vi.waitFor(() => expect(received).toHaveLength(1), WAIT);
    stop();
    expect(socket.status).toBe('closed');
  });
});
