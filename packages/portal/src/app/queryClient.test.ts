import { ApiError } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { createQueryClient, QUERY_GC_MS, retryDelay, shouldRetry } from './queryClient';

describe('query client (spec 01 §9)', () => {
  it('doubles the retry delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries a failure 3 times', () => {
    const error = new Error('network');
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, error))).toEqual([true, true, true, false]);
  });

  it('does not retry answers that cannot change', () => {
    const notFound = new ApiError({ status: 404, statusText: 'Not Found', rawMessage: '{}', data: {} });
    const tooMany = new ApiError({ status: 429, statusText: 'Too Many', rawMessage: '{}', data: {} });
    expect(shouldRetry(0, notFound)).toBe(false);
    expect(shouldRetry(0, tooMany)).toBe(true);
  });

  it('collects unused data after 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(QUERY_GC_MS);
    expect(QUERY_GC_MS).toBe(300_000);
  });
});
