import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The price a card shows, kept as a column so the search can filter and sort by it through an index.
 * It was computed per row at query time (a CASE with a correlated MIN over the rooms): sorting 85,000
 * visible properties by it, or counting a price range without a city, read every row and ran the
 * subquery for each coliving one (slow on SQLite at 100,000 properties).
 *
 * `search_price` is what `shownPrice()` computed: for a coliving property the cheapest available
 * room's price, else its per-room price, else its price; for any other property its price. The
 * database keeps it: triggers on properties (price, per-room price, kind) and on rooms (insert,
 * delete, price, status, property), so no write path — the API, the seed, a script — can leave it
 * stale. On PostgreSQL the property's own trigger runs before the write and sets the column (an
 * update after it would write every new row twice); SQLite's triggers cannot change the row being
 * written, so there an update follows the insert.
 */

/** Every column a search filters on besides the place, in the filter indexes (018's too). */
export const FILTER_COLUMNS = [
  'search_price',
  'size',
  'bedrooms',
  'bathrooms',
  'property_type',
  'is_coliving',
  'is_furnished',
  'has_parking',
  'has_pool',
  'has_terrace',
  'has_garden',
  'has_elevator',
  'pets_allowed',
];

/**
 * The shown price's SQL for the row `p`. `byProperty` (SQLite, migration 021) reads the rooms through
 * their property's index whatever the statistics say: `+` keeps the status out of the index choice.
 */
export const SHOWN_PRICE = (p: string, byProperty = false) =>
  `case when ${p}.is_coliving = 1 then coalesce((select min(r.price_monthly) from rooms r where r.property_id = ${p}.id and ${byProperty ? '+' : ''}r.status = 'available'), nullif(${p}.price_per_room, 0), ${p}.price) else ${p}.price end`;

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const REAL = postgres ? 'double precision' : 'real';
  await db.schema
    .alterTable('properties')
    .addColumn('search_price', REAL, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql.raw(`update properties set search_price = ${SHOWN_PRICE('properties')}`).execute(db);

  if (postgres) {
    await sql
      .raw(`
      create or replace function convive_refresh_search_price(pid bigint) returns void language sql as $$
        update properties p set search_price = ${SHOWN_PRICE('p')} where p.id = pid
      $$;
      create or replace function convive_properties_search_price() returns trigger language plpgsql as $$
      begin
        new.search_price := ${SHOWN_PRICE('new')};
        return new;
      end $$;
      create or replace function convive_rooms_search_price() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then perform convive_refresh_search_price(old.property_id); end if;
        if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.property_id is distinct from old.property_id) then
          perform convive_refresh_search_price(new.property_id);
        end if;
        return null;
      end $$;
      create trigger properties_search_price_insert before insert on properties
        for each row execute function convive_properties_search_price();
      create trigger properties_search_price_update before update of price, price_per_room, is_coliving on properties
        for each row execute function convive_properties_search_price();
      create trigger rooms_search_price after insert or delete or update of price_monthly, status, property_id on rooms
        for each row execute function convive_rooms_search_price();
    `)
      .execute(db);
  } else {
    const refresh = (id: string) =>
      `update properties set search_price = ${SHOWN_PRICE('properties')} where id = ${id};`;
    await sql
      .raw(
        `create trigger properties_search_price_insert after insert on properties begin ${refresh('new.id')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger properties_search_price_update after update of price, price_per_room, is_coliving on properties begin ${refresh('new.id')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger rooms_search_price_insert after insert on rooms begin ${refresh('new.property_id')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger rooms_search_price_delete after delete on rooms begin ${refresh('old.property_id')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger rooms_search_price_update after update of price_monthly, status, property_id on rooms begin ${refresh('old.property_id')} ${refresh('new.property_id')} end`,
      )
      .execute(db);
  }

  // The covering index of the search now carries the shown price instead of the bare price (which
  // no filter reads any more): it serves a city's searches newest first.
  await db.schema.dropIndex('properties_search_cover').execute();
  await db.schema
    .createIndex('properties_search_cover')
    .on('properties')
    .columns(['status', 'city_key', 'created_at', 'search_price', 'bedrooms', 'bathrooms', 'size'])
    .execute();
  // Counting (up to 1,001) and filtering read only these: every filterable column after the place,
  // so a search with a type or an amenity is answered from the index without reading a row (a
  // city's count with a type and an amenity, with or without a city: much faster at 100,000).
  await db.schema
    .createIndex('properties_filter_city')
    .on('properties')
    .columns(['status', 'city_key', ...FILTER_COLUMNS, 'neighborhood_key'])
    .execute();
  await db.schema
    .createIndex('properties_filter_neighborhood')
    .on('properties')
    .columns(['status', 'neighborhood_key', ...FILTER_COLUMNS, 'city_key'])
    .execute();
  await db.schema
    .createIndex('properties_filter_all')
    .on('properties')
    .columns(['status', ...FILTER_COLUMNS, 'city_key', 'neighborhood_key'])
    .execute();
  // The orderings by price and size, within a city and without one.
  await db.schema
    .createIndex('properties_city_price')
    .on('properties')
    .columns(['status', 'city_key', 'search_price'])
    .execute();
  await db.schema
    .createIndex('properties_city_size')
    .on('properties')
    .columns(['status', 'city_key', 'size'])
    .execute();
  await db.schema
    .createIndex('properties_status_size')
    .on('properties')
    .columns(['status', 'size'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const name of [
    'properties_status_size',
    'properties_city_size',
    'properties_city_price',
    'properties_filter_all',
    'properties_filter_neighborhood',
    'properties_filter_city',
    'properties_search_cover',
  ])
    await db.schema.dropIndex(name).execute();
  await db.schema
    .createIndex('properties_search_cover')
    .on('properties')
    .columns(['status', 'city_key', 'created_at', 'price', 'bedrooms', 'bathrooms', 'size'])
    .execute();
  if (postgres) {
    await sql
      .raw(`
      drop trigger if exists properties_search_price_insert on properties;
      drop trigger if exists properties_search_price_update on properties;
      drop trigger if exists rooms_search_price on rooms;
      drop function if exists convive_rooms_search_price();
      drop function if exists convive_properties_search_price();
      drop function if exists convive_refresh_search_price(bigint);
    `)
      .execute(db);
  } else {
    for (const name of [
      'properties_search_price_insert',
      'properties_search_price_update',
      'rooms_search_price_insert',
      'rooms_search_price_delete',
      'rooms_search_price_update',
    ])
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
  }
  await db.schema.alterTable('properties').dropColumn('search_price').execute();
}
