import type { Property, PropertyCreate, Room } from '@convive/sdk';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, register, startServer, type TestServer } from '../../test/harness';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * DATABASE_READ_URL: the public searches (properties and rooms) read from a second database, a read
 * replica; details, a landlord's own list and every write use DATABASE_URL. Shown with a replica
 * whose rows differ from the primary's: a temporary database on the same PostgreSQL, dropped after.
 */

const DATABASE_URL = process.env.DATABASE_URL;

const home: PropertyCreate = {
  title: 'Casa en la primaria',
  description: 'Escrita por la API.',
  price: 800,
  size: 80,
  address: 'Calle Mayor 1',
  city: 'Soria',
  postal_code: '42001',
  bedrooms: 2,
  bathrooms: 1,
  is_coliving: true,
};

describe.runIf(DATABASE_URL)('public searches on a read replica (PostgreSQL)', () => {
  const replicaName = `test_read_${process.pid}_${Date.now().toString(36)}`;
  let admin: pg.Client;
  let replicaUrl: string;
  let replica: DatabaseHandle;
  let server: TestServer;
  let landlord: Account;
  let property: Property;
  let room: Room;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${replicaName}`);
    const url = new URL(DATABASE_URL ?? '');
    url.pathname = `/${replicaName}`;
    replicaUrl = url.toString();
    server = await startServer('postgres', { config: { databaseReadUrl: replicaUrl } });
    replica = openDatabase({ ...server.config, databaseUrl: replicaUrl }, { poolSize: 2 });
    await migrateToLatest(replica.db);

    // The primary gets its rows through the API; the replica a copy of them, retitled, as if it
    // showed another moment of the primary.
    landlord = await register(server, 'propietario');
    property = await landlord.client.properties.create(home);
    room = await landlord.client.rooms.create({
      coliving_property: property.id,
      room_number: 'H1',
      title: 'Habitación en la primaria',
      price_monthly: 400,
      size_sqm: 12,
      available_from: '2027-01-01',
    });
    const primary = server.app.ctx.db;
    const user = await primary
      .selectFrom('users')
      .selectAll()
      .where('id', '=', landlord.user.id)
      .executeTakeFirstOrThrow();
    await replica.db.insertInto('users').values(user).execute();
    const row = await primary
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', property.id)
      .executeTakeFirstOrThrow();
    await replica.db
      .insertInto('properties')
      .values({ ...row, title: 'Casa en la réplica' })
      .execute();
    const roomRow = await primary
      .selectFrom('rooms')
      .selectAll()
      .where('id', '=', room.id)
      .executeTakeFirstOrThrow();
    await replica.db
      .insertInto('rooms')
      .values({ ...roomRow, title: 'Habitación en la réplica' })
      .execute();
    // Only on the primary: a second home the replica has not received yet.
    await landlord.client.properties.create({ ...home, title: 'Casa nueva en la primaria' });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await replica?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${replicaName}`);
    await admin?.end();
  });

  it('opens a second pool for reads only when DATABASE_READ_URL is set', () => {
    expect(server.config.databaseReadUrl).toBe(replicaUrl);
    expect(server.app.ctx.readDb).not.toBe(server.app.ctx.db);
  });

  it('answers the public property searches from the replica', async () => {
    for (const path of ['/api/properties/all/?city=Soria', '/api/properties/?city=Soria']) {
      const answer = (await (await server.fetch(path)).json()) as { count: number; results: Property[] };
      expect(answer.count, path).toBe(1);
      expect(answer.results.map((p) => p.title)).toEqual(['Casa en la réplica']);
    }
  });

  it('answers the public room search from the replica', async () => {
    const answer = (await (await server.fetch('/api/rooms/?city=Soria')).json()) as { results: Room[] };
    expect(answer.results.map((r) => r.title)).toEqual(['Habitación en la réplica']);
  });

  it('reads details, a landlord’s own list and the result of a write from the primary', async () => {
    expect((await server.client().properties.get(property.id))?.title).toBe('Casa en la primaria');
    expect((await server.client().rooms.get(room.id))?.title).toBe('Habitación en la primaria');
    const own = await server.fetch(`/api/properties/?owner=${landlord.user.id}`, { token: landlord.token });
    expect(own.headers.get('x-cache')).toBe('bypass');
    const titles = ((await own.json()) as { results: Property[] }).results.map((p) => p.title);
    expect(titles.sort()).toEqual(['Casa en la primaria', 'Casa nueva en la primaria']);
    const updated = await landlord.client.properties.update(property.id, { price: 750 });
    expect([updated.title, updated.price]).toEqual(['Casa en la primaria', 750]);
  });
});

describe('without DATABASE_READ_URL', () => {
  it('reads searches from the one database (SQLite without reader threads)', async () => {
    const server = await startServer('sqlite', { config: { sqliteReaders: 0 } });
    try {
      expect(server.app.ctx.readDb).toBe(server.app.ctx.db);
    } finally {
      await server.close();
    }
  });
});
