import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startServer, type TestServer } from './harness';

const PARTNER = 'https://inmobiliaria.example';

describe('the API answers other origins, without credentials', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer('sqlite');
    token = (await register(server)).token;
  });
  afterAll(() => server.close());

  it('answers a public read from any origin with *, never with credentials', async () => {
    const response = await server.fetch('/api/rooms/', { headers: { origin: PARTNER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers the preflight of a signed-in write: Authorization and Content-Type allowed', async () => {
    const preflight = await server.fetch('/api/property-requests/', {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a signed-in call with the token the page holds, and only with it', async () => {
    const me = await server.fetch('/api/me/', { token, headers: { origin: PARTNER } });
    expect(me.status).toBe(200);
    expect(me.headers.get('access-control-allow-origin')).toBe('*');
    // No ambient authority: without the header the same call from the same page is a 401.
    const anonymous = await server.fetch('/api/me/', { headers: { origin: PARTNER } });
    expect(anonymous.status).toBe(401);
  });

  it('exposes Retry-After, so a page can tell its visitor how long to wait', async () => {
    const response = await server.fetch('/api/rooms/', { headers: { origin: PARTNER } });
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('does not add CORS headers to the portal pages', async () => {
    const response = await server.fetch('/', { headers: { origin: PARTNER } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends security headers', async () => {
    const response = await server.fetch('/api/rooms/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('strict-transport-security')).toContain('max-age');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('PARTNER_ORIGINS restricts the origins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', { config: { partnerOrigins: [PARTNER] } });
  });
  afterAll(() => server.close());

  it('answers a listed origin with that origin', async () => {
    const response = await server.fetch('/api/rooms/', { headers: { origin: PARTNER } });
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('vary')).toMatch(/origin/i);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('does not answer other origins', async () => {
    const response = await server.fetch('/api/rooms/', { headers: { origin: 'https://otra.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await server.fetch('/api/rooms/', {
      method: 'OPTIONS',
      headers: { origin: 'https://otra.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('accepts * in the list as any origin', async () => {
    const open = await startServer('sqlite', { config: { partnerOrigins: ['*'] } });
    try {
      const response = await open.fetch('/api/rooms/', { headers: { origin: 'https://cualquiera.example' } });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    } finally {
      await open.close();
    }
  });
});
