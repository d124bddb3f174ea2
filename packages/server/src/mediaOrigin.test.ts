import { createClient, type Property } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, DIALECTS, register, startServer, type TestServer } from '../test/harness';
import { flatProperty, jpeg } from '../test/world';

const SITE = 'https://convive.example';
const API = 'https://api.convive.example';

/**
 * A fetch that reaches the test server whatever host the URL names, sending that host as `Host`
 * (as DNS would bring `api.convive.example` to it), plus `headers`: a partner's client, or an attacker's.
 */
function fetchThrough(server: TestServer, headers: Record<string, string> = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const sent: Record<string, string> = { host: url.host };
    request.headers.forEach((value, name) => {
      sent[name] = value;
    });
    const answer = await server.app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...sent, ...headers },
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** Every absolute URL in an answer's text. */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^"\s]+/g)].map(([url]) => url);

describe.each(DIALECTS)('the origin of media and page URLs on %s', (dialect) => {
  let server: TestServer;
  let owner: Account;
  let property: Property;
  const city = `Origen${Date.now().toString(36)}`;
  const search = `/api/properties/all/?city=${city}&page_size=1`;

  /** The raw answer to GET `path` with these headers, and its absolute URLs. */
  const get = async (path: string, headers: Record<string, string>) => {
    const answer = await server.app.inject({ method: 'GET', url: path, headers });
    return { answer, urls: urlsIn(answer.body) };
  };

  beforeAll(async () => {
    // A trusted proxy (one hop): X-Forwarded-Host is read, so it must be as harmless as Host.
    server = await startServer(dialect, {
      config: { publicUrl: SITE, apiOrigins: [API], trustProxy: 1 },
    });
    owner = await register(server, 'propietario');
    // Two, each with a picture: a page of one has a next page.
    const created = await owner.client.properties.create(flatProperty({ city }));
    const other = await owner.client.properties.create(flatProperty({ city }));
    await owner.client.properties.uploadImages(created.id, [await jpeg()]);
    await owner.client.properties.uploadImages(other.id, [await jpeg()]);
    property = (await owner.client.properties.get(created.id)) as Property;
  });
  afterAll(() => server.close());

  it('gives a partner’s client, on its api-base’s origin, pictures and pages on that origin', async () => {
    const partner = createClient({ baseUrl: `${API}/api`, fetch: fetchThrough(server) });
    const page = await partner.properties.all({ city, page_size: 1 });
    const shown = page.results[0];
    expect(shown?.images[0]?.image.startsWith(`${API}/media/properties/${shown.id}/`)).toBe(true);
    expect(shown?.images[0]?.thumbnail?.startsWith(`${API}/media/`)).toBe(true);
    expect(page.next?.startsWith(`${API}/api/properties/all/?`)).toBe(true);
    const detail = await partner.properties.get(property.id);
    expect(detail?.images[0]?.image.startsWith(`${API}/media/`)).toBe(true);
    // The picture is served there too: the same server, reached by that name.
    const path = new URL(detail?.images[0]?.image ?? '').pathname;
    expect(
      (await server.app.inject({ url: path, headers: { host: 'api.convive.example' } })).statusCode,
    ).toBe(200);
  });

  it('gives the site’s own host PUBLIC_URL’s, and matches a host however it is written', async () => {
    const site = await get(search, { host: 'convive.example' });
    expect(site.urls.length).toBeGreaterThan(0);
    expect(site.urls.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
    for (const host of ['API.Convive.Example', 'api.convive.example:443']) {
      const { urls } = await get(search, { host });
      expect(urls.every((url) => url.startsWith(`${API}/`))).toBe(true);
    }
  });

  it('never writes a hostile Host or X-Forwarded-Host, and serves no host another’s cached answer', async () => {
    const hostile: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'api.convive.example.evil.example' },
      { host: 'api.convive.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ];
    const partner = { host: 'api.convive.example' };
    // Each twice: the first answer is stored, the second comes from the cache; the partner's in between.
    for (const round of [1, 2]) {
      for (const headers of hostile) {
        const { answer, urls } = await get(search, headers);
        expect(answer.body).not.toContain('evil');
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
        if (round === 2) expect(answer.headers['x-cache']).toBe('hit');
      }
      const { answer, urls } = await get(search, partner);
      expect(urls.every((url) => url.startsWith(`${API}/`))).toBe(true);
      if (round === 2) expect(answer.headers['x-cache']).toBe('hit');
      const detail = await get(`/api/properties/${property.id}/`, { host: 'evil.example' });
      expect(detail.answer.body).not.toContain('evil');
    }
  });

  it('keeps naming the site in what names the site, on the API’s host too', async () => {
    const robots = await get('/robots.txt', { host: 'api.convive.example' });
    expect(robots.answer.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe.each(DIALECTS)('without PUBLIC_URL (development) on %s', (dialect) => {
  let server: TestServer;
  const city = `Local${Date.now().toString(36)}`;

  beforeAll(async () => {
    server = await startServer(dialect);
    const owner = await register(server, 'propietario');
    const created = await owner.client.properties.create(flatProperty({ city }));
    await owner.client.properties.uploadImages(created.id, [await jpeg()]);
  });
  afterAll(() => server.close());

  it('names the origin each client called, each from its own cached answer', async () => {
    const port = new URL(server.origin).port;
    const local = createClient({ baseUrl: `http://localhost:${port}/api`, fetch: fetchThrough(server) });
    for (let round = 0; round < 2; round++) {
      const viaName = await local.properties.all({ city });
      expect(viaName.results[0]?.images[0]?.image.startsWith(`http://localhost:${port}/media/`)).toBe(true);
      // The harness's client calls http://127.0.0.1:PORT/api over a real socket.
      const viaAddress = await server.client().properties.all({ city });
      expect(viaAddress.results[0]?.images[0]?.image.startsWith(`${server.origin}/media/`)).toBe(true);
    }
  });
});

describe('the portal’s Content-Security-Policy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', {
      config: {
        publicUrl: 'http://convive.test:8080',
        apiOrigins: ['http://127.0.0.1:8080', 'https://api.convive.example'],
      },
    });
  });
  afterAll(() => server.close());

  it('lets a page load pictures from every origin media URLs may name', async () => {
    const csp = (await server.fetch('/api/health/')).headers.get('content-security-policy') ?? '';
    const imgSrc = csp.split(';').find((directive) => directive.startsWith('img-src')) ?? '';
    // Over plain http they must be named; `https:` already covers the rest.
    expect(imgSrc.split(' ')).toEqual([
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://convive.test:8080',
      'http://127.0.0.1:8080',
    ]);
  });
});
