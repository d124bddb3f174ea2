import { normalizeText } from '@convive/sdk';
import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/schema';
import { LocationIndex, type LocationPair, LocationSet } from './locationIndex';

function pair(city: string, neighborhood: string, count: number): LocationPair {
  return {
    city,
    city_key: normalizeText(city),
    neighborhood,
    neighborhood_key: normalizeText(neighborhood),
    count,
  };
}

/** The properties `city=<text>` finds among the pairs, as the search's filter reads it. */
function searched(pairs: readonly LocationPair[], text: string): number {
  const key = normalizeText(text).trim();
  return pairs
    .filter((p) => p.city_key.startsWith(key) || p.neighborhood_key.startsWith(key))
    .reduce((sum, p) => sum + p.count, 0);
}

const PAIRS = [
  pair('Madrid', 'Chamberí', 5),
  pair('Madrid', 'Madrid Río', 2),
  pair('Madrid', 'Centro', 3),
  pair('Madrid', '', 1),
  pair('Madridejos', 'Centro', 1),
  pair('Málaga', 'Centro', 2),
  pair('MALAGA', 'centro', 1),
  pair('Salamanca', 'Garrido', 2),
  pair('Madrid', 'Salamanca', 4),
  pair('Las Palmas de Gran Canaria', 'Triana', 1),
  pair('Sevilla', 'Triana', 3),
];

describe('LocationSet', () => {
  const set = new LocationSet(PAIRS);

  it('counts each suggestion as the search city=<name> does, each property once', () => {
    const all = ['m', 'c', 's', 't', 'g', 'p', 'l'].flatMap((q) => set.search(q, 20));
    expect(all.length).toBeGreaterThan(8);
    for (const suggestion of all)
      expect([suggestion.name, suggestion.count]).toEqual([
        suggestion.name,
        searched(PAIRS, suggestion.name),
      ]);
    // "Madrid" finds the city, Madridejos and the neighbourhood "Madrid Río" (counted once).
    expect(set.search('madrid', 1)).toEqual([{ kind: 'city', name: 'Madrid', city: 'Madrid', count: 16 }]);
  });

  it('merges spellings and same-key places into one suggestion', () => {
    expect(set.search('mala', 5)).toEqual([{ kind: 'city', name: 'Málaga', city: 'Málaga', count: 3 }]);
    expect(set.search('centro', 5)).toEqual([
      { kind: 'neighborhood', name: 'Centro', city: 'Madrid', count: 7 },
    ]);
    expect(set.search('salamanca', 5)).toEqual([
      { kind: 'city', name: 'Salamanca', city: 'Salamanca', count: 6 },
    ]);
    expect(set.search('triana', 5)).toEqual([
      { kind: 'neighborhood', name: 'Triana', city: 'Sevilla', count: 4 },
    ]);
  });

  it('finds later words after whole names, and nothing for a blank text', () => {
    expect(set.search('rio', 5)).toEqual([
      { kind: 'neighborhood', name: 'Madrid Río', city: 'Madrid', count: 2 },
    ]);
    expect(set.search('gran', 5).map((s) => s.name)).toEqual(['Las Palmas de Gran Canaria']);
    expect(set.search('   ', 5)).toEqual([]);
    expect(set.search('xyz', 5)).toEqual([]);
    expect(set.size).toBe(11);
  });
});

describe('LocationIndex', () => {
  const db = {} as Kysely<Database>;

  it('builds once, then answers from memory; a clear rebuilds while the old index answers', async () => {
    let pairs = [pair('Madrid', 'Chamberí', 5)];
    const load = vi.fn(async () => pairs);
    const index = new LocationIndex(db, { load });
    expect((await index.search('cham', 8))[0]?.count).toBe(5);
    await index.search('mad', 8);
    expect(load).toHaveBeenCalledTimes(1);

    pairs = [pair('Madrid', 'Chamberí', 6)];
    index.clear();
    const [a, b] = await Promise.all([index.search('cham', 8), index.search('cham', 8)]);
    expect([a[0]?.count, b[0]?.count]).toEqual([5, 5]);
    await index.settled();
    expect(load).toHaveBeenCalledTimes(2);
    expect((await index.search('cham', 8))[0]?.count).toBe(6);
  });

  it('rebuilds an index older than maxAgeMs, and keeps one per partner owner', async () => {
    let now = 0;
    const load = vi.fn(async (owner: number | null) => [pair('Madrid', 'Centro', owner ?? 100)]);
    const index = new LocationIndex(db, { load, maxAgeMs: 1000, maxOwners: 1, clock: () => now });
    expect((await index.search('mad', 8, 7))[0]?.count).toBe(7);
    expect((await index.search('mad', 8))[0]?.count).toBe(100);
    now = 500;
    await index.search('mad', 8);
    expect(load).toHaveBeenCalledTimes(2);
    now = 1000;
    await index.search('mad', 8);
    await index.settled();
    expect(load).toHaveBeenCalledTimes(3);
    // One owner kept: a second one pushes the first out, which loads again when asked.
    await index.search('mad', 8, 8);
    await index.search('mad', 8, 7);
    expect(load.mock.calls.map(([owner]) => owner)).toEqual([7, null, null, 8, 7]);
  });

  it('keeps answering from the old index when a rebuild fails, and logs it', async () => {
    let fail = false;
    const error = vi.fn();
    const load = vi.fn(async () => {
      if (fail) throw new Error('database down');
      return [pair('Madrid', '', 1)];
    });
    const index = new LocationIndex(db, { load, log: { error } as never });
    await index.search('mad', 8);
    fail = true;
    index.clear();
    expect((await index.search('mad', 8))[0]?.count).toBe(1);
    await index.settled();
    expect(error).toHaveBeenCalledTimes(1);
    fail = false;
    await index.search('mad', 8);
    await index.settled();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fails the call when there is no index yet to answer from', async () => {
    const index = new LocationIndex(db, { load: async () => Promise.reject(new Error('database down')) });
    await expect(index.search('mad', 8)).rejects.toThrow('database down');
  });
});
