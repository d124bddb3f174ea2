import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * SQLite: a second full-text index for the public search, `properties_fts_public`, of the available
 * properties only, which also holds what that search filters by most, as tag tokens in a third
 * column, `tags` (fullText.ts `PUBLIC_TAGS`): the city and neighbourhood keys, the property type,
 * coliving or not, the bedrooms (6 meaning "6 or more") and each amenity the property has. Keys are
 * written in hex, so any key is one token and no tag can be a word of a listing.
 *
 * FTS5 then intersects "terraza" with "in Madrid, 2+ bedrooms, with a lift" itself, seeking through
 * its posting lists, instead of the search collecting every property with the word (14,000 of
 * 100,000 for a common one) and reading each to check its filters; and bm25 no longer pays for a
 * status term (it counts every document of each term of the query: 90,000 for "available").
 * `properties_fts` (migration 013, every status) stays for the landlord's own list.
 * (docs/adr/0093-public-text-index.md.) PostgreSQL: nothing here; migration 036 gives it the same
 * tags.
 */
/** A migration's own copy of the amenity columns (a migration must not follow the sdk's vocabulary). */
const AMENITIES = [
  'is_furnished',
  'has_parking',
  'has_pool',
  'has_terrace',
  'has_garden',
  'has_elevator',
  'pets_allowed',
];

/** What the index holds: a change of any of these re-indexes the property. */
const PUBLIC_FTS_COLUMNS = [
  ...['title', 'description', 'neighborhood', 'city', 'address', 'status'],
  ...['city_key', 'neighborhood_key', 'property_type', 'is_coliving', 'bedrooms'],
  ...AMENITIES,
];

/** The SQL of a row's values for the index: rowid, title's stems, the rest's stems, its tags. */
function values(row: 'new' | 'p'): string {
  const amenities = AMENITIES.map(
    (a) => `case when ${row}.${a} then ' za${a.replace(/_/g, '')}' else '' end`,
  ).join(' || ');
  return `${row}.id, convive_stems(${row}.title),
    convive_stems(${row}.description || ' ' || ${row}.neighborhood || ' ' || ${row}.city || ' ' || ${row}.address),
    'zc' || hex(${row}.city_key) || ' zn' || hex(${row}.neighborhood_key) || ' zt' || hex(${row}.property_type)
      || ' zk' || (case when ${row}.is_coliving then 1 else 0 end)
      || ' zb' || cast(min(max(${row}.bedrooms, 0), 6) as integer) || ${amenities}`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await down(db);
  await sql`create virtual table properties_fts_public using fts5(
    title, body, tags, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`create trigger properties_fts_public_insert after insert on properties
    when new.status = 'disponible' begin
    insert into properties_fts_public(rowid, title, body, tags) values (${sql.raw(values('new'))});
  end`.execute(db);
  await sql`create trigger properties_fts_public_delete after delete on properties
    when old.status = 'disponible' begin
    delete from properties_fts_public where rowid = old.id;
  end`.execute(db);
  // Only an edit of what the index holds re-indexes (a price, a size or a view count does not).
  await sql`create trigger properties_fts_public_update
    after update of ${sql.raw(PUBLIC_FTS_COLUMNS.join(', '))} on properties begin
    delete from properties_fts_public where rowid = old.id and old.status = 'disponible';
    insert into properties_fts_public(rowid, title, body, tags)
      select ${sql.raw(values('new'))} where new.status = 'disponible';
  end`.execute(db);
  await sql`insert into properties_fts_public(rowid, title, body, tags)
    select ${sql.raw(values('p'))} from properties p where p.status = 'disponible'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`drop trigger if exists properties_fts_public_update`.execute(db);
  await sql`drop trigger if exists properties_fts_public_delete`.execute(db);
  await sql`drop trigger if exists properties_fts_public_insert`.execute(db);
  await sql`drop table if exists properties_fts_public`.execute(db);
}
