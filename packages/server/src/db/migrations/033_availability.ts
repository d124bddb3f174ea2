import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Homes rented for periods (docs/adr/0175-rental-periods.md, 0176-calendar-sync.md): a request's
 * move-out day, each unit's held, blocked and external periods, the private iCal export tokens and
 * the landlord's external calendars. Days are 'YYYY-MM-DD' text on both databases; on PostgreSQL an
 * exclusion constraint keeps two held periods of one unit from overlapping.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema.alterTable('property_requests').addColumn('move_out', 'text').execute();

  await db.schema
    .createTable('external_calendars')
    .addColumn('id', 'integer', id)
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    // The room's id, or 0 for the whole home.
    .addColumn('unit', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    // Where it comes from, as the calendar labels its days: 'Airbnb', 'Booking.com', 'Google', or the host.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('last_fetched_at', 'text')
    .addColumn('last_ok_at', 'text')
    // The last failure's reason code (the outbound fetcher's, or 'invalid_ical'), null when the last run worked.
    .addColumn('last_error', 'text')
    .addColumn('events', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('external_calendars_property')
    .on('external_calendars')
    .columns(['property_id', 'unit'])
    .execute();

  await db.schema
    .createTable('availability_periods')
    .addColumn('id', 'integer', id)
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    // The room's id, or 0 for the whole home; a whole-home period is written on every unit of the home.
    .addColumn('unit', 'integer', (c) => c.notNull())
    // 'held' (an accepted application), 'blocked' (the landlord) or 'external' (an imported calendar).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    // Exclusive: the move-out day is free for the next tenant.
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('request_id', 'integer', (c) => c.references('property_requests.id').onDelete('cascade'))
    .addColumn('calendar_id', 'integer', (c) => c.references('external_calendars.id').onDelete('cascade'))
    .addColumn('external_uid', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A unit's periods that end after a day: the search's "free for the stay" and the calendar's window.
  await db.schema
    .createIndex('availability_periods_unit')
    .on('availability_periods')
    .columns(['unit', 'end_date', 'start_date'])
    .execute();
  await db.schema
    .createIndex('availability_periods_property')
    .on('availability_periods')
    .columns(['property_id', 'unit', 'start_date'])
    .execute();
  await db.schema
    .createIndex('availability_periods_request')
    .on('availability_periods')
    .column('request_id')
    .where('request_id', 'is not', null)
    .execute();
  await db.schema
    .createIndex('availability_periods_calendar')
    .on('availability_periods')
    .column('calendar_id')
    .where('calendar_id', 'is not', null)
    .execute();

  await db.schema
    .createTable('calendar_exports')
    .addColumn('id', 'integer', id)
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('unit', 'integer', (c) => c.notNull())
    // The private address's token: shown to the landlord whenever they open the calendar (as the
    // feed export's, docs/adr/0172-feed-export.md), replaced when they regenerate it.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('calendar_exports_unit')
    .on('calendar_exports')
    .columns(['property_id', 'unit'])
    .unique()
    .execute();

  if (postgres) {
    // One extension per database, in public, as unaccent (013): created in the migrating schema, it
    // would go with that schema, and with it every other schema's constraint that uses it.
    await sql`select pg_advisory_xact_lock(hashtext('convive_btree_gist'))`.execute(db);
    await sql`create extension if not exists btree_gist schema public`.execute(db);
    // The ISO text-to-date cast reads 'YYYY-MM-DD' the same under every DateStyle; PostgreSQL only
    // marks it stable, and an exclusion constraint's expression must be immutable.
    await sql`create or replace function iso_day(text) returns date
      language sql immutable strict parallel safe as $$ select $1::date $$`.execute(db);
    await sql`alter table availability_periods add constraint availability_held_apart
      exclude using gist (property_id with =, unit with =, daterange(iso_day(start_date), iso_day(end_date)) with &&)
      where (kind = 'held')`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_exports').execute();
  await db.schema.dropTable('availability_periods').execute();
  await db.schema.dropTable('external_calendars').execute();
  await db.schema.alterTable('property_requests').dropColumn('move_out').execute();
}
