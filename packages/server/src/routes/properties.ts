import {
  COUNT_EXACT_LIMIT,
  ENDPOINTS,
  normalizeText,
  PROPERTY_AMENITIES,
  PROPERTY_PAGE_SIZE,
  type PropertyFilters,
} from '@convive/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { type AppContext, nowIso } from '../context';
import type { Dialect } from '../db/database';
import {
  fullTextCondition,
  fullTextMatches,
  MAX_BEDROOM_TAG,
  type PublicTextFilters,
  placeInIndex,
  searchTerms,
  titleMatchIds,
} from '../db/fullText';
import { type Database, PROPERTY_COLUMNS, type PropertyRow } from '../db/schema';
import { cityOrNeighborhood, containsText, type PlaceKeys, placeCondition, toColumns } from '../db/text';
import { ERRORS, fieldError, forbidden, notFound } from '../errors';
import { router } from '../http/route';
import { pageEnvelope, pageWindow } from '../pagination';
import { shownPrice } from '../search/shownPrice';
import {
  deleteFiles,
  deleteImage,
  PROPERTY_IMAGES,
  reorderImages,
  uploadImages,
} from '../services/imageSets';
import { IMAGE_LIMITS } from '../services/images';
import { partnerOwner, withinPartnerScope } from '../services/partnerKeys';
import { cachedPlaceKeys } from '../services/placeKeys';
import { assertBedroomsHoldRooms, withPropertyRoomsLock } from '../services/roomCapacity';
import { queuePropertyMatch } from '../services/savedSearchAlerts';
import { propertiesOut, propertyOut } from '../services/serializers';
import { isRowId } from '../validation';
import { searchCacheRoute } from './searchCacheRoute';

/* ------------------------------------------------------------------------------------------------
 * Helpers shared with the rooms routes: pagination envelope, text matching, images.
 * ---------------------------------------------------------------------------------------------- */

/* ------------------------------------------------------------------------------------------------
 * Property search
 * ---------------------------------------------------------------------------------------------- */

interface PropertyScope {
  /** Only `disponible` properties (the public view). */
  onlyAvailable: boolean;
  /** Apply the `status` filter (not on /all/, which is always `disponible`). */
  useStatus: boolean;
  /** Apply the `owner` filter. */
  useOwner: boolean;
  /** Only this landlord's properties (a partner key scoped to its owner), whatever the filters say. */
  partnerOwner?: number | null;
  /** The `city` filter resolved to exact keys (`placeKeys`), when the search is over visible ones. */
  place?: PlaceKeys | null;
  /**
   * Write the range filters so SQLite uses no index for them (`+column`): the page query of a
   * search with many matches then walks the index of its order and stops after a page, instead of
   * gathering every match of a price range and sorting them (slow for a big city at 100,000).
   */
  walkOrder?: boolean;
  /** The query joins the text's matches (SQLite's relevance): no text condition. */
  textJoined?: boolean;
}

