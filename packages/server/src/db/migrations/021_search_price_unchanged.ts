import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { SHOWN_PRICE } from './014_search_price';

/**
 * 014's triggers keep `search_price` (the price a card shows) with every write to a property or a
 * room. Two changes:
 * - **The property is written only when the price it shows changes.** They rewrote it even when it
 *   stayed the same (a room occupied that was not the cheapest available, a second room dearer than
 *   the first): a write of the row and of every index holding the column (ten, 018's and 019's).
 * - **On SQLite the cheapest available room is found through the property's rooms** (`rooms_property`),
 *   whatever the statistics. Without them (a database before its first ANALYZE) SQLite answered
 *   `min(price)` of a property's available rooms by walking 020's (status, price) index until one of
 *   that property's turned up: every room written and every coliving property created read the
 *   available rooms of the whole site (seeding 100,000 properties with their 34,000 rooms took many
 *   times as long).
 */

/** The property's update, only when the price it shows changes (`is not`/`is distinct from`: null-safe). */
const refresh = (postgres: boolean, guarded: boolean) => (id: string) => {
  const p = postgres ? 'p' : 'properties';
  const shown = SHOWN_PRICE(p, guarded && !postgres);
  const target = postgres ? 'properties p' : 'properties';
  const changed = guarded
    ? ` and ${p}.search_price ${postgres ? 'is distinct from' : 'is not'} (${shown})`
    : '';
  return `update ${target} set search_price = ${shown} where ${p}.id = ${id}${changed};`;
};

const SQLITE_TRIGGERS = {
  properties_search_price_insert: (r: (id: string) => string) =>
    `after insert on properties begin ${r('new.id')} end`,
  properties_search_price_update: (r: (id: string) => string) =>
    `after update of price, price_per_room, is_coliving on properties begin ${r('new.id')} end`,
  rooms_search_price_insert: (r: (id: string) => string) =>
    `after insert on rooms begin ${r('new.property_id')} end`,
  rooms_search_price_delete: (r: (id: string) => string) =>
    `after delete on rooms begin ${r('old.property_id')} end`,
  rooms_search_price_update: (r: (id: string) => string) =>
    `after update of price_monthly, status, property_id on rooms begin ${r('old.property_id')} ${r('new.property_id')} end`,
};

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
async function install(db: Kysely<any>, guarded: boolean): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    // The rooms' trigger calls this function; the property's own trigger sets the row before it is
    // written, as 014 made it.
    await sql
      .raw(
        `create or replace function convive_refresh_search_price(pid bigint) returns void language sql as $$ ${refresh(true, guarded)('pid')} $$;`,
      )
      .execute(db);
    return;
  }
  for (const [name, body] of Object.entries(SQLITE_TRIGGERS)) {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
    await sql.raw(`create trigger ${name} ${body(refresh(false, guarded))}`).execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function up(db: Kysely<any>): Promise<void> {
  await install(db, true);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await install(db, false);
}
