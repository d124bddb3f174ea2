import { stemmer } from '@orama/stemmers/spanish';
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './schema';
import type { PlaceKeys } from './text';

/**
 * Spanish full-text search, the same on SQLite and PostgreSQL because both index the
 * same words, cut the same way, and are asked the same terms, all computed here:
 *
 * 1. folding: accents off, lower case, every run of anything but `a-z0-9` a space. PostgreSQL does
 *    the same in SQL (`convive_fold`: `unaccent`, then the same regular expression; FOLD_EXTRA is
 *    what `unaccent` maps that NFD does not, so both give the same ASCII text);
 * 2. stop words: PostgreSQL's own `spanish` list (Snowball's; its accent-free entries: the stemmer
 *    sees a word after `unaccent`), dropped from documents and queries alike;
 * 3. stems: Snowball's Spanish stemmer (`@orama/stemmers`, the same algorithm as `spanish_stem`);
 *    a word with a digit is kept whole (PostgreSQL maps numbers and `numword` to `simple`).
 *
 * SQLite indexes the stems this module computes (the triggers call `convive_stems`, registered on
 * every connection by `openDatabase`); PostgreSQL computes its own with `to_tsvector('convive_es',
 * convive_fold(…))`, and a test checks that they agree word for word on the demo seed.
 */

/** Characters PostgreSQL's `unaccent` maps that Unicode NFD does not decompose (Latin ranges). */
// biome-ignore format: a table, a few entries a line
const FOLD_EXTRA: Record<string, string> = {
  '©': '(C)', '®': '(R)', '¼': '1/4', '½': '1/2', '¾': '3/4', Æ: 'AE', Ð: 'D', Ø: 'O', Þ: 'TH', ß: 'ss',
  æ: 'ae', ð: 'd', ø: 'o', þ: 'th', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ĳ: 'IJ', ĳ: 'ij', ĸ: 'q',
  Ŀ: 'L', ŀ: 'l', Ł: 'L', ł: 'l', ŉ: "'n", Ŋ: 'N', ŋ: 'n', Œ: 'OE', œ: 'oe', Ŧ: 'T', ŧ: 't', ſ: 's',
  ƀ: 'b', Ɓ: 'B', Ƃ: 'B', ƃ: 'b', Ƈ: 'C', ƈ: 'c', Ɖ: 'D', Ɗ: 'D', Ƌ: 'D', ƌ: 'd', Ɛ: 'E', Ƒ: 'F',
  ƒ: 'f', Ɠ: 'G', ƕ: 'hv', Ɩ: 'I', Ɨ: 'I', Ƙ: 'K', ƙ: 'k', ƚ: 'l', Ɲ: 'N', ƞ: 'n', Ƣ: 'OI', ƣ: 'oi',
  Ƥ: 'P', ƥ: 'p', ƫ: 't', Ƭ: 'T', ƭ: 't', Ʈ: 'T', Ʋ: 'V', Ƴ: 'Y', ƴ: 'y', Ƶ: 'Z', ƶ: 'z', Ǆ: 'DZ',
  ǅ: 'Dz', ǆ: 'dz', Ǉ: 'LJ', ǈ: 'Lj', ǉ: 'lj', Ǌ: 'NJ', ǋ: 'Nj', ǌ: 'nj', Ǥ: 'G', ǥ: 'g', Ǳ: 'DZ',
  ǲ: 'Dz', ǳ: 'dz', ȡ: 'd', Ȥ: 'Z', ȥ: 'z', ȴ: 'l', ȵ: 'n', ȶ: 't', ȷ: 'j', ȸ: 'db', ȹ: 'qp', Ⱥ: 'A',
  Ȼ: 'C', ȼ: 'c', Ƚ: 'L', Ⱦ: 'T', ȿ: 's', ɀ: 'z', Ƀ: 'B', Ʉ: 'U', Ɇ: 'E', ɇ: 'e', Ɉ: 'J', ɉ: 'j',
  Ɍ: 'R', ɍ: 'r', Ɏ: 'Y', ɏ: 'y', ẚ: 'a', ẜ: 's', ẝ: 's', ẞ: 'SS', Ỻ: 'LL', ỻ: 'll', Ỽ: 'V', ỽ: 'v',
  Ỿ: 'Y', ỿ: 'y', ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st',
};
const FOLD_EXTRA_RE = new RegExp(`[${Object.keys(FOLD_EXTRA).join('')}]`, 'gu');

