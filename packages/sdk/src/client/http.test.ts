import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpTestServer';
import { SESSION_ANONYMOUS, SESSION_HEADER } from '../schemas/constants';
import { makeProperty, makeUser } from '../testing';
import { createClient } from './createClient';
import {
  ApiError,
  ContractError,
  errorStatus,
  isApiError,
  isContractError,
  isConviveError,
  isNetworkError,
  isNoTokenError,
  isNotJsonError,
  isParseError,
  NetworkError,
  NotJsonError,
  ParseError,
} from './errors';

let server: TestServer;
let token: string | null = 'tok-123';
const client = () => createClient({ baseUrl: server.baseUrl, getToken: () => token });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  token = 'tok-123';
  server.requests.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('transport', () => {
  it('sends the token as "Authorization: Token …" and asks for JSON', async () => {
    server.reply(() => ({ body: makeUser() }));
    await client().users.me();
    expect(server.last().headers.authorization).toBe('Token tok-123');
    expect(server.last().headers.accept).toContain('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    token = null;
    server.reply(() => ({ body: makeUser() }));
    await client().users.get(2);
    expect(server.last().headers.authorization).toBeUndefined();
  });

  it('reads the token on every call, so a login takes effect without a new client', async () => {
    server.reply(() => ({ body: makeUser() }));
    const api = client();
    token = null;
    await api.users.get(2);
    expect(server.last().headers.authorization).toBeUndefined();
    token = 'fresh';
    await api.users.get(2);
    expect(server.last().headers.authorization).toBe('Token fresh');
  });

  it('sends the chosen language as Accept-Language, read on every call', async () => {
    server.reply(() => ({ body: makeUser() }));
    let language = 'en';
    const api = createClient({ baseUrl: server.baseUrl, getToken: () => token, getLanguage: () => language });
    await api.users.me();
    expect(server.last().headers['accept-language']).toBe('en');
    language = 'fr';
    await api.users.get(2);
    expect(server.last().headers['accept-language']).toBe('fr');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    server.reply(() => ({ body: { token: 'abc' } }));
    await client().auth.login({ email: 'a@b.es', password: 'x' });
    expect(server.last().headers['content-type']).toContain('application/json');
    expect(server.last().json).toEqual({ email: 'a@b.es', password: 'x' });
  });

  it('works with a base URL that ends in a slash', async () => {
    server.reply(() => ({ body: makeUser() }));
    await createClient({ baseUrl: `${server.baseUrl}/`, getToken: () => 't' }).users.me();
    expect(server.last().path).toBe('/api/me/');
  });

  it('uses an injected fetch', async () => {
    const seen: string[] = [];
    const api = createClient({
      baseUrl: 'http://nowhere.invalid/api',
      fetch: async (input) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return new Response(JSON.stringify(makeUser()), { headers: { 'content-type': 'application/json' } });
      },
      getToken: () => 't',
    });
    const user = await api.users.me();
    expect(user.first_name).toBe('Lucía');
    expect(seen).toEqual(['http://nowhere.invalid/api/me/']);
  });

  it('includes credentials by default and omits them when told (partner embeds)', async () => {
    const seen: string[] = [];
    const spy: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(request.credentials);
      return new Response(JSON.stringify(makeUser()), { headers: { 'content-type': 'application/json' } });
    };
    await createClient({ baseUrl: 'http://x.invalid/api', fetch: spy, getToken: () => 't' }).users.me();
    await createClient({
      baseUrl: 'http://x.invalid/api',
      fetch: spy,
      getToken: () => 't',
      credentials: 'omit',
    }).users.me();
    expect(seen).toEqual(['include', 'omit']);
  });

  it('omits credentials by default when the API is on another origin than the page', async () => {
    const seen: string[] = [];
    const spy: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(request.credentials);
      return new Response(JSON.stringify(makeUser()), { headers: { 'content-type': 'application/json' } });
    };
    const page = globalThis as { location?: unknown };
    const before = page.location;
    page.location = { href: 'https://inmobiliaria.example/pisos.html' };
    try {
      await createClient({
        baseUrl: 'https://api.convive.example/api',
        fetch: spy,
        getToken: () => 't',
      }).users.me();
      await createClient({
        baseUrl: 'https://inmobiliaria.example/api',
        fetch: spy,
        getToken: () => 't',
      }).users.me();
    } finally {
      page.location = before;
    }
    expect(seen).toEqual(['omit', 'include']);
  });

  it('sends a partner key, and the page it is used on, with every request', async () => {
    const seen: [string | null, string | null][] = [];
    const spy: typeof fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push([request.headers.get('x-convive-partner-key'), request.headers.get('x-convive-page')]);
      return new Response(JSON.stringify(makeUser()), { headers: { 'content-type': 'application/json' } });
    };
    const page = globalThis as { location?: unknown };
    const before = page.location;
    page.location = { href: 'https://inmobiliaria.example/pisos.html' };
    try {
      const key = 'pk_abcdefghijklmnopqrstuvwx';
      await createClient({
        baseUrl: 'https://api.example/api',
        fetch: spy,
        partnerKey: key,
        getToken: () => 't',
      }).users.me();
      await createClient({ baseUrl: 'https://api.example/api', fetch: spy, getToken: () => 't' }).users.me();
      expect(seen).toEqual([
        [key, 'https://inmobiliaria.example/pisos.html'],
        [null, null],
      ]);
    } finally {
      page.location = before;
    }
  });

  it('percent-encodes path ids so a caller cannot reach another path', async () => {
    server.reply(() => ({ status: 404, body: { detail: 'No encontrado.' } }));
    // biome-ignore lint/suspicious/noExplicitAny: deliberately wrong input from untyped callers.
    await client().properties.get('1/../../me' as any);
    expect(server.last().path).toBe('/api/properties/1%2F..%2F..%2Fme/');
  });
});

