import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicRead } from '../src/publicRoutes';
import { register, startServer, type TestServer } from './harness';

describe('isPublicRead', () => {
  it.each([
    ['GET', '/api/properties/all/?city=Madrid', true],
    ['GET', '/api/properties/12/', true],
    ['HEAD', '/api/rooms/', true],
    ['GET', '/api/rooms/7', true],
    ['GET', '/api/rooms/by-property/3/', true],
    ['GET', '/media/properties/1/a.webp', true],
    ['GET', '/api/properties/my-properties/', false],
    ['GET', '/api/rooms/my-rooms/', false],
    ['GET', '/api/rooms/by-property/3/extra/', false],
    ['GET', '/api/listings/3/', false],
    ['GET', '/api/me/', false],
    ['GET', '/api/favorites/', false],
    ['POST', '/api/properties/all/', false],
    ['DELETE', '/api/properties/12/', false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(isPublicRead(method, url)).toBe(expected);
  });
  it('reads a preflight by the method it announces', () => {
    expect(isPublicRead('OPTIONS', '/api/properties/all/', 'GET')).toBe(true);
    expect(isPublicRead('OPTIONS', '/api/properties/12/', 'PATCH')).toBe(false);
  });
});

describe('partner embedding (PARTNER_ORIGINS)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer('sqlite', { config: { partnerOrigins: ['https://inmobiliaria.example'] } });
    token = (await register(server)).token;
  });
  afterAll(() => server.close());

  const from = (origin: string) => ({ headers: { origin } });

  it('answers public reads from a listed origin, without credentials', async () => {
    const response = await server.fetch('/api/rooms/', from('https://inmobiliaria.example'));
    expect(response.headers.get('access-control-allow-origin')).toBe('https://inmobiliaria.example');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers the preflight of a public read', async () => {
    const response = await server.fetch('/api/rooms/', {
      method: 'OPTIONS',
      headers: { origin: 'https://inmobiliaria.example', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://inmobiliaria.example');
  });

  it('does not answer other origins', async () => {
    const response = await server.fetch('/api/rooms/', from('https://otra.example'));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never opens signed-in calls cross-origin, even to a listed origin', async () => {
    const me = await server.fetch('/api/me/', { token, headers: { origin: 'https://inmobiliaria.example' } });
    expect(me.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await server.fetch('/api/properties/', {
      method: 'OPTIONS',
      headers: { origin: 'https://inmobiliaria.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('accepts * for read-only calls', async () => {
    const open = await startServer('sqlite', { config: { partnerOrigins: ['*'] } });
    try {
      const response = await open.fetch('/api/rooms/', from('https://cualquiera.example'));
      expect(response.headers.get('access-control-allow-origin')).toBe('https://cualquiera.example');
      const me = await open.fetch('/api/me/', from('https://cualquiera.example'));
      expect(me.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await open.close();
    }
  });

  it('sends security headers', async () => {
    const response = await server.fetch('/api/rooms/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('strict-transport-security')).toContain('max-age');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
