import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../test/harness';
import * as neighborhoodKey from './migrations/003_neighborhood_key';

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(() => test?.close());

  it('003 adds an accent-free neighborhood_key and fills it for existing properties', async () => {
    // The schema before 003 is not the current one: an untyped handle, as the migrations use.
    // biome-ignore lint/suspicious/noExplicitAny: written against no fixed schema.
    const db = test.database.db as unknown as Kysely<any>;
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
  });
});
