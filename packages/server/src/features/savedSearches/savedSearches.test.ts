import { SAVED_SEARCHES_MAX } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  DIALECTS,
  failure,
  register,
  startServer,
  type TestServer,
} from '../../../test/harness';

const MONDAY = new Date('2026-11-23T09:00:00Z');

describe.each(DIALECTS)('saved searches on %s', (dialect) => {
  let server: TestServer;
  let now = MONDAY;
  let tenant: Account;
  let other: Account;
  let landlord: Account;

  const json = (
    path: string,
    method: string,
    body: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) =>
    server.fetch(`/api${path}`, {
      method,
      ...(token ? { token } : {}),
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => now });
    [tenant, other, landlord] = await Promise.all([
      register(server, 'inquilino'),
      register(server, 'inquilino'),
      register(server, 'propietario'),
    ]);
  });
  afterAll(() => server.close());

  it('keeps the dates of a search and refuses a stay that does not add up', async () => {
    // A tenant of its own: the other tests count their searches.
    const tenant = await register(server, 'inquilino');
    const dated = await tenant.client.savedSearches.create({
      name: 'Curso en Granada',
      filters: { city: 'Granada', move_in: '2027-09-01', months: '9' },
    });
    expect(dated.filters).toEqual({ city: 'Granada', move_in: '2027-09-01', months: 9 });
    const updated = await tenant.client.savedSearches.update(dated.id, {
      filters: { city: 'Granada', move_in: '2027-09-01', move_out: '2028-06-30' },
    });
    expect(updated.filters).toEqual({ city: 'Granada', move_in: '2027-09-01', move_out: '2028-06-30' });
    const both = await json(
      '/saved-searches/',
      'POST',
      { name: 'Mal', filters: { move_in: '2027-09-01', move_out: '2028-06-30', months: 9 } },
      tenant.token,
      { 'accept-language': 'en' },
    );
    expect(both.status).toBe(400);
    expect(JSON.stringify(await both.json())).toContain(
      'Give the move-out date or the number of months, not both.',
    );
    const alone = await json(
      '/saved-searches/',
      'POST',
      { name: 'Mal', filters: { months: 9 } },
      tenant.token,
    );
    expect(alone.status).toBe(400);
    expect(JSON.stringify(await alone.json())).toContain('Indica también la fecha de entrada.');
  });

  it('creates (201, instant by default), lists newest first, updates and deletes', async () => {
    const created = await tenant.client.savedSearches.create({
      name: 'Pisos en Madrid',
      filters: { city: 'Madrid', max_price: '1200', is_furnished: 'true', ordering: 'price' },
    });
    expect(created).toMatchObject({
      name: 'Pisos en Madrid',
      alert: 'instant',
      new_matches: 0,
      last_seen_at: null,
      // Stored as validated: numbers and booleans, whatever the query string gave.
      filters: { city: 'Madrid', max_price: 1200, is_furnished: true, ordering: 'price' },
    });
    now = new Date(MONDAY.getTime() + 60_000);
    const second = await tenant.client.savedSearches.create({
      name: 'Coliving',
      filters: {},
      alert: 'daily',
    });
    expect((await tenant.client.savedSearches.list()).map((s) => s.id)).toEqual([second.id, created.id]);
    expect(await other.client.savedSearches.list()).toEqual([]);

    now = new Date(MONDAY.getTime() + 120_000);
    const updated = await tenant.client.savedSearches.update(created.id, {
      name: 'Madrid barato',
      alert: 'off',
      filters: { city: 'Madrid', max_price: 900 },
    });
    expect(updated).toMatchObject({
      name: 'Madrid barato',
      alert: 'off',
      filters: { city: 'Madrid', max_price: 900 },
      updated_at: now.toISOString(),
    });
    const row = await server.app.ctx.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ city_key: 'madrid', max_price: 900, min_price: null });
    expect(row.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await tenant.client.savedSearches.delete(created.id);
    await tenant.client.savedSearches.delete(second.id);
    expect(await tenant.client.savedSearches.list()).toEqual([]);
  });

  it('marks a search seen: last_seen_at now, no new matches', async () => {
    const search = await tenant.client.savedSearches.create({ name: 'Vista', filters: {} });
    const seen = await tenant.client.savedSearches.seen(search.id);
    expect(seen).toMatchObject({ id: search.id, new_matches: 0, last_seen_at: now.toISOString() });
    await tenant.client.savedSearches.delete(search.id);
  });

  it('refuses landlords (403) and visitors (401)', async () => {
    expect((await failure(landlord.client.savedSearches.list())).status).toBe(403);
    expect((await failure(landlord.client.savedSearches.create({ name: 'X', filters: {} }))).status).toBe(
      403,
    );
    expect((await failure(server.client().savedSearches.list())).status).toBe(401);
  });

  it('answers 404 for someone else’s search, on every call', async () => {
    const mine = await tenant.client.savedSearches.create({ name: 'Mía', filters: {} });
    expect((await failure(other.client.savedSearches.update(mine.id, { name: 'Robada' }))).status).toBe(404);
    expect((await failure(other.client.savedSearches.seen(mine.id))).status).toBe(404);
    expect((await failure(other.client.savedSearches.delete(mine.id))).status).toBe(404);
    expect((await tenant.client.savedSearches.list()).map((s) => s.name)).toEqual(['Mía']);
    await tenant.client.savedSearches.delete(mine.id);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per tenant, with a Spanish error (translated on request)`, async () => {
    const user = await register(server, 'inquilino');
    for (let n = 0; n < SAVED_SEARCHES_MAX; n += 1) {
      await user.client.savedSearches.create({ name: `Búsqueda ${n}`, filters: { min_price: n } });
    }
    const error = await failure(user.client.savedSearches.create({ name: 'Una más', filters: {} }));
    expect(error.status).toBe(400);
    expect(error.data).toEqual({ non_field_errors: ['Como mucho 20 búsquedas guardadas.'] });
    const english = await json('/saved-searches/', 'POST', { name: 'One more' }, user.token, {
      'accept-language': 'en',
    });
    expect(await english.json()).toEqual({ non_field_errors: ['At most 20 saved searches.'] });
  });

  it('validates with the contract’s schemas: Spanish field errors, unknown filter keys refused', async () => {
    const bad = await json(
      '/saved-searches/',
      'POST',
      { name: '', filters: { max_price: 'mucho', coliving: 'sí', page: 2 }, alert: 'weekly' },
      tenant.token,
    );
    expect(bad.status).toBe(400);
    const errors = (await bad.json()) as Record<string, unknown>;
    expect(errors).toEqual({
      name: ['Este campo no puede estar en blanco.'],
      'filters.max_price': ['Tipo de dato no válido: se esperaba un número.'],
      'filters.coliving': ['Elige coliving, traditional o both.'],
      // `page` is the search's, not a saved search's: an unknown key.
      filters: ['Campos no reconocidos.'],
      alert: ['Elige instant, daily u off.'],
    });

    const unknown = await json(
      '/saved-searches/',
      'POST',
      { name: 'X', filters: { owner: 3 } },
      tenant.token,
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ filters: ['Campos no reconocidos.'] });

    const search = await tenant.client.savedSearches.create({ name: 'Válida', filters: {} });
    const patch = await json(
      `/saved-searches/${search.id}/`,
      'PATCH',
      { filters: { colour: 'red' } },
      tenant.token,
    );
    expect(patch.status).toBe(400);
    await tenant.client.savedSearches.delete(search.id);
  });

  it('unsubscribes with the link’s token, without signing in; an unknown token is a 404', async () => {
    const search = await tenant.client.savedSearches.create({ name: 'Baja «fácil»', filters: {} });
    const { unsubscribe_token: token } = await server.app.ctx.db
      .selectFrom('saved_searches')
      .select('unsubscribe_token')
      .where('id', '=', search.id)
      .executeTakeFirstOrThrow();
    const answer = await server.client().savedSearches.unsubscribe(token);
    expect(answer).toEqual({
      detail: 'Ya no recibirás avisos de la búsqueda «Baja «fácil»».',
      name: 'Baja «fácil»',
    });
    expect((await tenant.client.savedSearches.list()).find((s) => s.id === search.id)?.alert).toBe('off');
    // Opened again (a second click): the same answer.
    const again = await json('/saved-searches/unsubscribe/', 'POST', { token }, undefined, {
      'accept-language': 'de',
    });
    expect(await again.json()).toMatchObject({
      name: 'Baja «fácil»',
      detail: expect.stringMatching(/^Sie erhalten/),
    });

    const unknown = await failure(server.client().savedSearches.unsubscribe('no-such-token'));
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual({ detail: 'Este enlace de baja no es válido o la búsqueda ya no existe.' });
    const empty = await json('/saved-searches/unsubscribe/', 'POST', { token: ' ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ token: ['Falta el enlace de baja.'] });
    await tenant.client.savedSearches.delete(search.id);
  });
});

describe('the unsubscribe link is rate-limited per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', { config: { rateLimit: true } });
  });
  afterAll(() => server.close());

  it('answers 429 after 20 tries from one address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      const response = await server.fetch('/api/saved-searches/unsubscribe/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: `guess-${n}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
