import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../../test/harness';

describe.each(DIALECTS)('health on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(() => server.close());

  it('answers ok through the sdk while the database answers, never from a cache', async () => {
    expect(await server.client().system.health()).toEqual({ status: 'ok', database: 'ok' });
    const response = await server.fetch('/api/health/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('answers 503 with a Spanish detail when the database does not', async () => {
    const down = await startServer(dialect);
    try {
      await down.app.ctx.db.destroy();
      const response = await down.fetch('/api/health/');
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
      expect(await response.json()).toEqual({ detail: 'La base de datos no responde.' });
    } finally {
      await down.close().catch(() => undefined);
    }
  });
});
