import { useCallback, useEffect, useRef, useState } from 'react';

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
 * A small data hook for widgets (no query library inside embeds): loads whenever `key` changes,
 * aborting the previous load, and never updates state after unmount. `load` is read from a ref, so
 * an inline function does not reload on every render — the key says what is loaded.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({
    status: 'loading',
    data: undefined,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` are the triggers; `load` is read from its ref.
  useEffect(() => {
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
