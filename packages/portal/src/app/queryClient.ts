import { isApiError } from '@convive/sdk';
import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 01 §9: failed queries are retried 3 times, the delay doubling from 1 s up to 30 s — in the
 * background: screens show their error at the first failure through `loadState.ts`, and
 * a retry that succeeds (1 s, 3 s, 7 s after it) replaces that error with the data without a click.
 */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1_000;
export const QUERY_RETRY_MAX_MS = 30_000;
/** Spec 01 §9: unused data is collected after 5 minutes. */
export const QUERY_GC_MS = 5 * 60_000;

/** 1 s, 2 s, 4 s… never more than 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);
}

/**
 * Retries a failure up to 3 times, except an answer that cannot change by asking again: a 4xx
 * (not found, forbidden, bad filter) fails for good at once: asking again cannot change it
 * (docs/adr/0051-query-retries-and-error-states.md).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  )
    return false;
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: QUERY_GC_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
