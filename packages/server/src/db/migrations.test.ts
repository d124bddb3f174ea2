import { normalizeText } from '@convive/sdk';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  type OwnDatabase,
  openTestDatabase,
  ownPostgresDatabase,
  type TestDatabase,
} from '../../test/harness';
import { insertUser, propertyValues, roomValues } from '../../test/rows';
import * as neighborhoodKey from './migrations/003_neighborhood_key';
import * as guestVisits from './migrations/006_guest_visits';
import * as searchPrice from './migrations/014_search_price';
import * as locationCounts from './migrations/015_location_counts';
import * as publicFullText from './migrations/016_public_full_text';
import * as walkIndexes from './migrations/018_walk_indexes';
import * as searchIndexes from './migrations/019_search_indexes';
import * as roomPlaces from './migrations/022_room_places';
import * as publicTextTags from './migrations/036_public_text_tags';

/**
 * A test database of `dialect` for the enclosing describe block. On PostgreSQL these tests drop and
 * add columns and triggers: in a database of their own (`ownPostgresDatabase`), named `name`.
 */
function databaseFor(dialect: (typeof DIALECTS)[number], name: string): () => TestDatabase {
  let test: TestDatabase;
  let database: OwnDatabase | null = null;
  beforeAll(async () => {
    if (dialect === 'postgres') database = await ownPostgresDatabase(name);
    test = await openTestDatabase(dialect, database ? { databaseUrl: database.url } : {});
  });
  afterAll(async () => {
    await test?.close();
    await database?.drop();
  });
  return () => test;
}

// biome-ignore lint/suspicious/noExplicitAny: these tests write against no fixed schema.
type AnyDb = Kysely<any>;

