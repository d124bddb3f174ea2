import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResource } from './useResource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useResource', () => {
  it('loads, then answers success with the data', async () => {
    const { result } = renderHook(() => useResource('a', async () => 42));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe(42);
  });

  it('answers error with the thrown error, and refetch loads again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('boom');
      return 'ok';
    });
    const { result } = renderHook(() => useResource('a', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect((result.current.error as Error).message).toBe('boom');
    fail = false;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the previous load when the key changes and ignores its answer', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ k }) =>
        useResource(k, (signal) => {
          signals.push(signal);
          return k === '1' ? first.promise : second.promise;
        }),
      { initialProps: { k: '1' } },
    );
    rerender({ k: '2' });
    expect(signals[0]?.aborted).toBe(true);
    second.resolve('two');
    await waitFor(() => expect(result.current.data).toBe('two'));
    first.resolve('one');
    await Promise.resolve();
    expect(result.current.data).toBe('two');
  });

  it('does not reload when only the load function changes', async () => {
    const load = vi.fn(async () => 1);
    const { rerender, result } = renderHook(() => useResource('same', () => load()));
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender();
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('aborts on unmount and never updates state afterwards', async () => {
    const pending = deferred<number>();
    let signal: AbortSignal | undefined;
    const spy = vi.spyOn(console, 'error');
    const { unmount } = renderHook(() =>
      useResource('a', (s) => {
        signal = s;
        return pending.promise;
      }),
    );
    unmount();
    expect(signal?.aborted).toBe(true);
    pending.resolve(1);
    await Promise.resolve();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
