import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Webhooks (docs/adr/0170-webhooks.md): a landlord's endpoints, the events the product raised for
 * them (each with the stable id receivers de-duplicate on), and one delivery per event and endpoint.
 * The delivery's unique (endpoint, event) pair and its `status`/`claimed_until` are what make an
 * event delivered at most once after a 2xx, whichever process or job runs it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // JSON array of event types.
    .addColumn('events', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // `whsec_…`: kept whole, as signing needs the key itself.
    .addColumn('secret', 'text', (c) => c.notNull())
    // The secret before the last rotation, and until when it still signs too.
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', 'text')
    // gone | failing | null: why the server disabled it.
    .addColumn('disabled_reason', 'text')
    .addColumn('disabled_at', 'text')
    // The first failed attempt since the last success: a streak long enough disables the endpoint.
    .addColumn('failing_since', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_owner').on('webhook_endpoints').column('owner_id').execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'integer', id)
    // 'msg_' + random: the `webhook-id` header, the same on every attempt and replay.
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    // The whole body sent, as JSON text: every attempt sends the same bytes.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'integer', id)
    .addColumn('endpoint_id', 'integer', (c) =>
      c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'integer', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
    // pending | delivered | failed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    // While an attempt runs: another run of its job finds it taken until then.
    .addColumn('claimed_until', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('latency_ms', 'integer')
    .addColumn('response_excerpt', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text')
    .addColumn('delivered_at', 'text')
    .addUniqueConstraint('webhook_deliveries_once', ['endpoint_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_event')
    .on('webhook_deliveries')
    .column('event_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