function propertyConditions(
  eb: ExpressionBuilder<Database, 'properties'>,
  f: PropertyFilters,
  scope: PropertyScope,
  dialect: Dialect,
): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [];
  const terms = f.search ? searchTerms(f.search) : [];
  // On SQLite a public text search reads the public index (available properties only), which also
  // answers the place, the type, coliving, the bedrooms and the amenities (migration 016): FTS5
  // intersects the words with them. It then drives the query (the SQL leaves those conditions out
  // and reads no other index: it checks the few matches by id), except for the page of a search too
  // big to count, which walks the index of its order (`walkOrder`) and only probes the matches.
  const indexed =
    dialect === 'sqlite' && scope.onlyAvailable && terms.length > 0
      ? publicTextFilters(f, scope.place)
      : undefined;
  const drives = !!indexed && !scope.walkOrder;
  const inIndex = (filter: keyof PublicTextFilters) => drives && indexed?.[filter] !== undefined;
  if (scope.onlyAvailable && !drives) c.push(eb('properties.status', '=', 'disponible'));
  if (scope.partnerOwner) c.push(eb('properties.owner_id', '=', scope.partnerOwner));
  if (scope.useStatus && f.status) c.push(eb('properties.status', '=', f.status));
  if (scope.useOwner && f.owner !== undefined) {
    // An id no row can have matches nothing (0 is never an id).
    c.push(eb('properties.owner_id', '=', isRowId(f.owner) ? f.owner : 0));
  }
  if (f.city && !inIndex('place')) {
    c.push(...(scope.place ? [placeCondition(eb, scope.place)] : cityOrNeighborhood(eb, f.city)));
  }
  if (f.neighborhood) c.push(containsText('properties.neighborhood', f.neighborhood));
  // Spanish full text over title, description, neighbourhood, city and address (db/fullText.ts);
  // a text of only stop words or punctuation filters nothing, as an empty one.
  const text = scope.textJoined
    ? null
    : fullTextCondition(dialect, terms, { public: indexed, probe: scope.walkOrder });
  if (text) c.push(text);
  // `+column`: SQLite reads no index for it (see `walkOrder`; and when the text drives). A walk keeps
  // a range on its own order column: the index it walks then starts at the range's bound (the most
  // expensive first under 500 € began at the most expensive of all, passing tens of thousands).
  const noIndex = scope.walkOrder || drives;
  const walked = scope.walkOrder ? WALKED_COLUMN[f.ordering ?? '-created_at'] : undefined;
  const column = <T extends string | number>(name: keyof PropertyRow & string) =>
    noIndex && name !== walked ? sql<T>`+${sql.ref(`properties.${name}`)}` : sql.ref<T>(`properties.${name}`);
  if (f.min_price !== undefined) c.push(eb(column<number>('search_price'), '>=', f.min_price));
  if (f.max_price !== undefined) c.push(eb(column<number>('search_price'), '<=', f.max_price));
  if (f.min_size !== undefined) c.push(eb(column<number>('size'), '>=', f.min_size));
  if (f.max_size !== undefined) c.push(eb(column<number>('size'), '<=', f.max_size));
  if (f.bedrooms !== undefined && !inIndex('minBedrooms'))
    c.push(eb(column<number>('bedrooms'), '>=', f.bedrooms));
  if (f.bathrooms !== undefined) c.push(eb(column<number>('bathrooms'), '>=', f.bathrooms));
  if (f.property_type && !inIndex('propertyType'))
    c.push(eb(column<string>('property_type'), '=', f.property_type));
  if (f.coliving && f.coliving !== 'both' && !inIndex('coliving'))
    c.push(eb(column<number>('is_coliving'), '=', f.coliving === 'coliving' ? 1 : 0));
  for (const amenity of PROPERTY_AMENITIES) {
    if (f[amenity] === true && !inIndex('amenities')) c.push(eb(column<number>(amenity), '=', 1));
  }
  // 'Destacado' is the listing's, as the card's badge (`is_featured` of the serializer).
  if (f.featured === true) {
    c.push(
      eb.exists(
        eb
          .selectFrom('listings')
          .select(sql.lit(1).as('one'))
          .whereRef('listings.property_id', '=', 'properties.id')
          .where('listings.status', '=', 'published')
          .where('listings.is_featured', '=', 1),
      ),
    );
  }
  return c;
}

/**
 * The bedrooms asked of the public index's tags from this many up: "2 or more" is five tags' posting
 * lists, most of the index, which FTS5 merges at a cost for a common word — checking each match's
 * row, which the search reads anyway, costs less. From 4 up the
 * lists are short and narrow the matches.
 */
const MIN_BEDROOMS_TAGGED = 4;

/**
 * What of a public search the public full-text index answers (SQLite, migration 016): the filters
 * that narrow the text's matches cheaply. A common one (not coliving; a few bedrooms) is checked on
 * each match's row instead, which the search reads anyway (see `MIN_BEDROOMS_TAGGED`; "not coliving"
 * as a tag is slower with a city).
 */