/** A visible coliving property in Madrid (Sol) as a row, changed by `overrides`. */
async function insertProperty(db: AnyDb, ownerId: number, overrides: Record<string, unknown> = {}) {
  const row = await db
    .insertInto('properties')
    .values(
      propertyValues(ownerId, {
        title: 'Coliving',
        description: 'Habitaciones',
        price: 2000,
        price_per_room: 500,
        is_coliving: 1,
        neighborhood_key: 'sol',
        bedrooms: 4,
        bathrooms: 2,
        size: 120,
        ...overrides,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  const database = databaseFor(dialect, 'convive_migrations');

  it('003 adds an accent-free neighborhood_key and fills it for existing properties', async () => {
    // The schema before 003 is not the current one: an untyped handle, as the migrations use.
    const db = database().database.db as unknown as AnyDb;
    // 036's and 022's copies, 019's and 018's indexes, and 016's and 015's triggers, read
    // neighborhood_key: off while it is gone.
    await publicTextTags.down(db);
    await roomPlaces.down(db);
    await searchIndexes.down(db);
    await walkIndexes.down(db);
    await publicFullText.down(db);
    await locationCounts.down(db);
    // 014's filter indexes hold neighborhood_key too.
    await searchPrice.down(db);
    await neighborhoodKey.down(db);
    const ownerId = await insertUser(db, 'casero@example.com');
    const property = (title: string, neighborhood: string) =>
      propertyValues(ownerId, { title, neighborhood });
    // Written as before the migration: no neighborhood_key column yet.
    await db
      .insertInto('properties')
      .values([property('Uno', 'Lavapiés'), property('Dos', 'LAVAPIÉS'), property('Tres', '')])
      .execute();
    await neighborhoodKey.up(db);
    await searchPrice.up(db);
    const rows = await db
      .selectFrom('properties')
      .select(['title', 'neighborhood_key'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { title: 'Uno', neighborhood_key: 'lavapies' },
      { title: 'Dos', neighborhood_key: 'lavapies' },
      { title: 'Tres', neighborhood_key: '' },
    ]);

    // 015 counts the available properties per owner and place, and its triggers keep the counts.
    await locationCounts.up(db);
    await publicFullText.up(db);
    await publicTextTags.up(db);
    const counts = () =>
      db
        .selectFrom('location_counts')
        .select(['city', 'neighborhood', 'neighborhood_key', 'count'])
        .orderBy('neighborhood')
        .execute();
    expect(await counts()).toEqual([
      { city: 'Madrid', neighborhood: '', neighborhood_key: '', count: 1 },
      { city: 'Madrid', neighborhood: 'LAVAPIÉS', neighborhood_key: 'lavapies', count: 1 },
      { city: 'Madrid', neighborhood: 'Lavapiés', neighborhood_key: 'lavapies', count: 1 },
    ]);
    await db.updateTable('properties').set({ status: 'alquilado' }).where('title', '=', 'Dos').execute();
    await db
      .updateTable('properties')
      .set({ neighborhood: 'Lavapiés', neighborhood_key: 'lavapies' })
      .where('title', '=', 'Tres')
      .execute();
    await db
      .insertInto('properties')
      .values({ ...property('Cuatro', 'Lavapiés'), neighborhood_key: 'lavapies' })
      .execute();
    await db.deleteFrom('properties').where('title', '=', 'Uno').execute();
    expect(await counts()).toEqual([
      { city: 'Madrid', neighborhood: 'Lavapiés', neighborhood_key: 'lavapies', count: 2 },
    ]);
  });

  it('006 lets an appointment have no user (a guest) and keeps every existing appointment', async () => {
    const db = database().database.db as unknown as AnyDb;
    await guestVisits.down(db);
    const now = new Date().toISOString();
    const tenantId = await insertUser(db, 'inquilina@example.com');
    const property = await db.selectFrom('properties').select('id').orderBy('id').executeTakeFirstOrThrow();
    const visit = {
      property_id: property.id,
      date: '2026-12-01',
      time: '10:00',
      notes: 'Antes',
      status: 'pendiente',
      source_origin: 'https://sol.example',
      created_at: now,
      updated_at: now,
    };
    const before = await db
      .insertInto('appointments')
      .values({ ...visit, user_id: tenantId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await guestVisits.up(db);
    const kept = await db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      user_id: tenantId,
      notes: 'Antes',
      source_origin: 'https://sol.example',
      guest_name: '',
    });
    const guest = await db
      .insertInto('appointments')
      .values({
        ...visit,
        user_id: null,
        guest_name: 'Invitada',
        guest_email: 'i@example.com',
        guest_phone: '600000000',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(guest.id).toBeGreaterThan(before.id);
    // Deleting the tenant still takes their appointments with them (the rebuilt foreign key).
    await db.deleteFrom('users').where('id', '=', tenantId).execute();
    expect(await db.selectFrom('appointments').select('id').where('id', '=', before.id).execute()).toEqual(
      [],
    );
  });
});

describe.each(DIALECTS)("021: a property's shown price on %s", (dialect) => {
  const database = databaseFor(dialect, 'convive_shown_price');

  it('is written only when it changes, and read through the rooms of that property alone', async () => {
    // Rows written with only the columns that matter here: an untyped handle, as the migrations use.
    const db = database().database.db as unknown as AnyDb;
    const now = new Date().toISOString();
    const homeId = await insertProperty(db, await insertUser(db, 'colivings@example.com'));
    let rooms = 0;
    const addRoom = async (price: number, status = 'available') => {
      rooms += 1;
      const room = await db
        .insertInto('rooms')
        .values(
          roomValues(homeId, {
            room_number: `H${rooms}`,
            price_monthly: price,
            status,
            created_at: now,
            updated_at: now,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return room.id;
    };
    // How the property row was last written: PostgreSQL's row version; on SQLite a count kept by a
    // trigger of this connection's own (temporary: the schema is not touched).
    if (dialect === 'sqlite') {
      await sql`create temp table property_writes (id integer)`.execute(db);
      await sql`create temp trigger property_written after update on properties begin insert into property_writes values (new.id); end`.execute(
        db,
      );
    }
    const version = async () =>
      dialect === 'postgres'
        ? String(
            (
              await sql<{ v: string }>`select xmin::text as v from properties where id = ${homeId}`.execute(
                db,
              )
            ).rows[0]?.v,
          )
        : String(
            (await sql<{ n: number }>`select count(*) as n from property_writes`.execute(db)).rows[0]?.n,
          );
    const shown = async () =>
      Number(
        (
          await db
            .selectFrom('properties')
            .select('search_price')
            .where('id', '=', homeId)
            .executeTakeFirstOrThrow()
        ).search_price,
      );

    expect(await shown()).toBe(500);
    await addRoom(450);
    expect(await shown()).toBe(450);
    const before = await version();
    // A dearer room, or one not available, and a room leaving that is not the cheapest: the price
    // shown stays, and the property is not written.
    const dearer = await addRoom(600);
    await addRoom(300, 'occupied');
    await db.updateTable('rooms').set({ status: 'reserved' }).where('id', '=', dearer).execute();
    await db.deleteFrom('rooms').where('id', '=', dearer).execute();
    expect([await shown(), await version()]).toEqual([450, before]);
    // A cheaper available room changes it, and its going changes it back.
    const cheaper = await addRoom(400);
    expect(await shown()).toBe(400);
    expect(await version()).not.toBe(before);
    await db.deleteFrom('rooms').where('id', '=', cheaper).execute();
    expect(await shown()).toBe(450);

    if (dialect === 'sqlite') {
      // Without statistics (a database before its first ANALYZE), each trigger still reads the
      // property's own rooms, not every available room of the site in price order.
      await sql`drop table if exists sqlite_stat1`.execute(db);
      const triggers = await sql<{ name: string; sql: string }>`
        select name, sql from sqlite_master where type = 'trigger' and name like '%search_price%'`.execute(
        db,
      );
      expect(triggers.rows.length).toBe(5);
      for (const trigger of triggers.rows) {
        const body = trigger.sql
          .slice(trigger.sql.indexOf(' begin ') + 7, trigger.sql.lastIndexOf(' end'))
          .split(';')[0]!
          .replace(/(new|old)\.(property_)?id/g, String(homeId));
        const plan = await sql<{ detail: string }>`explain query plan ${sql.raw(body)}`.execute(db);
        const details = plan.rows.map((row) => row.detail).join(' | ');
        expect(details, trigger.name).toContain('rooms_property');
        expect(details, trigger.name).not.toContain('rooms_status');
      }
    }
  });
});

describe.each(DIALECTS)("022: a room's copies of its property's place and visibility on %s", (dialect) => {
  const database = databaseFor(dialect, 'convive_room_places');

  it('are filled for the rooms there were, and follow every change of the property or of the room', async () => {
    // The schema before 022 differs from the current one: an untyped handle, as the migrations use.
    const db = database().database.db as unknown as AnyDb;
    await roomPlaces.down(db);
    const now = new Date().toISOString();
    const owner = await insertUser(db, 'sitios@example.com');
    const property = (city: string, neighborhood: string, status = 'disponible') =>
      insertProperty(db, owner, {
        title: `Coliving en ${city}`,
        city,
        city_key: normalizeText(city),
        neighborhood,
        neighborhood_key: normalizeText(neighborhood),
        status,
      });
    let numbers = 0;
    const room = async (propertyId: number) => {
      numbers += 1;
      return (
        await db
          .insertInto('rooms')
          .values(roomValues(propertyId, { room_number: `R${numbers}`, created_at: now, updated_at: now }))
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    };
    const copies = async (id: number) =>
      db
        .selectFrom('rooms')
        .select(['property_visible', 'city_key', 'neighborhood_key'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
        .then((row) => ({ ...row, property_visible: Number(row.property_visible) }));

    // Rooms written before 022: filled by it.
    const madrid = await property('Madrid', 'Lavapiés');
    const hidden = await property('Cádiz', 'La Viña', 'inactivo');
    const early = await room(madrid);
    const earlyHidden = await room(hidden);
    await roomPlaces.up(db);
    expect(await copies(early)).toEqual({
      property_visible: 1,
      city_key: 'madrid',
      neighborhood_key: 'lavapies',
    });
    expect(await copies(earlyHidden)).toEqual({
      property_visible: 0,
      city_key: 'cadiz',
      neighborhood_key: 'la vina',
    });

    // A new room takes its property's.
    const later = await room(madrid);
    expect(await copies(later)).toEqual({
      property_visible: 1,
      city_key: 'madrid',
      neighborhood_key: 'lavapies',
    });
    // The property's place and status: every room of it follows; a status that keeps it visible, too.
    await db
      .updateTable('properties')
      .set({ city: 'Alcalá', city_key: 'alcala', neighborhood: 'Centro', neighborhood_key: 'centro' })
      .where('id', '=', madrid)
      .execute();
    await db.updateTable('properties').set({ status: 'inactivo' }).where('id', '=', madrid).execute();
    for (const id of [early, later]) {
      expect(await copies(id)).toEqual({
        property_visible: 0,
        city_key: 'alcala',
        neighborhood_key: 'centro',
      });
    }
    await db.updateTable('properties').set({ status: 'reservado' }).where('id', '=', madrid).execute();
    expect((await copies(early)).property_visible).toBe(1);
    // A room moved to another property takes the new one's.
    await db.updateTable('rooms').set({ property_id: hidden }).where('id', '=', later).execute();
    expect(await copies(later)).toEqual({
      property_visible: 0,
      city_key: 'cadiz',
      neighborhood_key: 'la vina',
    });
    // Another property's rooms are not touched.
    expect(await copies(early)).toEqual({
      property_visible: 1,
      city_key: 'alcala',
      neighborhood_key: 'centro',
    });

    if (dialect === 'sqlite') {
      // A place's rooms one can rent, by price: one index range, in order (no sort of the place's rooms).
      const plan = await sql<{ detail: string }>`explain query plan
        select * from rooms where property_visible = 1 and city_key = 'madrid' and status = 'available'
        order by price_monthly desc, id desc limit 13`.execute(db);
      const details = plan.rows.map((row) => row.detail).join(' | ');
      expect(details).toContain('rooms_city_price');
      expect(details).not.toContain('TEMP B-TREE');
    }
  });
});
