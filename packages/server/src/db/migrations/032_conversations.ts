import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Conversations (docs/adr/0173-conversations.md): one per tenant (or guest e-mail), landlord and
 * home, with each side's folder (inbox, archived, reported), block, read marker and unread count
 * kept on the row, so the inbox is one index range. `*_rank` is the inbox's order as one sortable
 * text ('1' when unread, then the last activity and the id): the 5,000-conversation inbox reads its
 * first page from the index (landlord_id, landlord_folder, landlord_rank) without sorting.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'integer', id)
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('landlord_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    // A guest (no account, from a partner's page): the e-mail (lower case) and name they gave.
    .addColumn('guest_email', 'text')
    .addColumn('guest_name', 'text')
    .addColumn('guest_language', 'text')
    // 0 inbox, 1 archived, 2 reported (hidden for that side).
    .addColumn('tenant_folder', 'integer', zero)
    .addColumn('landlord_folder', 'integer', zero)
    .addColumn('tenant_blocked', 'integer', zero)
    .addColumn('landlord_blocked', 'integer', zero)
    // The last message id each side has read, and its unread count.
    .addColumn('tenant_read_id', 'integer', zero)
    .addColumn('landlord_read_id', 'integer', zero)
    .addColumn('tenant_unread', 'integer', zero)
    .addColumn('landlord_unread', 'integer', zero)
    .addColumn('tenant_rank', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('landlord_rank', 'text', (c) => c.notNull().defaultTo(''))
    // When each side was last e-mailed about unread messages (one e-mail per hour at most).
    .addColumn('tenant_mailed_at', 'text')
    .addColumn('landlord_mailed_at', 'text')
    .addColumn('last_message_id', 'integer')
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    // Response statistics: the tenant's first message and the landlord's first reply after it.
    .addColumn('first_tenant_message_at', 'text')
    .addColumn('first_landlord_reply_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversations_tenant_once')
    .on('conversations')
    .columns(['property_id', 'landlord_id', 'tenant_id'])
    .unique()
    .where('tenant_id', 'is not', null)
    .execute();
  await db.schema
    .createIndex('conversations_guest_once')
    .on('conversations')
    .columns(['property_id', 'landlord_id', 'guest_email'])
    .unique()
    .where('guest_email', 'is not', null)
    .execute();
  await db.schema
    .createIndex('conversations_landlord_inbox')
    .on('conversations')
    .columns(['landlord_id', 'landlord_folder', 'landlord_rank'])
    .execute();
  await db.schema
    .createIndex('conversations_tenant_inbox')
    .on('conversations')
    .columns(['tenant_id', 'tenant_folder', 'tenant_rank'])
    .execute();
  await db.schema
    .createIndex('conversations_landlord_started')
    .on('conversations')
    .columns(['landlord_id', 'first_tenant_message_at'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', id)
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    // tenant | landlord | system
    .addColumn('sender_side', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('visit_date', 'text')
    .addColumn('visit_time', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_conversation')
    .on('messages')
    .columns(['conversation_id', 'id'])
    .execute();

  await db.schema
    .createTable('message_attachments')
    .addColumn('id', 'integer', id)
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // The bytes, in the database: never under the public /media/ folder.
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    // Random per file: the key its short-lived signed URLs are signed with.
    .addColumn('access_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('message_attachments_message')
    .on('message_attachments')
    .column('message_id')
    .execute();

  await db.schema
    .createTable('conversation_reports')
    .addColumn('id', 'integer', id)
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('reporter_side', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('conversation_guest_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('saved_replies')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_replies_owner').on('saved_replies').column('owner_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'saved_replies',
    'conversation_guest_tokens',
    'conversation_reports',
    'message_attachments',
    'messages',
    'conversations',
  ])
    await db.schema.dropTable(table).execute();
}
