import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ERRORS } from '../src/errors';
import { LocalEventBus } from '../src/realtime/eventBus';
import { createPostgresEventBus, type PostgresEventBus } from '../src/realtime/postgresEventBus';
import { CLOSE_UNAUTHENTICATED, notificationSocket } from '../src/realtime/socket';
import { type Account, DIALECTS, register, startServer, type TestServer } from './harness';
import { openPeer, type Peer } from './socketPeer';

/**
 * Sessions and sign-ins an attacker must not control. A: a live socket whose session was revoked
 * while the revocation never reached its process (a lost NOTIFY) closes anyway. B: failed logins
 * from elsewhere cannot lock an account's owner out of a device or network they signed in from.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The socket's close, or null if it is still open after `ms`. */
function closedWithin(peer: Peer, ms: number) {
  return Promise.race([peer.closed, sleep(ms).then(() => null)]);
}

/** Opens the user's socket on `origin` and waits for a pong (its subscription is live then). */
async function connected(origin: string, account: Account): Promise<Peer> {
  const url = `${origin.replace(/^http/, 'ws')}/ws/notifications/${account.user.id}/?token=${account.token}`;
  const peer = await openPeer(url);
  peer.socket.send(JSON.stringify({ type: 'ping' }));
  await peer.next((m) => m.type === 'pong');
  return peer;
}

/** A bus that loses every revocation: the NOTIFY that never reached the socket's process. */
class DeafBus extends LocalEventBus {
  override async revoke(): Promise<void> {}
}

