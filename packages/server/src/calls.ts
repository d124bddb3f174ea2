import { ENDPOINTS, type EndpointSpec, entriesOf } from '@convive/sdk';

/*
 * The endpoint table looked up by route: what the server's hooks read to apply the table's per-call
 * policies (caching, search invalidation). Outside routes/, so services and the app's hooks can ask
 * without importing the routes.
 */

/** `'/rooms/{id}/'` → `'/rooms/:id/'`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The table's entries by route pattern under /api (where routes/index.ts mounts them), then method. */
const CALLS = new Map<string, Map<string, EndpointSpec>>();
for (const [, spec] of entriesOf(ENDPOINTS)) {
  const url = `/api${fastifyPath(spec.path)}`;
  const methods = CALLS.get(url) ?? new Map<string, EndpointSpec>();
  methods.set(spec.method, spec);
  CALLS.set(url, methods);
}

/**
 * The entry of the table a request was routed to, by its method and its route's pattern
 * (`request.routeOptions.url`: `/api/rooms/:id/`), for the hooks that apply the table's per-call
 * policies. HEAD is its GET's; undefined for the server's other routes (pages, media, the reference).
 */
export function callAt(method: string, url: string | undefined): EndpointSpec | undefined {
  if (url === undefined) return undefined;
  return CALLS.get(url)?.get(method === 'HEAD' ? 'GET' : method);
}
