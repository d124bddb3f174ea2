import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Spanish full-text search over a property's title, description, neighbourhood, city and address,
 * the title weighted above the rest. Both databases index the same stems (db/fullText.ts):
 *
 * - SQLite: `properties_fts`, a contentless FTS5 table (rowid = the property's id) of two columns,
 *   the title's stems and the rest's, written by triggers with `convive_stems(text)`, a function
 *   `openDatabase` registers on every connection (fullText.ts `stemmedDocument`). A connection
 *   without it (the sqlite3 shell) can read the database but not write properties.
 * - PostgreSQL: `properties.search_tsv`, a tsvector (title weight A, the rest B) a trigger writes
 *   when the text changes, of the text folded by `convive_fold` (unaccent, lower case, anything but
 *   a-z0-9 a space) under `convive_es`, a copy of `spanish` whose words go through unaccent then
 *   spanish_stem; a GIN index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return upPostgres(db);
  await sql`create virtual table if not exists properties_fts using fts5(
    title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`.execute(db);
  const title = (row: 'new' | 'old') => sql.raw(`convive_stems(${row}.title)`);
  const body = (row: 'new' | 'old') =>
    sql.raw(
      `convive_stems(${row}.description || ' ' || ${row}.neighborhood || ' ' || ${row}.city || ' ' || ${row}.address)`,
    );
  await sql`create trigger if not exists properties_fts_insert after insert on properties begin
    insert into properties_fts(rowid, title, body) values (new.id, ${title('new')}, ${body('new')});
  end`.execute(db);
  await sql`create trigger if not exists properties_fts_delete after delete on properties begin
    delete from properties_fts where rowid = old.id;
  end`.execute(db);
  // Only an edit of the text re-indexes (a view count or a status change does not).
  await sql`create trigger if not exists properties_fts_update
    after update of title, description, neighborhood, city, address on properties begin
    delete from properties_fts where rowid = old.id;
    insert into properties_fts(rowid, title, body) values (new.id, ${title('new')}, ${body('new')});
  end`.execute(db);
  await sql`delete from properties_fts`.execute(db);
  await sql`insert into properties_fts(rowid, title, body)
    select p.id, convive_stems(p.title),
      convive_stems(p.description || ' ' || p.neighborhood || ' ' || p.city || ' ' || p.address)
    from properties p`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
async function upPostgres(db: Kysely<any>): Promise<void> {
  // One extension per database, whatever schema a suite migrates: created once (test suites
  // migrate their schemas in parallel), in public, and named with its schema below.
  await sql`select pg_advisory_xact_lock(hashtext('convive_unaccent'))`.execute(db);
  await sql`create extension if not exists unaccent schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const ext = rows[0]?.schema;
  if (!ext) throw new Error('the unaccent extension is not installed');
  const unaccent = sql.raw(`${quoteIdent(ext)}.unaccent`);

  // IMMUTABLE (unaccent() is only STABLE: its rules file could change), so a generated column
  // can use it; the rules are fixed for this database.
  await sql`create or replace function convive_fold(t text) returns text
    language sql immutable parallel safe
    as $$ select regexp_replace(
      regexp_replace(lower(${unaccent}('${unaccent}'::regdictionary, normalize(coalesce(t, ''), NFC))),
        '[\\u0300-\\u036f]', '', 'g'),
      '[^a-z0-9]+', ' ', 'g') $$`.execute(db);

  const { rows: configs } = await sql<{ n: number }>`
    select count(*)::int as n from pg_ts_config
    where cfgname = 'convive_es' and cfgnamespace = current_schema()::regnamespace`.execute(db);
  if (!configs[0]?.n) {
    await sql`create text search configuration convive_es (copy = pg_catalog.spanish)`.execute(db);
    await sql`alter text search configuration convive_es
      alter mapping for hword, hword_part, word with ${unaccent}, spanish_stem`.execute(db);
  }
  // A trigger rather than a generated column: PostgreSQL recomputes stored generated columns on
  // every UPDATE of the row (a view count, the search price), and stemming a description is not free.
  await sql`alter table properties add column if not exists search_tsv tsvector`.execute(db);
  await sql`create or replace function convive_property_tsv(
      title text, description text, neighborhood text, city text, address text) returns tsvector
    language sql immutable parallel safe
    as $$ select
      setweight(to_tsvector('convive_es'::regconfig, convive_fold(title)), 'A') ||
      setweight(to_tsvector('convive_es'::regconfig,
        convive_fold(description || ' ' || neighborhood || ' ' || city || ' ' || address)), 'B') $$`.execute(
    db,
  );
  await sql`create or replace function convive_properties_search_tsv() returns trigger language plpgsql as $$
    begin
      new.search_tsv := convive_property_tsv(new.title, new.description, new.neighborhood, new.city, new.address);
      return new;
    end $$`.execute(db);
  await sql`drop trigger if exists properties_search_tsv on properties`.execute(db);
  await sql`create trigger properties_search_tsv
    before insert or update of title, description, neighborhood, city, address on properties
    for each row execute function convive_properties_search_tsv()`.execute(db);
  await sql`update properties set search_tsv =
    convive_property_tsv(title, description, neighborhood, city, address)`.execute(db);
  await sql`create index if not exists properties_search_tsv on properties using gin (search_tsv)`.execute(
    db,
  );
}

/** A PostgreSQL identifier, quoted. */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists properties_search_tsv`.execute(db);
    await sql`drop trigger if exists properties_search_tsv on properties`.execute(db);
    await sql`alter table properties drop column if exists search_tsv`.execute(db);
    await sql`drop function if exists convive_properties_search_tsv()`.execute(db);
    await sql`drop function if exists convive_property_tsv(text, text, text, text, text)`.execute(db);
    await sql`drop text search configuration if exists convive_es`.execute(db);
    await sql`drop function if exists convive_fold(text)`.execute(db);
    return;
  }
  await sql`drop trigger if exists properties_fts_update`.execute(db);
  await sql`drop trigger if exists properties_fts_delete`.execute(db);
  await sql`drop trigger if exists properties_fts_insert`.execute(db);
  await sql`drop table if exists properties_fts`.execute(db);
}
