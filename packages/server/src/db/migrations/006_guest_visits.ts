import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** The columns appointments had before this migration, copied across a SQLite rebuild. */
const KEPT_COLUMNS = sql.raw(
  'id, property_id, user_id, date, time, notes, status, response_message, created_at, updated_at, source_key_id, source_origin, source_url',
);

const GUEST_COLUMNS = ['guest_name', 'guest_email', 'guest_phone'] as const;

/**
 * SQLite's appointments table under another name, with or without the guest columns (and the NOT
 * NULL on user_id that guests cannot satisfy), its rows copied in, then swapped for the old one.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
async function rebuildSqliteAppointments(db: Kysely<any>, guests: boolean): Promise<void> {
  let table = db.schema
    .createTable('appointments_rebuilt')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) =>
      guests
        ? c.references('users.id').onDelete('cascade')
        : c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('source_key_id', 'integer', (c) => c.references('partner_keys.id').onDelete('set null'))
    .addColumn('source_origin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''));
  if (guests) {
    for (const column of GUEST_COLUMNS)
      table = table.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  }
  await table.execute();
  await sql`insert into appointments_rebuilt (${KEPT_COLUMNS}) select ${KEPT_COLUMNS} from appointments`.execute(
    db,
  );
  await db.schema.dropTable('appointments').execute();
  await db.schema.alterTable('appointments_rebuilt').renameTo('appointments').execute();
  await db.schema.createIndex('appointments_user').on('appointments').column('user_id').execute();
  await db.schema.createIndex('appointments_property').on('appointments').column('property_id').execute();
  await db.schema
    .createIndex('appointments_source')
    .on('appointments')
    .columns(['source_key_id', 'created_at'])
    .execute();
}

/**
 * Guest visit requests: a visitor on a partner's page asks for a visit without an
 * account. The request waits in `guest_visit_requests` until its e-mail link is opened (double
 * opt-in, 24 h); only then does it become an appointment, one without a user (`user_id` null) that
 * carries the guest's name, e-mail and phone for the landlord.
 *
 * SQLite cannot drop a NOT NULL constraint: `appointments` is rebuilt (new table, copy, swap). No
 * table references `appointments`, so the swap breaks no foreign key.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`alter table appointments alter column user_id drop not null`.execute(db);
    for (const column of GUEST_COLUMNS) {
      await db.schema
        .alterTable('appointments')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
  } else {
    await rebuildSqliteAppointments(db, true);
  }

  await db.schema
    .createTable('guest_visit_requests')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('source_key_id', 'integer', (c) => c.references('partner_keys.id').onDelete('set null'))
    .addColumn('source_origin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Set once confirmed: the appointment it became (a second click on the link finds it).
    .addColumn('appointment_id', 'integer', (c) => c.references('appointments.id').onDelete('set null'))
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('guest_visit_requests_expires')
    .on('guest_visit_requests')
    .column('expires_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('guest_visit_requests').execute();
  // Guests' appointments have no user: they cannot survive the NOT NULL coming back.
  await db.deleteFrom('appointments').where('user_id', 'is', null).execute();
  if (postgres) {
    for (const column of GUEST_COLUMNS) {
      await db.schema.alterTable('appointments').dropColumn(column).execute();
    }
    await sql`alter table appointments alter column user_id set not null`.execute(db);
    return;
  }
  await rebuildSqliteAppointments(db, false);
}
