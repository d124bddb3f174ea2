import { describe, expect, it } from 'vitest';
import { ResponseCache } from './responseCache';

describe('ResponseCache', () => {
  it('answers what was stored until it expires', () => {
    let now = 1000;
    const cache = new ResponseCache(10, 500, () => now);
    cache.set('a', '{"x":1}');
    expect(cache.get('a')).toBe('{"x":1}');
    now = 1499;
    expect(cache.get('a')).toBe('{"x":1}');
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry past its size', () => {
    const cache = new ResponseCache(2, 10_000);
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
  });

  it('forgets everything on clear', () => {
    const cache = new ResponseCache();
    cache.set('a', '1');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
