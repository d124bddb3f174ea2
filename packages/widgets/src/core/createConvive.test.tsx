import { type ClientOptions, createClient, deferClient } from '@convive/sdk';
import { createFixtureFetch, makeFavorite, makeLandlord, makeProperty, makeUser } from '@convive/sdk/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '../i18n/catalogs';
import { loadCatalog } from '../i18n/loadCatalog';
import { browserStorage, memoryStorage } from '../stores/storage';
import { TOASTS_VISIBLE_MAX } from '../stores/toastStore';
import { ConviveProvider } from './ConviveProvider';
import { ConviveCopyProvider, useConvive, useCopy } from './context';
import { createConvive, createConviveWith } from './createConvive';

const API = 'http://api.test/api';

describe('createConvive and the session', () => {
  it('starts signed out without a stored token', () => {
    const { stores } = createConvive({ apiBase: API, storage: memoryStorage() });
    expect(stores.session.getState()).toMatchObject({ token: null, user: null, status: 'signed-out' });
  });

  it('sends a partner key and the page with every request when given one, and none without', async () => {
    const fixture = createFixtureFetch({
      'GET /properties/all/': { body: { count: 0, next: null, previous: null, results: [] } },
    });
    const seen: { key: string | null; page: string | null }[] = [];
    const recording: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push({
        key: request.headers.get('x-convive-partner-key'),
        page: request.headers.get('x-convive-page'),
      });
      return fixture(request);
    };
    const withKey = createConvive({
      apiBase: API,
      storage: memoryStorage(),
      fetch: recording,
      partnerKey: 'pk_test',
    });
    await withKey.client.properties.all({});
    const without = createConvive({ apiBase: API, storage: memoryStorage(), fetch: recording });
    await without.client.properties.all({});
    expect(seen).toEqual([
      { key: 'pk_test', page: window.location.href },
      { key: null, page: null },
    ]);
  });

  it('checks a stored token, sends it, and loads its user', async () => {
    const fetch = createFixtureFetch({
      'GET /me/': ({ query }) => ({ body: makeUser({ bio: query.toString() }) }),
    });
    const seen: string[] = [];
    const convive = createConvive({
      apiBase: API,
      storage: memoryStorage({ authToken: 'stored-token' }),
      fetch: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        seen.push(request.headers.get('authorization') ?? '');
        return fetch(request);
      },
    });
    expect(convive.stores.session.getState().status).toBe('checking');
    const user = await convive.stores.session.getState().refresh();
    expect(user?.first_name).toBe('Lucía');
    expect(convive.stores.session.getState().status).toBe('signed-in');
    expect(seen).toEqual(['Token stored-token']);
  });

  it('forgets a token the API answered as anonymous (revoked elsewhere), and keeps a newer one', async () => {
    const storage = memoryStorage({ authToken: 'revoked' });
    const page = { count: 0, next: null, previous: null, results: [] };
    const fetch: typeof globalThis.fetch = async () =>
      new Response(JSON.stringify(page), {
        headers: { 'content-type': 'application/json', 'x-convive-session': 'anonymous' },
      });
    const convive = createConvive({ apiBase: API, storage, fetch });
    const session = convive.stores.session;
    session.setState({ status: 'signed-in', user: makeUser() });
    await convive.client.properties.all({});
    expect(session.getState()).toMatchObject({ token: null, user: null, status: 'signed-out' });
    expect(storage.getItem('authToken')).toBeNull();

    // A refusal of an old token arriving after a new sign-in does not end the new session.
    session.setState({ token: 'newer', status: 'signed-in', user: makeUser() });
    session.getState().refused('revoked');
    expect(session.getState()).toMatchObject({ token: 'newer', status: 'signed-in' });
  });

  it('signs out when the stored token is refused (spec 01 §4)', async () => {
    const storage = memoryStorage({ authToken: 'old' });
    const convive = createConvive({
      apiBase: API,
      storage,
      fetch: createFixtureFetch({ 'GET /me/': { status: 401, body: { detail: 'Token inválido.' } } }),
    });
    await convive.stores.session.getState().refresh();
    expect(convive.stores.session.getState()).toMatchObject({ token: null, status: 'signed-out' });
    expect(storage.getItem('authToken')).toBeNull();
  });

  it('stores the token on sign-in and forgets it on sign-out, revoking it', async () => {
    const fetch = createFixtureFetch({ 'GET /me/': { body: makeUser() }, 'POST /logout/': { status: 204 } });
    const storage = memoryStorage();
    const convive = createConvive({ apiBase: API, storage, fetch });
    await convive.stores.session.getState().signIn('nuevo');
    expect(storage.getItem('authToken')).toBe('nuevo');
    await convive.stores.session.getState().signOut();
    expect(storage.getItem('authToken')).toBeNull();
    expect(fetch.calls).toContain('POST /logout/');
  });

  it("keeps the token in memory by default, out of the page's storage; browserStorage() keeps it in localStorage", async () => {
    localStorage.clear();
    const fetch = createFixtureFetch({ 'GET /me/': { body: makeUser() } });
    const inMemory = createConvive({ apiBase: API, fetch, token: 'primero' });
    await inMemory.stores.session.getState().signIn('nuevo');
    expect(inMemory.stores.session.getState().token).toBe('nuevo');
    expect(localStorage.length).toBe(0);

    const kept = createConvive({ apiBase: API, fetch, storage: browserStorage() });
    await kept.stores.session.getState().signIn('guardado');
    expect(localStorage.getItem('authToken')).toBe('guardado');
    localStorage.clear();
  });
});

