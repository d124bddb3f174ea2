import type { PropertyCreate } from '@convive/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, DIALECTS, register, startServer, type TestServer } from '../../test/harness';
import { stayOf } from './stay';

describe('stayOf: the stay of a search', () => {
  it('counts whole months and months begun', () => {
    expect(stayOf({})).toBeNull();
    expect(stayOf({ move_in: '2027-09-01', months: 5 })).toEqual({
      moveIn: '2027-09-01',
      moveOut: '2028-02-01',
      fullMonths: 5,
      monthsBegun: 5,
    });
    expect(stayOf({ move_in: '2027-09-15', move_out: '2028-01-15' })).toMatchObject({
      fullMonths: 4,
      monthsBegun: 4,
    });
    expect(stayOf({ move_in: '2027-09-15', move_out: '2028-01-20' })).toMatchObject({
      fullMonths: 4,
      monthsBegun: 5,
    });
    expect(stayOf({ move_in: '2027-09-15', move_out: '2027-09-20' })).toMatchObject({
      fullMonths: 0,
      monthsBegun: 1,
    });
    // Clamped to the month's end, as an application's `months` is.
    expect(stayOf({ move_in: '2028-01-31', months: 1 })).toMatchObject({ moveOut: '2028-02-29' });
    expect(stayOf({ move_in: '2028-01-31', move_out: '2028-02-29' })).toMatchObject({ fullMonths: 1 });
    // A move-in day alone asks for that day, whatever the stay limits.
    expect(stayOf({ move_in: '2027-09-01' })).toEqual({
      moveIn: '2027-09-01',
      moveOut: '2027-09-02',
      fullMonths: null,
      monthsBegun: null,
    });
  });
});

interface Page<T> {
  count: number;
  results: T[];
}
interface RoomOut {
  id: number;
  price_monthly: number;
}
interface PropertyOut {
  id: number;
  price: number;
  price_per_room: number | null;
}

