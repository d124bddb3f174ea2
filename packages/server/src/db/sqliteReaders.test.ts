import type { Page, Property, PropertyCreate } from '@convive/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, register, startServer, type TestServer } from '../../test/harness';

const home: PropertyCreate = {
  title: 'Piso leído en otro hilo',
  description: 'Luminoso y tranquilo, cerca del parque.',
  property_type: 'piso',
  price: 640,
  size: 70,
  address: 'Calle del Collado 3',
  city: 'Soria',
  postal_code: '42002',
  bedrooms: 2,
  bathrooms: 1,
};

/** SQLite's reader threads (SQLITE_READERS): the public searches read there, and see every write. */
describe('SQLite reader threads', () => {
  let server: TestServer;
  let landlord: Account;

  const search = async (query: string): Promise<Page<Property>> => {
    const answer = await server.fetch(`/api/properties/all/?${query}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as Page<Property>;
  };

  beforeAll(async () => {
    server = await startServer('sqlite', { config: { sqliteReaders: 2 } });
    landlord = await register(server, 'propietario');
  });
  afterAll(() => server?.close());

  it('serves the public searches from the threads, not the main connection', () => {
    expect(server.app.ctx.readDb).not.toBe(server.app.ctx.db);
  });

  it('finds a property in the search sent right after its creation, and drops it after its deletion', async () => {
    // Each search a different filter set: no answer comes from the search cache.
    for (let n = 0; n < 12; n++) {
      const created = await landlord.client.properties.create({ ...home, title: `${home.title} ${n}` });
      const found = await search(`city=Soria&min_price=${600 + n}`);
      expect(found.results.map((p) => p.id)).toContain(created.id);
      await landlord.client.properties.delete(created.id);
      const gone = await search(`city=Soria&max_price=${700 + n}`);
      expect(gone.results.map((p) => p.id)).not.toContain(created.id);
    }
  });

  it('answers as the main connection does, searches run at once included', async () => {
    for (let n = 0; n < 5; n++) await landlord.client.properties.create({ ...home, price: 500 + n * 50 });
    const queries = Array.from({ length: 20 }, (_, n) => `city=Soria&ordering=price&min_size=${n / 1000}`);
    const answers = await Promise.all(queries.map(search));
    const { db, readDb } = server.app.ctx;
    const expected = await db
      .selectFrom('properties')
      .select('id')
      .where('status', '=', 'disponible')
      .where('city_key', '=', 'soria')
      .orderBy('search_price', 'asc')
      .orderBy('id', 'desc')
      .execute();
    for (const answer of answers) expect(answer.results.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    // The same query on both connections gives the same rows.
    const direct = await readDb.selectFrom('properties').select(['id', 'title', 'search_price']).execute();
    expect(direct).toEqual(
      await db.selectFrom('properties').select(['id', 'title', 'search_price']).execute(),
    );
  });

  it('refuses writes, and a failed query leaves the thread working', async () => {
    const { readDb } = server.app.ctx;
    await expect(sql`delete from properties`.execute(readDb)).rejects.toThrow(
      /only queries that return rows/,
    );
    await expect(sql`select * from no_such_table`.execute(readDb)).rejects.toThrow(/no such table/);
    await expect(readDb.transaction().execute(async () => undefined)).rejects.toThrow(/only read/);
    const { rows } = await sql<{ n: number }>`select count(*) as n from properties`.execute(readDb);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });
});