/** Counts the queries that read `auth_tokens`. */
function countingTokenReads() {
  const counter = { reads: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"auth_tokens"')) {
        counter.reads += 1;
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { counter, plugin };
}

describe.each(DIALECTS)('A. a socket outlives its session on %s', (dialect) => {
  const HEARTBEAT_MS = 100;
  let server: TestServer;
  let host: FastifyInstance;
  let hostOrigin: string;
  const { counter, plugin } = countingTokenReads();
  const peers: Peer[] = [];

  beforeAll(async () => {
    server = await startServer(dialect, { events: new DeafBus() });
    // The socket plugin on the server's context (its database, its bus) with a fast heartbeat.
    host = Fastify({ logger: false });
    await host.register(websocket);
    await host.register(notificationSocket, {
      ctx: { ...server.app.ctx, db: server.app.ctx.db.withPlugin(plugin) },
      heartbeatMs: HEARTBEAT_MS,
    });
    await host.listen({ port: 0, host: '127.0.0.1' });
    const address = host.server.address();
    hostOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const peer of peers) peer.socket.terminate();
    await host.close();
    await server.close();
  });

  it('closes, within a heartbeat, a socket whose session was revoked without any event reaching its process', async () => {
    const [leaving, staying] = await Promise.all([register(server), register(server)]);
    const gone = await connected(hostOrigin, leaving);
    const kept = await connected(hostOrigin, staying);
    peers.push(gone, kept);

    await leaving.client.auth.logout();
    const closed = await closedWithin(gone, 20 * HEARTBEAT_MS);
    expect(closed).toEqual({ code: CLOSE_UNAUTHENTICATED, reason: String(ERRORS.sessionExpired) });
    // A session that still works keeps its socket, heartbeat after heartbeat.
    await sleep(3 * HEARTBEAT_MS);
    expect(kept.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes the sockets of a deleted account the same way', async () => {
    const account = await register(server);
    const peer = await connected(hostOrigin, account);
    peers.push(peer);
    await server.app.ctx.db.deleteFrom('users').where('id', '=', account.user.id).execute();
    expect(await closedWithin(peer, 20 * HEARTBEAT_MS)).toEqual({
      code: CLOSE_UNAUTHENTICATED,
      reason: String(ERRORS.sessionExpired),
    });
  });

  it('checks every open socket with one query per heartbeat, not one per socket', async () => {
    const accounts = await Promise.all([register(server), register(server), register(server)]);
    const opened = await Promise.all([...accounts, ...accounts].map((a) => connected(hostOrigin, a)));
    peers.push(...opened);
    let beats = 0;
    opened[0]?.socket.on('ping', () => {
      beats += 1;
    });
    const before = counter.reads;
    await sleep(8 * HEARTBEAT_MS);
    const reads = counter.reads - before;
    expect(beats).toBeGreaterThanOrEqual(3);
    // Six sockets (three sessions): one read per beat (one more may straddle the window's ends).
    expect(reads).toBeGreaterThanOrEqual(beats - 1);
    expect(reads).toBeLessThanOrEqual(beats + 1);
    for (const peer of opened) expect(peer.socket.readyState).toBe(WebSocket.OPEN);
  });
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.skipIf(!process.env.DATABASE_URL)(
  'A. a socket outlives logout on another process (PostgreSQL)',
  () => {
    const channel = `sessions_${process.pid}_${Date.now().toString(36)}`;
    /** How long process A waits before listening again once its connection is lost. */
    const REDIAL_MS = 2000;
    let admin: pg.Client;
    let busA: PostgresEventBus;
    let a: TestServer;
    let b: TestServer;
    let listenerOfA: number;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      busA = createPostgresEventBus({
        connectionString: process.env.DATABASE_URL ?? '',
        channel,
        log: quiet,
        backoff: { firstMs: REDIAL_MS, maxMs: REDIAL_MS },
      });
      a = await startServer('postgres', { events: busA, config: { eventsChannel: channel } });
      await busA.ready();
      const listening = await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE query = $1',
        [`LISTEN "${channel}"`],
      );
      expect(listening.rows).toHaveLength(1);
      listenerOfA = listening.rows[0]?.pid ?? 0;
      b = await startServer('postgres', { sameDatabaseAs: a, config: { eventsChannel: channel } });
      await (b.app.ctx.events as PostgresEventBus).ready();
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await admin?.end();
    });

    it('closes the socket on A when A listens again after its LISTEN connection dropped while B revoked the session', async () => {
      const owner = await register(a);
      // The real server A: its heartbeat (30 s) is far beyond this test, so only the reconnection can close it.
      const peer = await connected(a.origin, owner);

      await admin.query('SELECT pg_terminate_backend($1)', [listenerOfA]);
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [listenerOfA]);
        if (rows.length === 0) break;
        await sleep(20);
      }
      // Logout on B: the token is deleted and B's NOTIFY reaches nobody on A.
      await b.client(owner.token).auth.logout();
      await sleep(200);
      expect(peer.socket.readyState).toBe(WebSocket.OPEN);

      const closed = await closedWithin(peer, REDIAL_MS + 5000);
      expect(closed).toEqual({ code: CLOSE_UNAUTHENTICATED, reason: String(ERRORS.sessionExpired) });
    });
  },
);

