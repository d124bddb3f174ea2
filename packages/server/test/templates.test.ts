import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { DIALECTS } from './harness';
import { copySqliteTemplate, createSuiteDatabase, dropSuiteDatabase, TEMPLATE_ENV } from './templates';

describe.each(DIALECTS)('a suite database on %s', (dialect) => {
  it("is a copy of the run's migrated template: every migration done, no rows", async () => {
    // The run's global setup made the template (test/globalSetup.ts).
    expect(process.env[TEMPLATE_ENV[dialect]]).toBeTruthy();
    const dataDir = await mkdtemp(join(tmpdir(), 'convive-template-test-'));
    const base = process.env.DATABASE_URL ?? '';
    const made = dialect === 'postgres' ? await createSuiteDatabase(base) : null;
    if (!made) await copySqliteTemplate(dataDir);
    const database = openDatabase(loadConfig({}, { dataDir, databaseUrl: made?.url ?? null }));
    try {
      expect(await migrateToLatest(database.db)).toEqual([]);
      const users = await database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(users.n)).toBe(0);
    } finally {
      await database.close();
      if (made) await dropSuiteDatabase(base, made.name);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
