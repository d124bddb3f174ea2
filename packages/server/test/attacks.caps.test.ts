import { PARTNER_KEYS_MAX, SAVED_SEARCHES_MAX } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, register, startServer, type TestServer } from './harness';

/*
 * Per-account caps under concurrent requests. Each was checked by counting and then inserting, so
 * requests sent together all saw room for one more: one tenant reached 37 saved searches and one
 * landlord 21 partner keys. Counting and inserting now happen under one lock per account.
 */

/** Sends `count` requests at once; answers the statuses. */
async function together(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return answers.map((answer) => answer.status);
}

describe.each(DIALECTS)('the 20-item caps, sent all at once (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(() => server.close());

  const post = (path: string, token: string, body: unknown) =>
    server.fetch(path, {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it(`keeps a tenant at ${SAVED_SEARCHES_MAX} saved searches`, async () => {
    const tenant = await register(server, 'inquilino');
    const statuses = await together(SAVED_SEARCHES_MAX + 15, (i) =>
      post('/api/saved-searches/', tenant.token, { name: `Búsqueda ${i}`, filters: { city: 'Madrid' } }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    expect(await tenant.client.savedSearches.list()).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it(`keeps a landlord at ${PARTNER_KEYS_MAX} active partner keys`, async () => {
    const landlord = await register(server, 'propietario');
    const statuses = await together(PARTNER_KEYS_MAX + 15, (i) =>
      post('/api/partner-keys/', landlord.token, { name: `Web ${i}` }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(PARTNER_KEYS_MAX);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    expect(await landlord.client.partnerKeys.list()).toHaveLength(PARTNER_KEYS_MAX);
  });
});
