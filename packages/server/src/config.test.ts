import { describe, expect, it } from 'vitest';
import { assertStartable, loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
  it('takes a hop count or a list of addresses and ranges', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
  it('refuses "true", which would let any client choose its address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY no acepta «true»/);
    expect(() => parseTrustProxy('*')).toThrow();
  });
});

describe('PUBLIC_URL', () => {
  it('is an http(s) origin without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://convive.es/' }).publicUrl).toBe('https://convive.es');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'no es una url' })).toThrow(/PUBLIC_URL/);
  });
  it('is required to start in production', () => {
    expect(() => assertStartable(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      /PUBLIC_URL es obligatorio/,
    );
    expect(() =>
      assertStartable(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://convive.es' })),
    ).not.toThrow();
    expect(() => assertStartable(loadConfig({}))).not.toThrow();
  });
});

describe('API_ORIGINS', () => {
  it('is a list of http(s) origins, each once, without a trailing slash', () => {
    expect(loadConfig({}).apiOrigins).toEqual([]);
    expect(
      loadConfig({ API_ORIGINS: ' https://API.convive.es/ , http://127.0.0.1:8080,https://api.convive.es' })
        .apiOrigins,
    ).toEqual(['https://api.convive.es', 'http://127.0.0.1:8080']);
  });
  it('refuses anything but an origin: a path, a query, credentials, another scheme', () => {
    for (const value of [
      'https://api.convive.es/api',
      'https://api.convive.es?x=1',
      'https://user@api.convive.es',
      'ftp://api.convive.es',
      'api.convive.es',
    ])
      expect(() => loadConfig({ API_ORIGINS: value }), value).toThrow(/API_ORIGINS/);
  });
});

describe('sessions and timeouts', () => {
  it('default to 30 idle days, 90 days in all, 120 s per request and 15 s of body silence', () => {
    const config = loadConfig({});
    expect(config.tokenIdleMs).toBe(30 * 24 * 3600 * 1000);
    expect(config.tokenMaxAgeMs).toBe(90 * 24 * 3600 * 1000);
    expect(config.requestTimeoutMs).toBe(120_000);
    expect(config.bodyIdleTimeoutMs).toBe(15_000);
  });
  it('are configurable, and refuse nonsense', () => {
    expect(loadConfig({ TOKEN_IDLE_DAYS: '7' }).tokenIdleMs).toBe(7 * 24 * 3600 * 1000);
    expect(() => loadConfig({ TOKEN_MAX_DAYS: '-1' })).toThrow(/TOKEN_MAX_DAYS/);
  });
});

describe('WORKERS', () => {
  it('runs one worker in-process by default; 0 makes an API-only process', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '0' }).workers).toBe(0);
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4);
  });

  it('refuses anything but a whole number from 0', () => {
    for (const value of ['-1', '1.5', 'many'])
      expect(() => loadConfig({ WORKERS: value })).toThrow(/WORKERS/);
  });
});

describe('DATABASE_READ_URL', () => {
  it('is unset by default: every read goes to DATABASE_URL', () => {
    expect(loadConfig({}).databaseReadUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/convive' }).databaseReadUrl).toBeNull();
  });
  it('names a PostgreSQL read replica beside a PostgreSQL primary', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://primary/convive',
      DATABASE_READ_URL: ' postgresql://replica/convive ',
    });
    expect(config.databaseReadUrl).toBe('postgresql://replica/convive');
    expect(config.databaseUrl).toBe('postgres://primary/convive');
  });
  it('is refused without PostgreSQL, or when it is not a postgres:// URL', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/convive' })).toThrow(
      /DATABASE_READ_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://primary/convive', DATABASE_READ_URL: 'mysql://replica' }),
    ).toThrow(/solo se usa con PostgreSQL/);
  });
});

describe('OUTBOUND_ALLOW_LOOPBACK', () => {
  it('is off by default: requests to typed URLs reach public addresses only', () => {
    expect(loadConfig({}).outboundAllowLoopback).toBe(false);
    expect(loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'false' }).outboundAllowLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', OUTBOUND_ALLOW_LOOPBACK: '0' }).outboundAllowLoopback).toBe(
      false,
    );
  });
  it('lets tests and development reach loopback and private networks', () => {
    expect(loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'true' }).outboundAllowLoopback).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', OUTBOUND_ALLOW_LOOPBACK: '1' }).outboundAllowLoopback).toBe(true);
  });
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OUTBOUND_ALLOW_LOOPBACK: 'true' })).toThrow(
      /OUTBOUND_ALLOW_LOOPBACK no se acepta en producción/,
    );
  });
});
