/**
 * The element side of the embed's prefetch (src/embed/prefetch.ts): the ESM entry asks for a grid's
 * first page while the grid's code loads and leaves the answer on the element under a global
 * symbol; the element's client takes it for the same request, once, instead of sending it again.
 * A page could leave something there itself, as it could replace `fetch`: it is used only for the
 * very request the element sends, and its answer is parsed like any other.
 */

/** The same symbol as the entry's `PREFETCHED_ANSWER` (shared by name: the entry imports no chunk). */
export const PREFETCHED_ANSWER = Symbol.for('convive.embed.prefetchedAnswer');

export interface PrefetchedAnswer {
  url: string;
  partnerKey: string | null;
  response: Promise<Response>;
}

/** The answer left on `host`, taken off it (it serves one element's first request only). */
export function takePrefetchedAnswer(host: Element | null): PrefetchedAnswer | null {
  if (!host || !Object.hasOwn(host, PREFETCHED_ANSWER)) return null;
  const answer = (host as unknown as Record<symbol, unknown>)[PREFETCHED_ANSWER] as Partial<PrefetchedAnswer>;
  delete (host as unknown as Record<symbol, unknown>)[PREFETCHED_ANSWER];
  if (typeof answer?.url !== 'string' || !(answer.response instanceof Promise)) return null;
  return { url: answer.url, partnerKey: answer.partnerKey ?? null, response: answer.response };
}

function sameQuery(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) =>
    [...params]
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('&');
  return sorted(a) === sorted(b);
}

/**
 * `fetch` answering the first request to the prefetched address with the prefetched answer when it
 * is the same request (GET, same query in any order, same partner key, no signed-in user); the
 * first request to that address otherwise, and every other request, go to `fetcher()`.
 */
export function prefetchedFetch(
  answer: PrefetchedAnswer,
  fetcher: () => typeof globalThis.fetch,
): typeof globalThis.fetch {
  let pending: PrefetchedAnswer | null = answer;
  return (input, init) => {
    if (pending && typeof Request !== 'undefined' && input instanceof Request && input.method === 'GET') {
      const target = new URL(pending.url);
      const asked = new URL(input.url);
      if (target.origin === asked.origin && target.pathname === asked.pathname) {
        const taken = pending;
        pending = null;
        if (
          sameQuery(target.searchParams, asked.searchParams) &&
          !input.headers.has('Authorization') &&
          input.headers.get('X-Convive-Partner-Key') === taken.partnerKey
        )
          return taken.response;
      }
    }
    return fetcher()(input, init);
  };
}
