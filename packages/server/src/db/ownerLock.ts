import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction that no other `withOwnerLock` of the same scope and owner runs
 * beside: a per-account cap (count, then insert) holds however many requests arrive at once.
 * PostgreSQL: a transaction-scoped advisory lock on (scope, owner), so the rows themselves and other
 * writes of that account are not blocked, and every server process honours it. SQLite: the one
 * connection runs one transaction at a time, so the transaction alone serializes them.
 */
export function withOwnerLock<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: string,
  ownerId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext(${scope}), ${ownerId}::int)`.execute(trx);
    return work(trx);
  });
}
