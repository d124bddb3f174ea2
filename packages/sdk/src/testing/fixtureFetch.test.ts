import { describe, expect, it } from 'vitest';
import { createClient } from '../client/createClient';
import { createFixtureFetch } from './fixtureFetch';
import { makePage, makeProperty, makeUser } from './fixtures';

describe('createFixtureFetch', () => {
  it('answers the client from a route table, with params, and records calls', async () => {
    const fetch = createFixtureFetch({
      'GET /properties/all/': { body: makePage([makeProperty()]) },
      'GET /properties/:id/': ({ params }) => ({ body: makeProperty({ id: Number(params.id) }) }),
      'POST /favorites/': ({ body }) => ({ status: 201, body: { echo: body } }),
    });
    const client = createClient({ baseUrl: 'http://fixtures.test/api', fetch, getToken: () => 't' });
    expect((await client.properties.all({ city: 'Madrid' })).count).toBe(1);
    expect((await client.properties.get(42))?.id).toBe(42);
    expect(fetch.calls).toEqual([
      'GET /properties/all/?city=Madrid&status=disponible',
      'GET /properties/42/',
    ]);
  });

  it('answers 404 for unknown routes, errors as given, and 204 without a body', async () => {
    const fetch = createFixtureFetch({
      'GET /me/': { status: 401, body: { detail: 'Token inválido.' } },
      'DELETE /favorites/:id/': { status: 204 },
    });
    const client = createClient({ baseUrl: 'http://fixtures.test/api', fetch, getToken: () => 't' });
    await expect(client.users.me()).rejects.toMatchObject({ status: 401 });
    await expect(client.favorites.remove(1)).resolves.toBeUndefined();
    await expect(client.properties.get(1)).resolves.toBeNull();
  });

  it('delays answers to show loading states', async () => {
    const fetch = createFixtureFetch({ 'GET /me/': { body: makeUser(), delayMs: 30 } });
    const client = createClient({ baseUrl: 'http://fixtures.test/api', fetch, getToken: () => 't' });
    const started = Date.now();
    await client.users.me();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
