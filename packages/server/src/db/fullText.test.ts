import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PropertyCreate } from '@convive/sdk';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  type OwnDatabase,
  openTestDatabase,
  ownPostgresDatabase,
  register,
  startServer,
  type TestDatabase,
  type TestServer,
} from '../../test/harness';
import { insertUser, propertyValues } from '../../test/rows';
import {
  documentMatches,
  foldedWords,
  foldText,
  ftsMatchQuery,
  fullTextCondition,
  type PublicTextFilters,
  propertyMatches,
  SPANISH_STOP_WORDS,
  searchTerms,
  stemWord,
  textStems,
  tsQuery,
} from './fullText';
import * as fullTextMigration from './migrations/013_full_text';
import * as publicTagsMigration from './migrations/036_public_text_tags';

/** Hostile input: FTS5 and tsquery syntax, quotes, operators, an emoji, the longest search (200). */
const HOSTILE = [
  '"',
  '*',
  '(',
  ')',
  'AND',
  'piso AND',
  'OR NOT',
  '-',
  '-piso',
  'NEAR(piso terraza)',
  'title:piso',
  '^piso',
  "'",
  "'; drop table properties; --",
  'pis:*',
  '!piso & | <->',
  '\\',
  '😀',
  '🏠 ático',
  `${'"*(-) AND OR NOT NEAR ^title: '.repeat(7)}`.slice(0, 200),
  'a'.repeat(200),
];

describe('searchTerms', () => {
  it('folds accents and case, drops stop words and stems every word', () => {
    expect(searchTerms('Áticos MUY luminosos de la Playa')).toEqual([
      { term: 'atic', prefix: false },
      { term: 'lumin', prefix: false },
      { term: 'play', prefix: false },
    ]);
    expect(searchTerms('ático luminoso')).toEqual(searchTerms('ATICOS LUMINOSOS'));
  });

  it('matches the last word as a prefix only when stemming left it whole (an unfinished word)', () => {
    expect(searchTerms('terr')).toEqual([{ term: 'terr', prefix: true }]);
    expect(searchTerms('pisc')).toEqual([{ term: 'pisc', prefix: true }]);
    // "piso" is a finished word: its stem exactly, so "piscina" (piscin) is not found.
    expect(searchTerms('piso')).toEqual([{ term: 'pis', prefix: false }]);
    // Only the last word: an earlier one is whole.
    expect(searchTerms('terr piso')).toEqual([
      { term: 'terr', prefix: false },
      { term: 'pis', prefix: false },
    ]);
    // Numbers are kept whole and, last, are prefixes too (a postal code being typed).
    expect(searchTerms('280')).toEqual([{ term: '280', prefix: true }]);
  });

  it('the unaccented singular of -ción keeps its ending (a known Snowball quirk, the same on both databases)', () => {
    expect(stemWord('habitaciones')).toBe('habit');
    expect(stemWord('habitacion')).toBe('habitacion');
  });

  it('only stop words or punctuation: no terms (no text condition)', () => {
    expect(searchTerms('de la que el')).toEqual([]);
    expect(searchTerms(' ¿?¡! ... ')).toEqual([]);
    expect(searchTerms('')).toEqual([]);
  });

  it('keeps at most 16 distinct terms', () => {
    const words = Array.from({ length: 40 }, (_, i) => `palabra${i}`).join(' ');
    expect(searchTerms(words)).toHaveLength(16);
    expect(searchTerms('piso pisos piso')).toEqual([{ term: 'pis', prefix: false }]);
  });

  it.each(HOSTILE)('hostile input %j gives plain [a-z0-9] terms only', (text) => {
    for (const { term } of searchTerms(text)) expect(term).toMatch(/^[a-z0-9]+$/);
    expect(ftsMatchQuery(searchTerms(text))).toMatch(/^("[a-z0-9]+"\*? ?)*$/);
    expect(tsQuery(searchTerms(text))).toMatch(/^('[a-z0-9]+'(:\*)?( & )?)*$/);
  });

  it("asks the public index's tags alike on both databases: one group per filter, any token of a group", () => {
    const terms = searchTerms('ático luminoso');
    const filters = {
      place: { city: ['madrid'], neighborhood: ['centro'] },
      propertyType: 'piso',
      coliving: true,
      minBedrooms: 5,
      amenities: ['has_pool'],
    };
    expect(ftsMatchQuery(terms, filters)).toBe(
      '"atic" "lumin" AND tags : (zc6D6164726964 OR zn63656E74726F) AND tags : zt7069736F AND tags : zk1' +
        ' AND tags : (zb5 OR zb6) AND tags : zahaspool',
    );
    expect(tsQuery(terms, filters)).toBe(
      "'atic' & 'lumin' & ('zc6D6164726964' | 'zn63656E74726F') & 'zt7069736F' & 'zk1' & ('zb5' | 'zb6') & 'zahaspool'",
    );
    // A place no key matched is no tag (the search's SQL says "nothing" itself).
    expect(tsQuery(terms, { place: { city: [], neighborhood: [] } })).toBe("'atic' & 'lumin'");
  });

  it('folds like unaccent: letters NFD does not decompose, and anything else a separator', () => {
    expect(foldText('Straße Øresund ÆON Łódź')).toBe('strasse oresund aeon lodz');
    expect(foldText('C/ Mayor, 5 — 2ºB')).toBe('c mayor 5 2 b');
    expect(foldText('Ñandú Pingüino')).toBe('nandu pinguino');
  });

  it('the stop words are accent-free (PostgreSQL sees a word after unaccent)', () => {
    for (const word of SPANISH_STOP_WORDS) expect(word).toMatch(/^[a-z]+$/);
  });

  it('matches documents in JS as the indexes do', () => {
    const stems = textStems('Ático luminoso con terraza');
    expect(documentMatches(searchTerms('aticos terr'), stems)).toBe(true);
    expect(documentMatches(searchTerms('aticos piscina'), stems)).toBe(false);
    expect(documentMatches([], stems)).toBe(true);
    const property = {
      title: 'Piso',
      description: 'Reformado',
      neighborhood: 'Triana',
      city: 'Sevilla',
      address: 'Calle Betis 50',
    };
    expect(propertyMatches(searchTerms('piso reformado triana sevilla betis'), property)).toBe(true);
    expect(propertyMatches(searchTerms('pisos en Málaga'), property)).toBe(false);
  });
});

