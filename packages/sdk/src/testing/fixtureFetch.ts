/**
 * A `fetch` that answers from a table instead of a network, for Storybook stories and component
 * tests: pass it as the client's `fetch` option. Routes match on method and path (after the base
 * URL's path, e.g. 'GET /properties/all/'); `:param` segments match any value.
 */

import type { Endpoints } from '../contract/endpoints';

export interface FixtureAnswer {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** The answer's media type. @default 'text/plain' for a string body, else 'application/json' */
  contentType?: string;
  /** Milliseconds before answering (to show loading states). `Infinity` never answers. */
  delayMs?: number;
}

export type FixtureHandler = (request: {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}) => FixtureAnswer | Promise<FixtureAnswer>;

/** `'/rooms/{id}/'` → `` `/rooms/${string}/` `` (so `:id`, `:roomId` and `12` all fit). */
type LoosePath<P extends string> = P extends `${infer Head}{${string}}${infer Rest}`
  ? `${Head}${string}${LoosePath<Rest>}`
  : P;
type EntryKey<E> = E extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${LoosePath<P>}`
  : never;
type KeysOf<T> = { [G in keyof T]: { [F in keyof T[G]]: EntryKey<T[G][F]> }[keyof T[G]] }[keyof T];

/**
 * A route key: a call of the contract's endpoint table as 'METHOD /path/', ids as `:name` or a
 * value. Typed from the table, so a fixture for a call that does not exist fails to compile.
 */
export type FixtureRouteKey = KeysOf<Endpoints>;

export type FixtureRoutes = Partial<Record<FixtureRouteKey, FixtureAnswer | FixtureHandler>>;

export interface FixtureFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** The requests answered so far, as 'METHOD /path?query'. */
  calls: string[];
}

function match(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i += 1) {
    const p = a[i] ?? '';
    const v = b[i] ?? '';
    if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(v);
    else if (p !== v) return null;
  }
  return params;
}

/**
 * @param routes e.g. `{ 'GET /properties/all/': { body: makePage([makeProperty()]) } }`
 * @param options.basePath the API path prefix to strip. @default '/api'
 */
export function createFixtureFetch(routes: FixtureRoutes, options: { basePath?: string } = {}): FixtureFetch {
  const basePath = options.basePath ?? '/api';
  const calls: string[] = [];
  const fixtureFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length) || '/'
      : url.pathname;
    calls.push(`${request.method} ${path}${url.search}`);
    let body: unknown;
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    for (const [key, route] of Object.entries(routes)) {
      const [method, pattern] = key.split(' ');
      if (method !== request.method || !pattern || !route) continue;
      const params = match(pattern, path);
      if (!params) continue;
      const answer =
        typeof route === 'function'
          ? await route({ method: request.method, path, params, query: url.searchParams, body })
          : route;
      if (answer.delayMs) {
        if (answer.delayMs === Number.POSITIVE_INFINITY) return new Promise<Response>(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      }
      const status = answer.status ?? 200;
      if (status === 204 || answer.body === undefined)
        return new Response(null, { status: status === 200 ? 204 : status });
      const isText = typeof answer.body === 'string';
      return new Response(isText ? (answer.body as string) : JSON.stringify(answer.body), {
        status,
        headers: { 'content-type': answer.contentType ?? (isText ? 'text/plain' : 'application/json') },
      });
    }
    return new Response(JSON.stringify({ detail: 'No encontrado.' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  }) as FixtureFetch;
  fixtureFetch.calls = calls;
  return fixtureFetch;
}
