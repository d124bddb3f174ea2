import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  type OwnDatabase,
  openTestDatabase,
  ownPostgresDatabase,
  type TestDatabase,
} from '../../test/harness';
import * as neighborhoodKey from './migrations/003_neighborhood_key';
import * as guestVisits from './migrations/006_guest_visits';
import * as searchPrice from './migrations/014_search_price';
import * as locationCounts from './migrations/015_location_counts';
import * as publicFullText from './migrations/016_public_full_text';
import * as walkIndexes from './migrations/018_walk_indexes';
import * as searchIndexes from './migrations/019_search_indexes';

/** On PostgreSQL these tests drop and add columns: in a database of their own (`ownPostgresDatabase`). */
const ownDatabase = () => ownPostgresDatabase('convive_migrations');

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let test: TestDatabase;
  let database: OwnDatabase | null = null;
  beforeAll(async () => {
    if (dialect === 'postgres') database = await ownDatabase();
    test = await openTestDatabase(dialect, database ? { databaseUrl: database.url } : {});
  });
  afterAll(async () => {
    await test?.close();
    await database?.drop();
  });

  it('003 adds an accent-free neighborhood_key and fills it for existing properties', async () => {
    // The schema before 003 is not the current one: an untyped handle, as the migrations use.
    // biome-ignore lint/suspicious/noExplicitAny: written against no fixed schema.
    const db = test.database.db as unknown as Kysely<any>;
    // 019's and 018's indexes, and 016's and 015's triggers, read neighborhood_key: off while it is gone.
    await searchIndexes.down(db);
    await walkIndexes.down(db);
    await publicFullText.down(db);
    await locationCounts.down(db);
    // 014's filter indexes hold neighborhood_key too.
    await searchPrice.down(db);
    await neighborhoodKey.down(db);
    const now = new Date().toISOString();
    const owner = await db
      .insertInto('users')
      .values({
        email: 'casero@example.com',
        first_name: 'Ana',
        last_name: 'Ruiz',
        date_joined: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const property = (title: string, neighborhood: string) => ({
      owner_id: owner.id,
      title,
      description: 'Piso',
      property_type: 'piso',
      price: 900,
      address: 'Calle Mayor 1',
      city: 'Madrid',
      city_key: 'madrid',
      postal_code: '28012',
      country: 'España',
      neighborhood,
      bedrooms: 2,
      bathrooms: 1,
      size: 60,
      status: 'disponible',
      created_at: now,
      updated_at: now,
    });
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
    // biome-ignore lint/suspicious/noExplicitAny: written against no fixed schema.
    const db = test.database.db as unknown as Kysely<any>;
    await guestVisits.down(db);
    const now = new Date().toISOString();
    const tenant = await db
      .insertInto('users')
      .values({
        email: 'inquilina@example.com',
        first_name: 'Eva',
        last_name: 'Gil',
        date_joined: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
      .values({ ...visit, user_id: tenant.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await guestVisits.up(db);
    const kept = await db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      user_id: tenant.id,
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
    await db.deleteFrom('users').where('id', '=', tenant.id).execute();
    expect(await db.selectFrom('appointments').select('id').where('id', '=', before.id).execute()).toEqual(
      [],
    );
  });
});
