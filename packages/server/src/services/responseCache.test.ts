import { describe, expect, it } from 'vitest';
import { MemorySearchCache, ResponseCache, writeChangesSearch } from './responseCache';

describe('ResponseCache', () => {
  it('answers what was stored until it expires', () => {
    let now = 1000;
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 500, clock: () => now });
    cache.set('a', '{"x":1}');
    expect(cache.get('a')).toBe('{"x":1}');
    now = 1499;
    expect(cache.get('a')).toBe('{"x":1}');
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry past its size', () => {
    const cache = new ResponseCache({ maxEntries: 2, ttlMs: 10_000 });
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
  });

  it('holds at most its bytes: large answers push the oldest out, and one over a quarter of it is not kept', () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 40_000, ttlMs: 10_000 });
    const answer = 'x'.repeat(4_000); // 8,000 bytes with its key
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) cache.set(key, answer);
    expect(cache.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('f')).toBe(answer);
    cache.set('huge', 'x'.repeat(6_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('f')).toBe(answer);
  });

  it('forgets everything on clear', () => {
    const cache = new ResponseCache();
    cache.set('a', '1');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('MemorySearchCache (one process, no Redis)', () => {
  it('answers what was stored under the generation its lookup saw, until an invalidation', async () => {
    const cache = new MemorySearchCache();
    const miss = await cache.get('a');
    expect(miss.body).toBeUndefined();
    await cache.set('a', '{"count":1}', miss.generation);
    expect((await cache.get('a')).body).toBe('{"count":1}');
    await cache.invalidate();
    expect((await cache.get('a')).body).toBeUndefined();
    expect(cache.shared).toBe(false);
  });

  it('drops an answer computed while a write invalidated the cache', async () => {
    const cache = new MemorySearchCache();
    const lookup = await cache.get('a');
    // The search runs; meanwhile a write commits and invalidates.
    await cache.invalidate();
    await cache.set('a', '{"before":"the write"}', lookup.generation);
    expect((await cache.get('a')).body).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('expires answers after its time to live', async () => {
    let now = 0;
    const cache = new MemorySearchCache({ ttlMs: 100, clock: () => now });
    await cache.set('a', '1', (await cache.get('a')).generation);
    now = 99;
    expect((await cache.get('a')).body).toBe('1');
    now = 100;
    expect((await cache.get('a')).body).toBeUndefined();
  });

  it('calls its invalidation listeners, each guarded, until removed', async () => {
    const warnings: string[] = [];
    const cache = new MemorySearchCache({ log: { warn: (_object, message) => warnings.push(message) } });
    const calls: string[] = [];
    cache.onInvalidate(() => {
      throw new Error('roto');
    });
    const remove = cache.onInvalidate(() => calls.push('índice'));
    await cache.invalidate();
    expect(calls).toEqual(['índice']);
    expect(warnings).toEqual(['search cache: an invalidation listener failed']);
    remove();
    await cache.invalidate();
    expect(calls).toEqual(['índice']);
  });
});

describe('writeChangesSearch', () => {
  it('leaves the cache for writes that never change a search, and clears it for every other', () => {
    for (const neutral of [
      '/api/api-token-auth/',
      '/api/partner-events/',
      '/api/favorites/:id/',
      '/api/notifications/notifications/mark_all_as_read/',
    ])
      expect(writeChangesSearch(neutral), neutral).toBe(false);
    for (const changing of [
      '/api/properties/',
      '/api/properties/:id/',
      '/api/rooms/:id/change-status/',
      '/api/users/:id/',
      '/api/listings/',
      '/api/property-requests/:id/',
      '/api/nueva-ruta/',
      undefined,
    ])
      expect(writeChangesSearch(changing), String(changing)).toBe(true);
  });
});
