import type { PropertyCreate, SocketMessage, SocketNotificationMessage } from '@convive/sdk';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Account, DIALECTS, register, startServer, type TestServer } from '../../test/harness';
import { openPeer, type Peer } from '../../test/socketPeer';
import { LocalEventBus } from './eventBus';
import type { PostgresEventBus } from './postgresEventBus';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHENTICATED, notificationSocket } from './socket';

/** How long a live notification may take from the call that raised it (the task's bar). */
const LIVE_WITHIN_MS = 1000;

const open = (url: string, options: WebSocket.ClientOptions = {}): Promise<Peer> =>
  openPeer(url, options, LIVE_WITHIN_MS);

function socketUrl(server: TestServer, userId: number | string, token?: string): string {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  return `${server.origin.replace(/^http/, 'ws')}/ws/notifications/${userId}/${query}`;
}

/** Connects and waits for a pong: the server answers pings only once the subscription is live. */
async function connected(server: TestServer, account: Account): Promise<Peer> {
  const peer = await open(socketUrl(server, account.user.id, account.token));
  peer.socket.send(JSON.stringify({ type: 'ping' }));
  await peer.next((m) => m.type === 'pong');
  return peer;
}

const isNotification = (m: SocketMessage): m is SocketNotificationMessage => m.type === 'notification';

let serial = 0;
function newProperty(owner: Account, overrides: Partial<PropertyCreate> = {}) {
  serial += 1;
  return owner.client.properties.create({
    title: `Casa en Triana ${serial}`,
    description: 'Patio andaluz.',
    property_type: 'casa',
    price: 1100,
    size: 110,
    address: 'Calle Betis 3',
    city: 'Sevilla',
    postal_code: '41010',
    bedrooms: 3,
    bathrooms: 2,
    ...overrides,
  });
}

async function busReady(server: TestServer) {
  await (server.app.ctx.events as Partial<PostgresEventBus>).ready?.();
}

describe.each(DIALECTS)('notification socket on %s', (dialect) => {
  let server: TestServer;
  let tenant: Account;
  let owner: Account;
  const peers: Peer[] = [];
  const track = (peer: Peer) => {
    peers.push(peer);
    return peer;
  };

  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => new Date('2026-11-23T08:00:00Z') });
    await busReady(server);
    [tenant, owner] = await Promise.all([
      register(server, 'inquilino', { first_name: 'Lucía', last_name: 'Martín' }),
      register(server, 'propietario', { first_name: 'Carmen' }),
    ]);
  });
  afterAll(async () => {
    for (const peer of peers) peer.socket.terminate();
    await server.close();
  });

  it('answers a ping with a pong carrying a timestamp', async () => {
    const peer = track(await open(socketUrl(server, owner.user.id, owner.token)));
    peer.socket.send(JSON.stringify({ type: 'ping' }));
    const pong = await peer.next();
    expect(pong).toEqual({ type: 'pong', timestamp: '2026-11-23T08:00:00.000Z' });
  });

  it('pushes the stored notification to its user within a second of the event', async () => {
    const landlord = track(await connected(server, owner));
    const bystander = track(await connected(server, tenant));
    const property = await newProperty(owner);

    const started = Date.now();
    const arriving = landlord.next(isNotification);
    await tenant.client.favorites.add(property.id);
    const message = (await arriving) as SocketNotificationMessage;
    expect(Date.now() - started).toBeLessThan(LIVE_WITHIN_MS);

    const [stored] = (await owner.client.notifications.list()).results;
    expect(message).toEqual({
      type: 'notification',
      event_type: 'property_favorited',
      id: stored?.id,
      related_object_id: property.id,
      related_object_type: 'property',
      title: 'Nuevo favorito',
      message: `Lucía Martín ha guardado «${property.title}» en favoritos.`,
      user_id: owner.user.id,
      timestamp: '2026-11-23T08:00:00.000Z',
    });
    // Nobody else hears it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bystander.received.filter(isNotification)).toEqual([]);
    expect(landlord.received.filter(isNotification)).toHaveLength(1);
  });

  it('pushes appointment events to the requester', async () => {
    const requester = track(await connected(server, tenant));
    const property = await newProperty(owner);
    const appointment = await tenant.client.appointments.create({
      property: property.id,
      date: '2026-11-24',
      time: '10:00',
    });
    const started = Date.now();
    const arriving = requester.next((m) => isNotification(m) && m.event_type === 'appointment_confirmed');
    await owner.client.appointments.changeStatus(appointment.id, { status: 'confirmada' });
    const message = (await arriving) as SocketNotificationMessage;
    expect(Date.now() - started).toBeLessThan(LIVE_WITHIN_MS);
    expect(message).toMatchObject({ related_object_id: appointment.id, user_id: tenant.user.id });
  });

  it('closes with 4403 for another user’s token and 4401 for an unknown or missing one', async () => {
    const foreign = track(await open(socketUrl(server, owner.user.id, tenant.token)));
    expect((await foreign.closed).code).toBe(CLOSE_FORBIDDEN);
    const malformed = track(await open(socketUrl(server, 'abc', tenant.token)));
    expect((await malformed.closed).code).toBe(CLOSE_FORBIDDEN);
    const unknown = track(await open(socketUrl(server, owner.user.id, 'x'.repeat(43))));
    expect(await unknown.closed).toEqual({ code: CLOSE_UNAUTHENTICATED, reason: 'Conexión no autorizada.' });
    const missing = track(await open(socketUrl(server, owner.user.id)));
    expect((await missing.closed).code).toBe(CLOSE_UNAUTHENTICATED);
    // A refused socket hears nothing, even if it pinged before being closed.
    const early = track(await open(socketUrl(server, owner.user.id, 'y'.repeat(43))));
    early.socket.send(JSON.stringify({ type: 'ping' }));
    expect((await early.closed).code).toBe(CLOSE_UNAUTHENTICATED);
    expect(early.received).toEqual([]);
  });

  it('ignores anything but a ping', async () => {
    const peer = track(await connected(server, owner));
    peer.socket.send('hola');
    peer.socket.send(JSON.stringify({ type: 'subscribe', user: 1 }));
    peer.socket.send(Buffer.from([1, 2, 3]));
    peer.socket.send(JSON.stringify({ type: 'ping' }));
    await peer.next((m) => m.type === 'pong');
    expect(peer.received.map((m) => m.type)).toEqual(['pong', 'pong']);
    expect(peer.socket.readyState).toBe(WebSocket.OPEN);
  });
});

