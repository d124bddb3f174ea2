import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../../test/harness';
import { PREPARED_MARK, runPrepared, statementName } from './prepared';

describe.each(DIALECTS)('prepared queries on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(() => test?.close());

  it('builds a shape once and binds each call’s own values, keeping the constants written in', async () => {
    let builds = 0;
    const run = (word: string, n: number) =>
      runPrepared(test.database.db, `test.echo.${dialect}`, { word, n }, (db, p) => {
        builds += 1;
        return db.selectNoFrom(() => [
          sql<string>`${p('word')}`.as('word'),
          sql<number>`cast(${p('n')} as integer) + ${40}`.as('sum'),
        ]);
      });
    expect(await run('hola', 2)).toEqual([{ word: 'hola', sum: 42 }]);
    expect(await run('adiós', 5)).toEqual([{ word: 'adiós', sum: 45 }]);
    // A transaction shares its database's compiled queries.
    const inside = await test.database.db.transaction().execute((trx) =>
      runPrepared(trx, `test.echo.${dialect}`, { word: 'dentro', n: 0 }, () => {
        throw new Error('built again');
      }),
    );
    expect(inside).toEqual([{ word: 'dentro', sum: 40 }]);
    expect(builds).toBe(1);
  });

  it('keeps shapes apart', async () => {
    const count = (shape: string, limit: number) =>
      runPrepared(test.database.db, shape, { limit }, (db, p) =>
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .limit(p('limit')),
      );
    const [one] = await count(`test.count.${dialect}`, 1);
    expect(Number(one?.n)).toBe(0);
    const words = (shape: string, lower: boolean) =>
      runPrepared(test.database.db, shape, { text: 'Hola' }, (db, p) =>
        db.selectNoFrom(() => [
          (lower ? sql<string>`lower(${p('text')})` : sql<string>`upper(${p('text')})`).as('t'),
        ]),
      );
    expect(await words(`test.words.lower.${dialect}`, true)).toEqual([{ t: 'hola' }]);
    expect(await words(`test.words.upper.${dialect}`, false)).toEqual([{ t: 'HOLA' }]);
  });

  // PostgreSQL only: SQLite's statements are kept by SQL text already (database.ts).
  if (dialect === 'postgres')
    it('sends a named statement, parsed once per connection', async () => {
      const names = await test.database.db.transaction().execute(async (trx) => {
        for (const n of [1, 2, 3])
          await runPrepared(trx, 'test.named', { n }, (db, p) =>
            db.selectNoFrom(() => [sql<number>`cast(${p('n')} as integer)`.as('n')]),
          );
        const { rows } = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(trx);
        return rows;
      });
      const ours = names.filter((row) => row.statement.startsWith(PREPARED_MARK));
      expect(ours.filter((row) => row.statement.includes('cast($1 as integer)'))).toHaveLength(1);
      for (const row of ours) expect(row.name).toBe(statementName(row.statement));
      // Unmarked SQL stays unnamed.
      expect(names.some((row) => row.statement.includes('pg_prepared_statements'))).toBe(false);
    });
});