describe('a token the API refused (X-Convive-Session: anonymous)', () => {
  const refused = { [SESSION_HEADER]: SESSION_ANONYMOUS };

  it('answers the public call and reports the refused token', async () => {
    const seen: string[] = [];
    const api = createClient({
      baseUrl: server.baseUrl,
      getToken: () => token,
      onSessionRefused: (t) => seen.push(t),
    });
    server.reply(() => ({ body: makeProperty({ id: 4 }), headers: refused }));
    expect((await api.properties.get(4))?.id).toBe(4);
    expect(seen).toEqual(['tok-123']);
  });

  it('reports it on a 401 too, and the error is still raised', async () => {
    const seen: string[] = [];
    const api = createClient({
      baseUrl: server.baseUrl,
      getToken: () => token,
      onSessionRefused: (t) => seen.push(t),
    });
    server.reply(() => ({ status: 401, body: { detail: 'Token inválido o caducado.' }, headers: refused }));
    expect(isApiError(await failure(api.users.me()))).toBe(true);
    expect(seen).toEqual(['tok-123']);
  });

  it('reports nothing without the header, or when no token was sent', async () => {
    const seen: string[] = [];
    const api = createClient({
      baseUrl: server.baseUrl,
      getToken: () => token,
      onSessionRefused: (t) => seen.push(t),
    });
    server.reply(() => ({ body: makeProperty({ id: 4 }) }));
    await api.properties.get(4);
    token = null;
    server.reply(() => ({ body: makeProperty({ id: 4 }), headers: refused }));
    await api.properties.get(4);
    expect(seen).toEqual([]);
  });
});

