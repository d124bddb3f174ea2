import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpTestServer';
import { makePage, makeProperty, makeUser } from '../testing';
import { type ConviveClient, createClient } from './createClient';
import { deferClient } from './deferClient';
import { ApiError } from './errors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A deferred client over a real one, counting the loads. */
function counted(fail = 0) {
  const state = { loads: 0 };
  const client = deferClient(server.baseUrl, async () => {
    state.loads += 1;
    if (state.loads <= fail) throw new Error('chunk failed');
    return createClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
  });
  return { client, state };
}

describe('deferClient', () => {
  it('loads nothing until the first call, then once for every call', async () => {
    const { client, state } = counted();
    expect(client.baseUrl).toBe(server.baseUrl);
    const list = client.properties.all;
    expect(typeof list).toBe('function');
    expect(state.loads).toBe(0);

    server.reply((request) =>
      request.path.startsWith('/api/me')
        ? { body: makeUser({ email: 'ana@example.com' }) }
        : { body: makePage([makeProperty({ id: 4 })]) },
    );
    const [page, me] = await Promise.all([client.properties.all({ city: 'Madrid' }), client.users.me()]);
    expect(page.results.map((property) => property.id)).toEqual([4]);
    expect(me.email).toBe('ana@example.com');
    expect(server.last().headers.authorization).toBe('Token tok');
    expect(state.loads).toBe(1);
    // The same function each time, so it can be a dependency of an effect.
    expect(client.properties.all).toBe(list);
  });

  it('passes on the real client’s errors, parsed as they are', async () => {
    const { client } = counted();
    server.reply(() => ({ status: 403, body: { detail: 'No permitido.' } }));
    const failure = await client.users.me().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
  });

  it('tries the load again after it failed', async () => {
    const { client, state } = counted(1);
    server.reply(() => ({ body: makeUser() }));
    await expect(client.users.me()).rejects.toThrow('chunk failed');
    await expect(client.users.me()).resolves.toMatchObject({ id: expect.any(Number) });
    expect(state.loads).toBe(2);
  });

  it('names a call the real client lacks, and is never taken for a promise', async () => {
    const { client } = counted();
    const loose = client as unknown as Record<
      string,
      Record<string, (...args: unknown[]) => Promise<unknown>>
    >;
    await expect(loose.properties!.nothing!()).rejects.toThrow('no call properties.nothing');
    expect(loose.then).toBeUndefined();
    expect(loose.properties!.then).toBeUndefined();
    // Awaiting it (an async function returning it) gives the client back, not a hang.
    const same: ConviveClient = await Promise.resolve(client);
    expect(same).toBe(client);
  });
});
