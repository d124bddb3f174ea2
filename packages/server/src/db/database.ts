import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { stemmedDocument } from './fullText';
import { PREPARED_MARK, statementName } from './prepared';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A PostgreSQL pool for LISTEN/NOTIFY, when the dialect is postgres. */
  pool: pg.Pool | null;
  /** SQLite's database file (what reader threads open); null for PostgreSQL and in-memory SQLite. */
  file: string | null;
  close(): Promise<void>;
}

// COUNT(*) and other bigint answers arrive as text from pg; every count here fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DatabaseOptions {
  /** SQLite file (default `dataDir/convive.db`), or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to use instead of `public` (tests run each suite in a fresh schema). */
  postgresSchema?: string;
  /** Pool size for PostgreSQL. @default 10 */
  poolSize?: number;
}

/** How much of the SQLite file is mapped into memory (the OS pages it in and out as it needs). */
export const SQLITE_MMAP_BYTES = 1024 * 1024 * 1024;
/** SQLite's own page cache, in KiB. */
export const SQLITE_CACHE_KIB = 64 * 1024;

/** Opens the database the configuration names: PostgreSQL for a postgres:// URL, else SQLite. */
export function openDatabase(config: Config, options: DatabaseOptions = {}): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.postgresSchema ? { options: `-c search_path=${options.postgresSchema}` } : {}),
    });
    namePreparedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      pool,
      file: null,
      // Kysely's destroy ends the pool it was given.
      close: () => db.destroy(),
    };
  }
  let file = options.sqliteFile;
  if (!file) {
    mkdirSync(config.dataDir, { recursive: true });
    file = join(config.dataDir, 'convive.db');
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Reads from the file mapped into memory, and a page cache of 64 MiB instead of SQLite's 2 MiB:
  // a search at 100,000 properties touches more pages than 2 MiB hold, and reading each through a
  // system call into the small cache was a large share of the time of an uncached search.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  // The stems the full-text index is given (migration 013's triggers call it on every write).
  sqlite.function('convive_stems', { deterministic: true }, (text: unknown) =>
    stemmedDocument(typeof text === 'string' ? text : null),
  );
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const shared = file === ':memory:' || file.startsWith('file::memory:') ? null : file;
  return { db, dialect: 'sqlite', pool: null, file: shared, close: () => db.destroy() };
}

/**
 * Sends the prepared queries' SQL (prepared.ts) as named statements: pg parses a name once per
 * connection, and PostgreSQL plans it once (or keeps a custom plan per call when that is cheaper).
 * Only marked SQL is named, so the statements a connection keeps are bounded by the code's queries.
 */
function namePreparedStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = statementName(text);
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [text, values, ...rest] = args;
      return typeof text === 'string' && text.startsWith(PREPARED_MARK) && Array.isArray(values)
        ? query({ name: nameOf(text), text, values }, ...rest)
        : query(...args);
    };
  });
}

/** How many compiled statements a SQLite connection keeps (the API has a few hundred shapes). */
export const STATEMENT_CACHE_SIZE = 1_000;

/**
 * The connection as Kysely sees it, with `prepare` remembering its statements by SQL text: Kysely
 * prepares every query afresh, and compiling it was a noticeable share of the server's time under a
 * search load.
 * A statement is reused only once the previous use returned (better-sqlite3 is synchronous); one
 * whose schema changed is recompiled by SQLite itself. Least recently used statements go first.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    const known = statements.get(source);
    if (known && !known.busy) {
      statements.delete(source);
      statements.set(source, known);
      return known;
    }
    const statement = sqlite.prepare(source);
    statements.set(source, statement);
    if (statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
