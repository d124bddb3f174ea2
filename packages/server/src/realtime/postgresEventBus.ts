import { socketChatMessageSchema, socketNotificationMessageSchema } from '@convive/sdk';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import * as z from 'zod/mini';
import {
  type BusMessage,
  type ChatBusMessage,
  type EventBus,
  LocalEventBus,
  type SessionRevocation,
} from './eventBus';

const chatBusMessageSchema = z.extend(socketChatMessageSchema, {
  user_id: z.number().check(z.int(), z.positive()),
});

const revocationSchema = z.object({
  type: z.literal('revoke'),
  user_id: z.number().check(z.int(), z.positive()),
  token_hash: z.optional(z.string()),
  keep_token_hash: z.optional(z.string()),
});

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; we stay below with a margin. */
export const MAX_PAYLOAD_BYTES = 7900;

export interface PostgresEventBusOptions {
  connectionString: string;
  /** The LISTEN/NOTIFY channel every process of one deployment shares (`EVENTS_CHANNEL`). */
  channel: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Reconnection back-off: first delay, doubling up to the maximum. @default { firstMs: 250, maxMs: 30000 } */
  backoff?: { firstMs: number; maxMs: number };
  /** How long a publish waits for a (re)connection before failing. @default 5000 */
  publishTimeoutMs?: number;
}

export interface PostgresEventBus extends EventBus {
  /** Resolves once the bus listens (tests wait for it before raising events). */
  ready(): Promise<void>;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may be waiting when it is rejected (on close): that is not an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The longest prefix (in code points) of `text` for which `fits(prefix)` holds, by bisection. */
function longestFitting(text: string, fits: (prefix: string) => boolean): string {
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(chars.slice(0, mid).join(''))) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join('');
}

/**
 * The NOTIFY payload of a message: its JSON, with the message text (and, if that is not enough, the
 * title) shortened with '…' so the payload stays under MAX_PAYLOAD_BYTES. The stored notification
 * keeps the full text; the live push is a preview.
 */
export function encodePayload(message: BusMessage, maxBytes = MAX_PAYLOAD_BYTES): string {
  const json = JSON.stringify(message);
  if (bytes(json) <= maxBytes) return json;
  if (message.type === 'message') return encodeChatPayload(message, maxBytes);
  const withText = (text: string) => JSON.stringify({ ...message, message: text ? `${text}…` : '' });
  if (bytes(withText('')) <= maxBytes) {
    return withText(longestFitting(message.message, (text) => bytes(withText(text)) <= maxBytes));
  }
  const withTitle = (title: string) =>
    JSON.stringify({ ...message, message: '', title: title ? `${title}…` : '' });
  return withTitle(longestFitting(message.title, (title) => bytes(withTitle(title)) <= maxBytes));
}

/**
 * A conversation message too long for one NOTIFY (a 5,000-character text of multi-byte letters):
 * the push carries its text shortened with '…'; GET …/messages/ answers it whole.
 */
function encodeChatPayload(message: ChatBusMessage, maxBytes: number): string {
  const withText = (text: string) =>
    JSON.stringify({ ...message, message: { ...message.message, text: text ? `${text}…` : '' } });
  return withText(longestFitting(message.message.text, (text) => bytes(withText(text)) <= maxBytes));
}

/**
 * An EventBus shared by every server process on one PostgreSQL database (DESIGN.md "Running it"):
 * a dedicated connection LISTENs on the channel; `publish` NOTIFYs it. Every process, the publisher
 * included, hears each message through LISTEN and hands it to its own subscribers, so a message is
 * delivered exactly once per process. A lost connection is re-established with back-off.
 */
