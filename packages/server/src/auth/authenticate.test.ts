import { SESSION_ANONYMOUS, SESSION_HEADER } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, register, startServer, type TestServer } from '../../test/harness';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A token the server no longer accepts (signed out here or on another device, expired, garbage)
 * must never break what anyone may see: public and optional calls answer as to a visitor and say
 * so in `X-Convive-Session`, so the client forgets the token; calls that need a session stay 401.
 */
describe.each(DIALECTS)('a refused token on %s', (dialect) => {
  let server: TestServer;
  let now = Date.now();
  beforeAll(async () => {
    server = await startServer(dialect, { clock: () => new Date(now) });
  });
  afterAll(() => server.close());

  const header = SESSION_HEADER.toLowerCase();

  it('answers public and optional calls as anonymous after logout, with the header', async () => {
    const account = await register(server);
    const token = account.token;
    const signedIn = await server.fetch('/api/properties/all/?page_size=1', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get(header)).toBeNull();
    await account.client.auth.logout();

    for (const path of ['/api/properties/all/?page_size=1', '/api/properties/', '/api/rooms/']) {
      const answer = await server.fetch(path, { token });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get(header), path).toBe(SESSION_ANONYMOUS);
      const anonymous = await server.fetch(path);
      expect(await answer.json(), path).toEqual(await anonymous.json());
      expect(anonymous.headers.get(header)).toBeNull();
    }
    // A stale token does not stop signing in again either.
    const login = await server.fetch('/api/api-token-auth/', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
  });

  it('keeps 401 on calls that need a session, with the reason and the header', async () => {
    const account = await register(server);
    await account.client.auth.logout();
    const me = await server.fetch('/api/me/', { token: account.token });
    expect(me.status).toBe(401);
    expect(me.headers.get(header)).toBe(SESSION_ANONYMOUS);
    expect(await me.json()).toEqual({ detail: 'Token inválido o caducado. Vuelve a iniciar sesión.' });
    const favorites = await server.fetch('/api/favorites/', { token: account.token });
    expect(favorites.status).toBe(401);
    expect(favorites.headers.get(header)).toBe(SESSION_ANONYMOUS);
  });

  it('treats a malformed Authorization header the same way', async () => {
    const answer = await server.fetch('/api/properties/all/', { headers: { authorization: 'Bearer abc' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get(header)).toBe(SESSION_ANONYMOUS);
    const me = await server.fetch('/api/me/', { headers: { authorization: 'Bearer abc' } });
    expect(me.status).toBe(401);
  });

  it('answers an expired session as anonymous, and says it expired where a session is needed', async () => {
    const account = await register(server);
    const start = now;
    try {
      now += 31 * DAY_MS;
      const answer = await server.fetch('/api/properties/all/?page_size=1', { token: account.token });
      expect(answer.status).toBe(200);
      expect(answer.headers.get(header)).toBe(SESSION_ANONYMOUS);
      // The expired token was deleted by that call: a session call now finds an unknown token.
      const other = await register(server);
      now += 31 * DAY_MS;
      const me = await server.fetch('/api/me/', { token: other.token });
      expect(me.status).toBe(401);
      expect(await me.json()).toEqual({ detail: 'Tu sesión ha caducado. Vuelve a iniciar sesión.' });
    } finally {
      now = start;
    }
  });

  it('lets a partner page read the header (CORS)', async () => {
    const answer = await server.fetch('/api/properties/all/', {
      headers: { authorization: 'Token xxxxxxxxxxxxxxxxxxxxxxxx', origin: 'https://agencia.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(header);
  });
});
