import { sql } from 'kysely';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { PgBossJobQueue } from './pgBossQueue';
import type { JobQueue, QueueLog } from './queue';
import { SqliteJobQueue } from './sqliteQueue';

export { PgBossJobQueue } from './pgBossQueue';
export type { JobHandler, JobInfo, JobQueue, SendOptions } from './queue';
export { SqliteJobQueue } from './sqliteQueue';

/**
 * The queue for the configured database: pg-boss on PostgreSQL, the in-process queue on the
 * `jobs` table on SQLite. `WORKERS` jobs run at once in this process (0: it only sends).
 *
 * pg-boss keeps its tables in the schema `pgboss`; a server whose connection works in another
 * schema than `public` (a test's server process in a schema of the shared test database) keeps
 * them in that schema, beside its own.
 */
export async function createJobQueue(
  config: Pick<Config, 'databaseUrl' | 'workers'>,
  database: DatabaseHandle,
  log: QueueLog,
): Promise<JobQueue> {
  if (database.dialect === 'postgres' && config.databaseUrl) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    const current = rows[0]?.schema ?? 'public';
    return new PgBossJobQueue({
      connectionString: config.databaseUrl,
      schema: current === 'public' ? 'pgboss' : current,
      workers: config.workers,
      log,
    });
  }
  return new SqliteJobQueue(database.db, { workers: config.workers, log });
}
