import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The ids of deleted properties and rooms, so a listing's page answers 410 Gone, not 404,
 * once it is deleted: a search engine then drops the URL at once instead of retrying it for weeks.
 * Filled by triggers after a delete, so every path counts: the API, a script, and the cascade from a
 * property to its rooms (SQLite fires the rooms' trigger for rows a foreign key's cascade deletes).
 * A row per (kind, id); an id is never reused (both databases' keys only grow), so a row never has
 * to be taken back.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('deleted_listings')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('deleted_listings_pk', ['kind', 'id'])
    .execute();
  if (postgres) {
    await sql
      .raw(`
      create or replace function convive_deleted_listing() returns trigger language plpgsql as $$
      begin
        insert into deleted_listings (kind, id, deleted_at)
          values (tg_argv[0], old.id, to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          on conflict (kind, id) do nothing;
        return null;
      end $$;
      create trigger properties_deleted after delete on properties
        for each row execute function convive_deleted_listing('property');
      create trigger rooms_deleted after delete on rooms
        for each row execute function convive_deleted_listing('room');
    `)
      .execute(db);
  } else {
    for (const [table, kind] of [
      ['properties', 'property'],
      ['rooms', 'room'],
    ] as const)
      await sql
        .raw(
          `create trigger ${table}_deleted after delete on ${table} begin
             insert or ignore into deleted_listings (kind, id, deleted_at)
               values ('${kind}', old.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
           end`,
        )
        .execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`
      drop trigger if exists properties_deleted on properties;
      drop trigger if exists rooms_deleted on rooms;
      drop function if exists convive_deleted_listing();
    `)
      .execute(db);
  } else {
    for (const table of ['properties', 'rooms'])
      await sql.raw(`drop trigger if exists ${table}_deleted`).execute(db);
  }
  await db.schema.dropTable('deleted_listings').execute();
}