describe('favourites', () => {
  it('loads a tenant’s favourites on sign-in and toggles by property', async () => {
    const fetch = createFixtureFetch({
      'GET /me/': { body: makeUser() },
      'GET /favorites/': { body: [makeFavorite()] },
      'DELETE /favorites/by-property/:id/': { status: 204 },
      'POST /favorites/': ({ body }) => ({
        status: 201,
        body: makeFavorite({
          id: 501,
          property: (body as { property: number }).property,
          property_details: makeProperty({ id: 11 }),
        }),
      }),
    });
    const { stores } = createConvive({ apiBase: API, storage: memoryStorage(), fetch });
    await stores.session.getState().signIn('t');
    await vi.waitFor(() => expect(stores.favorites.getState().status).toBe('ready'));
    expect(stores.favorites.getState().isFavorite(10)).toBe(true);
    expect(await stores.favorites.getState().toggle(10)).toBe('removed');
    expect(stores.favorites.getState().isFavorite(10)).toBe(false);
    expect(await stores.favorites.getState().toggle(11)).toBe('added');
    expect(stores.favorites.getState().isFavorite(11)).toBe(true);
  });

  it('turns the call off for the session after one failure, answering an empty list', async () => {
    const fetch = createFixtureFetch({
      'GET /me/': { body: makeUser() },
      'GET /favorites/': { status: 500, body: 'boom' },
    });
    const { stores } = createConvive({ apiBase: API, storage: memoryStorage(), fetch });
    await stores.session.getState().signIn('t');
    await vi.waitFor(() => expect(stores.favorites.getState().disabled).toBe(true));
    expect(await stores.favorites.getState().load()).toEqual([]);
    expect(fetch.calls.filter((c) => c.startsWith('GET /favorites/'))).toHaveLength(1);
  });

  it('never loads the favourites when the app keeps them itself (loadFavorites: false)', async () => {
    const fetch = createFixtureFetch({ 'GET /me/': { body: makeUser() }, 'GET /favorites/': { body: [] } });
    const { stores } = createConvive({ apiBase: API, storage: memoryStorage(), fetch, loadFavorites: false });
    await stores.session.getState().signIn('t');
    expect(stores.favorites.getState().status).toBe('idle');
    expect(fetch.calls.some((c) => c.startsWith('GET /favorites/'))).toBe(false);
  });

  it('loads nothing for landlords', async () => {
    const fetch = createFixtureFetch({ 'GET /me/': { body: makeLandlord() } });
    const { stores } = createConvive({ apiBase: API, storage: memoryStorage(), fetch });
    await stores.session.getState().signIn('t');
    expect(await stores.favorites.getState().load()).toEqual([]);
    expect(fetch.calls.some((c) => c.startsWith('GET /favorites/'))).toBe(false);
  });
});