export function createPostgresEventBus(options: PostgresEventBusOptions): PostgresEventBus {
  const { connectionString, channel, log } = options;
  const firstMs = options.backoff?.firstMs ?? 250;
  const maxMs = options.backoff?.maxMs ?? 30_000;
  const publishTimeoutMs = options.publishTimeoutMs ?? 5000;

  const local = new LocalEventBus();
  let connection = deferred<pg.Client>();
  let current: pg.Client | null = null;
  let closed = false;
  let delay = firstMs;
  let retryTimer: NodeJS.Timeout | null = null;
  const lost = new WeakSet<pg.Client>();

  function receive(payload: string | undefined) {
    if (!payload) return;
    let value: unknown;
    try {
      value = JSON.parse(payload);
    } catch {
      log.warn({ channel }, 'event bus: ignored a payload that is not JSON');
      return;
    }
    const revocation = revocationSchema.safeParse(value);
    if (revocation.success) {
      local.deliverRevocation(revocation.data as SessionRevocation);
      return;
    }
    const chat = chatBusMessageSchema.safeParse(value);
    if (chat.success) {
      local.deliver(chat.data);
      return;
    }
    const parsed = socketNotificationMessageSchema.safeParse(value);
    if (!parsed.success) {
      log.warn({ channel }, 'event bus: ignored a payload that is not a notification');
      return;
    }
    local.deliver(parsed.data);
  }

  function onLost(client: pg.Client, error: unknown) {
    if (lost.has(client)) return;
    lost.add(client);
    if (current === client) {
      current = null;
      connection = deferred<pg.Client>();
    }
    client.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error, retryInMs: delay }, 'event bus: connection lost, reconnecting');
    retryTimer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, maxMs);
  }

  function connect() {
    retryTimer = null;
    if (closed) return;
    const client = new pg.Client({ connectionString });
    client.on('error', (error) => onLost(client, error));
    client.on('end', () => onLost(client, new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) receive(message.payload);
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${client.escapeIdentifier(channel)}`))
      .then(
        () => {
          if (closed || lost.has(client)) {
            client.end().catch(() => undefined);
            return;
          }
          current = client;
          delay = firstMs;
          connection.resolve(client);
          log.info({ channel }, 'event bus: listening');
          // NOTIFYs sent while nothing listened (before the first LISTEN too) are gone for good:
          // listeners catch up from the database.
          local.deliverReconnect();
        },
        (error: unknown) => onLost(client, error),
      );
  }

  async function connected(): Promise<pg.Client> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('event bus: no database connection')), publishTimeoutMs);
    });
    try {
      return await Promise.race([connection.promise, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  // One query at a time on the listening connection: pg deprecates overlapping queries on one client
  // (they will fail in pg 9), and NOTIFYs sent in order are heard in order. Payloads published while
  // one query is out go together in the next: one statement and one commit for many messages (within
  // one transaction PostgreSQL folds identical payloads into one; each payload names its message).
  let pending: { payload: string; done: Deferred<void> }[] = [];
  let sending = false;
  async function flush(client: pg.Client) {
    sending = true;
    try {
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        try {
          await client.query(
            'SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS t(payload, n) ORDER BY n',
            [channel, batch.map((item) => item.payload)],
          );
          for (const item of batch) item.done.resolve();
        } catch (error) {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const item of batch) item.done.reject(failure);
        }
      }
    } finally {
      sending = false;
    }
  }
  function notify(client: pg.Client, payload: string): Promise<void> {
    const done = deferred<void>();
    pending.push({ payload, done });
    if (!sending) void flush(client);
    return done.promise;
  }

  connect();

  return {
    async publish(message) {
      if (closed) throw new Error('event bus: closed');
      const client = await connected();
      await notify(client, encodePayload(message));
    },
    subscribe(userId, listener) {
      return local.subscribe(userId, listener);
    },
    subscribeChat(userId, listener) {
      return local.subscribeChat(userId, listener);
    },
    async revoke(revocation) {
      if (closed) throw new Error('event bus: closed');
      const client = await connected();
      await notify(client, JSON.stringify(revocation));
    },
    onRevoke(listener) {
      return local.onRevoke(listener);
    },
    onReconnect(listener) {
      return local.onReconnect(listener);
    },
    async ready() {
      await connection.promise;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      connection.reject(new Error('event bus: closed'));
      const client = current;
      current = null;
      if (client) {
        lost.add(client);
        await client.end().catch(() => undefined);
      }
      await local.close();
    },
  };
}