describe.each(DIALECTS)('B. anyone can keep any account locked on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind one trusted proxy, each X-Forwarded-For is a different client.
    server = await startServer(dialect, { config: { rateLimit: true, trustProxy: 1 } });
  });
  afterAll(() => server.close());

  interface Attempt {
    address: string;
    /** The device cookie the client sends back. */
    device?: string;
    headers?: Record<string, string>;
  }
  async function login(account: Account, password: string, { address, device, headers = {} }: Attempt) {
    const answer = await server.fetch('/api/api-token-auth/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(device ? { cookie: `other=1; convive_device=${device}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ email: account.email, password }),
    });
    const body = (await answer.json()) as { token?: string; detail?: string };
    const cookie = answer.headers.get('set-cookie');
    return { status: answer.status, body, cookie, retryAfter: Number(answer.headers.get('retry-after')) };
  }
  const deviceOf = (cookie: string | null) => /^convive_device=([A-Za-z0-9_-]{43});/.exec(cookie ?? '')?.[1];
  /** Wrong passwords for the account from `count` addresses nobody signed in from. */
  async function attack(account: Account, count: number, network: string) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      statuses.push((await login(account, `adivina-${i}-xyz`, { address: `${network}.${i + 1}` })).status);
    }
    return statuses;
  }
  const LOCKED =
    /^Demasiados intentos fallidos con este correo\. Por seguridad, inténtalo de nuevo en 15 minutos\.$/;

  it("an attacker's failures from elsewhere lock out unknown sources only: the owner's device and network still get in", async () => {
    const owner = await register(server);
    // The owner signs in from home: the answer gives the browser its device cookie.
    const home = await login(owner, owner.password, { address: '203.0.113.10' });
    expect(home.status).toBe(200);
    const device = deviceOf(home.cookie);
    const ipv6 = await login(owner, owner.password, { address: '2001:db8:1:2::10' });
    expect(ipv6.status).toBe(200);

    const statuses = await attack(owner, 12, '198.51.100');
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);

    // The device, from an address never seen (a café), with the right password.
    const roaming = await login(owner, owner.password, { address: '192.0.2.77', device });
    expect(roaming.status).toBe(200);
    expect(roaming.body.token).toEqual(expect.any(String));
    expect(device).toBeDefined();
    expect(deviceOf(roaming.cookie)).toBe(device);
    // The home network without the cookie (another browser at home), and another address of the same IPv6 /64.
    expect((await login(owner, owner.password, { address: '203.0.113.10' })).status).toBe(200);
    expect((await login(owner, owner.password, { address: '2001:db8:1:2::99' })).status).toBe(200);

    // A new source, right password or not, meets the lock.
    for (const address of ['192.0.2.200', '2001:db8:1:3::10']) {
      const stranger = await login(owner, owner.password, { address });
      expect(stranger.status).toBe(429);
      expect(stranger.body.detail).toMatch(LOCKED);
      expect(stranger.retryAfter).toBeGreaterThan(14 * 60);
      expect(stranger.cookie).toBeNull();
    }
    // An unknown device cookie makes no source known either.
    const forged = await login(owner, owner.password, { address: '192.0.2.201', device: 'A'.repeat(43) });
    expect(forged.status).toBe(429);
    // The attacker stays stopped.
    expect(await attack(owner, 2, '198.51.101')).toEqual([429, 429]);
  });

  it('failures from a known source count against that source only', async () => {
    const owner = await register(server);
    const laptop = deviceOf((await login(owner, owner.password, { address: '203.0.113.20' })).cookie);
    const phone = deviceOf((await login(owner, owner.password, { address: '203.0.113.21' })).cookie);
    // Someone with the laptop fails ten times, wherever it goes: the laptop is locked...
    for (let i = 0; i < 10; i += 1) {
      const failed = await login(owner, `olvido-${i}-xyz`, {
        address: `198.51.102.${i + 1}`,
        device: laptop,
      });
      expect(failed.status).toBe(400);
    }
    const laptopLocked = await login(owner, owner.password, { address: '198.51.102.99', device: laptop });
    expect(laptopLocked.status).toBe(429);
    expect(laptopLocked.body.detail).toMatch(LOCKED);
    // ...the phone is not, nor is a source never seen (the unknown sources' count is untouched).
    expect((await login(owner, owner.password, { address: '203.0.113.21', device: phone })).status).toBe(200);
    expect((await login(owner, owner.password, { address: '192.0.2.50' })).status).toBe(200);
    expect(laptop).toBeDefined();
    expect(phone).not.toBe(laptop);
  });

  it('sets a long-lived httpOnly, SameSite=Lax device cookie (Secure over https), and stores sources as hashes only', async () => {
    const owner = await register(server);
    const plain = await login(owner, owner.password, { address: '203.0.113.31' });
    expect(plain.cookie).toMatch(
      /^convive_device=[A-Za-z0-9_-]{43}; Path=\/api\/; Max-Age=15552000; HttpOnly; SameSite=Lax$/,
    );
    const secure = await login(owner, owner.password, {
      address: '203.0.113.30',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.status).toBe(200);
    expect(secure.cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const device = deviceOf(secure.cookie) ?? '';
    const rows = await server.app.ctx.db
      .selectFrom('login_sources')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .execute();
    // Registration's device and address (127.0.0.1), then each sign-in's.
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const stored = JSON.stringify(rows);
    for (const clear of [device, '203.0.113.30', '203.0.113.31', '127.0.0.1', owner.email]) {
      expect(stored).not.toContain(clear);
    }
  });
});
