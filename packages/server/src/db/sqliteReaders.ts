import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { SQLITE_CACHE_KIB, SQLITE_MMAP_BYTES, STATEMENT_CACHE_SIZE } from './database';
import type { Database } from './schema';

/**
 * SQLite's reader threads (`SQLITE_READERS`): the public searches' queries run on threads of their
 * own, each with a read-only connection to the database file, so the process's main thread parses,
 * serializes and answers other requests meanwhile. better-sqlite3 is synchronous: on the main thread
 * a search's queries (most of its cost) held every other request back, and the machine's other
 * processors sat idle. The file is in WAL mode, so readers never wait for the writer nor it for them,
 * and a query sent after a write has committed (a write's answer has left) sees it.
 *
 * Only reads go here (`ctx.readDb`, as a PostgreSQL replica would): writes, transactions and what a
 * request reads right after writing stay on the main connection.
 */

export interface SqliteReaderOptions {
  /** The database file (a file: an in-memory database cannot be shared). */
  file: string;
  /** How many threads. */
  count: number;
  /** Told when a thread stops unexpectedly (it is started again). */
  onError?: (error: Error) => void;
}

/** One query sent to a thread, and who waits for its rows. */
interface Query {
  sql: string;
  parameters: readonly unknown[];
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

/** A thread's answer to one query of a batch. */
interface QueryAnswer {
  rows?: unknown[];
  error?: { message: string; code?: string };
}

/** A thread's answer to a batch: one per query, in order. */
interface Answer {
  id: number;
  answers: QueryAnswer[];
}

const WORKER_URL = new URL('./sqliteReaderWorker.cjs', import.meta.url);
/** A thread that stops sooner than this after starting is started again after this long. */
const RESTART_DELAY_MS = 1_000;

/** One thread and the queries sent to it that have not been answered yet. */
class Reader {
  private worker: Worker;
  /** The batches sent and not yet answered, by id. */
  private readonly pending = new Map<number, Query[]>();
  /** How many queries those batches hold. */
  private queries = 0;
  private nextId = 1;
  private closed = false;
  /** Why the thread is down while a restart waits (queries fail at once instead of waiting). */
  private down: Error | null = null;

  constructor(private readonly options: SqliteReaderOptions) {
    this.worker = this.start();
  }

  /** The queries sent to this thread and not yet answered. */
  get load(): number {
    return this.queries;
  }

