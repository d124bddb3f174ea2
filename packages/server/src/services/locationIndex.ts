import { type LocationSuggestion, normalizeText } from '@convive/sdk';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/*
 * The location autocomplete's index (GET /locations/): every distinct city and neighbourhood of the
 * available properties with how many properties the search `city=<name>` finds, held in memory per
 * process so that a keystroke is a binary search, never a GROUP BY over the properties.
 *
 * The suggestion's count is the search's own: `city` is an accent-free prefix of the city OR of the
 * neighbourhood (db/text.ts `cityOrNeighborhood`), so for a key k the count is the number of
 * available properties whose city_key or neighborhood_key starts with k. Two places with the same
 * key ("Salamanca" the city and the Madrid neighbourhood, "Centro" in many cities) are one
 * search, so they are one suggestion: a city when some city has that key, else a neighbourhood of
 * the city where most of its properties are.
 *
 * Freshness: every successful write through the API calls `clear()` (app.ts, next to the search
 * cache); the next call rebuilds while the calls meanwhile get the previous index
 * (stale-while-revalidate), and an index older than `maxAgeMs` is rebuilt the same way (writes by
 * another process, or outside the API). A rebuild reads `location_counts` (kept by triggers, one
 * row per owner and place), never the properties.
 */

/** One (city, neighbourhood) pair of the available properties, as GROUP BY gives it. */
export interface LocationPair {
  city: string;
  city_key: string;
  neighborhood: string;
  neighborhood_key: string;
  count: number;
}

interface Entry {
  kind: LocationSuggestion['kind'];
  key: string;
  name: string;
  city: string;
  count: number;
}

/** A word start inside an entry's key ("coruna" of "a coruna"), or the key itself. */
interface Token {
  text: string;
  entry: Entry;
  whole: boolean;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** Sums of `count` over pairs sorted by one key: the sum over any prefix range in O(log n). */
class PrefixSums {
  private readonly keys: string[];
  private readonly sums: number[];

  constructor(
    readonly pairs: readonly LocationPair[],
    keyOf: (pair: LocationPair) => string,
  ) {
    this.keys = pairs.map(keyOf);
    this.sums = [0];
    for (const pair of pairs) this.sums.push((this.sums.at(-1) ?? 0) + pair.count);
  }

  /** [from, to) of the pairs whose key starts with `prefix`. */
  range(prefix: string): [number, number] {
    return [lowerBound(this.keys, prefix), lowerBound(this.keys, `${prefix}\uffff`)];
  }