function publicTextFilters(f: PropertyFilters, place: PlaceKeys | null | undefined): PublicTextFilters {
  const amenities = PROPERTY_AMENITIES.filter((amenity) => f[amenity] === true);
  return {
    place: f.city && placeInIndex(place) ? place : undefined,
    propertyType: f.property_type || undefined,
    coliving: f.coliving === 'coliving' ? true : undefined,
    minBedrooms:
      f.bedrooms !== undefined && f.bedrooms >= MIN_BEDROOMS_TAGGED && f.bedrooms <= MAX_BEDROOM_TAG
        ? f.bedrooms
        : undefined,
    amenities: amenities.length > 0 ? amenities : undefined,
  };
}

const ORDERINGS = {
  '-created_at': ['properties.created_at', 'desc'],
  created_at: ['properties.created_at', 'asc'],
  price: ['price', 'asc'],
  '-price': ['price', 'desc'],
  size: ['properties.size', 'asc'],
  '-size': ['properties.size', 'desc'],
} as const;

/** The column of `properties` a walk in each order goes along (see `walkOrder`). */
const WALKED_COLUMN: Record<keyof typeof ORDERINGS, keyof PropertyRow> = {
  '-created_at': 'created_at',
  created_at: 'created_at',
  price: 'search_price',
  '-price': 'search_price',
  size: 'size',
  '-size': 'size',
};

/** A keyset position: the row a page starts after ('n') or before ('p'), by its sort value and id. */
interface Cursor {
  direction: 'n' | 'p';
  value: string | number;
  id: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.direction, cursor.value, cursor.id])).toString('base64url');
}

/** The cursor of a link, or null when it is not one this server wrote. */
function decodeCursor(text: string): Cursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [direction, value, id] = parsed as unknown[];
    if (direction !== 'n' && direction !== 'p') return null;
    if (typeof value !== 'string' && (typeof value !== 'number' || !Number.isFinite(value))) return null;
    if (typeof id !== 'number' || !isRowId(id)) return null;
    return { direction, value, id };
  } catch {
    return null;
  }
}

/** The URL of the same search from a keyset position (no `page`: the cursor says where). */
function cursorUrl(ctx: AppContext, request: FastifyRequest, cursor: Cursor): string {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.delete('page');
  url.searchParams.set('cursor', encodeCursor(cursor));
  return `${ctx.origin(request)}${url.pathname}${url.search}`;
}

/** A ranked search's match. */
interface Match {
  id: number;
  relevance: number;
}

type Direction = 'asc' | 'desc';

function compareIds(a: Match, b: Match, idDirection: Direction): number {
  return idDirection === 'asc' ? a.id - b.id : b.id - a.id;
}

/**
 * ORDER BY value <direction>, id <idDirection>, as SQLite orders a column's values: numbers by value,
 * texts (the ISO dates) by their bytes, which for ASCII is JavaScript's `<`.
 */
function byValue(direction: Direction, idDirection: Direction) {
  const sign = direction === 'asc' ? 1 : -1;
  return (a: { id: number; value: string | number }, b: { id: number; value: string | number }): number =>
    (a.value < b.value ? -sign : a.value > b.value ? sign : 0) ||
    (idDirection === 'asc' ? a.id - b.id : b.id - a.id);
}

/** ORDER BY relevance DESC, id <idDirection>. */
function byRelevance(idDirection: Direction) {
  return (a: Match, b: Match): number => b.relevance - a.relevance || compareIds(a, b, idDirection);
}

