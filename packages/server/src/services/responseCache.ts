import { callAt } from '../calls';
import { bytesOf } from '../html';
import { SizedLru } from './sizedLru';

/**
 * The public search's answer cache: serialized answers of the property search, which every visitor
 * runs and which changes only when someone writes. Two implementations behind one interface
 * (`SearchCache`): this file's in-process LRU (one server, or no `REDIS_URL`), and
 * `redisSearchCache.ts`, shared by every process through Redis. Either way a successful write
 * invalidates it before its answer is sent (app.ts, onSend), unless `writeChangesSearch` says it
 * cannot change a search.
 */

/** What a lookup found. */
export interface SearchCacheLookup {
  /** The stored answer, or undefined on a miss. */
  body: string | undefined;
  /**
   * The cache generation the lookup saw. `set` stores an answer only under this generation, so an
   * answer computed while a write invalidated the cache is never served after it.
   */
  generation: string;
}

export interface SearchCache {
  /** True when every server process shares it (Redis). */
  readonly shared: boolean;
  /** Never throws: a store that cannot answer is a miss. */
  get(key: string): Promise<SearchCacheLookup>;
  /** Keeps an answer computed after `get` answered `generation`. Never throws. */
  set(key: string, body: string, generation: string): Promise<void>;
  /**
   * Forgets every answer, in every process sharing the cache, before it resolves (a read sent
   * anywhere after that is a miss). Never throws.
   */
  invalidate(): Promise<void>;
  /**
   * Calls `listener` in this process whenever the cache is invalidated, here or (shared cache) by
   * another process: for in-memory data that must be rebuilt with the search (an index). Answers a
   * function that removes the listener.
   */
  onInvalidate(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * True when a successful write (its method and route pattern, `/api/properties/:id/`) may change a
 * search: every write but the endpoint table's `changesSearch: false` calls (signing in, a partner
 * impression, favourites…: `ENDPOINTS` in @convive/sdk), and a route outside the table too.
 */
export function writeChangesSearch(method: string, route: string | undefined): boolean {
  return callAt(method, route)?.changesSearch !== false;
}

/**
 * A small in-memory LRU of strings with a time to live, bounded by entries and by bytes: the
 * least recently used go first past either.
 */
export class ResponseCache {
  private readonly entries: SizedLru<{ body: string; expires: number }>;
  private readonly ttlMs: number;
  private readonly clock: () => number;

  constructor(options: ResponseCacheOptions = {}) {
    this.entries = new SizedLru(options.maxEntries ?? 500, options.maxBytes ?? 32 * 1024 * 1024);
    this.ttlMs = options.ttlMs ?? 5_000;
    this.clock = options.clock ?? Date.now;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: string): void {
    this.entries.set(key, { body, expires: this.clock() + this.ttlMs }, bytesOf(key) + bytesOf(body));
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held (keys and answers). */
  get bytes(): number {
    return this.entries.bytes;
  }
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  /** The answers' and keys' memory, at most (32 MB unless said). */
  maxBytes?: number;
  ttlMs?: number;
  clock?: () => number;
}

/** Calls every listener, each guarded: one that throws does not stop the others. */
export class InvalidationListeners {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly log: { warn(object: object, message: string): void }) {}

  add(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  fire(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        this.log.warn({ err: error }, 'search cache: an invalidation listener failed');
      }
    }
  }
}

/**
 * The cache of one process (no Redis): an LRU of 500 answers and 32 MB, 5 s each. A write through this
 * process clears it; writes by other processes show after at most `ttlMs`.
 */
export class MemorySearchCache implements SearchCache {
  readonly shared = false;
  private readonly entries: ResponseCache;
  private readonly listeners: InvalidationListeners;
  private generation = 0;

  constructor(
    options: ResponseCacheOptions & { log?: { warn(object: object, message: string): void } } = {},
  ) {
    this.entries = new ResponseCache(options);
    this.listeners = new InvalidationListeners(options.log ?? console);
  }

  async get(key: string): Promise<SearchCacheLookup> {
    return { body: this.entries.get(key), generation: String(this.generation) };
  }

  async set(key: string, body: string, generation: string): Promise<void> {
    if (generation === String(this.generation)) this.entries.set(key, body);
  }

  async invalidate(): Promise<void> {
    this.generation += 1;
    this.entries.clear();
    this.listeners.fire();
  }

  onInvalidate(listener: () => void): () => void {
    return this.listeners.add(listener);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  /** Answers held (tests). */
  get size(): number {
    return this.entries.size;
  }
}