describe('the error model (spec 01 §8)', () => {
  it('raises ApiError with status, status text, raw message and the JSON fields on 400', async () => {
    const body = { email: ['Ya existe un usuario con este correo.'], non_field_errors: ['x'] };
    server.reply(() => ({ status: 400, body }));
    const error = await failure(
      client().auth.register({
        email: 'a@b.es',
        password: 'p',
        password_confirm: 'p',
        accept_terms: true,
        first_name: 'A',
        last_name: 'B',
        role: 'inquilino',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.statusText).toBe('Bad Request');
    expect(apiError.data).toEqual(body);
    expect(apiError.rawMessage).toBe(JSON.stringify(body));
    expect(errorStatus(error)).toBe(400);
  });

  it('uses the detail as the message of 401 and 403 answers', async () => {
    server.reply(() => ({ status: 401, body: { detail: 'Token inválido.' } }));
    const error = (await failure(client().users.me())) as ApiError;
    expect(error.status).toBe(401);
    expect(error.data.detail).toBe('Token inválido.');
    expect(error.message).toContain('Token inválido.');
    server.reply(() => ({ status: 403, body: { detail: 'No tienes permiso.' } }));
    expect(((await failure(client().properties.delete(3))) as ApiError).status).toBe(403);
  });

  it('keeps a non-JSON error body as the raw message with empty data', async () => {
    server.reply(() => ({
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<h1>Bad gateway</h1>',
    }));
    const error = (await failure(client().properties.list())) as ApiError;
    expect(error.status).toBe(502);
    expect(error.rawMessage).toBe('<h1>Bad gateway</h1>');
    expect(error.data).toEqual({});
  });

  it('keeps data empty when the error body is JSON but not an object', async () => {
    server.reply(() => ({ status: 400, body: ['solo una lista'] }));
    const error = (await failure(client().properties.list())) as ApiError;
    expect(error.data).toEqual({});
    expect(error.rawMessage).toBe('["solo una lista"]');
  });

  it("raises 'Respuesta no JSON' with the first 150 characters of a non-JSON success", async () => {
    const html = `<!doctype html>${'x'.repeat(300)}`;
    server.reply(() => ({ status: 200, headers: { 'content-type': 'text/html' }, body: html }));
    const error = await failure(client().properties.list());
    expect(error).toBeInstanceOf(NotJsonError);
    expect(isNotJsonError(error)).toBe(true);
    expect((error as NotJsonError).message).toBe(`Respuesta no JSON: ${html.slice(0, 150)}`);
    expect((error as NotJsonError).body).toHaveLength(150);
  });

  it("raises 'Error de parseo' when a JSON answer cannot be parsed", async () => {
    server.reply(() => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"count": 1,',
    }));
    const error = await failure(client().properties.list());
    expect(error).toBeInstanceOf(ParseError);
    expect(isParseError(error)).toBe(true);
    expect((error as Error).message).toBe('Error de parseo');
  });

  it('accepts JSON content types with parameters and vendor suffixes', async () => {
    server.reply(() => ({
      headers: { 'content-type': 'application/vnd.api+json; charset=utf-8' },
      body: JSON.stringify(makeUser()),
    }));
    await expect(client().users.me()).resolves.toMatchObject({ id: 2 });
  });

  it('treats 204 on DELETE as success with an empty result', async () => {
    server.reply(() => ({ status: 204 }));
    await expect(client().properties.delete(10)).resolves.toBeUndefined();
    expect(server.last().method).toBe('DELETE');
    await expect(client().users.delete(2, { password: 'pw' })).resolves.toBeUndefined();
    await expect(client().favorites.remove(5)).resolves.toBeUndefined();
  });

  it("fails me() without a token with 'No hay token de autenticación' and sends nothing", async () => {
    token = null;
    const error = await failure(client().users.me());
    expect(isNoTokenError(error)).toBe(true);
    expect((error as Error).message).toBe('No hay token de autenticación');
    expect(server.requests).toHaveLength(0);
  });

  it('answers null on 404 for the detail calls', async () => {
    server.reply(() => ({ status: 404, body: { detail: 'No encontrado.' } }));
    await expect(client().properties.get(999)).resolves.toBeNull();
    await expect(client().rooms.get(999)).resolves.toBeNull();
    await expect(client().listings.get(999)).resolves.toBeNull();
  });

  it('still raises on 404 for calls that are not detail reads', async () => {
    server.reply(() => ({ status: 404, body: { detail: 'No encontrado.' } }));
    expect(((await failure(client().properties.update(999, { title: 'x' }))) as ApiError).status).toBe(404);
  });

  it('raises ContractError when a success answer does not match the schema', async () => {
    server.reply(() => ({ body: { ...makeProperty(), price: 'mucho' } }));
    const error = await failure(client().properties.get(10));
    expect(error).toBeInstanceOf(ContractError);
    expect(isContractError(error)).toBe(true);
    expect((error as ContractError).path).toBe('GET /properties/10/');
    expect((error as ContractError).message).toContain('price');
  });

  it('raises NetworkError when nothing answers', async () => {
    const dead = createClient({ baseUrl: 'http://127.0.0.1:1/api', timeout: 2000 });
    const error = await failure(dead.properties.list());
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).message).toBe('No se pudo conectar con el servidor.');
  });

  it('raises NetworkError on a timeout', async () => {
    server.reply(() => new Promise((resolve) => setTimeout(() => resolve({ body: makeUser() }), 300)));
    const slow = createClient({ baseUrl: server.baseUrl, getToken: () => 't', timeout: 50 });
    expect(isNetworkError(await failure(slow.users.me()))).toBe(true);
  });

  it('guards recognise errors by code, not by prototype, and reject other values', () => {
    const foreign = Object.assign(new Error('x'), { code: 'API_ERROR', status: 500 });
    expect(isApiError(foreign)).toBe(true);
    expect(isConviveError(foreign)).toBe(true);
    for (const value of [null, undefined, 'API_ERROR', 42, {}, new Error('plain')]) {
      expect(isApiError(value)).toBe(false);
      expect(isNetworkError(value)).toBe(false);
      expect(isConviveError(value)).toBe(false);
    }
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });
});

describe('collections accept an array or a page envelope (DESIGN.md "Collections")', () => {
  it('a page call wraps a bare array as one page', async () => {
    server.reply(() => ({ body: [makeProperty(), makeProperty({ id: 11 })] }));
    const page = await client().properties.list();
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    expect(page.results.map((p) => p.id)).toEqual([10, 11]);
  });

  it('an array call unwraps a page envelope', async () => {
    server.reply(() => ({ body: { count: 1, next: null, previous: null, results: [makeProperty()] } }));
    const list = await client().properties.mine();
    expect(list.map((p) => p.id)).toEqual([10]);
  });
});
