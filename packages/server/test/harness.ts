import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type ConviveClient, createClient, type User } from '@convive/sdk';
import { sql } from 'kysely';
import pg from 'pg';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, type Dialect, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import {
  adminQuery,
  copySqliteTemplate,
  createSuiteDatabase,
  databaseUrlNamed,
  dropSuiteDatabase,
} from './templates';

/**
 * pg-boss's job table in a suite's PostgreSQL database: pg-boss keeps its tables in a schema of its
 * own beside `public` (`createJobQueue`).
 */
export const BOSS_JOBS = sql.table('pgboss.job');

/** The dialects every server suite runs on: SQLite always, PostgreSQL when DATABASE_URL is set. */
export const DIALECTS: Dialect[] = ['sqlite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];

/** Any fixed key: the advisory lock of `underSchemaLock`. */
const SCHEMA_LOCK = 0x636f6e76;

/**
 * A suite that runs a server process of its own migrates a schema of the shared PostgreSQL database
 * (`createSchema`). Migrating lists every table of the database (Kysely's introspection checks each
 * one's privileges by its schema's name), which fails with "schema … does not exist" when another
 * suite drops its schema meanwhile. So `work` that migrates holds this lock shared, and dropping a
 * schema holds it alone. (Other suites have a database each: `test/templates.ts`.)
 */
export async function underSchemaLock<T>(
  databaseUrl: string,
  mode: 'migrate' | 'drop',
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(
      mode === 'migrate' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)',
      [SCHEMA_LOCK],
    );
    return await work(admin);
  } finally {
    // Ending the session lets go of the lock.
    await admin.end();
  }
}

/** The PostgreSQL database a test server or database uses (its configuration's, which a suite may set). */
function postgresUrl(config: Config): string {
  if (!config.databaseUrl) throw new Error('expected a PostgreSQL database');
  return config.databaseUrl;
}

/** Tells apart the schemas one process creates within a millisecond. */
let counter = 0;