/**
 * The accent-free words PostgreSQL's `spanish_stem` drops (its `spanish.stop`, Snowball's list).
 * Not `@orama/stopwords`' Spanish list: that one also drops words a property search needs ("bajo",
 * "mayor", "cerca", "nuevo", "dos"), and PostgreSQL can only drop its own list from its documents.
 */
export const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set(
  `de la que el en y a los del se las por un para con no una su al lo como pero sus le ya o este
porque esta entre cuando muy sin sobre me hasta hay donde quien desde todo nos durante todos
uno les ni contra otros ese eso ante ellos e esto antes algunos unos yo otro otras otra tanto
esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo nosotros mi mis te
ti tu tus ellas nosotras vosostros vosostras os tuyo tuya tuyos tuyas suyo suya suyos suyas
nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras esos esas estoy estamos
estemos estaremos estaba estabas estabais estaban estuve estuviste estuvo estuvimos estuvisteis
estuvieron estuviera estuvieras estuvierais estuvieran estuviese estuvieses estuvieseis
estuviesen estando estado estada estados estadas estad he has ha hemos han haya hayas hayamos
hayan habremos hube hubiste hubo hubimos hubisteis hubieron hubiera hubieras hubierais hubieran
hubiese hubieses hubieseis hubiesen habiendo habido habida habidos habidas soy eres es somos
sois son sea seas seamos sean seremos era eras erais eran fui fuiste fue fuimos fuisteis fueron
fuera fueras fuerais fueran fuese fueses fueseis fuesen sintiendo sentido sentida sentidos
sentidas siente sentid tengo tienes tiene tenemos tienen tenga tengas tengamos tengan tendremos
tuve tuviste tuvo tuvimos tuvisteis tuvieron tuviera tuvieras tuvierais tuvieran tuviese
tuvieses tuvieseis tuviesen teniendo tenido tenida tenidos tenidas tened`.split(/\s+/),
);

/** PostgreSQL's parser drops longer words ("word is too long to be indexed"). */
const MAX_WORD_LENGTH = 2047;

/** At most this many terms are asked (a 200-character search has fewer in practice). */
const MAX_TERMS = 16;

/**
 * Folds a text as `convive_fold` does in PostgreSQL: `unaccent`, lower case, and every run of
 * characters other than `a-z0-9` one space (so only ASCII words and numbers are left).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFC')
    .replace(FOLD_EXTRA_RE, (c) => FOLD_EXTRA[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]+/g, '')
    .replace(/[A-Z]+/g, (m) => m.toLowerCase())
    .replace(/[^a-z0-9]+/g, ' ');
}

/** The folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  const out: string[] = [];
  for (const word of foldText(text).split(' ')) {
    if (word === '' || word.length > MAX_WORD_LENGTH) continue;
    // PostgreSQL's parser reads a leading "<digits>e<digits>" as one number (sfloat) and starts a
    // new token after it: "9e9e9e" is "9e9" and "e9e". The rest begins with a letter: one word.
    const float = /^[0-9]+e[0-9]+/.exec(word)?.[0];
    if (float && float.length < word.length) out.push(float, word.slice(float.length));
    else out.push(word);
  }
  return out;
}

const hasDigit = (word: string) => /[0-9]/.test(word);

/**
 * The indexed form of one folded word: its Spanish stem, the word itself when it has a digit, or
 * null for a stop word. What `ts_lexize('spanish_stem', unaccent(w))` gives in PostgreSQL.
 */