/** Counts live subscriptions, to prove a closed socket unsubscribes. */
class CountingBus extends LocalEventBus {
  active = 0;
  override subscribe(userId: number, listener: Parameters<LocalEventBus['subscribe']>[1]) {
    const unsubscribe = super.subscribe(userId, listener);
    this.active += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.active -= 1;
      unsubscribe();
    };
  }
}

describe('notification socket lifecycle', () => {
  const bus = new CountingBus();
  const lines: string[] = [];
  let server: TestServer;
  let account: Account;

  beforeAll(async () => {
    server = await startServer('sqlite', {
      events: bus,
      config: { logLevel: 'debug' },
      logger: undefined,
      logStream: { write: (line: string) => lines.push(line) },
    });
    account = await register(server, 'inquilino');
  });
  afterAll(() => server.close());

  it('unsubscribes when the socket closes', async () => {
    const first = await connected(server, account);
    const second = await connected(server, account);
    expect(bus.active).toBe(2);
    first.socket.close();
    await first.closed;
    second.socket.terminate();
    await second.closed;
    for (let i = 0; i < 50 && bus.active > 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(bus.active).toBe(0);
  });

  it('never logs the token', async () => {
    const peer = await connected(server, account);
    peer.socket.close();
    await peer.closed;
    const refused = await open(socketUrl(server, account.user.id + 1, account.token));
    await refused.closed;
    const log = lines.join('');
    expect(log).toContain('/ws/notifications/');
    expect(log).not.toContain(account.token);
    expect(log).not.toContain('token=');
  });

  describe('heartbeat', () => {
    let app: FastifyInstance;
    let url: string;
    beforeAll(async () => {
      // The same plugin on a bare server with a fast heartbeat.
      app = Fastify({ logger: false });
      await app.register(websocket);
      await app.register(notificationSocket, { ctx: server.app.ctx, heartbeatMs: 50 });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      url = `ws://127.0.0.1:${port}/ws/notifications/${account.user.id}/?token=${account.token}`;
    });
    afterAll(() => app.close());

    it('pings, keeps a peer that answers and drops one that does not', async () => {
      const lively = await open(url);
      let pings = 0;
      lively.socket.on('ping', () => {
        pings += 1;
      });
      const silent = await open(url, { autoPong: false });
      const dropped = await Promise.race([
        silent.closed,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
      ]);
      expect(dropped).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(pings).toBeGreaterThanOrEqual(3);
      expect(lively.socket.readyState).toBe(WebSocket.OPEN);
      lively.socket.close();
      await lively.closed;
    });
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'notification socket across two server processes (PostgreSQL)',
  () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      a = await startServer('postgres');
      b = await startServer('postgres', { sameDatabaseAs: a });
      await Promise.all([busReady(a), busReady(b)]);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('a user connected to server A receives an event raised through server B, once', async () => {
      expect(b.config.eventsChannel).toBe(a.config.eventsChannel);
      const owner = await register(a, 'propietario', { first_name: 'Carmen' });
      const tenant = await register(b, 'inquilino', { first_name: 'Lucía', last_name: 'Martín' });
      const peer = await connected(a, owner);
      const property = await newProperty(owner);

      const started = Date.now();
      const arriving = peer.next(isNotification);
      await tenant.client.favorites.add(property.id);
      const message = (await arriving) as SocketNotificationMessage;
      expect(Date.now() - started).toBeLessThan(LIVE_WITHIN_MS);
      expect(message).toMatchObject({ event_type: 'property_favorited', user_id: owner.user.id });

      // Raised on A, heard on A too (through LISTEN), exactly once.
      const second = await newProperty(owner);
      const viaA = await register(a, 'inquilino');
      const again = peer.next((m) => isNotification(m) && m.related_object_id === second.id);
      await viaA.client.favorites.add(second.id);
      await again;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(peer.received.filter(isNotification)).toHaveLength(2);
      peer.socket.close();
      await peer.closed;
    });
  },
);
