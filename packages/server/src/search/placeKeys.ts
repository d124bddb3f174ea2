import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { type PlaceKeys, type PlaceTable, placeKeys } from '../db/text';

/** How long a resolved `city` prefix is reused without a write (as long as a cached answer). */
const PLACE_KEYS_TTL_MS = 5_000;
const placeKeyCaches = new WeakMap<AppContext, Map<string, { keys: PlaceKeys | null; expires: number }>>();

/**
 * `placeKeys` remembered per table and prefix until the search cache is invalidated (a write here,
 * or anywhere with Redis: the invalidation reaches every process before it answers another search)
 * or 5 s have passed: the searches of a page view share a city, and resolving it was a large share
 * of an uncached search's time.
 */
export async function cachedPlaceKeys(
  ctx: AppContext,
  reader: Kysely<Database>,
  city: string,
  table: PlaceTable,
): Promise<PlaceKeys | null> {
  let cache = placeKeyCaches.get(ctx);
  if (!cache) {
    const entries = new Map<string, { keys: PlaceKeys | null; expires: number }>();
    ctx.searchCache.onInvalidate(() => entries.clear());
    placeKeyCaches.set(ctx, entries);
    cache = entries;
  }
  const now = Date.now();
  const name = `${table} ${city}`;
  const known = cache.get(name);
  if (known && known.expires > now) return known.keys;
  const keys = await placeKeys(reader, city, table);
  if (cache.size >= 1_000) cache.clear();
  cache.set(name, { keys, expires: now + PLACE_KEYS_TTL_MS });
  return keys;
}
