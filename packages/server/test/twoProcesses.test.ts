import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ConviveClient, createClient, type Property, type User } from '@convive/sdk';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_FLUSH_MS } from '../src/services/viewCounter';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { openPeer } from './socketPeer';

/**
 * Several server processes behind a load balancer. Two real server processes (the entry
 * point, from source) on one PostgreSQL database (a fresh temporary one per run) and one Redis (a
 * fresh key prefix) show what they share:
 *   (a) the public search cache, invalidated for both by a write on either before its answer;
 *   (b) one rate limit;
 *   (c) live notifications (PostgreSQL LISTEN/NOTIFY);
 *   (d) view counts (each process adds its own to the database).
 * Runs where REDIS_URL and DATABASE_URL are set (CI sets both); prints what it shows.
 */

const REDIS_URL = process.env.REDIS_URL;
const DATABASE_URL = process.env.DATABASE_URL;

function say(line: string): void {
  console.log(`[two processes] ${line}`);
}

interface Person {
  token: string;
  user: User;
  client: ConviveClient;
}

const api = (proc: ServerProcess, token: string | null = null) =>
  createClient({ baseUrl: `${proc.origin}/api`, getToken: () => token });

let people = 0;
async function register(proc: ServerProcess, role: 'inquilino' | 'propietario'): Promise<Person> {
  people += 1;
  const password = 'Convive-Prueba-2026';
  const { token } = await api(proc).auth.register({
    email: `${role}.${people}.${Date.now().toString(36)}@example.com`,
    password,
    password_confirm: password,
    accept_terms: true,
    first_name: role === 'propietario' ? 'Carmen' : 'Lucía',
    last_name: `Procesos${people}`,
    role,
  });
  const client = api(proc, token);
  return { token, user: await client.users.me(), client };
}

async function search(proc: ServerProcess, path: string) {
  const answer = await fetch(`${proc.origin}${path}`);
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { count: number; results: Property[] };
  return { cache: answer.headers.get('x-cache'), ...body };
}

/** The notification socket, once the server answered a ping (its subscription is live then). */
async function notificationSocket(proc: ServerProcess, person: Person) {
  const url = `${proc.origin.replace(/^http/, 'ws')}/ws/notifications/${person.user.id}/?token=${encodeURIComponent(person.token)}`;
  const peer = await openPeer(url);
  peer.socket.send(JSON.stringify({ type: 'ping' }));
  await peer.next((m) => m.type === 'pong');
  return peer;
}

describe.runIf(REDIS_URL && DATABASE_URL)('two server processes on one PostgreSQL and one Redis', () => {
  const database = `test_two_${process.pid}_${Date.now().toString(36)}`;
  const prefix = `test:${process.pid}:${Date.now()}:`;
  let admin: pg.Client;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let landlord: Person;

  const newProperty = (title: string) =>
    landlord.client.properties.create({
      title,
      description: 'Con vistas al puente de piedra.',
      price: 650,
      size: 85,
      address: 'Calle Balborraz 10',
      city: 'Zamora',
      postal_code: '49001',
      bedrooms: 3,
      bathrooms: 1,
    });

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(DATABASE_URL ?? '');
    url.pathname = `/${database}`;
    dataDir = await mkdtemp(join(tmpdir(), 'convive-two-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: REDIS_URL ?? '',
      REDIS_PREFIX: prefix,
      RATE_LIMIT: 'true',
      // Behind one load balancer both answer for one origin (the search cache is keyed by it).
      PUBLIC_URL: 'https://convive.test',
    };
    // One after the other: the first migrates the new database.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    say(`A at ${a.origin}, B at ${b.origin}; PostgreSQL database ${database}, Redis prefix ${prefix}`);
    landlord = await register(a, 'propietario');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${database}`);
      await admin.end();
    }
    if (REDIS_URL) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  }, 60_000);

  it('(a) a write on A invalidates the search cached on B before A answers', async () => {
    const path = '/api/properties/all/?city=Zamora&page_size=9';
    const first = await search(b, path);
    const second = await search(b, path);
    const onA = await search(a, path);
    say(
      `search on B: ${first.cache} (${first.count} results), again on B: ${second.cache}, on A: ${onA.cache}`,
    );
    expect([first.cache, second.cache, onA.cache]).toEqual(['miss', 'hit', 'hit']);
    expect(first.count).toBe(0);

    const property = await newProperty('Casa junto al Duero');
    const answered = Date.now();
    const after = await search(b, path);
    say(
      `property ${property.id} created on A; the same search on B ${Date.now() - answered} ms after A's answer: ${after.cache}, ${after.count} result(s) [${after.results.map((p) => p.title).join(', ')}]`,
    );
    expect(after.cache).toBe('miss');
    expect(after.count).toBe(1);
    expect(after.results.map((p) => p.id)).toEqual([property.id]);
    const again = await search(a, path);
    say(`then on A: ${again.cache} (${again.count} result)`);
    expect([again.cache, again.count]).toEqual(['hit', 1]);
  });

  it('(b) one login limit across both: 10 a minute per address, the 11th refused by either', async () => {
    const login = async (proc: ServerProcess, i: number) => {
      const answer = await fetch(`${proc.origin}/api/api-token-auth/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nadie${i}@example.com`, password: 'no-es-esta-123' }),
      });
      await answer.arrayBuffer();
      return answer.status;
    };
    const statuses: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const proc = i % 2 === 0 ? a : b;
      statuses.push(`${proc === a ? 'A' : 'B'}:${await login(proc, i)}`);
    }
    const other = `${statuses[10]?.startsWith('A') ? 'B' : 'A'}:${await login(statuses[10]?.startsWith('A') ? b : a, 11)}`;
    say(`logins alternating A/B: ${statuses.join(' ')}, then ${other}`);
    expect(statuses.slice(0, 10).map((s) => s.slice(2))).toEqual(Array(10).fill('400'));
    expect(statuses[10]).toBe('A:429');
    expect(other).toBe('B:429');
  });

  it('(c) a notification socket on B receives an event raised by a write on A', async () => {
    const property = await newProperty('Casa en la Rúa');
    const tenant = await register(a, 'inquilino');
    const live = await notificationSocket(b, landlord);
    const started = Date.now();
    const arriving = live.next((m) => m.type === 'notification' && m.related_object_id === property.id);
    await tenant.client.favorites.add(property.id);
    const message = await arriving;
    say(
      `favourite added on A; the landlord's socket on B got "${message.type === 'notification' ? message.event_type : message.type}" in ${Date.now() - started} ms`,
    );
    expect(message).toMatchObject({
      type: 'notification',
      event_type: 'property_favorited',
      user_id: landlord.user.id,
    });
    live.socket.close();
  });

  it('(d) views counted on A and on B both land in the database', async () => {
    const property = await newProperty('Casa en San Cipriano');
    const listing = await landlord.client.listings.create({
      property: property.id,
      title: 'Piso junto al Duero',
      description: 'Tres dormitorios.',
      available_from: '2027-01-01',
      status: 'published',
    });
    for (const proc of [a, a, a, b, b]) await api(proc).properties.get(property.id);
    const started = Date.now();
    let views = 0;
    while (Date.now() - started < 2 * VIEW_FLUSH_MS + 2000) {
      views = (await landlord.client.listings.get(listing.id))?.views ?? 0;
      if (views >= 5) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    say(
      `3 views on A and 2 on B: the listing shows ${views} after ${Date.now() - started} ms (flushed every ${VIEW_FLUSH_MS} ms per process)`,
    );
    expect(views).toBe(5);
  }, 30_000);
});