describe.each(DIALECTS)('search by dates on %s', (dialect) => {
  let server: TestServer;
  let landlord: Account;
  let seq = 0;
  const db = () => server.app.ctx.db;

  beforeAll(async () => {
    server = await startServer(dialect);
    landlord = await register(server, 'propietario');
  });
  afterAll(() => server.close());

  /** A city of its own per test, so each search sees only its homes. */
  const newCity = () => `Villadates${dialect}${++seq}`;

  function home(city: string, overrides: Partial<PropertyCreate> = {}): PropertyCreate {
    return {
      title: 'Casa con patio',
      description: 'Tranquila.',
      price: 900,
      size: 80,
      address: 'Calle Mayor 1',
      city,
      postal_code: '28001',
      bedrooms: 3,
      bathrooms: 1,
      ...overrides,
    };
  }

  async function colivingWith(
    city: string,
    rooms: { price: number; from?: string; min?: number; max?: number | null }[],
  ) {
    const property = await landlord.client.properties.create(
      home(city, {
        is_coliving: true,
        price_per_room: 300,
        price: 1500,
        bedrooms: Math.max(1, rooms.length),
      }),
    );
    const ids: number[] = [];
    for (const [i, room] of rooms.entries()) {
      const created = await landlord.client.rooms.create({
        coliving_property: property.id,
        room_number: `H${i + 1}`,
        title: `Habitación ${i + 1}`,
        price_monthly: room.price,
        size_sqm: 12,
        available_from: room.from ?? '2027-01-01',
        min_stay_months: room.min ?? 1,
        max_stay_months: room.max ?? null,
      });
      ids.push(created.id);
    }
    return { property, rooms: ids };
  }

  /** A period written straight into the table (the calendar's own calls are another feature's). */
  async function period(
    propertyId: number,
    unit: number,
    start: string,
    end: string,
    kind: 'held' | 'blocked' | 'external' = 'held',
  ) {
    await db()
      .insertInto('availability_periods')
      .values({
        property_id: propertyId,
        unit,
        kind,
        start_date: start,
        end_date: end,
        created_at: new Date().toISOString(),
      })
      .execute();
    // The calendar's writes forget cached searches; a direct insert must too.
    await server.app.ctx.searchCache.invalidate();
  }

  async function get<T>(path: string, language = 'es'): Promise<{ status: number; body: T }> {
    const response = await server.fetch(path, { headers: { 'accept-language': language } });
    return { status: response.status, body: (await response.json()) as T };
  }
  const rooms = async (query: string) => (await get<Page<RoomOut>>(`/api/rooms/?${query}`)).body;
  const homes = async (query: string) => (await get<Page<PropertyOut>>(`/api/properties/all/?${query}`)).body;
  const ids = (page: Page<{ id: number }>) => page.results.map((r) => r.id).sort((a, b) => a - b);

  it('leaves out a room held for part of the stay, keeps one free before or after', async () => {
    const city = newCity();
    const { property, rooms: [held, before, after, edge, free] = [] } = await colivingWith(city, [
      { price: 400 },
      { price: 410 },
      { price: 420 },
      { price: 430 },
      { price: 440 },
    ]);
    const p = property.id;
    await period(p, held as number, '2027-10-01', '2027-11-01');
    // Ends before the stay, and one starting on the move-out day (exclusive end).
    await period(p, before as number, '2027-03-01', '2027-08-01');
    await period(p, after as number, '2028-02-01', '2028-06-01');
    // Ends on the move-in day: that day is free again.
    await period(p, edge as number, '2027-06-01', '2027-09-01');
    const stay = `city=${city}&move_in=2027-09-01&months=5`;
    const found = await rooms(stay);
    expect(ids(found)).toEqual([before, after, edge, free].sort((a, b) => (a as number) - (b as number)));
    expect(found.count).toBe(4);
    // The same with move_out, and without dates every room.
    expect(ids(await rooms(`city=${city}&move_in=2027-09-01&move_out=2028-02-01`))).toEqual(ids(found));
    expect((await rooms(`city=${city}`)).count).toBe(5);
    // A day into the next period: no longer free.
    expect((await rooms(`city=${city}&move_in=2027-09-01&move_out=2028-02-02`)).count).toBe(3);
    // A move-in day alone asks for that day: the held room is free on it.
    expect((await rooms(`city=${city}&move_in=2027-09-01`)).count).toBe(5);
    expect((await rooms(`city=${city}&move_in=2027-10-15`)).count).toBe(4);
  });

  // PostgreSQL's own column: SQLite has none, so the test exists on PostgreSQL only (not skipped).
  if (dialect === 'postgres') {
    it('keeps each room’s busy ranges (PostgreSQL) in step with its periods: moved, deleted, written at once', async () => {
      const city = newCity();
      const { property, rooms: [a, b] = [] } = await colivingWith(city, [{ price: 400 }, { price: 410 }]);
      const busy = async (room: number) => {
        const row = await db()
          .selectFrom('rooms')
          .select(sql<string>`busy::text`.as('busy'))
          .where('id', '=', room)
          .executeTakeFirstOrThrow();
        return row.busy;
      };
      await period(property.id, a as number, '2027-10-01', '2027-11-01');
      await period(property.id, a as number, '2027-11-01', '2027-12-01');
      expect(await busy(a as number)).toBe('{[2027-10-01,2027-12-01)}');
      // Moved to the other room, then its dates changed, then deleted.
      await db()
        .updateTable('availability_periods')
        .set({ unit: b as number })
        .where('unit', '=', a as number)
        .where('start_date', '=', '2027-11-01')
        .execute();
      expect([await busy(a as number), await busy(b as number)]).toEqual([
        '{[2027-10-01,2027-11-01)}',
        '{[2027-11-01,2027-12-01)}',
      ]);
      await db()
        .updateTable('availability_periods')
        .set({ end_date: '2028-01-01' })
        .where('unit', '=', b as number)
        .execute();
      expect(await busy(b as number)).toBe('{[2027-11-01,2028-01-01)}');
      await db()
        .deleteFrom('availability_periods')
        .where('unit', '=', a as number)
        .execute();
      expect(await busy(a as number)).toBe('{}');
      // Twenty periods of one room written by concurrent transactions: none is lost.
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          db()
            .transaction()
            .execute(async (trx) => {
              const month = String(i + 1).padStart(2, '0');
              const year = 2030 + Math.floor(i / 12);
              const start = `${year}-${String((i % 12) + 1).padStart(2, '0')}-01`;
              await trx
                .insertInto('availability_periods')
                .values({
                  property_id: property.id,
                  unit: a as number,
                  kind: 'blocked',
                  start_date: start,
                  end_date: `${start.slice(0, 8)}15`,
                  created_at: `2026-01-${month.slice(-2)}T00:00:00Z`,
                })
                .execute();
            }),
        ),
      );
      const ranges = (await busy(a as number)).match(/\[/g) ?? [];
      expect(ranges).toHaveLength(20);
      await server.app.ctx.searchCache.invalidate();
      expect(ids(await rooms(`city=${city}&move_in=2030-01-10&months=1`))).toEqual([b]);
    });
  }

  it('leaves out rooms blocked by the landlord or busy in an imported calendar', async () => {
    const city = newCity();
    const { property, rooms: [blocked, external, free] = [] } = await colivingWith(city, [
      { price: 400 },
      { price: 410 },
      { price: 420 },
    ]);
    await period(property.id, blocked as number, '2027-12-24', '2027-12-27', 'blocked');
    await period(property.id, external as number, '2027-09-10', '2027-09-12', 'external');
    expect(ids(await rooms(`city=${city}&move_in=2027-09-01&months=6`))).toEqual([free]);
  });

  it('respects a room’s first free day and its minimum and maximum stay', async () => {
    const city = newCity();
    const { rooms: [late, sixOrMore, upToThree, threeToFour] = [] } = await colivingWith(city, [
      { price: 400, from: '2027-09-02' },
      { price: 410, min: 6 },
      { price: 420, min: 1, max: 3 },
      { price: 430, min: 3, max: 4 },
    ]);
    const of = async (query: string) => ids(await rooms(`city=${city}&${query}`));
    const sorted = (...list: (number | undefined)[]) => (list as number[]).sort((a, b) => a - b);
    // From 1 September: the late room is available a day later.
    expect(await of('move_in=2027-09-01&months=6')).toEqual([sixOrMore]);
    expect(await of('move_in=2027-09-01&months=5')).toEqual([]);
    expect(await of('move_in=2027-09-02&months=3')).toEqual(sorted(late, upToThree, threeToFour));
    // Exactly four months, then four months and a few days: more than a 4 months' maximum.
    expect(await of('move_in=2027-09-02&move_out=2028-01-02')).toEqual(sorted(late, threeToFour));
    expect(await of('move_in=2027-09-02&move_out=2028-01-10')).toEqual([late]);
  });

  it('finds a coliving home by one free room and shows that room’s price', async () => {
    const city = newCity();
    const { property, rooms: [cheap, dear] = [] } = await colivingWith(city, [
      { price: 350 },
      { price: 520 },
    ]);
    const other = await colivingWith(city, [{ price: 300 }]);
    await period(property.id, cheap as number, '2027-09-01', '2028-09-01');
    await period(other.property.id, other.rooms[0] as number, '2027-08-01', '2027-10-01', 'blocked');
    const all = await homes(`city=${city}`);
    expect(all.results.find((r) => r.id === property.id)?.price_per_room).toBe(350);
    const dated = await homes(`city=${city}&move_in=2027-09-01&months=6`);
    expect(dated.count).toBe(1);
    expect(dated.results).toEqual([expect.objectContaining({ id: property.id, price_per_room: 520 })]);
    // The price filters and order read the same price.
    expect((await homes(`city=${city}&move_in=2027-09-01&months=6&max_price=400`)).count).toBe(0);
    expect((await homes(`city=${city}&move_in=2027-09-01&months=6&min_price=500`)).count).toBe(1);
    const byPrice = await homes(`city=${city}&move_in=2028-01-01&months=3&ordering=price`);
    expect(byPrice.results.map((r) => [r.id, r.price_per_room])).toEqual([
      [other.property.id, 300],
      [property.id, 520],
    ]);
    // Every room busy: the home is not shown.
    await period(property.id, dear as number, '2027-11-01', '2027-12-01', 'external');
    expect((await homes(`city=${city}&move_in=2027-09-01&months=6`)).count).toBe(0);
  });

  it('finds a whole home by its own unit and its listing’s minimum stay', async () => {
    const city = newCity();
    const flat = await landlord.client.properties.create(home(city));
    const held = await landlord.client.properties.create(home(city, { price: 950 }));
    const longStay = await landlord.client.properties.create(home(city, { price: 980 }));
    await landlord.client.listings.create({
      property: longStay.id,
      title: 'Piso para un curso',
      description: 'Solo estancias largas.',
      rent_terms: 'Contrato de un año.',
      min_stay: 10,
      deposit: 1000,
      available_from: '2027-01-01',
      status: 'published',
    });
    await period(held.id, 0, '2027-10-01', '2028-01-01');
    // A whole-home period of another home is not this one's.
    await period(flat.id, 0, '2026-01-01', '2026-06-01');
    const sixMonths = await homes(`city=${city}&move_in=2027-09-01&months=6`);
    expect(ids(sixMonths)).toEqual([flat.id]);
    expect(sixMonths.results[0]?.price).toBe(900);
    expect(ids(await homes(`city=${city}&move_in=2027-09-01&months=12`))).toEqual([flat.id, longStay.id]);
    expect(ids(await homes(`city=${city}&move_in=2028-01-01&months=12`))).toEqual([
      flat.id,
      held.id,
      longStay.id,
    ]);
  });

  it('agrees on the count and the pages, numbered and by cursor', async () => {
    const city = newCity();
    const made: number[] = [];
    for (let n = 0; n < 5; n++) {
      const { property, rooms: [room] = [] } = await colivingWith(city, [{ price: 300 + n * 10 }]);
      made.push(property.id);
      if (n % 2 === 0) await period(property.id, room as number, '2027-09-15', '2027-10-15');
    }
    const query = `city=${city}&move_in=2027-09-01&months=3&page_size=1&ordering=price`;
    const first = await get<Page<PropertyOut> & { next: string | null }>(`/api/properties/all/?${query}`);
    expect(first.body.count).toBe(2);
    const seen = [...first.body.results.map((r) => r.id)];
    let next = first.body.next;
    while (next) {
      const page = (await (await fetch(next)).json()) as Page<PropertyOut> & { next: string | null };
      seen.push(...page.results.map((r) => r.id));
      next = page.next;
    }
    expect(seen).toEqual([made[1], made[3]]);
    // A keyset page (what a search past the count limit hands out) seeks by the stay's price too.
    const after = Buffer.from(JSON.stringify(['n', 305, 1])).toString('base64url');
    const keyset = await get<Page<PropertyOut> & { next: string | null }>(
      `/api/properties/all/?${query}&cursor=${after}`,
    );
    expect(keyset.body.results.map((r) => [r.id, r.price_per_room])).toEqual([[made[1], 310]]);
    const rest = (await (await fetch(keyset.body.next ?? '')).json()) as Page<PropertyOut>;
    expect(rest.results.map((r) => [r.id, r.price_per_room])).toEqual([[made[3], 330]]);
    const roomPage = await rooms(`city=${city}&move_in=2027-09-01&months=3&page_size=1`);
    expect([roomPage.count, roomPage.results.length]).toEqual([2, 1]);
  });

  it('answers a stay that does not add up with the fields’ errors, in the caller’s language', async () => {
    for (const path of ['/api/rooms/', '/api/properties/all/']) {
      const both = await get<Record<string, string[]>>(
        `${path}?move_in=2027-09-01&move_out=2028-01-01&months=4`,
      );
      expect(both.status).toBe(400);
      expect(both.body).toEqual({
        move_out: ['Indica la fecha de salida o el número de meses, no las dos cosas.'],
      });
      const alone = await get<Record<string, string[]>>(`${path}?months=4`, 'en');
      expect([alone.status, alone.body]).toEqual([400, { move_in: ['Give the move-in date as well.'] }]);
      const backwards = await get<Record<string, string[]>>(
        `${path}?move_in=2027-09-01&move_out=2027-08-01`,
        'en',
      );
      expect([backwards.status, backwards.body]).toEqual([
        400,
        { move_out: ['The move-out date must be after the move-in date.'] },
      ]);
      const bad = await get<Record<string, string[]>>(`${path}?move_in=2027-02-30&months=0`);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body).sort()).toEqual(['months', 'move_in']);
    }
  });
});