/** A new, empty schema for one suite in the database of `databaseUrl`: its name. */
export async function createSchema(databaseUrl: string, prefix = 't'): Promise<string> {
  const schema = `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return schema;
}

/** Drops a suite's schema in the database of `databaseUrl`, once no suite is migrating there (`underSchemaLock`). */
export function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  return underSchemaLock(databaseUrl, 'drop', async (admin) => {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  });
}

export interface TestServer {
  app: App;
  dialect: Dialect;
  /** 'http://127.0.0.1:PORT' */
  origin: string;
  /** 'http://127.0.0.1:PORT/api' */
  baseUrl: string;
  dataDir: string;
  config: Config;
  /** The PostgreSQL schema the server's tables are in, `public` of its own database (null on SQLite). */
  schema: string | null;
  /** An sdk client, signed in when given a token. */
  client(token?: string | null): ConviveClient;
  /** Raw fetch against the server (for bodies the sdk's types would not let through). */
  fetch(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /** The mails written to the outbox so far, as text (the mail jobs due are run first). */
  outbox(): Promise<string[]>;
  /**
   * The newest mail of the outbox, or the newest to this address. Mails written in the same
   * millisecond are named in no fixed order: after an action that sends two (the landlord's notice
   * and the guest's answer) the last file may be either, so ask for the recipient's.
   */
  lastMail(to?: string): Promise<string>;
  /** The same mails parsed: headers (lower-case names), the plain text and the HTML part (if any). */
  mails(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

/** An outbox mail, parsed (services/mailer.ts writes plain text, or multipart/alternative with HTML). */
export interface OutboxMail {
  raw: string;
  headers: Record<string, string>;
  text: string;
  html: string | null;
}

/** One RFC 2047 encoded word: charset, Q or B, the encoded text. */
const ENCODED_WORD = /=\?([^?]+)\?([qQbB])\?([^?]*)\?=/g;
/** A run of encoded words, with the white space between them (not part of the text). */
const ENCODED_RUN = /=\?[^?]+\?[qQbB]\?[^?]*\?=(?:\s+=\?[^?]+\?[qQbB]\?[^?]*\?=)*/g;

/**
 * A header value with its RFC 2047 encoded words decoded (the mailer encodes non-ASCII text as
 * the SMTP path does). A run of words is decoded as one byte string: a character may span two.
 */
export function decodeHeader(value: string): string {
  const bytes = (encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
          'latin1',
        );
  return value.replace(ENCODED_RUN, (run) => {
    const words = [...run.matchAll(ENCODED_WORD)];
    const charset = words[0]?.[1] ?? 'utf-8';
    return new TextDecoder(charset).decode(
      Buffer.concat(words.map(([, , encoding = 'q', text = '']) => bytes(encoding, text))),
    );
  });
}

/** Parses an outbox `.eml` as the mailer writes it (8-bit parts; headers RFC 2047-decoded). */
export function parseOutboxMail(raw: string): OutboxMail {
  const split = raw.indexOf('\n\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  const boundary = /boundary="([^"]+)"/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { raw, headers, text: body.replace(/\n$/, ''), html: null };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const at = part.indexOf('\n\n');
      return { head: part.slice(0, at).toLowerCase(), content: part.slice(at + 2).replace(/\n$/, '') };
    });
  return {
    raw,
    headers,
    text: parts.find((p) => p.head.includes('text/plain'))?.content ?? '',
    html: parts.find((p) => p.head.includes('text/html'))?.content ?? null,
  };
}

export interface StartOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  config?: Partial<Config>;
  /**
   * PostgreSQL: use this other server's database and event channel instead of a fresh database, so
   * two servers share one database like two processes behind a load balancer. It is dropped when the
   * last of them closes.
   */
  sameDatabaseAs?: TestServer;
}

/**
 * A suite's own database, migrated: on PostgreSQL a new database on the server of `config`'s URL
 * (a copy of the run's migrated template, `test/templates.ts`), or the database `config` names when
 * the test gave one of its own; on SQLite the template's file copied into `dataDir`. The config is
 * pointed at it; `drop` removes what was made.
 */
async function suiteDatabase(
  dialect: Dialect,
  config: Config,
  overrides: Partial<Config>,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  let drop = async () => {};
  if (dialect === 'postgres' && !overrides.databaseUrl) {
    const base = postgresUrl(config);
    const made = await createSuiteDatabase(base);
    config.databaseUrl = made.url;
    drop = () => dropSuiteDatabase(base, made.name);
  } else if (dialect === 'sqlite' && !overrides.dataDir) {
    await copySqliteTemplate(config.dataDir);
  }
  const database = openDatabase(config, dialect === 'postgres' ? { poolSize: 5 } : {});
  return { database, drop };
}

/** The servers open on each suite's PostgreSQL database (`sameDatabaseAs`), and how to drop it. */
const databaseUsers = new Map<string, { open: number; drop: () => Promise<void> }>();

/** Starts a real server on a loopback port over a fresh, migrated database with no rows. */
export async function startServer(dialect: Dialect, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'convive-test-'));
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: dialect === 'postgres' ? (process.env.DATABASE_URL ?? null) : null,
      seedDemo: false,
      rateLimit: false,
      logLevel: 'silent',
      // Every answer of every server suite is checked against the contract's response schema.
      checkAnswers: true,
      host: '127.0.0.1',
      port: 0,
      ...options.config,
    },
  );
  const { config: overrides = {}, sameDatabaseAs: other, ...rest } = options;
  let database: DatabaseHandle;
  let users: { open: number; drop: () => Promise<void> };
  if (dialect === 'postgres' && other?.config.databaseUrl) {
    config.databaseUrl = other.config.databaseUrl;
    if (!overrides.eventsChannel) config.eventsChannel = other.config.eventsChannel;
    database = openDatabase(config, { poolSize: 5 });
    users = databaseUsers.get(other.config.databaseUrl) ?? { open: 0, drop: async () => {} };
  } else {
    const made = await suiteDatabase(dialect, config, overrides);
    database = made.database;
    users = { open: 0, drop: made.drop };
    if (config.databaseUrl) databaseUsers.set(config.databaseUrl, users);
  }
  users.open += 1;
  // Dropped when the last server on it closes: dropping closes every connection still open to it.
  const drop = async () => {
    users.open -= 1;
    if (users.open === 0) {
      if (config.databaseUrl) databaseUsers.delete(config.databaseUrl);
      await users.drop();
    }
  };
  const schema = dialect === 'postgres' ? 'public' : null;
  // Building the app migrates its database (nothing left to do in a copy of the template).
  const app = await buildApp({ logger: false, ...rest, config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}/api`;
  return {
    app,
    dialect,
    origin,
    baseUrl,
    dataDir,
    config,
    schema,
    client: (token) => createClient({ baseUrl, getToken: () => token ?? null }),
    fetch: (path, init = {}) => {
      const { token, headers, ...rest } = init;
      return fetch(`${origin}${path}`, {
        ...rest,
        headers: {
          ...(token ? { authorization: `Token ${token}` } : {}),
          ...(headers as Record<string, string>),
        },
      });
    },
    async lastMail(this: TestServer, to?: string) {
      const mails = await this.outbox();
      const mail = (to ? mails.filter((text: string) => text.includes(`\nTo: ${to}\n`)) : mails).at(-1);
      if (!mail) throw new Error(to ? `no mail to ${to}` : 'the outbox is empty');
      return mail;
    },
    async outbox() {
      // Every e-mail is a background job: run the ones due before reading what they wrote.
      await app.ctx.jobs.drain();
      const dir = join(dataDir, 'outbox');
      const files = await readdir(dir).catch(() => [] as string[]);
      return Promise.all(files.sort().map((f) => readFile(join(dir, f), 'utf8')));
    },
    async mails(this: TestServer) {
      return (await this.outbox()).map(parseOutboxMail);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Account {
  token: string;
  user: User;
  client: ConviveClient;
  email: string;
  password: string;
}

let people = 0;

/** Registers a tenant (inquilino) or landlord (propietario) through the API and signs them in. */
export async function register(
  server: TestServer,
  role: 'inquilino' | 'propietario' = 'inquilino',
  overrides: { first_name?: string; last_name?: string; email?: string } = {},
): Promise<Account> {
  people += 1;
  const email = overrides.email ?? `${role}.${people}.${Date.now().toString(36)}@example.com`;
  const password = 'Convive-Prueba-2026';
  const { token } = await server.client().auth.register({
    email,
    password,
    password_confirm: password,
    accept_terms: true,
    first_name: overrides.first_name ?? (role === 'propietario' ? 'Carmen' : 'Lucía'),
    last_name: overrides.last_name ?? `Prueba${people}`,
    role,
  });
  const client = server.client(token);
  return { token, user: await client.users.me(), client, email, password };
}

/** Awaits a promise that must fail; answers the error. */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ status?: number; data?: Record<string, unknown> } & Error> {
  try {
    await promise;
  } catch (error) {
    return error as { status?: number; data?: Record<string, unknown> } & Error;
  }
  throw new Error('expected the call to fail');
}

export interface TestDatabase {
  dialect: Dialect;
  /** A test configuration naming this database and data folder (seedDemo off, silent logs, port 0). */
  config: Config;
  database: DatabaseHandle;
  /** A fresh temporary folder (the SQLite file, media and outbox live here). */
  dataDir: string;
  /** The PostgreSQL schema of the tables, `public` of its own database (null on SQLite). */
  schema: string | null;
  /** Closes the database and removes the folder (and the PostgreSQL database). */
  close(): Promise<void>;
}

/**
 * Opens a fresh, migrated database with no rows without starting a server (seed and start-up
 * tests): an SQLite file in a temporary folder, or a new database on the PostgreSQL of DATABASE_URL.
 */
export async function openTestDatabase(
  dialect: Dialect,
  overrides: Partial<Config> = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'convive-db-'));
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: dialect === 'postgres' ? (process.env.DATABASE_URL ?? null) : null,
      seedDemo: false,
      rateLimit: false,
      logLevel: 'silent',
      host: '127.0.0.1',
      port: 0,
      ...overrides,
    },
  );
  const { database, drop } = await suiteDatabase(dialect, config, overrides);
  await migrateToLatest(database.db);
  return {
    dialect,
    config,
    database,
    dataDir,
    schema: dialect === 'postgres' ? 'public' : null,
    async close() {
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL database of a test's own, created on the server of `DATABASE_URL`. */
export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the local PostgreSQL (`<prefix>_<pid>_<time>`), for suites that drop and
 * add columns: every other suite's migrator introspects the whole database's catalogue (Kysely's
 * `getTables` calls `pg_get_serial_sequence` per column of every schema), and a column dropped in a
 * shared database between its snapshot and that call fails it with "column … does not exist".
 */
export async function ownPostgresDatabase(prefix: string): Promise<OwnDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is needed on PostgreSQL');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  return { url: databaseUrlNamed(base, name), drop: () => dropSuiteDatabase(base, name) };
}

/**
 * A folder for a test's fake portal build: `dist/` inside a temporary folder of its own. The server
 * looks for the page renderer beside the build (`../dist-ssr`), which for a bare temporary folder is
 * the shared temporary directory: a renderer left there by anything else would render the test's
 * pages.
 */
export async function tempPortalDir(prefix: string): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), prefix)), 'dist');
  await mkdir(dir);
  return dir;
}

/** Removes what `tempPortalDir` made. */
export async function removePortalDir(dir: string): Promise<void> {
  await rm(dirname(dir), { recursive: true, force: true });
}
