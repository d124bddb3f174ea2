import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL: what SQLite's public index holds (migration 016), as `properties.public_tsv`: the
 * property's `search_tsv` and its tags (the city and neighbourhood keys, the type, coliving or not,
 * the bedrooms, each amenity: the same tokens, db/fullText.ts `publicTags`) for an available
 * property, null for any other; a GIN index. A public text search then asks one index "these words,
 * in Madrid, with a lift", which intersects the posting lists itself, instead of the planner
 * combining the text's index with a B-tree, or scanning the table and testing each row's tsvector
 * when it underestimates that test (docs/adr/0180-postgres-text-tags.md).
 *
 * One trigger keeps both columns: the text is stemmed again only when it changes; the tags are a
 * concatenation, written whenever what they hold changes. SQLite: nothing.
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

const TEXT_COLUMNS = ['title', 'description', 'neighborhood', 'city', 'address'];
const TAGGED_COLUMNS = [
  ...['status', 'city_key', 'neighborhood_key', 'property_type', 'is_coliving', 'bedrooms'],
  ...AMENITIES,
];

/** A key's tag, as SQLite's `'zc' || hex(key)` writes it: the key's UTF-8 in upper-case hex. */
const hexTag = (kind: string, column: string) =>
  `'${kind}' || upper(encode(convert_to(new.${column}, 'UTF8'), 'hex'))`;

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const amenities = AMENITIES.map(
    (a) => `case when new.${a} = 1 then array['za${a.replace(/_/g, '')}'] else '{}'::text[] end`,
  ).join(' || ');
  await sql`alter table properties add column if not exists public_tsv tsvector`.execute(db);
  await sql`create or replace function convive_properties_search_tsv() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or new.search_tsv is null or ${sql.raw(
        TEXT_COLUMNS.map((c) => `new.${c} is distinct from old.${c}`).join(' or '),
      )} then
        new.search_tsv := convive_property_tsv(new.title, new.description, new.neighborhood, new.city, new.address);
      end if;
      new.public_tsv := case when new.status = 'disponible' then new.search_tsv || array_to_tsvector(array[
          ${sql.raw(hexTag('zc', 'city_key'))}, ${sql.raw(hexTag('zn', 'neighborhood_key'))},
          ${sql.raw(hexTag('zt', 'property_type'))},
          'zk' || (case when new.is_coliving = 1 then 1 else 0 end),
          'zb' || least(greatest(new.bedrooms, 0), 6)] || ${sql.raw(amenities)})
        end;
      return new;
    end $$`.execute(db);
  await sql`drop trigger if exists properties_search_tsv on properties`.execute(db);
  await sql`create trigger properties_search_tsv
    before insert or update of ${sql.raw([...TEXT_COLUMNS, ...TAGGED_COLUMNS].join(', '))} on properties
    for each row execute function convive_properties_search_tsv()`.execute(db);
  // Fills the column through the trigger (the text is not stemmed again: it has not changed).
  await sql`update properties set status = status`.execute(db);
  await sql`create index if not exists properties_public_tsv on properties using gin (public_tsv)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists properties_public_tsv`.execute(db);
  await sql`alter table properties drop column if exists public_tsv`.execute(db);
  // Migration 013's trigger, as it wrote it.
  await sql`create or replace function convive_properties_search_tsv() returns trigger language plpgsql as $$
    begin
      new.search_tsv := convive_property_tsv(new.title, new.description, new.neighborhood, new.city, new.address);
      return new;
    end $$`.execute(db);
  await sql`drop trigger if exists properties_search_tsv on properties`.execute(db);
  await sql`create trigger properties_search_tsv
    before insert or update of title, description, neighborhood, city, address on properties
    for each row execute function convive_properties_search_tsv()`.execute(db);
}