/* ------------------------------------------------------------------------------------------------
 * One table of searches, run through GET /properties/all/ on every database.
 * ---------------------------------------------------------------------------------------------- */

const base = { price: 900, size: 70, postal_code: '28010', bedrooms: 2, bathrooms: 1 } as const;

const FIXTURES: PropertyCreate[] = [
  {
    ...base,
    title: 'Áticos muy luminosos en el centro',
    description: 'Dos áticos reformados con terraza.',
    city: 'Madrid',
    neighborhood: 'Malasaña',
    address: 'Calle de Fuencarral 12',
    property_type: 'atico',
    price: 1500,
  },
  {
    ...base,
    title: 'Chalet con piscina',
    description: 'Jardín y barbacoa.',
    city: 'Málaga',
    neighborhood: 'El Limonar',
    address: 'Avenida Pintor Sorolla 5',
    property_type: 'casa',
    price: 2000,
  },
  {
    ...base,
    title: 'Habitación doble luminosa',
    description: 'En un piso compartido con estudiantes.',
    city: 'Sevilla',
    neighborhood: 'Triana',
    address: 'Calle Betis 50',
    property_type: 'piso',
    price: 450,
  },
  {
    ...base,
    title: 'Estudio reformado',
    description: 'Pequeño y céntrico, con terraza.',
    city: 'Valencia',
    neighborhood: 'Ruzafa',
    address: 'Carrer de Sueca 3',
    property_type: 'estudio',
    price: 700,
  },
  {
    ...base,
    title: 'Piso familiar',
    description: 'Cuatro habitaciones y dos baños.',
    city: 'Málaga',
    neighborhood: 'Centro',
    address: 'Calle Larios 7',
    property_type: 'piso',
    price: 1100,
  },
  {
    ...base,
    title: 'Piso con terraza',
    description: 'Vistas al mar.',
    city: 'Cádiz',
    neighborhood: 'La Viña',
    address: 'Calle Virgen de la Palma 9',
    property_type: 'piso',
    price: 800,
  },
];

