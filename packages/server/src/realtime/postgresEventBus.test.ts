import { type SocketNotificationMessage, socketNotificationMessageSchema } from '@convive/sdk';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  createPostgresEventBus,
  encodePayload,
  MAX_PAYLOAD_BYTES,
  type PostgresEventBus,
} from './postgresEventBus';

function message(overrides: Partial<SocketNotificationMessage> = {}): SocketNotificationMessage {
  return {
    type: 'notification',
    event_type: 'appointment_created',
    id: 7,
    related_object_id: 3,
    related_object_type: 'appointment',
    title: 'Nueva solicitud de visita',
    message: 'Lucía ha solicitado una visita.',
    user_id: 42,
    timestamp: '2026-11-23T08:00:00.000Z',
    ...overrides,
  };
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('encodePayload', () => {
  it('keeps a small message as its JSON', () => {
    expect(JSON.parse(encodePayload(message()))).toEqual(message());
  });

  it('shortens a long message text (multi-byte too) under the NOTIFY limit, marking the cut', () => {
    for (const unit of ['a', 'ñ', '😀']) {
      const long = message({ message: unit.repeat(10_000) });
      const payload = encodePayload(long);
      expect(bytes(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
      expect(bytes(payload)).toBeGreaterThan(MAX_PAYLOAD_BYTES - 16);
      const decoded = socketNotificationMessageSchema.parse(JSON.parse(payload));
      expect(decoded.message.endsWith('…')).toBe(true);
      expect(long.message.startsWith(decoded.message.slice(0, -1))).toBe(true);
      expect({ ...decoded, message: '' }).toEqual({ ...long, message: '' });
    }
  });

  it('shortens the title too when even an empty text does not fit', () => {
    const payload = encodePayload(message({ title: 'T'.repeat(9000), message: 'x'.repeat(9000) }));
    expect(bytes(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const decoded = socketNotificationMessageSchema.parse(JSON.parse(payload));
    expect(decoded.message).toBe('');
    expect(decoded.title.endsWith('…')).toBe(true);
  });
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL event bus', () => {
  const connectionString = process.env.DATABASE_URL ?? '';
  const buses: PostgresEventBus[] = [];
  let counter = 0;
  const channel = () => `bus_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const bus = (name: string) => {
    const created = createPostgresEventBus({
      connectionString,
      channel: name,
      log: quiet,
      backoff: { firstMs: 50, maxMs: 500 },
    });
    buses.push(created);
    return created;
  };
  afterEach(async () => {
    for (const b of buses.splice(0)) await b.close();
  });
  const admin = new pg.Client({ connectionString });
  let adminConnected = false;
  async function query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    if (!adminConnected) {
      await admin.connect();
      adminConnected = true;
    }
    return (await admin.query<R>(text, values)).rows;
  }
  afterAll(async () => {
    if (adminConnected) await admin.end();
  });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function eventually(check: () => boolean | Promise<boolean>, ms = 3000) {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('condition not met in time');
      await sleep(20);
    }
  }
  /** Backend pids of the connections listening on `name` (their last statement was the LISTEN). */
  const listeners = (name: string) =>
    query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE query = $1', [`LISTEN "${name}"`]);

  it('delivers each publish once to every process’s subscribers of that user, the publisher included', async () => {
    const name = channel();
    const one = bus(name);
    const two = bus(name);
    const elsewhere = bus(channel());
    await Promise.all([one.ready(), two.ready(), elsewhere.ready()]);
    const heard: string[] = [];
    one.subscribe(42, (m) => heard.push(`one:${m.id}`));
    two.subscribe(42, (m) => heard.push(`two:${m.id}`));
    two.subscribe(43, (m) => heard.push(`two/43:${m.id}`));
    elsewhere.subscribe(42, (m) => heard.push(`elsewhere:${m.id}`));

    await one.publish(message({ id: 1 }));
    await two.publish(message({ id: 2 }));
    await eventually(() => heard.length >= 4);
    await sleep(150);
    expect(heard.sort()).toEqual(['one:1', 'one:2', 'two:1', 'two:2']);
  });

  it('delivers the message as sent, and an oversized one shortened', async () => {
    const name = channel();
    const publisher = bus(name);
    const listener = bus(name);
    await Promise.all([publisher.ready(), listener.ready()]);
    const heard: SocketNotificationMessage[] = [];
    listener.subscribe(42, (m) => heard.push(m));
    await publisher.publish(message());
    await publisher.publish(message({ id: 8, message: 'ñ'.repeat(20_000) }));
    await eventually(() => heard.length === 2);
    expect(heard[0]).toEqual(message());
    expect(heard[1]?.message.endsWith('…')).toBe(true);
    expect(bytes(JSON.stringify(heard[1]))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
  });

  it('sends many publishes made at once together, every one heard once and in order', async () => {
    const name = channel();
    const publisher = bus(name);
    const listener = bus(name);
    await Promise.all([publisher.ready(), listener.ready()]);
    const heard: number[] = [];
    listener.subscribe(42, (m) => heard.push(m.id));
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    await Promise.all(ids.map((id) => publisher.publish(message({ id }))));
    await eventually(() => heard.length >= ids.length);
    await sleep(100);
    expect(heard).toEqual(ids);
  });

  it('ignores foreign payloads on the channel', async () => {
    const name = channel();
    const listener = bus(name);
    await listener.ready();
    const heard: SocketNotificationMessage[] = [];
    listener.subscribe(42, (m) => heard.push(m));
    await query('SELECT pg_notify($1, $2)', [name, 'no es JSON']);
    await query('SELECT pg_notify($1, $2)', [name, JSON.stringify({ type: 'otra cosa', user_id: 42 })]);
    await query('SELECT pg_notify($1, $2)', [name, JSON.stringify(message({ id: 99 }))]);
    await eventually(() => heard.length === 1);
    expect(heard[0]?.id).toBe(99);
  });

  it('reconnects after losing its connection and keeps delivering', async () => {
    const name = channel();
    const listener = bus(name);
    await listener.ready();
    const heard: number[] = [];
    listener.subscribe(42, (m) => heard.push(m.id));
    const [backend] = await listeners(name);
    expect(backend).toBeDefined();
    await query('SELECT pg_terminate_backend($1)', [backend?.pid]);
    await eventually(async () => {
      const now = await listeners(name);
      return now.length === 1 && now[0]?.pid !== backend?.pid;
    });
    await query('SELECT pg_notify($1, $2)', [name, JSON.stringify(message({ id: 5 }))]);
    await eventually(() => heard.includes(5));
    // Its own publishes work again too.
    await eventually(async () => {
      try {
        await listener.publish(message({ id: 6 }));
        return true;
      } catch {
        return false;
      }
    });
    await eventually(() => heard.includes(6));
  });

  it('close() ends its connection and refuses further publishes', async () => {
    const name = channel();
    const closing = createPostgresEventBus({ connectionString, channel: name, log: quiet });
    await closing.ready();
    expect(await listeners(name)).toHaveLength(1);
    await closing.close();
    await eventually(async () => (await listeners(name)).length === 0);
    await expect(closing.publish(message())).rejects.toThrow();
  });
});
