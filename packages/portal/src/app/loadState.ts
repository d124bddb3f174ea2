import { type QueryKey, type UseQueryResult, useQueryClient } from '@tanstack/react-query';

/**
 * What a screen shows for a load: its skeleton, its error with 'Reintentar', its empty
 * state or the data. The policy lives here and in `queryClient.ts` (docs/adr/0051-query-retries-and-error-states.md).
 */
export type LoadState = 'loading' | 'error' | 'empty' | 'ready';

/** The parts of a query result the policy reads (a `UseQueryResult` has them all). */
export type LoadQuery<TData> = Pick<UseQueryResult<TData>, 'data' | 'isError' | 'failureCount'>;

/**
 * True when the screen shows its error: the query failed for good, or it has failed once with nothing
 * loaded yet — the first failure shows at once while the query client keeps retrying in the background
 * (a background success then replaces the error with the data, without a click).
 */
export function showsError<TData>(query: LoadQuery<TData>): boolean {
  return query.isError || (query.failureCount > 0 && query.data === undefined);
}

/** An empty array is empty; anything else loaded is not (a screen can say otherwise). */
export function isEmptyList(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/** The state to render: an error never shows as the empty state, nor as a skeleton past its first failure. */
export function loadState<TData>(
  query: LoadQuery<TData>,
  isEmpty: (data: TData) => boolean = isEmptyList,
): LoadState {
  if (showsError(query)) return 'error';
  if (query.data === undefined) return 'loading';
  return isEmpty(query.data) ? 'empty' : 'ready';
}

export interface Load {
  state: LoadState;
  /** The skeleton shows (nothing loaded, no failure yet). */
  loading: boolean;
  /** The error state shows (see `showsError`). */
  failed: boolean;
  /** 'Reintentar': loads again from scratch, the skeleton showing until it answers or fails. */
  retry(): void;
}

/**
 * The load state of `query` (whose key is `queryKey`) and its 'Reintentar'. While the client is still
 * retrying in the background a plain `refetch()` would only join that attempt (TanStack returns the
 * running fetch when there is no data), so the retry resets the query: the skeleton shows and a fresh
 * load with its own retries starts. With data on screen it refetches.
 */
export function useLoadState<TData>(
  query: UseQueryResult<TData>,
  queryKey: QueryKey,
  isEmpty?: (data: TData) => boolean,
): Load {
  const queryClient = useQueryClient();
  const retry = () => {
    if (query.data !== undefined) void query.refetch();
    else void queryClient.resetQueries({ queryKey, exact: true });
  };
  const state = loadState(query, isEmpty);
  return { state, loading: state === 'loading', failed: state === 'error', retry };
}