  private start(): Worker {
    const startedAt = Date.now();
    const worker = new Worker(WORKER_URL, {
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        file: this.options.file,
        // The main connection's memory map, page cache and statement cache sizes.
        mmapBytes: SQLITE_MMAP_BYTES,
        cacheKib: SQLITE_CACHE_KIB,
        statementCacheSize: STATEMENT_CACHE_SIZE,
      },
    });
    // Idle readers never keep the process alive.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const batch = this.pending.get(answer.id);
      if (!batch) return;
      this.pending.delete(answer.id);
      this.queries -= batch.length;
      if (this.pending.size === 0) worker.unref();
      batch.forEach((query, index) => {
        const { rows, error } = answer.answers[index] ?? {};
        if (error)
          query.reject(Object.assign(new Error(error.message), error.code ? { code: error.code } : {}));
        else query.resolve(rows ?? []);
      });
    });
    let ended = false;
    const stopped = (error: Error) => {
      // 'error' is followed by 'exit': one thread ends once.
      if (ended || this.worker !== worker) return;
      ended = true;
      // Every query in flight fails (the request answers 500, as a database error would); the next
      // one goes to a new thread.
      for (const batch of this.pending.values()) for (const query of batch) query.reject(error);
      this.pending.clear();
      this.queries = 0;
      if (this.closed) return;
      this.options.onError?.(error);
      if (Date.now() - startedAt >= RESTART_DELAY_MS) {
        this.worker = this.start();
        return;
      }
      // A thread that cannot even start (the file gone, a broken install) is tried again once a
      // second, not in a loop; meanwhile its queries fail at once.
      this.down = error;
      setTimeout(() => {
        this.down = null;
        if (!this.closed) this.worker = this.start();
      }, RESTART_DELAY_MS).unref();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`A SQLite reader thread stopped (code ${code}).`)));
    return worker;
  }

  /** Sends queries in one message; each is answered (or fails) on its own. */
  send(batch: Query[]): void {
    const failed = this.closed ? new Error('The SQLite readers are closed.') : this.down;
    if (failed) {
      for (const query of batch) query.reject(failed);
      return;
    }
    const id = this.nextId++;
    this.pending.set(id, batch);
    this.queries += batch.length;
    // A query in flight keeps the process alive until it is answered.
    this.worker.ref();
    this.worker.postMessage({
      id,
      queries: batch.map(({ sql, parameters }) => ({ sql, parameters })),
    });
  }

  /** Asks the thread to close its connection and end; stops it if it has not within 2 s. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    if (this.down || worker.threadId === -1) return;
    let timer: NodeJS.Timeout | undefined;
    const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => void worker.terminate().then(() => resolve()), 2_000);
    });
    worker.postMessage({ close: true });
    await Promise.race([ended, late]);
    clearTimeout(timer);
  }
}

/**
 * Kysely's connection. The queries asked for in one turn of the event loop (a page's related data,
 * read at once; the queries of requests that arrived together) go to the thread with the fewest
 * unanswered queries in one message, answered in one: a message costs the main thread more than
 * a small query costs its thread, and waking a thread is where a busy machine switches threads.
 */
class ReaderConnection implements DatabaseConnection {
  private queue: Query[] = [];

  constructor(private readonly readers: Reader[]) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return new Promise<unknown[]>((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => this.flush());
      this.queue.push({ sql: compiled.sql, parameters: compiled.parameters, resolve, reject });
    }).then((rows) => ({ rows: rows as R[] }));
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    let reader = this.readers[0] as Reader;
    for (const other of this.readers) if (other.load < reader.load) reader = other;
    try {
      reader.send(batch);
    } catch (error) {
      // A parameter the thread cannot be sent (the message not cloneable): the batch fails, no query waits.
      for (const query of batch) query.reject(error as Error);
    }
  }

  // biome-ignore lint/correctness/useYield: no rows are ever streamed from a reader.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite readers do not stream.');
  }
}

class ReaderDriver implements Driver {
  private readonly connection: ReaderConnection;

  constructor(readers: Reader[]) {
    this.connection = new ReaderConnection(readers);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }

  async beginTransaction(): Promise<void> {
    throw new Error('The SQLite readers only read: transactions go to the main connection.');
  }

  async commitTransaction(): Promise<void> {}

  async rollbackTransaction(): Promise<void> {}

  async releaseConnection(): Promise<void> {}

  /** The threads are closed by `SqliteReaders.close`, whether a query ever ran or not. */
  async destroy(): Promise<void> {}
}

class ReaderDialect implements Dialect {
  constructor(private readonly readers: Reader[]) {}

  createAdapter() {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new ReaderDriver(this.readers);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}

export interface SqliteReaders {
  /** A read-only Kysely over the threads. */
  db: Kysely<Database>;
  /**
   * Closes every thread's connection and ends it. Kysely's own `destroy()` reaches the driver only
   * once a query has run, and a thread left running after the main connection closed re-created
   * the WAL files of a database being deleted.
   */
  close(): Promise<void>;
}

/** Starts `count` reader threads on the database file. */
export function openSqliteReaders(options: SqliteReaderOptions): SqliteReaders {
  if (options.count < 1) throw new Error('openSqliteReaders needs at least one reader.');
  const readers = Array.from({ length: options.count }, () => new Reader(options));
  return {
    db: new Kysely<Database>({ dialect: new ReaderDialect(readers) }),
    close: async () => {
      await Promise.all(readers.map((reader) => reader.close()));
    },
  };
}
