import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { adminQuery, databaseUrlNamed, TEMPLATE_ENV } from './templates';

/**
 * Migrates one database of each dialect before any server suite starts. Every suite's database is
 * then a copy of it (the SQLite file copied; a PostgreSQL database created with it as its template)
 * instead of running every migration itself. The copies' sources reach the suites' processes by
 * environment (`test/templates.ts`); both are removed when the run ends.
 */
export default async function migrateOnce(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'convive-template-'));
  const config = loadConfig({}, { dataDir: dir, databaseUrl: null, seedDemo: false, logLevel: 'silent' });
  const sqlite = openDatabase(config);
  await migrateToLatest(sqlite.db);
  // The whole database in its main file: the copies take only that file.
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(sqlite.db);
  await sqlite.close();
  process.env[TEMPLATE_ENV.sqlite] = join(dir, 'convive.db');

  const base = process.env.DATABASE_URL;
  let template: string | null = null;
  if (base) {
    template = `convive_template_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(base, `CREATE DATABASE ${template}`);
    const postgres = openDatabase(
      { ...config, databaseUrl: databaseUrlNamed(base, template) },
      { poolSize: 1 },
    );
    try {
      await migrateToLatest(postgres.db);
    } finally {
      // A database is copied only while no one is connected to it.
      await postgres.close();
    }
    process.env[TEMPLATE_ENV.postgres] = template;
  }
  return async () => {
    if (base && template) await adminQuery(base, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  };
}