/** The properties of these ids, in this order. */
async function rowsInOrder(reader: Kysely<Database>, ids: readonly number[]): Promise<PropertyRow[]> {
  if (ids.length === 0) return [];
  const rows = await reader
    .selectFrom('properties')
    .select(PROPERTY_COLUMNS)
    .where('properties.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function searchProperties(
  ctx: AppContext,
  request: FastifyRequest,
  filters: PropertyFilters,
  scope: PropertyScope,
) {
  const window = pageWindow(filters, PROPERTY_PAGE_SIZE);
  // Public searches read the replica (DATABASE_READ_URL, else the primary); a landlord's own list
  // (every status) reads the primary, which has their last write.
  const reader = scope.onlyAvailable ? ctx.readDb : ctx.db;
  const ordering = filters.ordering ?? '-created_at';
  const [column, direction] = ORDERINGS[ordering];
  const idDirection = ordering === 'created_at' ? 'asc' : 'desc';
  // A text search without an explicit order: the most relevant first (title above the rest), when
  // its matches are counted (below). A score is no column to seek by: keyset pages (a cursor) are in
  // the column order, and only a search past the count limit, which is never ranked, hands them out.
  let cursor: Cursor | null = null;
  if (filters.cursor !== undefined) {
    cursor = decodeCursor(filters.cursor);
    if (!cursor) throw fieldError('cursor', ERRORS.invalidCursor);
  }
  const place =
    scope.onlyAvailable && filters.city
      ? await cachedPlaceKeys(ctx, reader, filters.city, 'properties')
      : null;
  // A text without an order: by relevance, when its matches are counted (see below). On SQLite the
  // text's matches (the public index's, filtered, for a public search) drive the first query.
  const ranked = !!filters.search && !filters.ordering;
  const terms = filters.search ? searchTerms(filters.search) : [];
  const publicText =
    ctx.dialect === 'sqlite' && scope.onlyAvailable ? publicTextFilters(filters, place) : undefined;
  const text = fullTextMatches(ctx.dialect, terms, { public: publicText, ranked });
  const rank = ranked && terms.length > 0;
  const conditions =
    (extra: Partial<PropertyScope> = {}) =>
    (eb: ExpressionBuilder<Database, 'properties'>) =>
      eb.and(propertyConditions(eb, filters, { ...scope, place, ...extra }, ctx.dialect));
  const sortKey = column === 'price' ? shownPrice() : sql.ref<string | number>(column);
  // PostgreSQL, a counted text search (at most 1,000 matches, so sparse) by price or size: ordered
  // by `column + 0` (same values, no index), so the planner takes the text's GIN index and sorts the
  // few matches, instead of walking the price or size index and testing every row's tsvector (a
  // rare word in Sevilla with filters: much faster). By date it walks (status, city, date) well.
  const orderKey =
    ctx.dialect === 'postgres' && terms.length > 0 && column !== 'properties.created_at'
      ? sql<number>`${sortKey} + 0`
      : sortKey;
  const sortValue = (row: PropertyRow): string | number =>
    column === 'price' ? row.search_price : column === 'properties.size' ? row.size : row.created_at;
  // The matches, up to one past the count limit (a broad search stops there: "más de 1.000").
  // - SQLite: by id (what every index holds: no row is read for it), gathered into one JSON array by
  //   the database (a thousand rows each made an object here cost more than finding them). That is
  //   the count, and a counted search's page is then read among those ids, so the filters are
  //   evaluated once. (The text's matches are joined in, and need no condition then.)
  //   In a column's order (not ranked), each match's sort value comes along from the same index
  //   (the filter indexes end with every sort column: migration 018), so a counted search's page is
  //   sorted here and only its own rows are read.
  // - PostgreSQL: only counted, which its covering indexes answer without the table (the ids are
  //   not in them: gathering them read the table, much slower); its planner then finds the page
  //   itself.
  const sqliteList = ctx.dialect === 'sqlite';
  const withValues = sqliteList && !rank;
  const matchQuery = reader
    .selectFrom('properties')
    .select(['properties.id', (withValues ? sortKey : sql.lit(0)).as('v')])
    .where(conditions({ textJoined: !!text?.restricts }))
    .limit(COUNT_EXACT_LIMIT + 1);
  const gathered = await reader
    .selectFrom((text?.restricts ? text.select(matchQuery) : matchQuery).as('m'))
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      (sqliteList ? sql<string>`json_group_array(m.id)` : sql<string>`'[]'`).as('list'),
      (withValues ? sql<string>`json_group_array(m.v)` : sql<string>`'[]'`).as('values'),
    ])
    .executeTakeFirstOrThrow();
  const matches = Number(gathered.n);
  const list = JSON.parse(gathered.list) as number[];
  const exact = matches <= COUNT_EXACT_LIMIT;
  const count = Math.min(matches, COUNT_EXACT_LIMIT);
  // Past the count limit matches are dense: on SQLite, walk the index of the order (see `walkOrder`).
  const walkOrder = !exact && ctx.dialect === 'sqlite';
  const pageWhere = conditions({ walkOrder });

  if (cursor) {
    // Keyset: the rows after (or before) the cursor's in the search's order, one more than a page
    // to know whether more follow. Going back reads the reverse order and turns the rows round.
    const back = cursor.direction === 'p';
    const ascending = (direction === 'asc') !== back;
    const idAscending = (idDirection === 'asc') !== back;
    const { value, id } = cursor;
    let rows = await reader
      .selectFrom('properties')
      .select(PROPERTY_COLUMNS)
      .where(pageWhere)
      .where((eb) =>
        eb.and([
          eb(sortKey, ascending ? '>=' : '<=', value),
          eb.or([
            eb(sortKey, ascending ? '>' : '<', value),
            eb('properties.id', idAscending ? '>' : '<', id),
          ]),
        ]),
      )
      .orderBy(sortKey, ascending ? 'asc' : 'desc')
      .orderBy('properties.id', idAscending ? 'asc' : 'desc')
      .limit(window.pageSize + 1)
      .execute();
    const beyond = rows.length > window.pageSize;
    rows = rows.slice(0, window.pageSize);
    if (back) rows.reverse();
    const first = rows[0];
    const last = rows.at(-1);
    const position = (dir: 'n' | 'p', row: PropertyRow) =>
      cursorUrl(ctx, request, { direction: dir, value: sortValue(row), id: row.id });
    const results = await propertiesOut(ctx, request, rows);
    return {
      count,
      ...(exact ? {} : { count_exact: false }),
      // Forward: more after if the query found them; something before, since a link led here.
      next: last && (back || beyond) ? position('n', last) : null,
      previous: first && (!back || beyond) ? position('p', first) : null,
      results,
    };
  }

  let rows: PropertyRow[];
  if (exact && !sqliteList) {
    // PostgreSQL: by relevance (ts_rank) when a text is given without an order, else by the order.
    rows =
      window.offset < count
        ? ((await reader
            .selectFrom('properties')
            .select(PROPERTY_COLUMNS)
            .where(conditions())
            .$call((q) =>
              rank && text
                ? text.select(q).orderBy(sql.ref('relevance'), 'desc')
                : q.orderBy(orderKey, direction),
            )
            .orderBy('properties.id', idDirection)
            .limit(window.pageSize)
            .offset(window.offset)
            .execute()) as PropertyRow[])
        : [];
  } else if (exact && rank) {
    // SQLite, by relevance when a text is given without an order: the matches with every word in
    // the title first (`titleMatchIds`), then the rest; ties by id, as SQL would.
    const inTitle = new Set(
      (await titleMatchIds(terms, !!publicText, list).execute(reader)).rows.map((r) => r.id),
    );
    const found: Match[] = list.map((id) => ({ id, relevance: inTitle.has(id) ? 1 : 0 }));
    found.sort(byRelevance(idDirection));
    rows = await rowsInOrder(
      reader,
      found.slice(window.offset, window.offset + window.pageSize).map((m) => m.id),
    );
  } else if (exact) {
    // SQLite in a column's order: the matches sorted here by the values gathered with them.
    const values = JSON.parse(gathered.values) as (string | number)[];
    const found = list.map((id, i) => ({ id, value: values[i] as string | number }));
    found.sort(byValue(direction, idDirection));
    rows = await rowsInOrder(
      reader,
      found.slice(window.offset, window.offset + window.pageSize).map((m) => m.id),
    );
  } else {
    // Never ranked: ranking tens of thousands of matches of a word or two ("madrid", "c…") is slow
    // at 100,000 properties and orders near-equal scores; newest first, from the index.
    rows = await reader
      .selectFrom('properties')
      .select(PROPERTY_COLUMNS)
      .where(pageWhere)
      .orderBy(sortKey, direction)
      .orderBy('properties.id', idDirection)
      .limit(window.pageSize + 1)
      .offset(window.offset)
      .execute();
  }
  const more = !exact && rows.length > window.pageSize;
  if (more) rows = rows.slice(0, window.pageSize);
  const results = await propertiesOut(ctx, request, rows, { db: reader });
  const envelope = pageEnvelope(ctx, request, window, count, results, exact ? undefined : { more });
  // A search too big to count pages on by keyset from here: following `next` never skips rows
  // (the numbered pages stay available through `page`).
  const last = rows.at(-1);
  if (more && last) {
    envelope.next = cursorUrl(ctx, request, { direction: 'n', value: sortValue(last), id: last.id });
  }
  return envelope;
}

