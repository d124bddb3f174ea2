import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

export type ResourceStatus = 'loading' | 'success' | 'error';

export interface Resource<T> {
  status: ResourceStatus;
  /** The last loaded data (kept while a new key loads, so a page change does not flash empty). */
  data: T | undefined;
  error: unknown;
  /** Loads the current key again. */
  refetch(): void;
}

interface ResourceState<T> {
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
}

/**
 * Data rendered on a server and handed to the page it rendered (server rendering).
 *
 * On the server (`server: true`), a widget whose key has no data yet suspends while it loads it once;
 * the renderer (React's streaming renderer waits for suspended parts) then renders it with the data,
 * and `toJSON()` is what the page carries. In the browser, a seed made from that JSON gives each key's
 * first render its data, so hydration matches the server's HTML and nothing is fetched twice; each
 * entry serves one mount, later mounts load afresh.
 */
export class ResourceSeed {
  readonly server: boolean;
  private readonly entries = new Map<string, unknown>();
  private readonly loading = new Map<string, Promise<void>>();

  constructor(options: { server?: boolean; entries?: Record<string, unknown> } = {}) {
    this.server = options.server ?? false;
    for (const [key, data] of Object.entries(options.entries ?? {})) this.entries.set(key, data);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The data of `key`, which stays until `forget`. */
  read(key: string): unknown {
    return this.entries.get(key);
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /**
   * Server: loads `key` once (every render of it shares the promise). A failed load leaves no data:
   * the server renders the loading state and the browser loads it again.
   */
  load(key: string, load: () => Promise<unknown>): Promise<void> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().then(
        (data) => {
          this.entries.set(key, data);
        },
        () => undefined,
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Whether `key` was tried on the server (loaded or failed). */
  tried(key: string): boolean {
    return this.loading.has(key);
  }

  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.entries);
  }
}

export const ResourceSeedContext = createContext<ResourceSeed | null>(null);

/**
 * A small data hook for widgets (no query library inside embeds): loads whenever `key` changes,
 * aborting the previous load, and never updates state after unmount. `load` is read from a ref, so
 * an inline function does not reload on every render — the key says what is loaded. Under a
 * `ResourceSeedContext`, the key's first render takes the seed's data (see `ResourceSeed`).
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const seed = useContext(ResourceSeedContext);
  // Suspends by throwing the load (not `use()`, which the embed's Preact build does not have).
  if (seed?.server && !seed.tried(key)) throw seed.load(key, () => load(new AbortController().signal));
  const [state, setState] = useState<ResourceState<T>>(() =>
    seed?.has(key)
      ? { status: 'success', data: seed.read(key) as T, error: undefined }
      : { status: 'loading', data: undefined, error: undefined },
  );
  // The key whose seeded data this mount shows: its first load is skipped.
  const seeded = useRef(seed?.has(key) ? key : null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` are the triggers; `load` is read from its ref, `seed` is the page's.
  useEffect(() => {
    if (seeded.current === key) {
      seeded.current = null;
      seed?.forget(key);
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: undefined }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((previous) => ({ status: 'error', data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, refetch };
}