export function stemWord(word: string): string | null {
  if (hasDigit(word)) return word;
  if (SPANISH_STOP_WORDS.has(word)) return null;
  let stem = STEMS.get(word);
  if (stem === undefined) {
    // Listings repeat their words: remembered, the stemmer runs once per word, not per occurrence.
    if (STEMS.size >= STEM_CACHE_SIZE) STEMS.clear();
    stem = stemmer(word);
    STEMS.set(word, stem);
  }
  return stem;
}

const STEM_CACHE_SIZE = 50_000;
const STEMS = new Map<string, string>();

/** The stems of a text, in order (stop words left out). */
export function textStems(text: string): string[] {
  const out: string[] = [];
  // Whitespace separates words whatever the folding does: each piece between spaces ("Tetuán,",
  // "(Madrid).") is folded and stemmed once and remembered, as listings repeat them.
  for (const piece of text.split(/\s+/)) {
    if (piece === '') continue;
    let stems = PIECES.get(piece);
    if (stems === undefined) {
      stems = [];
      for (const word of foldedWords(piece)) {
        const stem = stemWord(word);
        if (stem !== null) stems.push(stem);
      }
      if (piece.length <= 64) {
        if (PIECES.size >= STEM_CACHE_SIZE) PIECES.clear();
        PIECES.set(piece, stems);
      }
    }
    for (const stem of stems) out.push(stem);
  }
  return out;
}

const PIECES = new Map<string, string[]>();

/** The stems of a text as one space-separated string: what SQLite's index is given. */
export function stemmedDocument(text: string | null | undefined): string {
  return text ? textStems(text).join(' ') : '';
}

/** The text fields a property is found by: the title (weighted higher) and the rest. */
export interface SearchableProperty {
  title: string;
  description: string;
  neighborhood: string;
  city: string;
  address: string;
}

/** The body of a property's document, in the order SQLite's trigger and PostgreSQL's column join it. */
export function propertyBody(p: SearchableProperty): string {
  return `${p.description} ${p.neighborhood} ${p.city} ${p.address}`;
}

/** One term of a search: a stem to find exactly, or the beginning of a word (the last, unfinished one). */
export interface SearchTerm {
  term: string;
  prefix: boolean;
}

/**
 * The terms of what the user typed: its folded words without stop words, stemmed; every term must
 * be in the property's document. The last word is matched as a prefix when stemming left it as it
 * was (probably unfinished: "pisc" finds "piscina"), else as its stem ("piso" → "pis" does not find
 * "piscina"). No terms (only stop words or punctuation): no text condition at all.
 */
export function searchTerms(text: string): SearchTerm[] {
  const words = foldedWords(text);
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  words.forEach((word, index) => {
    const stem = stemWord(word);
    if (stem === null) return;
    const prefix = index === words.length - 1 && stem === word;
    const key = `${stem}${prefix ? '*' : ''}`;
    if (seen.has(key) || terms.length >= MAX_TERMS) return;
    seen.add(key);
    terms.push({ term: stem, prefix });
  });
  return terms;
}

/** True when a document (its stems) has every term: the SQL's match, in JS. */
export function documentMatches(terms: readonly SearchTerm[], stems: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const exact = new Set(stems);
  return terms.every((t) => (t.prefix ? stems.some((s) => s.startsWith(t.term)) : exact.has(t.term)));
}

/** True when the property's title or body has every term (each term anywhere in either). */
export function propertyMatches(terms: readonly SearchTerm[], property: SearchableProperty): boolean {
  if (terms.length === 0) return true;
  return documentMatches(terms, [...textStems(property.title), ...textStems(propertyBody(property))]);
}

/**
 * The public search's filters the public index also answers (the tags of SQLite's
 * `properties_fts_public`, migration 016, and of PostgreSQL's `public_tsv`, migration 036; both hold
 * only available properties). A search given them asks the index for "these words, available, in
 * these places, of this type…" and leaves those conditions out of its SQL.
 */
