import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { RedisSearchCache } from './redisSearchCache';

/**
 * The shared search cache on a real Redis (runs where REDIS_URL is set; CI sets it). Two instances on
 * one prefix are two server processes; a fresh prefix per test keeps runs apart.
 */

const REDIS_URL = process.env.REDIS_URL;

let serial = 0;
const opened: RedisSearchCache[] = [];
const prefixes: string[] = [];

function quietLog() {
  const logged: string[] = [];
  return {
    logged,
    log: {
      warn: (_object: object, message: string) => logged.push(message),
      info: (message: string) => logged.push(message),
    },
  };
}

async function pair(ttlMs = 5_000) {
  serial += 1;
  const prefix = `test:${process.pid}:${Date.now()}:${serial}:`;
  prefixes.push(prefix);
  const open = () => RedisSearchCache.connect({ url: REDIS_URL ?? '', prefix, ttlMs, log: quietLog().log });
  const [a, b] = [await open(), await open()];
  opened.push(a, b);
  return { a, b };
}

/** Resolves when `listener` has been called `times` times, or fails after 3 s. */
function calls(cache: RedisSearchCache, times = 1): { done: Promise<void>; count: () => number } {
  let count = 0;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${count} invalidation(s) heard, ${times} expected`)),
      3000,
    );
    finish = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  cache.onInvalidate(() => {
    count += 1;
    if (count === times) finish();
  });
  return { done, count: () => count };
}

describe.runIf(REDIS_URL)('RedisSearchCache (processes sharing one Redis)', () => {
  afterAll(async () => {
    await Promise.all(opened.map((cache) => cache.close()));
    // The generation counters have no time to live: remove them.
    const redis = new Redis(REDIS_URL ?? '');
    await redis.del(...prefixes.map((prefix) => `${prefix}search:gen`));
    await redis.quit();
  });

  it('shares answers: stored by one process, read by the other', async () => {
    const { a, b } = await pair();
    const miss = await b.get('/api/properties/all/?city=Cuenca');
    expect(miss.body).toBeUndefined();
    await b.set('/api/properties/all/?city=Cuenca', '{"count":0}', miss.generation);
    expect((await a.get('/api/properties/all/?city=Cuenca')).body).toBe('{"count":0}');
    expect(a.shared).toBe(true);
  });

  it('a write in one process invalidates every process before it resolves', async () => {
    const { a, b } = await pair();
    await b.set('k', 'viejo', (await b.get('k')).generation);
    expect((await a.get('k')).body).toBe('viejo');
    await a.invalidate();
    expect((await b.get('k')).body).toBeUndefined();
    expect((await a.get('k')).body).toBeUndefined();
  });

  it('drops an answer computed across another process’s write', async () => {
    const { a, b } = await pair();
    const lookup = await a.get('k');
    await b.invalidate();
    await a.set('k', '{"antes":"de la escritura"}', lookup.generation);
    expect((await a.get('k')).body).toBeUndefined();
    expect((await b.get('k')).body).toBeUndefined();
  });

  it('expires answers after its time to live', async () => {
    const { a } = await pair(80);
    await a.set('k', '1', (await a.get('k')).generation);
    expect((await a.get('k')).body).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await a.get('k')).body).toBeUndefined();
  });

  it('tells every process’s listeners, once each, when any of them invalidates', async () => {
    const { a, b } = await pair();
    const onA = calls(a);
    const onB = calls(b);
    await a.invalidate();
    expect(onA.count()).toBe(1);
    await onB.done;
    // The announcement of A's own write, and lookups seeing the generation, do not fire again.
    await a.get('k');
    await b.get('k');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([onA.count(), onB.count()]).toEqual([1, 1]);
  });
});

/** A TCP proxy to REDIS_URL that can be cut (`down`) and restored (`up`) on the same port. */
async function redisProxy() {
  const target = new URL(REDIS_URL ?? '');
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = tcpConnect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
  const port = await listen(0);
  return {
    url: `redis://127.0.0.1:${port}`,
    async down() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    up: () => listen(port),
  };
}

async function until(condition: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(REDIS_URL)('RedisSearchCache losing Redis for a while', () => {
  it('misses while cut off, then replays the write it could not announce', async () => {
    const proxy = await redisProxy();
    serial += 1;
    const prefix = `test:${process.pid}:${Date.now()}:${serial}:`;
    prefixes.push(prefix);
    const { logged, log } = quietLog();
    const cutOff = await RedisSearchCache.connect({ url: proxy.url, prefix, log });
    const other = await RedisSearchCache.connect({ url: REDIS_URL ?? '', prefix, log: quietLog().log });
    opened.push(cutOff, other);
    await other.set('k', 'viejo', (await other.get('k')).generation);
    expect((await cutOff.get('k')).body).toBe('viejo');

    await proxy.down();
    expect(await cutOff.get('k')).toEqual({ body: undefined, generation: '' });
    // A write through the cut-off process: its INCR cannot reach Redis.
    await cutOff.invalidate();
    expect((await other.get('k')).body).toBe('viejo');
    expect(logged).toEqual(['redis: search cache unavailable; searches run uncached until it answers']);

    await proxy.up();
    // Once it reaches Redis again the missed INCR is sent: every process forgets what it stored.
    await until(async () => (await cutOff.get('probe')).generation !== '');
    await until(async () => (await other.get('k')).body === undefined);
    expect(logged).toEqual([
      'redis: search cache unavailable; searches run uncached until it answers',
      'redis: search cache available again',
    ]);
    await proxy.down();
  }, 20_000);
});

describe('RedisSearchCache with Redis down', () => {
  let cache: RedisSearchCache | null = null;
  afterEach(async () => {
    await cache?.close();
  });

  it('is a miss, stores nothing, never throws, and warns once', async () => {
    const { logged, log } = quietLog();
    // Nothing listens on port 1.
    cache = await RedisSearchCache.connect({ url: 'redis://127.0.0.1:1', prefix: 'down:', log });
    const heard = calls(cache);
    for (let i = 0; i < 3; i += 1) {
      const lookup = await cache.get('k');
      expect(lookup).toEqual({ body: undefined, generation: '' });
      await cache.set('k', '1', lookup.generation);
      await cache.invalidate();
    }
    // This process's own listeners still hear its writes.
    expect(heard.count()).toBe(3);
    expect(logged).toEqual(['redis: search cache unavailable; searches run uncached until it answers']);
  });
});
