import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Page, Property, PropertyCreate } from '@convive/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, register, startServer, type TestServer } from '../../test/harness';
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { openSqliteReaders } from './sqliteReaders';

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

  it('sends the queries asked for together in one message, each answered or failing on its own', async () => {
    const { db, readDb } = server.app.ctx;
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const [count, missing, titles] = await Promise.allSettled([
        sql<{ n: number }>`select count(*) as n from properties`.execute(readDb),
        sql`select * from no_such_table`.execute(readDb),
        readDb.selectFrom('properties').select('title').where('city', '=', 'Soria').orderBy('id').execute(),
      ]);
      const batches = sent.mock.calls
        .map(([message]) => message as { queries?: { sql: string }[] })
        .filter((message) => message.queries?.some((query) => query.sql.includes('no_such_table')));
      expect(batches).toHaveLength(1);
      expect(batches[0]?.queries).toHaveLength(3);
      expect(count.status === 'fulfilled' && Number(count.value.rows[0]?.n)).toBeGreaterThan(0);
      expect(missing.status === 'rejected' && String(missing.reason)).toMatch(/no such table/);
      expect(titles.status === 'fulfilled' && titles.value).toEqual(
        await db.selectFrom('properties').select('title').where('city', '=', 'Soria').orderBy('id').execute(),
      );
    } finally {
      sent.mockRestore();
    }
  });

  it("reads a search's related data (photos, owners, rooms) on the threads", async () => {
    const created = await landlord.client.properties.create({
      ...home,
      title: 'Piso con sus datos en otro hilo',
    });
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const found = await search(`city=Soria&q=${encodeURIComponent('otro hilo')}`);
      expect(found.results.find((p) => p.id === created.id)?.owner_name).toBeTruthy();
      const asked = sent.mock.calls.flatMap(([message]) =>
        ((message as { queries?: { sql: string }[] }).queries ?? []).map((query) => query.sql),
      );
      for (const table of ['property_images', 'users', 'rooms', 'listings']) {
        expect(
          asked.some((text) => text.includes(`from "${table}"`)),
          table,
        ).toBe(true);
      }
    } finally {
      sent.mockRestore();
    }
  });
});

describe('closing the reader threads', () => {
  const open = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'convive-readers-'));
    const database = openDatabase(loadConfig({}, { dataDir, databaseUrl: null }));
    await migrateToLatest(database.db);
    const readers = openSqliteReaders({
      file: database.file ?? '',
      count: 2,
    });
    const files = async () => (await readdir(dataDir)).filter((name) => name.startsWith('convive.db-'));
    return { dataDir, database, readers, files };
  };

  it('closes every connection before the main one, which then removes the WAL files', async () => {
    const { dataDir, database, readers, files } = await open();
    // Both threads hold the WAL's shared memory once they have read.
    await Promise.all(
      Array.from({ length: 4 }, () => sql`select count(*) from properties`.execute(readers.db)),
    );
    await readers.close();
    await database.close();
    expect(await files()).toEqual([]);
    await expect(sql`select 1`.execute(readers.db)).rejects.toThrow(/closed/);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('closes threads that never ran a query (Kysely alone would not reach them)', async () => {
    const { dataDir, database, readers, files } = await open();
    await readers.close();
    await database.close();
    // A thread left running would open the file again and bring the WAL files back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await files()).toEqual([]);
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('a reader thread that cannot start', () => {
  it('fails its queries at once and is tried again once a second, not in a loop', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'convive-readers-'));
    const errors: Error[] = [];
    const readers = openSqliteReaders({
      file: join(dataDir, 'missing.db'),
      count: 1,
      onError: (error) => errors.push(error),
    });
    await expect(sql`select 1`.execute(readers.db)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // The first start and one retry a second later; a loop would have logged hundreds.
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.length).toBeLessThanOrEqual(3);
    await expect(sql`select 1`.execute(readers.db)).rejects.toThrow();
    await readers.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
