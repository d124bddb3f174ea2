import {
  COUNT_EXACT_LIMIT,
  type Page,
  PROPERTY_AMENITIES,
  PROPERTY_PAGE_SIZE,
  type Property,
  type PropertyFilters,
} from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { AppContext } from '../context';
import type { Dialect } from '../db/database';
import {
  fullTextCondition,
  fullTextMatches,
  MAX_BEDROOM_TAG,
  type PublicTextFilters,
  placeInIndex,
  type Relevance,
  type SearchTerm,
  searchTerms,
  titleMatchIds,
} from '../db/fullText';
import { type Database, PROPERTY_COLUMNS, type PropertyRow } from '../db/schema';
import { cityOrNeighborhood, containsText, type PlaceKeys, placeCondition } from '../db/text';
import { ERRORS, fieldError } from '../errors';
import { type PageWindow, pageEnvelope, pageWindow } from '../pagination';
import { propertiesOut } from '../services/serializers';
import { isRowId } from '../validation';
import { cappedCount } from './count';
import { type Cursor, cursorUrl, decodeCursor } from './cursor';
import { cachedPlaceKeys } from './placeKeys';
import { shownPrice } from './shownPrice';
import { propertyFreeFor, type Stay, stayOf, stayPrice } from './stay';

/* ------------------------------------------------------------------------------------------------
 * Conditions and orders
 * ---------------------------------------------------------------------------------------------- */

export interface PropertyScope {
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
   * The page of a search with many matches (past the count limit): it walks the index of its order
   * and stops after a page, instead of gathering every match and sorting them (slow for a big city at
   * 100,000). SQLite is told so (the range filters as `+column`: no index for them); PostgreSQL is
   * given every condition as a column's, and the text as the plain tsvector's (no tags), so its
   * planner can walk the order's index, checking the text on the rows it reads.
   */
  walkOrder?: boolean;
  /** The query joins the text's matches (SQLite's relevance): no text condition. */
  textJoined?: boolean;
  /** The stay asked (`move_in` …): only homes free for it, priced as for it. */
  stay?: Stay | null;
}

function propertyConditions(
  eb: ExpressionBuilder<Database, 'properties'>,
  f: PropertyFilters,
  scope: PropertyScope,
  dialect: Dialect,
): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [];
  const terms = f.search ? searchTerms(f.search) : [];
  // A public text search reads the public index (available properties only), which also answers
  // the place, the type, coliving, the bedrooms and the amenities (SQLite's FTS5 table, migration
  // 016; PostgreSQL's `public_tsv`, 036): the index intersects the words with them. It then drives
  // the query (the SQL leaves those conditions out and checks the few matches' rows), except for
  // the page of a search too big to count, which walks the index of its order (`walkOrder`).
  const indexed = scope.onlyAvailable && terms.length > 0 ? publicTextFilters(f, scope.place) : undefined;
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
    : fullTextCondition(dialect, terms, {
        public: dialect === 'sqlite' || drives ? indexed : undefined,
        probe: scope.walkOrder,
      });
  if (text) c.push(text);
  // `+column`: the database reads no index for it: when the text drives (its index answers the
  // search), and on SQLite in a walk (see `walkOrder`). A walk keeps a range on its own order column:
  // the index it walks then starts at the range's bound (the most expensive first under 500 € began
  // at the most expensive of all, passing tens of thousands).
  const sqliteWalk = scope.walkOrder && dialect === 'sqlite';
  const noIndex = sqliteWalk || drives;
  const walked = sqliteWalk ? WALKED_COLUMN[f.ordering ?? '-created_at'] : undefined;
  const column = <T extends string | number>(name: keyof PropertyRow & string) =>
    noIndex && name !== walked ? sql<T>`+${sql.ref(`properties.${name}`)}` : sql.ref<T>(`properties.${name}`);
  // With a stay, a coliving home's price is its cheapest room free for it (`stayPrice`).
  const { stay } = scope;
  const price = stay ? stayPrice(stay) : column<number>('search_price');
  if (f.min_price !== undefined) c.push(eb(price, '>=', f.min_price));
  if (f.max_price !== undefined) c.push(eb(price, '<=', f.max_price));
  if (stay) c.push(propertyFreeFor(stay));
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