export interface PublicTextFilters {
  /** One of these city or neighbourhood keys (a resolved `city` filter). */
  place?: PlaceKeys;
  propertyType?: string;
  coliving?: boolean;
  /** At least this many bedrooms; at most `MAX_BEDROOM_TAG` (the index's "6 or more"). */
  minBedrooms?: number;
  /** Every one of these amenity columns (`has_pool`, …) true. */
  amenities?: readonly string[];
}

/** The index's bedroom tags go up to this, meaning "this many or more". */
export const MAX_BEDROOM_TAG = 6;

/** A key's tag: its kind and the value's UTF-8 in hex, as SQLite's `hex()` writes it. */
function hexTag(kind: 'zc' | 'zn' | 'zt', value: string): string {
  return `${kind}${Buffer.from(value, 'utf8').toString('hex').toUpperCase()}`;
}

/** True when the public index can answer the place filter (a resolved one; none found matches nothing). */
export function placeInIndex(place: PlaceKeys | null | undefined): place is PlaceKeys {
  return !!place && place.city.length + place.neighborhood.length > 0;
}

/** The FTS5 query: every term a quoted string (terms are `[a-z0-9]+`, so nothing in them is syntax). */
export function ftsMatchQuery(
  terms: readonly SearchTerm[],
  filters?: PublicTextFilters,
  options: { inTitle?: boolean } = {},
): string {
  const words = terms.map((t) => `"${t.term}"${t.prefix ? '*' : ''}`).join(' ');
  const parts = [options.inTitle ? `title : (${words})` : words];
  for (const tokens of filters ? publicTags(filters) : []) {
    parts.push(`tags : ${tokens.length === 1 ? tokens[0] : `(${tokens.join(' OR ')})`}`);
  }
  return parts.join(' AND ');
}

/**
 * The public index's tags for these filters (SQLite's `tags` column, PostgreSQL's `public_tsv`):
 * one group per filter, each required, any token of a group enough. Tokens are `[a-zA-Z0-9]+`.
 */
export function publicTags(f: PublicTextFilters): string[][] {
  const tags: string[][] = [];
  if (placeInIndex(f.place)) {
    tags.push([
      ...f.place.city.map((k) => hexTag('zc', k)),
      ...f.place.neighborhood.map((k) => hexTag('zn', k)),
    ]);
  }
  if (f.propertyType !== undefined) tags.push([hexTag('zt', f.propertyType)]);
  if (f.coliving !== undefined) tags.push([`zk${f.coliving ? 1 : 0}`]);
  if (f.minBedrooms !== undefined && f.minBedrooms > 0) {
    const from = Math.min(f.minBedrooms, MAX_BEDROOM_TAG);
    tags.push(Array.from({ length: MAX_BEDROOM_TAG - from + 1 }, (_, i) => `zb${from + i}`));
  }
  for (const amenity of f.amenities ?? []) tags.push([`za${amenity.replace(/_/g, '')}`]);
  return tags;
}

/** The tsquery: quoted lexemes joined by `&`, a prefix as `:*`; the public tags' groups after them. */
export function tsQuery(terms: readonly SearchTerm[], filters?: PublicTextFilters): string {
  const parts = terms.map((t) => `'${t.term}'${t.prefix ? ':*' : ''}`);
  for (const tokens of filters ? publicTags(filters) : []) {
    const quoted = tokens.map((token) => `'${token}'`);
    parts.push(quoted.length === 1 ? (quoted[0] as string) : `(${quoted.join(' | ')})`);
  }
  return parts.join(' & ');
}

/**
 * The condition "the property's document has every term", served by the FTS5 index on SQLite and
 * the GIN index on PostgreSQL. Null when there are no terms (nothing to filter by).
 */