const ALL = FIXTURES.map((p) => p.title);
const [ATICOS, CHALET, HABITACION, ESTUDIO, FAMILIAR, TERRAZA] = ALL as [
  string,
  string,
  string,
  string,
  string,
  string,
];

/** [search, the titles found]: what is true on both databases. */
const SEARCHES: [string, string[]][] = [
  ['ático luminoso', [ATICOS]],
  ['ATICOS LUMINOSOS', [ATICOS]],
  ['MALAGA', [CHALET, FAMILIAR]],
  ['málaga piscina', [CHALET]],
  ['habitaciones', [FAMILIAR]],
  // The unaccented singular keeps "-cion" (not "habit"): it finds the singular, not the plural.
  ['habitación', [HABITACION]],
  ['terr', [ATICOS, ESTUDIO, TERRAZA]],
  ['terraza', [ATICOS, ESTUDIO, TERRAZA]],
  ['piso', [HABITACION, FAMILIAR, TERRAZA]],
  ['pisc', [CHALET]],
  ['lumin', [ATICOS, HABITACION]],
  ['reformado', [ATICOS, ESTUDIO]],
  ['triana', [HABITACION]],
  ['malasaña', [ATICOS]],
  ['larios', [FAMILIAR]],
  ['fuencarral 12', [ATICOS]],
  ['sorolla', [CHALET]],
  ['piso madrid', []],
  ['cadiz vistas', [TERRAZA]],
  ['de la con', ALL],
  ['¿?', ALL],
  ...HOSTILE.map((text): [string, string[]] => [
    text,
    text === '🏠 ático' ? [ATICOS] : expectedHostile(text),
  ]),
];

/** A hostile text finds what its terms find in JS (the SQL must agree, and never fail). */
function expectedHostile(text: string): string[] {
  const terms = searchTerms(text);
  return FIXTURES.filter((p) =>
    propertyMatches(terms, {
      ...p,
      description: p.description ?? '',
      neighborhood: String(p.neighborhood ?? ''),
    }),
  ).map((p) => p.title);
}

const sorted = (titles: string[]) => [...titles].sort();

describe('the same searches on every database', () => {
  const servers = new Map<string, TestServer>();
  const answers = new Map<string, Map<string, string[]>>();

  beforeAll(async () => {
    for (const dialect of DIALECTS) {
      const server = await startServer(dialect);
      servers.set(dialect, server);
      answers.set(dialect, new Map());
      const owner: Account = await register(server, 'propietario');
      for (const body of FIXTURES) await owner.client.properties.create(body);
    }
  });
  afterAll(async () => {
    for (const server of servers.values()) await server.close();
  });

  it.each(SEARCHES)('%j', async (search, expected) => {
    for (const [dialect, server] of servers) {
      const response = await server.fetch(
        `/api/properties/all/?page_size=50&search=${encodeURIComponent(search)}`,
      );
      expect(response.status, dialect).toBe(200);
      const body = (await response.json()) as { results: { title: string }[] };
      const titles = body.results.map((p) => p.title);
      answers.get(dialect)?.set(search, titles);
      expect(sorted(titles), dialect).toEqual(sorted(expected));
    }
  });

  it('the hostile searches still find something (the table is not all empty answers)', () => {
    expect(SEARCHES.filter(([, expected]) => expected.length > 0).length).toBeGreaterThan(20);
  });

  it('ranks by relevance when a text is given and no order: a title match first, then the rest', async () => {
    for (const [dialect, server] of servers) {
      const answer = await server.client().properties.all({ search: 'terraza' });
      expect(answer.results[0]?.title, dialect).toBe(TERRAZA);
      // An explicit order still wins.
      const byPrice = await server.client().properties.all({ search: 'terraza', ordering: 'price' });
      expect(
        byPrice.results.map((p) => p.title),
        dialect,
      ).toEqual([ESTUDIO, TERRAZA, ATICOS]);
    }
  });

  it('a property edited or deleted is found by its new text only (the index follows writes)', async () => {
    for (const [dialect, server] of servers) {
      const owner = await register(server, 'propietario');
      const created = await owner.client.properties.create({
        ...base,
        title: 'Loft industrial',
        description: 'Techos altos.',
        city: 'Bilbao',
        neighborhood: 'Abando',
        address: 'Calle Ercilla 1',
        property_type: 'duplex',
      });
      const find = async (text: string) =>
        (await server.client().properties.all({ search: text })).results.map((p) => p.id);
      expect(await find('loft industrial'), dialect).toEqual([created.id]);
      await owner.client.properties.update(created.id, { title: 'Dúplex con buhardilla' });
      expect(await find('loft'), dialect).toEqual([]);
      expect(await find('duplex buhardillas'), dialect).toEqual([created.id]);
      expect(await find('techos altos bilbao'), dialect).toEqual([created.id]);
      await owner.client.properties.delete(created.id);
      expect(await find('duplex'), dialect).toEqual([]);
    }
  });

  it.runIf(DIALECTS.length > 1)('SQLite and PostgreSQL gave the same answers to every search', () => {
    const [first, ...others] = [...answers.values()];
    for (const other of others) {
      for (const [search, titles] of first ?? new Map<string, string[]>()) {
        expect(sorted(other.get(search) ?? []), search).toEqual(sorted(titles));
      }
    }
  });
});

