import { COUNT_EXACT_LIMIT, type Page, type Property } from '@convive/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, DIALECTS, register, startServer, type TestServer } from '../../../test/harness';
import { seedSynthetic } from '../../seed/synthetic';

/**
 * Counts that cost no scan of every match, and the shown price as an indexed column.
 * 1,400 synthetic properties (about 1,190 visible): the public search counts up to 1,000 and says
 * so; a narrower search is counted exactly.
 */
describe.each(DIALECTS)('search counts and the shown price on %s', (dialect) => {
  let server: TestServer;
  let landlord: Account;
  let visible: number;

  const page = async (query: string): Promise<Page<Property>> => {
    const answer = await server.fetch(`/api/properties/all/?${query}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as Page<Property>;
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    landlord = await register(server, 'propietario');
    await seedSynthetic(server.app.ctx.db, { properties: 1_400, seed: 7 });
    const row = await server.app.ctx.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'disponible')
      .executeTakeFirstOrThrow();
    visible = Number(row.n);
  }, 60_000);
  afterAll(() => server?.close());

  it('has more visible properties than the exact limit (the fixture is what the tests need)', () => {
    expect(visible).toBeGreaterThan(COUNT_EXACT_LIMIT);
    expect(visible).toBeLessThan(COUNT_EXACT_LIMIT + 300);
  });

  it('stops counting at 1,000 and says the count is a lower bound, with a next page', async () => {
    const first = await page('page_size=100');
    expect(first.count).toBe(COUNT_EXACT_LIMIT);
    expect(first.count_exact).toBe(false);
    expect(first.results).toHaveLength(100);
    // Too many to count: `next` pages by keyset from the last row (numbered pages still work).
    expect(new URL(first.next ?? '').searchParams.get('cursor')).toBeTruthy();
    expect(first.previous).toBeNull();
  });

  it('pages past the limit until the real last page, whose next is null', async () => {
    const last = Math.ceil(visible / 100);
    const beforeLast = await page(`page_size=100&page=${last - 1}`);
    expect(beforeLast.results).toHaveLength(100);
    expect(beforeLast.next).not.toBeNull();
    const final = await page(`page_size=100&page=${last}`);
    expect(final.count_exact).toBe(false);
    expect(final.results).toHaveLength(visible - (last - 1) * 100);
    expect(final.next).toBeNull();
    expect(final.previous).toMatch(new RegExp(`page=${last - 1}(&|$)`));
    const past = await page(`page_size=100&page=${last + 1}`);
    expect(past.results).toEqual([]);
    expect(past.next).toBeNull();
    // Every visible property once across the pages.
    const ids = new Set<number>();
    for (let n = 1; n <= last; n += 1)
      for (const p of (await page(`page_size=100&page=${n}`)).results) ids.add(p.id);
    expect(ids.size).toBe(visible);
  });

  const follow = async (url: string | null) => {
    if (!url) throw new Error('no link');
    const { pathname, search } = new URL(url);
    const answer = await server.fetch(`${pathname}${search}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as Page<Property>;
  };

  it.each([
    ['-created_at', (p: Property): string | number => p.created_at, -1],
    ['created_at', (p: Property): string | number => p.created_at, 1],
    ['price', (p: Property): string | number => p.price_per_room ?? p.price, 1],
    ['-size', (p: Property): string | number => p.size, -1],
  ] as const)(
    'walks every visible property once by keyset, ordered by %s, forward and back',
    async (ordering, key, sign) => {
      const pages: Property[][] = [];
      let current = await page(`page_size=100&ordering=${ordering}`);
      pages.push(current.results);
      while (current.next) {
        current = await follow(current.next);
        expect(current.results.length).toBeGreaterThan(0);
        pages.push(current.results);
        expect(pages.length).toBeLessThan(20);
      }
      const ids = pages.flat().map((p) => p.id);
      expect(new Set(ids).size).toBe(visible);
      expect(ids).toHaveLength(visible);
      // In the search's order (the shown price of a coliving home is its "desde").
      const keys = pages.flat().map(key);
      for (let i = 1; i < keys.length; i += 1) {
        const a = keys[i - 1]!;
        const b = keys[i]!;
        expect(sign * (a < b ? -1 : a > b ? 1 : 0)).toBeLessThanOrEqual(0);
      }
      // Back from the last page: the same pages, in reverse, until there is no previous.
      const back: number[][] = [current.results.map((p) => p.id)];
      while (current.previous && back.length < 20) {
        current = await follow(current.previous);
        back.unshift(current.results.map((p) => p.id));
      }
      expect(back.flat()).toEqual(ids.slice(ids.length - back.flat().length));
      expect(back.flat().length).toBeGreaterThan(visible - 100);
    },
  );

  it("refuses a cursor it did not write, in the caller's language; a big text search pages by keyset", async () => {
    for (const cursor of [
      'nada',
      Buffer.from('["x",1,2]').toString('base64url'),
      Buffer.from('["n",1,-2]').toString('base64url'),
    ]) {
      const answer = await server.fetch(`/api/properties/all/?cursor=${cursor}`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ cursor: ['Cursor no válido.'] });
    }
    const english = await server.fetch('/api/properties/all/?cursor=nada', {
      headers: { 'accept-language': 'en' },
    });
    expect(await english.json()).toEqual({ cursor: ['Invalid cursor.'] });
    // A big text search is not ranked (past the count limit): its next link seeks by date.
    const text = await page('search=dormitorios&page_size=100');
    expect(text.count_exact).toBe(false);
    const onward = await follow(text.next);
    expect(onward.results.length).toBeGreaterThan(0);
    expect(onward.results.some((p) => text.results.some((q) => q.id === p.id))).toBe(false);
  });

  it('counts a narrower search exactly and sends no count_exact', async () => {
    const narrow = await page('city=Granada&page_size=5');
    const row = await server.app.ctx.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'disponible')
      .where('city_key', '=', 'granada')
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBeGreaterThan(5);
    expect(Number(row.n)).toBeLessThan(COUNT_EXACT_LIMIT);
    expect(narrow.count).toBe(Number(row.n));
    expect(narrow).not.toHaveProperty('count_exact');
  });

  it("gives a counted search's pages in the database's own order under every ordering, ties by id", async () => {
    // A counted search's page is sorted from the values gathered with its matches (SQLite), or by
    // the database (PostgreSQL): either way, what ORDER BY column, id gives.
    const orderings = {
      '-created_at': ['created_at', 'desc', 'desc'],
      created_at: ['created_at', 'asc', 'asc'],
      price: ['search_price', 'asc', 'desc'],
      '-price': ['search_price', 'desc', 'desc'],
      size: ['size', 'asc', 'desc'],
      '-size': ['size', 'desc', 'desc'],
    } as const;
    for (const [ordering, [column, direction, idDirection]] of Object.entries(orderings)) {
      const expected = (
        await server.app.ctx.db
          .selectFrom('properties')
          .select('id')
          .where('status', '=', 'disponible')
          .where('city_key', '=', 'granada')
          .orderBy(column, direction)
          .orderBy('id', idDirection)
          .execute()
      ).map((row) => row.id);
      const seen: number[] = [];
      for (let n = 1; n <= Math.ceil(expected.length / 7); n++)
        seen.push(
          ...(await page(`city=Granada&page_size=7&ordering=${ordering}&page=${n}`)).results.map((p) => p.id),
        );
      expect(seen, ordering).toEqual(expected);
    }
    // The fixture has ties to break (one price shared by several homes).
    const prices = await server.app.ctx.db
      .selectFrom('properties')
      .select('search_price')
      .where('status', '=', 'disponible')
      .where('city_key', '=', 'granada')
      .execute();
    expect(new Set(prices.map((row) => row.search_price)).size).toBeLessThan(prices.length);
  });

  it('gives a search past the limit with a range on its own order column in the database order', async () => {
    // Past the limit the page walks the index of its order, and a range on that very column (the
    // most expensive first under a maximum price) is where the walk starts: same rows as ORDER BY.
    const prices = (
      await server.app.ctx.db
        .selectFrom('properties')
        .select('search_price')
        .where('status', '=', 'disponible')
        .orderBy('search_price')
        .execute()
    ).map((row) => row.search_price);
    const cases = [
      ['-price', 'max_price', 'search_price', '<=', prices[COUNT_EXACT_LIMIT + 50]!, 'desc', 'desc'],
      [
        'price',
        'min_price',
        'search_price',
        '>=',
        prices[prices.length - COUNT_EXACT_LIMIT - 50]!,
        'asc',
        'desc',
      ],
      ['size', 'min_size', 'size', '>=', 20, 'asc', 'desc'],
    ] as const;
    for (const [ordering, filter, column, operator, bound, direction, idDirection] of cases) {
      const expected = (
        await server.app.ctx.db
          .selectFrom('properties')
          .select('id')
          .where('status', '=', 'disponible')
          .where(column, operator, bound)
          .orderBy(column, direction)
          .orderBy('id', idDirection)
          .limit(300)
          .execute()
      ).map((row) => row.id);
      const seen: number[] = [];
      for (let n = 1; n <= 3; n++) {
        const answer = await page(`page_size=100&ordering=${ordering}&${filter}=${bound}&page=${n}`);
        expect(answer.count_exact, ordering).toBe(false);
        seen.push(...answer.results.map((p) => p.id));
      }
      expect(seen, ordering).toEqual(expected);
    }
  });

  it('keeps search_price equal to the shown price for every property after a bulk load', async () => {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from properties p where p.search_price <> (case when p.is_coliving = 1 then
        coalesce((select min(r.price_monthly) from rooms r where r.property_id = p.id and r.status = 'available'),
        nullif(p.price_per_room, 0), p.price) else p.price end)`.execute(server.app.ctx.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('follows room writes: a coliving property is found by its cheapest available room', async () => {
    const client = server.client(landlord.token);
    const city = `Preciolandia${dialect}`;
    const property = await client.properties.create({
      title: 'Coliving con patio',
      description: 'Habitaciones en un piso compartido.',
      property_type: 'piso',
      price: 2000,
      price_per_room: 600,
      is_coliving: true,
      size: 120,
      address: 'Calle del Pez 3',
      city,
      postal_code: '28004',
      bedrooms: 4,
      bathrooms: 2,
    });
    const found = async (max: number) =>
      (await page(`city=${city}&max_price=${max}`)).results.map((p) => p.id).includes(property.id);
    // The card (its rooms counted by the database) and the page (counted from the rooms it lists)
    // show the same price and the same room figures.
    const cardAndPageAgree = async () => {
      const card = (await page(`city=${city}`)).results.find((p) => p.id === property.id);
      const detail = await server.client().properties.get(property.id);
      expect(card).toBeDefined();
      const figures = (p: Property | null | undefined) => [
        p?.price_per_room,
        p?.rooms_count,
        p?.available_rooms_count,
        p?.rooms_status_summary,
      ];
      expect(figures(detail)).toEqual(figures(card));
      return detail;
    };
    expect(await found(600)).toBe(true);
    expect(await found(500)).toBe(false);

    const room = await client.rooms.create({
      coliving_property: property.id,
      room_number: '1',
      title: 'Habitación interior',
      price_monthly: 450,
      size_sqm: 10,
      status: 'available',
      available_from: '2027-01-01',
    });
    expect(await found(450)).toBe(true);

    await client.rooms.update(room.id, { status: 'occupied' });
    expect(await found(450)).toBe(false);
    expect(await found(600)).toBe(true);

    expect((await cardAndPageAgree())?.price_per_room).toBe(600);
    await client.rooms.create({
      coliving_property: property.id,
      room_number: '2',
      title: 'Habitación en obras',
      price_monthly: 300,
      size_sqm: 9,
      status: 'maintenance',
      available_from: '2027-01-01',
    });
    await client.rooms.update(room.id, { status: 'available', price_monthly: 390 });
    expect(await found(400)).toBe(true);
    const detail = await cardAndPageAgree();
    expect(detail?.price_per_room).toBe(390);
    expect(detail?.rooms_status_summary).toMatchObject({ total: 2, available: 1, maintenance: 1 });

    await client.rooms.delete(room.id);
    expect(await found(400)).toBe(false);
    expect(await found(600)).toBe(true);

    await client.properties.update(property.id, { price_per_room: 520 });
    expect(await found(550)).toBe(true);
    // Sorted by the same price: cheapest first among this city.
    await client.properties.create({
      title: 'Piso entero barato',
      description: 'Sin compartir.',
      property_type: 'piso',
      price: 500,
      size: 50,
      address: 'Calle del Pez 5',
      city,
      postal_code: '28004',
      bedrooms: 1,
      bathrooms: 1,
    });
    const sorted = await page(`city=${city}&ordering=price`);
    expect(sorted.results.map((p) => p.title)).toEqual(['Piso entero barato', 'Coliving con patio']);
  });
});
