import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../test/harness';
import { start } from './main';

async function count(test: TestDatabase, table: 'users' | 'properties' | 'property_images'): Promise<number> {
  const row = await test.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(DIALECTS)('starting the server on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(() => test?.close());

  it('loads the demo on the first start of an empty database, and never again', async () => {
    const options = {
      env: {},
      config: { ...test.config, seedDemo: true },
      database: test.database,
      logger: false as const,
      handleSignals: false,
    };
    const first = await start(options);
    const address = first.server.address();
    expect(typeof address === 'object' && address && address.port > 0).toBe(true);
    const port = typeof address === 'object' && address ? address.port : 0;
    const schema = await fetch(`http://127.0.0.1:${port}/api/schema/`);
    expect(schema.status).toBe(200);
    await first.close();
    const users = await count(test, 'users');
    const properties = await count(test, 'properties');
    const images = await count(test, 'property_images');
    expect(users).toBeGreaterThanOrEqual(7);
    expect(properties).toBeGreaterThanOrEqual(60);

    const second = await start(options);
    await second.close();
    expect(await count(test, 'users')).toBe(users);
    expect(await count(test, 'properties')).toBe(properties);
    expect(await count(test, 'property_images')).toBe(images);
  }, 60_000);

  it('does not seed when SEED_DEMO is off', async () => {
    const empty = await openTestDatabase(dialect);
    try {
      const app = await start({
        env: { SEED_DEMO: 'false' },
        config: { ...empty.config, seedDemo: false },
        database: empty.database,
        logger: false,
        handleSignals: false,
      });
      await app.close();
      expect(await count(empty, 'users')).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
