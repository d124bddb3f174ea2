import type { Kysely } from 'kysely';

/**
 * The sweep that queues overdue webhook deliveries again (features/webhooks/delivery.ts) reads the
 * pending ones by due time every ten minutes; the deliveries table only grows, so it gets an index
 * on (status, next_attempt_at) instead of a scan of every delivery ever made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('webhook_deliveries_pending')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_pending').execute();
}