type Direction = 'asc' | 'desc';

/* ------------------------------------------------------------------------------------------------
 * The search
 * ---------------------------------------------------------------------------------------------- */

/** What the queries of one search share, worked out once from its filters. */
interface PropertySearch {
  ctx: AppContext;
  request: FastifyRequest;
  reader: Kysely<Database>;
  window: PageWindow;
  column: (typeof ORDERINGS)[keyof typeof ORDERINGS][0];
  direction: Direction;
  idDirection: Direction;
  /** What the order sorts by: the shown price for 'price', else the column. */
  sortKey: RawBuilder<string | number>;
  terms: SearchTerm[];
  /** The text's matches as a part of a query (`fullTextMatches`), or null. */
  text: Relevance | null;
  /** Ordered by relevance: a text without an order (see `searchProperties`). */
  rank: boolean;
  /** What the public index answers of a public search (its tags), else undefined. */
  publicText: PublicTextFilters | undefined;
  /** The filters' conditions, as one of the search's queries writes them. */
  where(
    extra?: Partial<PropertyScope>,
  ): (eb: ExpressionBuilder<Database, 'properties'>) => Expression<SqlBool>;
}

/** The matches gathered and counted (`gatherMatches`). */
interface Gathered {
  count: number;
  exact: boolean;
  /** SQLite: the matches' ids; PostgreSQL: none. */
  list: number[];
  /** SQLite in a column's order: the matches' sort values (JSON), in the order of `list`. */
  values: string;
}

/**
 * A page of properties matching the filters, within `scope`: counted up to `COUNT_EXACT_LIMIT`,
 * numbered pages (`page`) or keyset ones (`cursor`). Each dialect reads it its own way
 * (`gatherMatches`, `countedPage`); the SQL of both is what the benchmarks measure.
 */