export function fullTextCondition(
  dialect: Dialect,
  terms: readonly SearchTerm[],
  options: { public?: PublicTextFilters; probe?: boolean } = {},
): RawBuilder<SqlBool> | null {
  if (terms.length === 0) return null;
  if (dialect === 'postgres') {
    // The public tsvector holds only available properties, with their tags (migration 036).
    const tsv = sql.ref(options.public ? 'properties.public_tsv' : 'properties.search_tsv');
    return sql<SqlBool>`${tsv} @@ cast(${tsQuery(terms, options.public)} as tsquery)`;
  }
  // `probe`: `+id`, so SQLite cannot look the matches up by id and walks another index (the order's),
  // only probing the matches for each row it reads.
  const id = options.probe ? sql`+${sql.ref('properties.id')}` : sql.ref('properties.id');
  const fts = sql.table(options.public ? 'properties_fts_public' : 'properties_fts');
  return sql<SqlBool>`${id} in (select rowid from ${fts} where ${fts} match ${ftsMatchQuery(terms, options.public)})`;
}

/**
 * A search's text matches as a part of its query (see `fullTextMatches`): `select` joins them in
 * when `restricts` (then no text condition is needed), else adds their relevance as the column
 * `relevance`, higher first (PostgreSQL).
 */
export interface Relevance {
  select<O>(
    query: SelectQueryBuilder<Database, 'properties', O>,
  ): SelectQueryBuilder<Database, 'properties', O & { relevance?: number }>;
  readonly restricts: boolean;
}

/**
 * A property search's text matches as a part of its query:
 * - PostgreSQL: their relevance when `ranked`, ts_rank of the indexed tsvector (title weight A), with
 *   `fullTextCondition` (null when not ranked: the condition is all there is);
 * - SQLite: a join with the FTS5 query, which then drives the query and needs no condition: the
 *   matches stream in, so a query with a LIMIT stops after enough (an `IN` list of them would be
 *   built whole first: 14,000 ids for a common word). No score: SQLite ranks a counted search's
 *   matches with `titleMatchIds` (bm25 counted, for every term and tag of the query, every document
 *   that has it: slow for a search with the public index's tags).
 * Null without terms.
 */
export function fullTextMatches(
  dialect: Dialect,
  terms: readonly SearchTerm[],
  options: { public?: PublicTextFilters; ranked: boolean },
): Relevance | null {
  if (terms.length === 0) return null;
  if (dialect === 'postgres') {
    if (!options.ranked) return null;
    const rank = sql<number>`ts_rank(${sql.ref('properties.search_tsv')}, cast(${tsQuery(terms)} as tsquery))`;
    return { restricts: false, select: (query) => query.select(rank.as('relevance')) };
  }
  const fts = sql.table(options.public ? 'properties_fts_public' : 'properties_fts');
  const matches = sql<{
    fts_id: number;
  }>`(select rowid as fts_id from ${fts} where ${fts} match ${ftsMatchQuery(terms, options.public)})`;
  return {
    restricts: true,
    select: <O>(query: SelectQueryBuilder<Database, 'properties', O>) =>
      query.innerJoin(matches.as('fts'), (join) =>
        join.on(sql<SqlBool>`fts.fts_id = ${sql.ref('properties.id')}`),
      ) as unknown as SelectQueryBuilder<Database, 'properties', O & { relevance?: number }>,
  };
}

/**
 * SQLite's relevance: the properties with every term in their title (the index asked for the words
 * in the title column only). A counted search shows them first, then the rest, newest first within
 * each. The search's filters are not asked again: the ids it is intersected with already passed them,
 * and the tags' posting lists (the bedrooms' "2 or more" is five lists of tens of thousands of homes)
 * cost the index more than the words (a common word with a place and bedrooms: much faster without
 * them; `npm run bench:api` measures the searches).
 */
export function titleMatchIds(terms: readonly SearchTerm[], publicIndex: boolean, among: readonly number[]) {
  const fts = sql.table(publicIndex ? 'properties_fts_public' : 'properties_fts');
  // `+rowid`: the index query drives and each of its rows is looked up among the search's matches
  // (FTS5 given the ids would run its query once per id).
  return sql<{
    id: number;
  }>`select rowid as id from ${fts} where ${fts} match ${ftsMatchQuery(terms, undefined, { inTitle: true })}
    and +rowid in (select value from json_each(${JSON.stringify(among)}))`;
}
