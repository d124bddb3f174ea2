import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A room carries its property's place and visibility: `city_key`, `neighborhood_key` and
 * `property_visible` (1 unless the property is 'inactivo'), copies kept by triggers as 014 keeps
 * `search_price`. The public room search filtered them on the property, so a search with a place
 * either walked rooms testing each one's property or walked the place's properties (most with no
 * rooms): slow on both databases for a big city at 100,000 properties, where PostgreSQL read the
 * whole properties table for every count. With them on the row, a place's rooms
 * are a range of one index, in the order asked (each place key, then the room's status and the
 * order column, as 020's).
 */

const ORDER_COLUMNS = { created: 'created_at', price: 'price_monthly', size: 'size_sqm' } as const;

const INDEXES = Object.entries(ORDER_COLUMNS).flatMap(([suffix, column]) => [
  { name: `rooms_city_${suffix}`, columns: ['city_key', 'status', column] },
  { name: `rooms_neighborhood_${suffix}`, columns: ['neighborhood_key', 'status', column] },
]);

/** What a room copies from its property `p`. */
const COPIED = (p: string) => `${p}.status <> 'inactivo', ${p}.city_key, ${p}.neighborhood_key`;

/** A room's copies read again from its property (SQLite: an update of the row just written). */
const SQLITE_ROOM_COPY = (id: string) =>
  `update rooms set (property_visible, city_key, neighborhood_key) = (select ${COPIED('p')} from properties p where p.id = rooms.property_id) where id = ${id};`;

/** A property's place or visibility changed: its rooms' copies with it. */
const SQLITE_CHANGED =
  `(old.status = 'inactivo') is not (new.status = 'inactivo') or old.city_key is not new.city_key` +
  ' or old.neighborhood_key is not new.neighborhood_key';

const SQLITE_TRIGGERS = {
  rooms_place_insert: `after insert on rooms begin ${SQLITE_ROOM_COPY('new.id')} end`,
  rooms_place_move: `after update of property_id on rooms begin ${SQLITE_ROOM_COPY('new.id')} end`,
  properties_place: `after update of status, city_key, neighborhood_key on properties when ${SQLITE_CHANGED} begin
      update rooms set property_visible = new.status <> 'inactivo', city_key = new.city_key,
        neighborhood_key = new.neighborhood_key where property_id = new.id;
    end`,
};

const POSTGRES_STATEMENTS = [
  `create or replace function convive_room_place() returns trigger language plpgsql as $$
  begin
    select (p.status <> 'inactivo')::int, p.city_key, p.neighborhood_key
      into new.property_visible, new.city_key, new.neighborhood_key
      from properties p where p.id = new.property_id;
    return new;
  end $$`,
  `create or replace function convive_property_place() returns trigger language plpgsql as $$
  begin
    update rooms set property_visible = (new.status <> 'inactivo')::int, city_key = new.city_key,
      neighborhood_key = new.neighborhood_key
      where property_id = new.id;
    return null;
  end $$`,
  `create trigger rooms_place before insert or update of property_id on rooms
    for each row execute function convive_room_place()`,
  `create trigger properties_place after update of status, city_key, neighborhood_key on properties
    for each row when ((old.status = 'inactivo') is distinct from (new.status = 'inactivo')
      or old.city_key is distinct from new.city_key
      or old.neighborhood_key is distinct from new.neighborhood_key)
    execute function convive_property_place()`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('rooms')
    .addColumn('property_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('rooms')
    .addColumn('city_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('rooms')
    .addColumn('neighborhood_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql
    .raw(
      postgres
        ? `update rooms r set property_visible = (p.status <> 'inactivo')::int, city_key = p.city_key, neighborhood_key = p.neighborhood_key from properties p where p.id = r.property_id`
        : `update rooms set (property_visible, city_key, neighborhood_key) = (select ${COPIED('p')} from properties p where p.id = rooms.property_id)`,
    )
    .execute(db);
  if (postgres) {
    for (const statement of POSTGRES_STATEMENTS) await sql.raw(statement).execute(db);
  } else {
    for (const [name, body] of Object.entries(SQLITE_TRIGGERS)) {
      await sql.raw(`create trigger ${name} ${body}`).execute(db);
    }
  }
  for (const { name, columns } of INDEXES) {
    await db.schema.createIndex(name).on('rooms').columns(columns).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { name } of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  if (postgres) {
    for (const statement of [
      'drop trigger if exists rooms_place on rooms',
      'drop trigger if exists properties_place on properties',
      'drop function if exists convive_room_place()',
      'drop function if exists convive_property_place()',
    ]) {
      await sql.raw(statement).execute(db);
    }
  } else {
    for (const name of Object.keys(SQLITE_TRIGGERS)) {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
  }
  for (const column of ['neighborhood_key', 'city_key', 'property_visible']) {
    await db.schema.alterTable('rooms').dropColumn(column).execute();
  }
}
