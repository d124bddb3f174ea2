import { normalizeText, PROPERTY_STATUSES, PROPERTY_TYPES } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../test/harness';
import { seedSynthetic } from './synthetic';

describe.each(DIALECTS)('synthetic properties on %s', (dialect) => {
  let test: TestDatabase;
  const now = new Date('2026-03-02T10:00:00Z');
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(() => test?.close());

  it('inserts N plausible rows owned by a few landlords', async () => {
    const db = test.database.db;
    const progress: number[] = [];
    const summary = await seedSynthetic(db, {
      properties: 2345,
      seed: 7,
      batchSize: 500,
      batchesPerTransaction: 2,
      now,
      onProgress: (done) => progress.push(done),
    });
    console.log(`[${dialect}] 2,345 synthetic properties: ${summary.ms} ms`);
    expect(summary).toMatchObject({ properties: 2345, landlords: 5 });
    expect(progress).toEqual([1000, 2000, 2345]);

    const rows = await db.selectFrom('properties').selectAll().execute();
    expect(rows).toHaveLength(2345);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((r) => r.property_type))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(PROPERTY_STATUSES));
    const available = rows.filter((r) => r.status === 'disponible').length / rows.length;
    expect(available).toBeGreaterThan(0.75);
    expect(available).toBeLessThan(0.95);
    const twoYearsAgo = new Date(now.getTime() - 731 * 86_400_000).toISOString();
    for (const row of rows) {
      expect(row.city_key).toBe(normalizeText(row.city));
      expect(row.neighborhood_key).toBe(normalizeText(row.neighborhood));
      expect(row.price).toBeGreaterThan(0);
      expect(row.created_at > twoYearsAgo && row.created_at <= now.toISOString()).toBe(true);
      if (row.is_coliving) expect(row.price_per_room).toBeGreaterThan(0);
    }
    // Every coliving property has a room per bedroom, priced around its price per room.
    const rooms = await db.selectFrom('rooms').selectAll().execute();
    expect(summary.rooms).toBe(rooms.length);
    const byProperty = new Map(rows.map((r) => [r.id, r]));
    const perProperty = new Map<number, number>();
    for (const room of rooms) {
      const property = byProperty.get(room.property_id)!;
      expect(property.is_coliving).toBe(1);
      expect(room.price_monthly).toBeGreaterThanOrEqual(Math.min(200, property.price_per_room! * 0.8));
      expect(room.price_monthly).toBeLessThanOrEqual(Math.max(200, property.price_per_room! * 1.2 + 5));
      expect(room.created_at >= property.created_at && room.created_at <= now.toISOString()).toBe(true);
      perProperty.set(room.property_id, (perProperty.get(room.property_id) ?? 0) + 1);
    }
    for (const row of rows.filter((r) => r.is_coliving)) expect(perProperty.get(row.id)).toBe(row.bedrooms);
    expect(new Set(rooms.map((r) => r.status))).toEqual(
      new Set(['available', 'occupied', 'reserved', 'maintenance']),
    );
    const owners = await db.selectFrom('users').select(['id', 'is_landlord']).execute();
    expect(owners).toHaveLength(5);
    expect(owners.every((u) => u.is_landlord === 1)).toBe(true);
  });

  it('is deterministic per seed, reuses its landlords, and caps batches under the variable limit', async () => {
    const db = test.database.db;
    // A batch far above SQLite's 32,766 bound variables is capped rather than failing.
    await seedSynthetic(db, { properties: 2345, seed: 7, batchSize: 5000, now });
    const rows = await db
      .selectFrom('properties')
      .select(['id', 'title', 'price', 'city', 'owner_id', 'created_at'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(4690);
    const strip = ({ id: _id, ...rest }: (typeof rows)[number]) => rest;
    expect(rows.slice(2345).map(strip)).toEqual(rows.slice(0, 2345).map(strip));
    const users = await db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(5);
  });

  it('inserts nothing for zero', async () => {
    const summary = await seedSynthetic(test.database.db, { properties: 0, seed: 99, landlords: 1 });
    expect(summary).toEqual({ properties: 0, rooms: 0, landlords: 0, ms: 0 });
  });
});
