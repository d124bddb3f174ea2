import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/** Where `globalSetup.ts` leaves the migrated databases every suite's database is copied from. */
export const TEMPLATE_ENV = {
  /** The migrated SQLite file. */
  sqlite: 'CONVIVE_TEST_SQLITE_TEMPLATE',
  /** The migrated PostgreSQL database's name, on the server of DATABASE_URL. */
  postgres: 'CONVIVE_TEST_POSTGRES_TEMPLATE',
} as const;

/** Runs one statement as the administrator of `databaseUrl` (CREATE or DROP DATABASE). */
export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `databaseUrl` naming another database on the same server. */
export function databaseUrlNamed(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Tells apart the databases one process creates within a millisecond. */
let counter = 0;

/**
 * A new PostgreSQL database for one suite on the server of `databaseUrl`: a copy of the migrated
 * template when the run made one, else empty (the suite migrates it). Its name and address.
 */
export async function createSuiteDatabase(
  databaseUrl: string,
  prefix = 'convive_t',
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const template = process.env[TEMPLATE_ENV.postgres];
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { name, url: databaseUrlNamed(databaseUrl, name) };
}

/**
 * Drops a suite's database once its connections have gone. A pool's `end()` resolves before its
 * connections have closed: dropping at once would end them from the server's side, an error the
 * closing client throws where no one listens. One still there after 5 s is ended all the same.
 */
export async function dropSuiteDatabase(databaseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 5_000; waited += 25) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (!rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Puts the migrated SQLite file in `dataDir` when the run made one (else the suite migrates its own). */
export async function copySqliteTemplate(dataDir: string): Promise<void> {
  const template = process.env[TEMPLATE_ENV.sqlite];
  if (template) await copyFile(template, join(dataDir, 'convive.db'));
}
