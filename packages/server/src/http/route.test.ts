import { ENDPOINTS, entriesOf } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { callAt, fastifyPath } from './route';

const ENTRIES = entriesOf(ENDPOINTS);

/**
 * The calls answered `Cache-Control: no-store` to a caller without a token before the table said
 * so: the three whose answer carries a session token (the server's own list of paths) and the
 * health check (its handler set the header). The table's `noStore` must keep exactly these.
 */
const NO_STORE_CALLS = ['system.health', 'auth.login', 'auth.register', 'auth.google'];

describe('callAt', () => {
  it('finds every entry of the table by its method and its route under /api', () => {
    for (const [name, e] of ENTRIES) expect(callAt(e.method, `/api${fastifyPath(e.path)}`), name).toBe(e);
  });

  it('answers a HEAD with its GET, and nothing for routes or methods outside the table', () => {
    expect(callAt('HEAD', '/api/health/')).toBe(ENDPOINTS.system.health);
    expect(callAt('GET', '/api/api-token-auth/')).toBeUndefined();
    expect(callAt('GET', '/api/schema/')).toBeUndefined();
    expect(callAt('GET', '/*')).toBeUndefined();
    expect(callAt('POST', undefined)).toBeUndefined();
  });

  it('marks no-store exactly the calls that were before the table said so', () => {
    const noStore = ENTRIES.filter(([, e]) => callAt(e.method, `/api${fastifyPath(e.path)}`)?.noStore).map(
      ([name]) => name,
    );
    expect(noStore.sort()).toEqual([...NO_STORE_CALLS].sort());
  });
});
