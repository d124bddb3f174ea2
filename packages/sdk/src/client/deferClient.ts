import { CLIENT_BIND, type ClientBinder } from './clientBind';
import type { ConviveClient } from './createClient';

/** Keys a deferred client's groups never answer: the ones that would make them look like promises. */
const NOT_CALLS = new Set(['then', 'catch', 'finally', 'toJSON']);

/**
 * A client whose calls wait for the real one, loaded at the first call (and loaded again after a
 * failed load). An app whose first page comes with its data can start without downloading the
 * contract (the schemas, the endpoint table, the HTTP library): most visits to a rendered page
 * never call the API before the reader acts.
 *
 * Every call of a `ConviveClient` answers a promise, so waiting changes nothing for the caller. A
 * name the real client lacks rejects, at the call, with an error naming it.
 *
 * @example
 *   const client = deferClient('/api', () => import('./client').then((m) => m.createClient(options)));
 */
export function deferClient(baseUrl: string, load: () => Promise<ConviveClient>): ConviveClient {
  let loading: Promise<ConviveClient> | null = null;
  const real = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const groups = new Map<string, object>();
  const groupOf = (group: string) => {
    let calls = groups.get(group);
    if (!calls) {
      const made = new Map<string, (...args: unknown[]) => Promise<unknown>>();
      calls = new Proxy(
        {},
        {
          get(_, name) {
            if (typeof name !== 'string' || NOT_CALLS.has(name)) return undefined;
            let call = made.get(name);
            if (!call) {
              call = async (...args: unknown[]) => {
                const client = (await real()) as unknown as Record<string, Record<string, unknown>>;
                const fn = client[group]?.[name];
                if (typeof fn !== 'function')
                  throw new TypeError(`The Convive client has no call ${group}.${name}.`);
                return fn(...args);
              };
              made.set(name, call);
            }
            return call;
          },
        },
      );
      groups.set(group, calls);
    }
    return calls;
  };
  const deferredBind: ClientBinder =
    (spec) =>
    async (...args) => {
      const client = (await real()) as unknown as { [CLIENT_BIND]?: ClientBinder };
      const bind = client[CLIENT_BIND];
      if (!bind) throw new TypeError('The Convive client cannot bind an endpoint.');
      return bind(spec)(...args);
    };
  return new Proxy({} as ConviveClient, {
    get(_, key) {
      if (key === 'baseUrl') return baseUrl;
      // `bindEndpoint`: the spec's call waits for the real client, as every call here does.
      if (key === CLIENT_BIND) return deferredBind;
      if (typeof key !== 'string' || NOT_CALLS.has(key)) return undefined;
      return groupOf(key);
    },
  });
}