describe('toasts', () => {
  it('keeps at most three, dropping the oldest', () => {
    const { stores } = createConvive({ apiBase: API, storage: memoryStorage() });
    for (let i = 1; i <= 5; i += 1) stores.toasts.getState().show({ title: `Aviso ${i}` });
    expect(stores.toasts.getState().toasts.map((t) => t.title)).toEqual(['Aviso 3', 'Aviso 4', 'Aviso 5']);
    expect(stores.toasts.getState().toasts).toHaveLength(TOASTS_VISIBLE_MAX);
    expect(stores.toasts.getState().toasts[0]).toMatchObject({ tone: 'info', durationMs: 3000 });
  });
});

describe('ConviveProvider', () => {
  function Probe() {
    const { locale, intlLocale } = useConvive();
    return (
      <p>
        {locale} {intlLocale} {useCopy().common.retry}
      </p>
    );
  }

  it('gives widgets the locale and its copy, Spanish by default', () => {
    const convive = createConvive({ apiBase: API, storage: memoryStorage() });
    const { rerender } = render(
      <ConviveProvider convive={convive}>
        <Probe />
      </ConviveProvider>,
    );
    expect(screen.getByText('es es-ES Reintentar')).toBeTruthy();
    rerender(
      <ConviveProvider convive={convive} locale="de">
        <Probe />
      </ConviveProvider>,
    );
    expect(screen.getByText('de de-DE Erneut versuchen')).toBeTruthy();
  });

  it('takes the copy from the app with ConviveCopyProvider (a catalog it loaded itself)', async () => {
    const convive = createConvive({ apiBase: API, storage: memoryStorage() });
    const { rerender } = render(
      <ConviveCopyProvider convive={convive} locale="fr" copy={CATALOGS.es}>
        <Probe />
      </ConviveCopyProvider>,
    );
    // While French loads the app passes Spanish; dates already follow the chosen locale.
    expect(screen.getByText('fr fr-FR Reintentar')).toBeTruthy();
    rerender(
      <ConviveCopyProvider convive={convive} locale="fr" copy={await loadCatalog('fr')}>
        <Probe />
      </ConviveCopyProvider>,
    );
    expect(screen.getByText(`fr fr-FR ${CATALOGS.fr.common.retry}`)).toBeTruthy();
  });

  it('throws a clear error outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useConvive must be used inside <ConviveProvider>.');
    spy.mockRestore();
  });
});

describe('createConviveWith', () => {
  it("makes the app's client from the wired options: a deferred one loads at the first call, with the session's token", async () => {
    const fixture = createFixtureFetch({ 'GET /me/': { body: makeUser({ email: 'ana@example.com' }) } });
    const authorization: (string | null)[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      authorization.push(request.headers.get('authorization'));
      return fixture(request);
    };
    const made: ClientOptions[] = [];
    let loads = 0;
    const storage = memoryStorage();
    storage.setItem('authToken', 'tok');
    const convive = createConviveWith(
      (options) => {
        made.push(options);
        return deferClient(options.baseUrl, async () => {
          loads += 1;
          return createClient(options);
        });
      },
      { apiBase: API, storage, fetch },
    );
    expect(made).toHaveLength(1);
    expect(made[0]?.baseUrl).toBe(API);
    expect(convive.client.baseUrl).toBe(API);
    expect(loads).toBe(0);

    const me = await convive.client.users.me();
    expect(me.email).toBe('ana@example.com');
    expect(loads).toBe(1);
    expect(authorization).toEqual(['Token tok']);
  });
});