export async function searchProperties(
  ctx: AppContext,
  request: FastifyRequest,
  filters: PropertyFilters,
  scope: PropertyScope,
): Promise<Page<Property>> {
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
  const stay = stayOf(filters);
  const terms = filters.search ? searchTerms(filters.search) : [];
  const publicText = scope.onlyAvailable ? publicTextFilters(filters, place) : undefined;
  const search: PropertySearch = {
    ctx,
    request,
    reader,
    window,
    column,
    direction,
    idDirection,
    sortKey: column === 'price' ? (stay ? stayPrice(stay) : shownPrice()) : sql.ref<string | number>(column),
    terms,
    text: fullTextMatches(ctx.dialect, terms, { public: publicText, ranked }),
    rank: ranked && terms.length > 0,
    publicText,
    where:
      (extra = {}) =>
      (eb) =>
        eb.and(propertyConditions(eb, filters, { ...scope, place, stay, ...extra }, ctx.dialect)),
  };
  const sortValue = (row: PropertyRow): string | number =>
    column === 'price' ? row.search_price : column === 'properties.size' ? row.size : row.created_at;

  const gathered = await gatherMatches(search);
  const { count, exact } = gathered;
  // Past the count limit matches are dense: walk the index of the order (see `walkOrder`).
  const walkOrder = !exact;
  const pageWhere = search.where({ walkOrder });

  if (cursor) {
    // Keyset: the rows after (or before) the cursor's in the search's order, one more than a page
    // to know whether more follow. Going back reads the reverse order and turns the rows round.
    const back = cursor.direction === 'p';
    const ascending = (direction === 'asc') !== back;
    const idAscending = (idDirection === 'asc') !== back;
    const { value, id } = cursor;
    const { sortKey } = search;
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
    rows = await pricedForStay(reader, rows.slice(0, window.pageSize), stay);
    if (back) rows.reverse();
    const first = rows[0];
    const last = rows.at(-1);
    const position = (dir: 'n' | 'p', row: PropertyRow) =>
      cursorUrl(ctx, request, { direction: dir, value: sortValue(row), id: row.id });
    const results = showStayPrices(await propertiesOut(ctx, request, rows), rows, stay);
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
  if (exact) {
    rows = await countedPage(search, gathered);
  } else {
    // Never ranked: ranking tens of thousands of matches of a word or two ("madrid", "c…") is slow
    // at 100,000 properties and orders near-equal scores; newest first, from the index.
    rows = await reader
      .selectFrom('properties')
      .select(PROPERTY_COLUMNS)
      .where(pageWhere)
      .orderBy(search.sortKey, direction)
      .orderBy('properties.id', idDirection)
      .limit(window.pageSize + 1)
      .offset(window.offset)
      .execute();
  }
  const more = !exact && rows.length > window.pageSize;
  if (more) rows = rows.slice(0, window.pageSize);
  rows = await pricedForStay(reader, rows, stay);
  const results = showStayPrices(await propertiesOut(ctx, request, rows, { db: reader }), rows, stay);
  const envelope = pageEnvelope(ctx, request, window, count, results, exact ? undefined : { more });
  // A search too big to count pages on by keyset from here: following `next` never skips rows
  // (the numbered pages stay available through `page`).
  const last = rows.at(-1);
  if (more && last) {
    envelope.next = cursorUrl(ctx, request, { direction: 'n', value: sortValue(last), id: last.id });
  }
  return envelope;
}

/**
 * A page's rows priced for the stay: a coliving home's `search_price` becomes its cheapest room free
 * for it (what it matched by and is sorted by, so a cursor's value too). Without a stay, as they are.
 */
async function pricedForStay(
  reader: Kysely<Database>,
  rows: PropertyRow[],
  stay: Stay | null,
): Promise<PropertyRow[]> {
  const ids = rows.filter((row) => row.is_coliving).map((row) => row.id);
  if (!stay || ids.length === 0) return rows;
  const prices = await reader
    .selectFrom('properties')
    .select(['properties.id', stayPrice(stay).as('price')])
    .where('properties.id', 'in', ids)
    .execute();
  const byId = new Map(prices.map((p) => [p.id, p.price]));
  return rows.map((row) => {
    const price = byId.get(row.id);
    return price == null ? row : { ...row, search_price: Number(price) };
  });
}

/** The cards of a search with a stay show a coliving home 'desde' its cheapest room free for it. */
function showStayPrices(results: Property[], rows: readonly PropertyRow[], stay: Stay | null): Property[] {
  if (!stay) return results;
  return results.map((result, i) => {
    const row = rows[i];
    return row?.is_coliving ? { ...result, price_per_room: row.search_price } : result;
  });
}

/* ------------------------------------------------------------------------------------------------
 * Each dialect's way: the matches, and a counted search's page
 * ---------------------------------------------------------------------------------------------- */

/**
 * The matches, up to one past the count limit (a broad search stops there: "más de 1.000").
 * - SQLite: by id (what every index holds: no row is read for it), gathered into one JSON array by
 *   the database (a thousand rows each made an object here cost more than finding them). That is
 *   the count, and a counted search's page is then read among those ids, so the filters are
 *   evaluated once. (The text's matches are joined in, and need no condition then.)
 *   In a column's order (not ranked), each match's sort value comes along from the same index
 *   (the filter indexes end with every sort column: migration 018), so a counted search's page is
 *   sorted here and only its own rows are read.
 * - PostgreSQL: only counted, which its covering indexes answer without the table (the ids are
 *   not in them: gathering them read the table, much slower); its planner then finds the page
 *   itself.
 */
async function gatherMatches(s: PropertySearch): Promise<Gathered> {
  const { reader, text } = s;
  const sqliteList = s.ctx.dialect === 'sqlite';
  const withValues = sqliteList && !s.rank;
  const matchQuery = reader
    .selectFrom('properties')
    .select(['properties.id', (withValues ? s.sortKey : sql.lit(0)).as('v')])
    .where(s.where({ textJoined: !!text?.restricts }))
    .limit(COUNT_EXACT_LIMIT + 1);
  const gathered = await reader
    .selectFrom((text?.restricts ? text.select(matchQuery) : matchQuery).as('m'))
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      (sqliteList ? sql<string>`json_group_array(m.id)` : sql<string>`'[]'`).as('list'),
      (withValues ? sql<string>`json_group_array(m.v)` : sql<string>`'[]'`).as('values'),
    ])
    .executeTakeFirstOrThrow();
  return {
    ...cappedCount(gathered.n),
    list: JSON.parse(gathered.list) as number[],
    values: gathered.values,
  };
}

