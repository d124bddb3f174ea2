import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * How many available properties each owner has per (city, neighbourhood), kept by triggers, for the
 * location autocomplete (services/locationIndex.ts). Its index is rebuilt after every write; a
 * GROUP BY over the properties read every row (hundreds of milliseconds at 100,000 on SQLite),
 * blocking the process, where reading this table (one row per owner and place) is quick.
 * Triggers keep it, so no write path — the API, the seed, a script — can leave it stale, and every
 * server process on one database reads the same figures.
 *
 * A row per raw spelling (`city`, `neighborhood`) with its folded keys, so the index can show the
 * spelling most listings use. Rows that fall to 0 are deleted.
 */

const COLUMNS = 'owner_id, city, city_key, neighborhood, neighborhood_key';

/** SQL statements adding `delta` to the row of `rec` (`new` or `old`) when `rec` is available. */
function sqliteChange(rec: 'new' | 'old', delta: 1 | -1): string {
  const values = COLUMNS.split(', ')
    .map((c) => `${rec}.${c}`)
    .join(', ');
  const match = COLUMNS.split(', ')
    .map((c) => `${c} = ${rec}.${c}`)
    .join(' and ');
  if (delta === 1)
    return `insert into location_counts (${COLUMNS}, count) select ${values}, 1 where ${rec}.status = 'disponible'
      on conflict (${COLUMNS}) do update set count = location_counts.count + 1;`;
  return `update location_counts set count = count - 1 where ${rec}.status = 'disponible' and ${match};
    delete from location_counts where count <= 0 and ${match};`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('location_counts')
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('city_key', 'text', (c) => c.notNull())
    .addColumn('neighborhood', 'text', (c) => c.notNull())
    .addColumn('neighborhood_key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('location_counts_pk', [
      'owner_id',
      'city',
      'city_key',
      'neighborhood',
      'neighborhood_key',
    ])
    .execute();
  await sql
    .raw(
      `insert into location_counts (${COLUMNS}, count)
       select ${COLUMNS}, count(*) from properties where status = 'disponible' group by ${COLUMNS}`,
    )
    .execute(db);

  if (postgres) {
    const match = (rec: string) =>
      COLUMNS.split(', ')
        .map((c) => `${c} = ${rec}.${c}`)
        .join(' and ');
    await sql
      .raw(`
      create or replace function convive_location_counts() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = 'disponible' then
          update location_counts set count = count - 1 where ${match('old')};
          delete from location_counts where count <= 0 and ${match('old')};
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.status = 'disponible' then
          insert into location_counts (${COLUMNS}, count)
            values (new.owner_id, new.city, new.city_key, new.neighborhood, new.neighborhood_key, 1)
            on conflict (${COLUMNS}) do update set count = location_counts.count + 1;
        end if;
        return null;
      end $$;
      create trigger properties_location_counts after insert or delete
        or update of status, owner_id, city, city_key, neighborhood, neighborhood_key on properties
        for each row execute function convive_location_counts();
    `)
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger properties_location_counts_insert after insert on properties begin ${sqliteChange('new', 1)} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger properties_location_counts_delete after delete on properties begin ${sqliteChange('old', -1)} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger properties_location_counts_update after update of status, owner_id, city, city_key, neighborhood, neighborhood_key on properties
         begin ${sqliteChange('old', -1)} ${sqliteChange('new', 1)} end`,
      )
      .execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`
      drop trigger if exists properties_location_counts on properties;
      drop function if exists convive_location_counts();
    `)
      .execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger if exists properties_location_counts_${name}`).execute(db);
  }
  await db.schema.dropTable('location_counts').execute();
}
