import { ENDPOINTS, entriesOf } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { fastifyPath } from '../calls';
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

/**
 * The writes that left the search cache alone when the server kept its own list of route prefixes
 * (sign-in and password flows, partner events and keys, notifications, favourites, visits, contact,
 * saved searches), worked out from that list once: the table's `changesSearch: false` must keep
 * exactly these. Every other write invalidates.
 */
const SEARCH_NEUTRAL_WRITES = [
  'auth.login',
  'auth.register',
  'auth.logout',
  'auth.google',
  'auth.forgotPassword',
  'auth.resetPassword',
  'favorites.add',
  'favorites.remove',
  'favorites.removeByProperty',
  'savedSearches.create',
  'savedSearches.update',
  'savedSearches.delete',
  'savedSearches.seen',
  'savedSearches.unsubscribe',
  'appointments.create',
  'appointments.changeStatus',
  'appointments.requestAsGuest',
  'appointments.confirmGuest',
  'contact.send',
  'notifications.markAsRead',
  'notifications.archive',
  'notifications.markAllAsRead',
  'notifications.cancelRequest',
  'partnerKeys.create',
  'partnerKeys.revoke',
  'partnerKeys.track',
  // Declared after the table took over, neutral from the start: an account's webhooks.
  'webhooks.create',
  'webhooks.update',
  'webhooks.delete',
  'webhooks.rotateSecret',
  'webhooks.test',
  'webhooks.replay',
  // The feed export's token: what it exports is the search's own data, unchanged.
  'feeds.rotateExport',
  // A feed's own record; the import job that writes listings invalidates the cache itself.
  'feeds.create',
  'feeds.update',
  'feeds.delete',
  'feeds.run',
  // Conversations and saved replies: messages between two people, never what a search shows.
  'conversations.archive',
  'conversations.send',
  'conversations.read',
  'conversations.report',
  'conversations.block',
  'conversations.unblock',
  'conversations.proposeVisit',
  'conversations.inviteToApply',
  'conversations.guestSend',
  'savedReplies.create',
  'savedReplies.update',
  'savedReplies.delete',
  // A calendar's export token; an imported calendar's record (its fetch empties the cache itself
  // when the days change).
  'calendar.createExport',
  'calendar.addExternalCalendar',
  'calendar.refreshExternalCalendar',
];

describe('writeChangesSearch', () => {
  const writes = entriesOf(ENDPOINTS).filter(([, e]) => e.method !== 'GET');

  it('leaves the cache for exactly the writes that left it before the table said so', () => {
    for (const [name, e] of writes) {
      expect(writeChangesSearch(e.method, `/api${fastifyPath(e.path)}`), name).toBe(
        !SEARCH_NEUTRAL_WRITES.includes(name),
      );
    }
    const names = writes.map(([name]) => name);
    expect(SEARCH_NEUTRAL_WRITES.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('clears it for the writes that change a search, and for any route or method outside the table', () => {
    for (const [method, route] of [
      ['POST', '/api/properties/'],
      ['PATCH', '/api/properties/:id/'],
      ['POST', '/api/rooms/:id/change-status/'],
      ['PATCH', '/api/users/:id/'],
      ['PATCH', '/api/property-requests/:id/'],
      ['POST', '/api/nueva-ruta/'],
      // A neutral call's path with a method the table does not declare there.
      ['PUT', '/api/favorites/:id/'],
      ['POST', '/*'],
      ['POST', undefined],
    ] as const)
      expect(writeChangesSearch(method, route), `${method} ${route}`).toBe(true);
  });
});