/** A property's cached page: who owns it and its status (for the visibility checks), and its JSON. */
interface DetailEntry {
  ownerId: number;
  status: string;
  body: string;
}

function writeDetailEntry(entry: DetailEntry): string {
  return `${entry.ownerId} ${entry.status}\n${entry.body}`;
}

/** Undefined for anything this server did not write (it is then read from the database). */
function readDetailEntry(stored: string): DetailEntry | undefined {
  const newline = stored.indexOf('\n');
  const [owner, status] = stored.slice(0, Math.max(newline, 0)).split(' ');
  const ownerId = Number(owner);
  if (newline < 0 || !status || !Number.isSafeInteger(ownerId)) return undefined;
  return { ownerId, status, body: stored.slice(newline + 1) };
}

/* ------------------------------------------------------------------------------------------------
 * Routes
 * ---------------------------------------------------------------------------------------------- */

/** Properties: public search and detail, the landlord's own list, create/update/delete, images. */
export async function propertyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  async function findProperty(id: number) {
    return db.selectFrom('properties').select(PROPERTY_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** The signed-in landlord's own property of the path, else 404/403. */
  async function ownProperty({ user, params }: { user: { id: number }; params: { id: number } }) {
    const property = await findProperty(params.id);
    if (!property) throw notFound();
    if (property.owner_id !== user.id) throw forbidden();
    return property;
  }

  // A signed-in caller naming an owner may be asking for their own properties (every status):
  // never answered from what someone else's request stored.
  const cache = searchCacheRoute(
    ctx,
    (request) => !!request.user && (request.query as Record<string, unknown>).owner !== undefined,
  );

  const on = router(app, ctx);
  const E = ENDPOINTS.properties;

  on(E.all, { early: cache.early }, ({ request, reply, query }) =>
    cache.answer(request, reply, () =>
      searchProperties(ctx, request, query, {
        onlyAvailable: true,
        useStatus: false,
        useOwner: false,
        partnerOwner: partnerOwner(request),
      }),
    ),
  );

  on(E.list, { early: cache.early }, ({ request, reply, user, query }) => {
    const mine = !!user && query.owner === user.id;
    return cache.answer(
      request,
      reply,
      () =>
        searchProperties(ctx, request, query, {
          onlyAvailable: !mine,
          useStatus: true,
          useOwner: true,
          partnerOwner: partnerOwner(request),
        }),
      !mine,
    );
  });

  on(E.mine, async ({ request, user }) => {
    const rows = await db
      .selectFrom('properties')
      .select(PROPERTY_COLUMNS)
      .where('owner_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return propertiesOut(ctx, request, rows);
  });

  /*
   * A property's page is the same for every caller (media URLs depend only on the origin); only who
   * may see it differs. So the serialized answer is kept in the search cache (invalidated by the same
   * writes, shared between processes with Redis), behind a first line with what the checks need: the
   * owner and the status. A popular listing is then read from memory, not from ten queries.
   */
  on(E.get, async ({ request, reply, user, params }) => {
    const key = `property|${ctx.origin(request)}|${params.id}`;
    const cached = await ctx.searchCache.get(key);
    let entry = cached.body === undefined ? undefined : readDetailEntry(cached.body);
    const hit = entry !== undefined;
    if (!entry) {
      const property = await findProperty(params.id);
      if (!property) throw notFound();
      entry = {
        ownerId: property.owner_id,
        status: property.status,
        body: JSON.stringify(await propertyOut(ctx, request, property, { withRooms: true })),
      };
      void ctx.searchCache.set(key, writeDetailEntry(entry), cached.generation);
    }
    const isOwner = user?.id === entry.ownerId;
    if (entry.status === 'inactivo' && !isOwner) throw notFound();
    if (!withinPartnerScope(request, entry.ownerId)) throw notFound();
    // Counted in memory and written in batches: reading a listing is never a write.
    if (!isOwner) ctx.views.record(params.id);
    return reply
      .type('application/json; charset=utf-8')
      .header('x-cache', hit ? 'hit' : 'miss')
      .send(entry.body);
  });

  on(E.create, async ({ request, user, body: data }) => {
    // A burst and an hour's total per account: each new property may alert every saved search.
    await ctx.throttles.hit('propertiesPerAccountMinute', user.id);
    await ctx.throttles.hit('propertiesPerAccountHour', user.id);
    const now = nowIso(ctx);
    const row = await db
      .insertInto('properties')
      .values({
        ...(toColumns(data) as Omit<
          PropertyRow,
          'id' | 'owner_id' | 'city_key' | 'neighborhood_key' | 'created_at' | 'updated_at'
        >),
        owner_id: user.id,
        city_key: normalizeText(data.city),
        neighborhood_key: normalizeText(data.neighborhood),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Published available: it appears in the public search, and saved searches may want it.
    if (row.status === 'disponible') await queuePropertyMatch(ctx, row.id, { justCreated: true });
    return propertyOut(ctx, request, row, { withRooms: true });
  });

  on(E.update, { load: ownProperty }, async ({ request, record: property, body: data }) => {
    const save = (executor: typeof db) =>
      executor
        .updateTable('properties')
        .set({
          ...(toColumns(data) as Partial<Omit<PropertyRow, 'search_price'>>),
          ...(data.city !== undefined ? { city_key: normalizeText(data.city) } : {}),
          ...(data.neighborhood !== undefined ? { neighborhood_key: normalizeText(data.neighborhood) } : {}),
          updated_at: nowIso(ctx),
        })
        .where('id', '=', property.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    // Fewer bedrooms than its rooms would contradict the page: refused, checked under the lock that
    // adding a room takes (services/roomCapacity). Only a lowering is checked, so a property whose
    // rooms already outnumber its bedrooms can still be edited otherwise.
    const { bedrooms } = data;
    const row =
      bedrooms !== undefined && bedrooms < property.bedrooms
        ? await withPropertyRoomsLock(ctx, property.id, async (trx) => {
            await assertBedroomsHoldRooms(trx, property.id, bedrooms);
            return save(trx);
          })
        : await save(db);
    // Became available (the public search shows it from now): saved searches may want it. An edit
    // of a property already shown alerts nothing (a property alerts a search once, when it appears).
    if (row.status === 'disponible' && property.status !== 'disponible')
      await queuePropertyMatch(ctx, row.id);
    return propertyOut(ctx, request, row, { withRooms: true });
  });

  on(E.delete, { load: ownProperty }, async ({ record: property }) => {
    const propertyImages = await db
      .selectFrom('property_images')
      .select(['storage_key', 'thumb_key'])
      .where('owner_ref', '=', property.id)
      .execute();
    const roomImages = await db
      .selectFrom('room_images')
      .innerJoin('rooms', 'rooms.id', 'room_images.owner_ref')
      .select(['room_images.storage_key', 'room_images.thumb_key'])
      .where('rooms.property_id', '=', property.id)
      .execute();
    // Foreign keys cascade: rooms, images, listings, favourites, appointments and requests.
    await db.deleteFrom('properties').where('id', '=', property.id).execute();
    await deleteFiles(
      ctx,
      [...propertyImages, ...roomImages].flatMap((i) => [i.storage_key, i.thumb_key]),
    );
  });

  on(E.uploadImages, { load: ownProperty }, ({ request, record: property }) =>
    uploadImages(ctx, request, PROPERTY_IMAGES, property.id, IMAGE_LIMITS.maxFilesPerUpload),
  );

  on(E.reorderImages, { load: ownProperty }, ({ body, record: property }) =>
    reorderImages(ctx, body, PROPERTY_IMAGES, property.id),
  );

  on(E.deleteImage, { load: ownProperty }, ({ body, record: property }) =>
    deleteImage(ctx, body, PROPERTY_IMAGES, property.id),
  );
}