/* ------------------------------------------------------------------------------------------------
 * PostgreSQL indexes what this module computes: the seed's every word, and the folding.
 * ---------------------------------------------------------------------------------------------- */

describe.runIf(DIALECTS.includes('postgres'))('PostgreSQL stems as fullText.ts does', () => {
  let test: TestDatabase;
  let seedText = '';
  beforeAll(async () => {
    test = await openTestDatabase('postgres');
    const folder = join(import.meta.dirname, '..', 'seed');
    for (const file of ['demo.ts', 'synthetic.ts', 'demoImages.ts']) {
      seedText += `${await readFile(join(folder, file), 'utf8')}\n`;
    }
  });
  afterAll(() => test?.close());

  it("every word of the demo seed: JS stem = ts_lexize('spanish_stem', convive_fold(w)), unaccent and all", async () => {
    const words = [...new Set(seedText.split(/[^\p{L}\p{N}]+/u).filter((w) => /\p{L}/u.test(w)))];
    const { rows } = await sql<{ word: string; folded: string; lexemes: string[] | null }>`
      select w as word, convive_fold(w) as folded,
        ts_lexize('spanish_stem', trim(convive_fold(w))) as lexemes
      from unnest(${words}::text[]) as w`.execute(test.database.db);
    expect(rows.length).toBeGreaterThan(500);
    const differ: string[] = [];
    for (const row of rows) {
      const folded = foldText(row.word).trim();
      if (folded !== row.folded.trim()) differ.push(`${row.word}: fold ${folded} ≠ ${row.folded}`);
      // One folded word without a digit: the stemmer's answer ({} for a stop word).
      if (/^[a-z]+$/.test(folded)) {
        const js = stemWord(folded);
        const pg = row.lexemes?.[0] ?? null;
        if (js !== pg) differ.push(`${row.word}: js ${js} ≠ pg ${pg}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('a whole text: the index lexemes are the JS stems (folding, numbers, stop words)', async () => {
    const texts = [
      seedText,
      'Ático de 90 m² con 2 dormitorios, 1.5 baños, C/ Mayor nº 3, 2ºB (28010) — www.ejemplo.es a@b.es h1 2habitaciones',
      'Straße Øresund ÆON Łódź naïve façade ﬁnca',
    ];
    for (const text of texts) {
      const { rows } = await sql<{ lexeme: string }>`
        select unnest(tsvector_to_array(to_tsvector('convive_es', convive_fold(${text})))) as lexeme`.execute(
        test.database.db,
      );
      expect(rows.map((r) => r.lexeme).sort()).toEqual([...new Set(textStems(text))].sort());
    }
  });

  it('cuts [a-z0-9] runs into words as PostgreSQL\'s parser does ("9e9e9e" is 9e9 and e9e)', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const alphabet = '0123456789eeeabx';
    const words = Array.from({ length: 3000 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 10) }, () => alphabet[Math.floor(random() * 16)]).join(
        '',
      ),
    );
    const { rows } = await sql<{ w: string; tokens: string[] }>`
      select w, array(select token from ts_debug('convive_es', w) where alias <> 'blank') as tokens
      from unnest(${words}::text[]) as w`.execute(test.database.db);
    const differ = rows.filter((r) => r.tokens.join(' ') !== foldedWords(r.w).join(' ')).map((r) => r.w);
    expect(differ).toEqual([]);
  });

  it('folds every Latin letter as foldText does', async () => {
    const chars: string[] = [];
    for (const [from, to] of [
      [0x20, 0x24f],
      [0x1e00, 0x1eff],
      [0xfb00, 0xfb06],
    ] as const) {
      for (let c = from; c <= to; c += 1) chars.push(String.fromCodePoint(c));
    }
    chars.push('a\u0301', 'n\u0303', 'q\u0303');
    const { rows } = await sql<{ c: string; folded: string }>`
      select c, convive_fold(c) as folded from unnest(${chars}::text[]) as c`.execute(test.database.db);
    const differ = rows.filter((r) => foldText(r.c) !== r.folded).map((r) => `${r.c}: ${r.folded}`);
    expect(differ).toEqual([]);
  });

  it('the stop words are what spanish_stem drops', async () => {
    const words = [...SPANISH_STOP_WORDS];
    const { rows } = await sql<{ w: string; lexemes: string[] | null }>`
      select w, ts_lexize('spanish_stem', w) as lexemes from unnest(${words}::text[]) as w`.execute(
      test.database.db,
    );
    expect(rows.filter((r) => r.lexemes?.length !== 0).map((r) => r.w)).toEqual([]);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Migration 013 indexes the properties that exist, and its triggers follow every write.
 * ---------------------------------------------------------------------------------------------- */

/** On PostgreSQL these tests drop and add columns: in a database of their own (`ownPostgresDatabase`). */
const ownDatabase = () => ownPostgresDatabase('convive_fulltext');

describe.each(DIALECTS)('migration 013 on %s', (dialect) => {
  let test: TestDatabase;
  let own: OwnDatabase | null = null;
  beforeAll(async () => {
    if (dialect === 'postgres') own = await ownDatabase();
    test = await openTestDatabase(dialect, own ? { databaseUrl: own.url } : {});
  });
  afterAll(async () => {
    await test?.close();
    await own?.drop();
  });

  it('fills the index for the properties already there, then follows inserts, edits and deletes', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the schema without 013 is not the typed one.
    const db = test.database.db as unknown as Kysely<any>;
    const ownerId = await insertUser(db, 'casero@example.com');
    const property = (title: string, description: string) =>
      propertyValues(ownerId, {
        title,
        description,
        city: 'Málaga',
        city_key: 'malaga',
        postal_code: '29001',
        neighborhood: 'Centro',
      });
    await fullTextMigration.down(db);
    // Written before the migration: no index, no triggers.
    const before = await db
      .insertInto('properties')
      .values([property('Áticos luminosos', 'Con terraza'), property('Casa', 'Jardín')])
      .returning('id')
      .execute();
    await fullTextMigration.up(db);
    const found = async (text: string) => {
      const condition = fullTextCondition(dialect, searchTerms(text));
      if (!condition) throw new Error(`no terms in ${text}`);
      const rows = await db.selectFrom('properties').select('id').where(condition).orderBy('id').execute();
      return rows.map((r: { id: number }) => r.id);
    };
    const [atico, casa] = before.map((r: { id: number }) => r.id);
    expect(await found('atico luminoso')).toEqual([atico]);
    expect(await found('malaga mayor')).toEqual([atico, casa]);
    const added = await db
      .insertInto('properties')
      .values(property('Piso reformado', 'Con terraza'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await found('terrazas')).toEqual([atico, added.id]);
    await db.updateTable('properties').set({ description: 'Sin vistas' }).where('id', '=', atico).execute();
    expect(await found('terrazas')).toEqual([added.id]);
    // A write that does not touch the text leaves the index as it was.
    await db.updateTable('properties').set({ price: 950 }).where('id', '=', added.id).execute();
    expect(await found('reformado')).toEqual([added.id]);
    await db.deleteFrom('properties').where('id', '=', added.id).execute();
    expect(await found('terrazas')).toEqual([]);
    expect(await found('casa jardin')).toEqual([casa]);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Migration 036 gives PostgreSQL the public index's tags, for the properties there and every write.
 * ---------------------------------------------------------------------------------------------- */

describe.runIf(DIALECTS.includes('postgres'))('migration 036 on postgres', () => {
  let test: TestDatabase;
  let own: OwnDatabase | null = null;
  beforeAll(async () => {
    own = await ownDatabase();
    test = await openTestDatabase('postgres', { databaseUrl: own.url });
  });
  afterAll(async () => {
    await test?.close();
    await own?.drop();
  });

  it('tags the available properties already there, then follows status, place, type, amenity and text edits', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the schema without 036 is not the typed one.
    const db = test.database.db as unknown as Kysely<any>;
    const ownerId = await insertUser(db, 'casera@example.com');
    const property = (title: string, status: string) =>
      propertyValues(ownerId, { title, status, description: 'Con terraza', neighborhood_key: 'sol' });
    await publicTagsMigration.down(db);
    const [shown, hidden] = (
      await db
        .insertInto('properties')
        .values([property('Ático luminoso', 'disponible'), property('Ático oscuro', 'inactivo')])
        .returning('id')
        .execute()
    ).map((r: { id: number }) => r.id);
    await publicTagsMigration.up(db);
    const found = async (text: string, filters: PublicTextFilters = {}) => {
      const condition = fullTextCondition('postgres', searchTerms(text), { public: filters });
      if (!condition) throw new Error(`no terms in ${text}`);
      const rows = await db.selectFrom('properties').select('id').where(condition).orderBy('id').execute();
      return rows.map((r: { id: number }) => r.id);
    };
    const madrid = { place: { city: ['madrid'], neighborhood: [] } };
    // Only the available one, by its words and its tags.
    expect(await found('atico')).toEqual([shown]);
    expect(await found('atico terraza', { ...madrid, propertyType: 'piso' })).toEqual([shown]);
    expect(await found('atico', { place: { city: [], neighborhood: ['sol'] } })).toEqual([shown]);
    expect(await found('atico', { place: { city: ['bilbao'], neighborhood: [] } })).toEqual([]);
    expect(await found('atico', { propertyType: 'casa' })).toEqual([]);
    expect(await found('atico', { amenities: ['has_pool'] })).toEqual([]);
    expect(await found('atico', { coliving: true })).toEqual([]);
    // Edits: out of the public search when hidden, back when shown; its tags follow its columns.
    await db.updateTable('properties').set({ status: 'inactivo' }).where('id', '=', shown).execute();
    expect(await found('atico')).toEqual([]);
    await db
      .updateTable('properties')
      .set({ status: 'disponible', city: 'Bilbao', city_key: 'bilbao', has_pool: 1, bedrooms: 6 })
      .where('id', '=', hidden)
      .execute();
    expect(await found('atico oscuro', { place: { city: ['bilbao'], neighborhood: [] } })).toEqual([hidden]);
    expect(await found('atico', { ...madrid })).toEqual([]);
    expect(await found('atico', { amenities: ['has_pool'], minBedrooms: 5 })).toEqual([hidden]);
    await db.updateTable('properties').set({ is_coliving: 1 }).where('id', '=', hidden).execute();
    expect(await found('atico', { coliving: true })).toEqual([hidden]);
    // A text edit is stemmed again; a price edit leaves the index as it was.
    await db.updateTable('properties').set({ title: 'Dúplex soleado' }).where('id', '=', hidden).execute();
    expect(await found('atico')).toEqual([]);
    expect(await found('duplex soleado', { coliving: true })).toEqual([hidden]);
    await db.updateTable('properties').set({ price: 950 }).where('id', '=', hidden).execute();
    expect(await found('soleado')).toEqual([hidden]);
  });
});