/** The page of a counted search (at most `COUNT_EXACT_LIMIT` matches), as each dialect reads it. */
function countedPage(s: PropertySearch, gathered: Gathered): Promise<PropertyRow[]> {
  switch (s.ctx.dialect) {
    case 'sqlite':
      return sqliteCountedPage(s, gathered);
    case 'postgres':
      return postgresCountedPage(s, gathered.count);
  }
}

/** PostgreSQL: by relevance (ts_rank) when a text is given without an order, else by the order. */
async function postgresCountedPage(s: PropertySearch, count: number): Promise<PropertyRow[]> {
  const { window, text } = s;
  if (window.offset >= count) return [];
  // A counted text search (at most 1,000 matches, so sparse): ordered by the sort value made no
  // index's (`+ 0`, `|| ''`: the same values), so the planner takes the public tsvector's GIN index
  // and sorts the few matches, instead of walking the order's index and testing each row's tsvector
  // until a page is found (long when the words go with the far end of the order).
  const orderKey =
    s.terms.length === 0
      ? s.sortKey
      : s.column === 'properties.created_at'
        ? sql<string>`${s.sortKey} || ''`
        : sql<number>`${s.sortKey} + 0`;
  return (await s.reader
    .selectFrom('properties')
    .select(PROPERTY_COLUMNS)
    .where(s.where())
    .$call((q) =>
      s.rank && text
        ? text.select(q).orderBy(sql.ref('relevance'), 'desc')
        : q.orderBy(orderKey, s.direction),
    )
    .orderBy('properties.id', s.idDirection)
    .limit(window.pageSize)
    .offset(window.offset)
    .execute()) as PropertyRow[];
}

/**
 * SQLite: the page's ids picked here among the gathered matches, then only its rows read.
 * - By relevance when a text is given without an order: the matches with every word in the title
 *   first (`titleMatchIds`), then the rest; ties by id, as SQL would.
 * - In a column's order: the matches sorted by the values gathered with them.
 */
async function sqliteCountedPage(s: PropertySearch, gathered: Gathered): Promise<PropertyRow[]> {
  const { reader, window, direction, idDirection } = s;
  const { list } = gathered;
  let found: { id: number }[];
  if (s.rank) {
    const inTitle = new Set(
      (await titleMatchIds(s.terms, !!s.publicText, list).execute(reader)).rows.map((r) => r.id),
    );
    const matches: Match[] = list.map((id) => ({ id, relevance: inTitle.has(id) ? 1 : 0 }));
    matches.sort(byRelevance(idDirection));
    found = matches;
  } else {
    const values = JSON.parse(gathered.values) as (string | number)[];
    const matches = list.map((id, i) => ({ id, value: values[i] as string | number }));
    matches.sort(byValue(direction, idDirection));
    found = matches;
  }
  return rowsInOrder(
    reader,
    found.slice(window.offset, window.offset + window.pageSize).map((m) => m.id),
  );
}

/** A ranked search's match. */
interface Match {
  id: number;
  relevance: number;
}

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
