import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { InvalidationListeners, type SearchCache, type SearchCacheLookup } from './responseCache';

/**
 * The public search cache shared by every server process through Redis (`REDIS_URL`).
 *
 * - `<prefix>search:gen` is a counter: every successful write INCRs it before its answer is sent.
 * - Each answer is stored under `<prefix>search:entry:<hash of the key>` as `<generation>:<body>`,
 *   with a time to live (`PX`). A lookup is one round trip (`MGET gen entry`); an entry of another
 *   generation is a miss. An answer is stored with the generation its lookup saw, so one computed
 *   while a write happened is never served after it.
 * - The INCR also PUBLISHes the new generation on `<prefix>search:invalidated` (one script, one
 *   round trip), so `onInvalidate` listeners of every process run at once. Correctness of the cache
 *   never depends on that message: lookups read the generation themselves (and also fire the
 *   listeners when they see it change).
 *
 * Redis down or slow (commands time out): lookups are misses, answers are not stored, nothing
 * throws; one warning until Redis answers again. A write that could not reach Redis is replayed
 * (one INCR) once it answers again, so every process forgets what it stored before.
 */
/** The largest answer kept in Redis (a search page or a rendered page is far smaller). */
const MAX_SHARED_ANSWER_CHARS = 1024 * 1024;

export class RedisSearchCache implements SearchCache {
  readonly shared = true;
  private readonly genKey: string;
  private readonly entryPrefix: string;
  private readonly channel: string;
  private readonly listeners: InvalidationListeners;
  /** The newest generation seen here (null: none yet). */
  private lastSeen: number | null = null;
  private available = true;
  private missedInvalidation = false;

  private constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    prefix: string,
    private readonly ttlMs: number,
    private readonly log: RedisSearchCacheOptions['log'],
  ) {
    this.genKey = `${prefix}search:gen`;
    this.entryPrefix = `${prefix}search:entry:`;
    this.channel = `${prefix}search:invalidated`;
    this.listeners = new InvalidationListeners(log);
  }

  /**
   * Opens its two connections (commands; SUBSCRIBE) and answers at once even if Redis is not
   * reachable: the cache is then a miss until it is.
   */
  static async connect(options: RedisSearchCacheOptions): Promise<RedisSearchCache> {
    const redis = new Redis(options.url, {
      lazyConnect: true,
      // Fail at once while disconnected, and give up on a command after commandTimeoutMs: a search
      // never waits on Redis longer than that.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: options.commandTimeoutMs ?? 500,
    });
    // SUBSCRIBE waits for the connection (and is re-sent after every reconnection).
    const subscriber = new Redis(options.url, { maxRetriesPerRequest: null });
    const cache = new RedisSearchCache(
      redis,
      subscriber,
      options.prefix,
      options.ttlMs ?? 5_000,
      options.log,
    );
    redis.on('error', (error: Error) => cache.unavailable(error));
    subscriber.on('error', (error: Error) => cache.unavailable(error));
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === cache.channel) cache.observe(Number(message), false);
    });
    // After a reconnection messages may have been missed: read the generation again (when the
    // command connection is up; otherwise the next lookup reads it).
    subscriber.on('ready', () => {
      if (redis.status === 'ready') void cache.readGeneration();
    });
    const subscribed = subscriber.subscribe(cache.channel).then(
      () => true,
      (error: unknown) => cache.unavailable(error),
    );
    const connected = await redis.connect().then(
      () => true,
      (error: unknown) => cache.unavailable(error),
    );
    // Reachable: start listening before answering (a write elsewhere right after start is heard),
    // but never wait long for it.
    if (connected) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([subscribed, new Promise((resolve) => (timer = setTimeout(resolve, 2_000)))]);
      clearTimeout(timer);
    }
    await cache.readGeneration();
    return cache;
  }

  async get(key: string): Promise<SearchCacheLookup> {
    try {
      const [gen, entry] = await this.redis.mget(this.genKey, this.entryKey(key));
      this.reachable();
      const generation = gen ?? '0';
      this.observe(Number(generation), true);
      if (entry) {
        const colon = entry.indexOf(':');
        if (entry.slice(0, colon) === generation) return { body: entry.slice(colon + 1), generation };
      }
      return { body: undefined, generation };
    } catch (error) {
      this.unavailable(error);
      // No generation: what is computed now is not stored.
      return { body: undefined, generation: '' };
    }
  }

  async set(key: string, body: string, generation: string): Promise<void> {
    // Redis evicts by its own memory policy; an answer this large is not worth a shared copy.
    if (generation === '' || body.length > MAX_SHARED_ANSWER_CHARS) return;
    try {
      await this.redis.set(this.entryKey(key), `${generation}:${body}`, 'PX', this.ttlMs);
      this.reachable();
    } catch (error) {
      this.unavailable(error);
    }
  }

  async invalidate(): Promise<void> {
    try {
      const generation = await this.redis.eval(INCREMENT_AND_PUBLISH, 1, this.genKey, this.channel);
      this.lastSeen = Number(generation);
      this.missedInvalidation = false;
      this.reachable();
    } catch (error) {
      this.missedInvalidation = true;
      this.unavailable(error);
    }
    this.listeners.fire();
  }

  onInvalidate(listener: () => void): () => void {
    return this.listeners.add(listener);
  }

  async close(): Promise<void> {
    // QUIT when connected (replies in flight arrive first); a client still trying to connect would
    // queue QUIT until it does: drop it instead.
    const end = async (client: Redis) => {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    };
    await Promise.all([end(this.redis), end(this.subscriber)]);
  }

  private entryKey(key: string): string {
    return this.entryPrefix + createHash('sha256').update(key).digest('base64url');
  }

  /**
   * A generation read (`current`: from the counter itself) or announced by another process. Any
   * change fires the listeners (the first one read, at start, too: none are registered yet, and after
   * an outage a rebuild is the safe side); an older one read from the counter means Redis lost it
   * (restarted empty), while an older announcement is a message overtaken by a read: ignored.
   */
  private observe(generation: number, current: boolean): void {
    if (!Number.isFinite(generation) || generation === this.lastSeen) return;
    if (this.lastSeen !== null && generation < this.lastSeen && !current) return;
    this.lastSeen = generation;
    this.listeners.fire();
  }

  private async readGeneration(): Promise<void> {
    try {
      const gen = await this.redis.get(this.genKey);
      this.reachable();
      this.observe(Number(gen ?? '0'), true);
    } catch (error) {
      this.unavailable(error);
    }
  }

  private reachable(): void {
    if (this.available) return;
    this.available = true;
    this.log.info('redis: search cache available again');
    if (this.missedInvalidation) void this.invalidate();
  }

  private unavailable(error: unknown): void {
    if (!this.available) return;
    this.available = false;
    this.log.warn({ err: error }, 'redis: search cache unavailable; searches run uncached until it answers');
  }
}

/** INCR the generation and announce it, in one round trip. */
const INCREMENT_AND_PUBLISH = `local g = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', ARGV[1], g)
return g`;

export interface RedisSearchCacheOptions {
  /** `REDIS_URL`. */
  url: string;
  /** `REDIS_PREFIX`: every key and the channel start with it. */
  prefix: string;
  /** How long an answer is kept. @default 5000 */
  ttlMs?: number;
  /** A command not answered in this time is a miss. @default 500 */
  commandTimeoutMs?: number;
  log: { warn(object: object, message: string): void; info(message: string): void };
}
