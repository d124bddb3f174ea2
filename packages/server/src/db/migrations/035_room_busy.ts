import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL only: each room's periods (held, blocked, external) as one `datemultirange`,
 * `rooms.busy`, kept by a trigger on `availability_periods`. A search by dates then tests each room
 * in its own row (`busy && daterange(move_in, move_out)`) instead of joining the periods: the join
 * doubled the database's work for a room search. SQLite keeps probing its index, which costs it
 * little (search/stay.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table rooms add column busy datemultirange not null default '{}'`.execute(db);
  // The room's row is locked first: under READ COMMITTED the next statement then reads, with a new
  // snapshot, every period a concurrent transaction committed for the room before it.
  await sql`create or replace function convive_room_busy(room integer) returns void language plpgsql as $$
    begin
      perform 1 from rooms where id = room for update;
      update rooms set busy = coalesce(
        (select range_agg(daterange(iso_day(p.start_date), iso_day(p.end_date))) from availability_periods p where p.unit = room),
        '{}'::datemultirange)
      where id = room;
    end $$`.execute(db);
  await sql`create or replace function convive_periods_busy() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.unit > 0 then perform convive_room_busy(old.unit); end if;
      if tg_op in ('INSERT', 'UPDATE') and new.unit > 0 and (tg_op = 'INSERT' or new.unit <> old.unit)
        then perform convive_room_busy(new.unit); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger availability_periods_busy after insert or update of unit, start_date, end_date or delete
    on availability_periods for each row execute function convive_periods_busy()`.execute(db);
  await sql`update rooms r set busy = b.busy from (
      select unit, range_agg(daterange(iso_day(start_date), iso_day(end_date))) as busy
      from availability_periods where unit > 0 group by unit) b
    where r.id = b.unit`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger availability_periods_busy on availability_periods`.execute(db);
  await sql`drop function convive_periods_busy()`.execute(db);
  await sql`drop function convive_room_busy(integer)`.execute(db);
  await sql`alter table rooms drop column busy`.execute(db);
}