  sum([from, to]: [number, number]): number {
    return (this.sums[to] ?? 0) - (this.sums[from] ?? 0);
  }
}

/** The first index whose value is >= `value` in a sorted array. */
function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The spelling most listings use for one key (ties: the first in Spanish order). */
function commonest(spellings: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [spelling, count] of spellings) {
    if (count > bestCount || (count === bestCount && collator.compare(spelling, best) < 0)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}

function tally<K>(map: Map<K, Map<string, number>>, key: K, value: string, count: number): void {
  let inner = map.get(key);
  if (!inner) {
    inner = new Map();
    map.set(key, inner);
  }
  inner.set(value, (inner.get(value) ?? 0) + count);
}

/** The ranked order of suggestions: whole-name matches first, then more properties, then the name. */
function compareMatches(a: { entry: Entry; whole: boolean }, b: { entry: Entry; whole: boolean }): number {
  if (a.whole !== b.whole) return a.whole ? -1 : 1;
  return b.entry.count - a.entry.count || collator.compare(a.entry.name, b.entry.name);
}

/** An immutable index of one set of pairs. */
export class LocationSet {
  private readonly tokens: Token[];
  private readonly texts: string[];

  constructor(rows: readonly LocationPair[]) {
    // Pairs by their keys (one spelling may differ from another only by accents or case).
    const merged = new Map<string, LocationPair>();
    const cityNames = new Map<string, Map<string, number>>();
    const hoodNames = new Map<string, Map<string, number>>();
    const hoodCities = new Map<string, Map<string, number>>();
    for (const row of rows) {
      if (row.count <= 0 || row.city_key === '') continue;
      const id = `${row.city_key}\u0000${row.neighborhood_key}`;
      const pair = merged.get(id);
      if (pair) pair.count += row.count;
      else merged.set(id, { ...row });
      tally(cityNames, row.city_key, row.city, row.count);
      if (row.neighborhood_key !== '') {
        tally(hoodNames, row.neighborhood_key, row.neighborhood, row.count);
        tally(hoodCities, row.neighborhood_key, row.city_key, row.count);
      }
    }
    const pairs = [...merged.values()];
    const byCity = new PrefixSums(
      [...pairs].sort((a, b) => byKey(a.city_key, b.city_key)),
      (p) => p.city_key,
    );
    const byHood = new PrefixSums(
      [...pairs].sort((a, b) => byKey(a.neighborhood_key, b.neighborhood_key)),
      (p) => p.neighborhood_key,
    );
    /** What `city=<key>` finds: a city or a neighbourhood starting with it, each property once. */
    const searchCount = (key: string): number => {
      const cities = byCity.range(key);
      let both = 0;
      for (let i = cities[0]; i < cities[1]; i += 1) {
        const pair = byCity.pairs[i] as LocationPair;
        if (pair.neighborhood_key.startsWith(key)) both += pair.count;
      }
      return byCity.sum(cities) + byHood.sum(byHood.range(key)) - both;
    };
    const cityName = (key: string) => commonest(cityNames.get(key) ?? new Map());

    const entries: Entry[] = [];
    for (const key of cityNames.keys()) {
      const name = cityName(key);
      entries.push({ kind: 'city', key, name, city: name, count: searchCount(key) });
    }
    for (const [key, spellings] of hoodNames) {
      if (cityNames.has(key)) continue;
      entries.push({
        kind: 'neighborhood',
        key,
        name: commonest(spellings),
        city: cityName(commonest(hoodCities.get(key) ?? new Map())),
        count: searchCount(key),
      });
    }

    // Each entry under its whole key and under every later word's start ("a coruna" → "coruna"),
    // so "coru" suggests "A Coruña" (and picking it searches the whole name).
    this.tokens = [];
    for (const entry of entries) {
      this.tokens.push({ text: entry.key, entry, whole: true });
      for (const match of entry.key.matchAll(/[\s\-'’·.,/()]+/g)) {
        const start = match.index + match[0].length;
        if (start < entry.key.length) this.tokens.push({ text: entry.key.slice(start), entry, whole: false });
      }
    }
    this.tokens.sort((a, b) => byKey(a.text, b.text));
    this.texts = this.tokens.map((t) => t.text);
  }

  /** How many distinct places (cities and neighbourhoods) the index holds. */
  get size(): number {
    return this.tokens.filter((t) => t.whole).length;
  }

  /** The suggestions for what was typed: names starting with it (or a later word of them). */
  search(q: string, limit: number): LocationSuggestion[] {
    const key = normalizeText(q).trim();
    if (key === '' || limit <= 0) return [];
    const from = lowerBound(this.texts, key);
    const to = lowerBound(this.texts, `${key}\uffff`);
    const best = new Map<Entry, boolean>();
    for (let i = from; i < to; i += 1) {
      const token = this.tokens[i] as Token;
      if (token.whole || !best.has(token.entry))
        best.set(token.entry, token.whole || !!best.get(token.entry));
    }
    return [...best]
      .map(([entry, whole]) => ({ entry, whole }))
      .sort(compareMatches)
      .slice(0, limit)
      .map(({ entry }) => ({ kind: entry.kind, name: entry.name, city: entry.city, count: entry.count }));
  }
}

/**
 * The (city, neighbourhood) pairs of the available properties, of one owner or of everyone: read
 * from `location_counts`, which triggers keep (migration 015), so a rebuild never scans the
 * properties.
 */
export async function loadLocationPairs(db: Kysely<Database>, owner: number | null): Promise<LocationPair[]> {
  const { rows } = await sql<Omit<LocationPair, 'count'> & { count: number | string }>`
    select city, city_key, neighborhood, neighborhood_key, sum(count) as count
    from location_counts
    where count > 0 ${owner === null ? sql`` : sql`and owner_id = ${owner}`}
    group by city, city_key, neighborhood, neighborhood_key`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

interface Slot {
  set: LocationSet | null;
  building: Promise<LocationSet> | null;
  /** The `generation` the set was loaded at. */
  generation: number;
  loadedAt: number;
}

export interface LocationIndexOptions {
  /**
   * A set older than this is rebuilt (in the background) on its next use: how late writes by
   * another process, or outside the API, show. @default 2_000
   */
  maxAgeMs?: number;
  /** Partner owners whose sets are kept (least recently used go first). @default 200 */
  maxOwners?: number;
  clock?: () => number;
  log?: FastifyBaseLogger;
  /** How the pairs are read (tests count the reads). */
  load?: (owner: number | null) => Promise<LocationPair[]>;
}

/**
 * The per-process index: one `LocationSet` for the whole marketplace and one per partner owner
 * (a partner key scoped to its owner counts only that owner's properties).
 */
export class LocationIndex {
  private readonly slots = new Map<number | null, Slot>();
  private generation = 0;
  private readonly maxAgeMs: number;
  private readonly maxOwners: number;
  private readonly clock: () => number;
  private readonly load: (owner: number | null) => Promise<LocationPair[]>;

  constructor(
    db: Kysely<Database>,
    private readonly options: LocationIndexOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 2_000;
    this.maxOwners = options.maxOwners ?? 200;
    this.clock = options.clock ?? Date.now;
    this.load = options.load ?? ((owner) => loadLocationPairs(db, owner));
  }

  /** The properties changed: every set is rebuilt on its next use (the old one answers meanwhile). */
  clear(): void {
    this.generation += 1;
  }

  /** The suggestions for `q`, among all available properties or only `owner`'s. */
  async search(q: string, limit: number, owner: number | null = null): Promise<LocationSuggestion[]> {
    return (await this.current(owner)).search(q, limit);
  }

  /** Waits for the rebuilds under way (tests; a graceful close need not wait for them). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.slots.values()].map((slot) => slot.building));
  }

  private current(owner: number | null): LocationSet | Promise<LocationSet> {
    let slot = this.slots.get(owner);
    if (slot) {
      // Re-insert: the most recently used owner goes last.
      this.slots.delete(owner);
      this.slots.set(owner, slot);
    } else {
      slot = { set: null, building: null, generation: -1, loadedAt: 0 };
      this.slots.set(owner, slot);
      this.evict();
    }
    const stale = slot.generation !== this.generation || this.clock() - slot.loadedAt >= this.maxAgeMs;
    if (stale && !slot.building) slot.building = this.rebuild(owner, slot);
    if (slot.set) return slot.set;
    return slot.building as Promise<LocationSet>;
  }

  private rebuild(owner: number | null, slot: Slot): Promise<LocationSet> {
    const generation = this.generation;
    const startedAt = this.clock();
    const serving = slot.set !== null;
    const work = this.load(owner)
      .then((pairs) => {
        const set = new LocationSet(pairs);
        slot.set = set;
        slot.generation = generation;
        slot.loadedAt = startedAt;
        return set;
      })
      .finally(() => {
        slot.building = null;
      });
    // While an older set answers, a failed rebuild is only logged (the next call tries again);
    // without one, the caller's request fails with it.
    if (serving)
      work.catch((error: unknown) =>
        this.options.log?.error({ err: error }, 'location index rebuild failed'),
      );
    return work;
  }

  private evict(): void {
    for (const [owner, slot] of this.slots) {
      if (this.slots.size <= this.maxOwners + 1) break;
      if (owner !== null && !slot.building) this.slots.delete(owner);
    }
  }
}
