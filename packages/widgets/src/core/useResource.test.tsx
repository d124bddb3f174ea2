import { PassThrough } from 'node:stream';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ResourceSeed, ResourceSeedContext, useResource } from './useResource';

/** The HTML of `element` once every suspended part is in, as a streaming server sends it (React 18 and 19). */
function renderWhenReady(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => {
          html += chunk.toString();
        });
        sink.on('end', () => resolve(html));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

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

describe('useResource with a seed (server rendering)', () => {
  const seeded =
    (seed: ResourceSeed) =>
    ({ children }: { children: ReactNode }) => (
      <ResourceSeedContext.Provider value={seed}>{children}</ResourceSeedContext.Provider>
    );

  it('starts from the seeded data and does not load it again on that first mount', async () => {
    const seed = new ResourceSeed({ entries: { 'properties:1': ['rendered'] } });
    const load = vi.fn(async () => ['fresh']);
    const { result } = renderHook(() => useResource('properties:1', load), { wrapper: seeded(seed) });
    expect(result.current).toMatchObject({ status: 'success', data: ['rendered'] });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    // Spent: a later mount of the same key loads afresh.
    expect(seed.has('properties:1')).toBe(false);
    const again = renderHook(() => useResource('properties:1', load), { wrapper: seeded(seed) });
    await waitFor(() => expect(again.result.current.data).toEqual(['fresh']));
  });

  it('loads a key the seed does not have, and a refetch of a seeded key loads', async () => {
    const seed = new ResourceSeed({ entries: { a: 1 } });
    const load = vi.fn(async () => 2);
    const { result, rerender } = renderHook(({ key }) => useResource(key, load), {
      wrapper: seeded(seed),
      initialProps: { key: 'a' },
    });
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toBe(2));
    rerender({ key: 'b' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('on the server, suspends until the data is in, renders it, and hands it over as JSON', async () => {
    const seed = new ResourceSeed({ server: true });
    const load = vi.fn(async () => ({ names: ['Sol', 'Luna'] }));
    function Grid() {
      const resource = useResource('rooms:{"page":1}', load);
      return <p>{resource.data ? resource.data.names.join(', ') : 'Cargando'}</p>;
    }
    const html = await renderWhenReady(
      <ResourceSeedContext.Provider value={seed}>
        <Grid />
      </ResourceSeedContext.Provider>,
    );
    expect(html).toContain('<p>Sol, Luna</p>');
    expect(html).not.toContain('Cargando');
    expect(load).toHaveBeenCalledTimes(1);
    expect(seed.toJSON()).toEqual({ 'rooms:{"page":1}': { names: ['Sol', 'Luna'] } });
  });

  it('on the server, a failed load leaves no data: the loading state is rendered, the browser loads it', async () => {
    const seed = new ResourceSeed({ server: true });
    await seed.load('x', async () => {
      throw new Error('down');
    });
    function Grid() {
      const resource = useResource('x', async () => 1);
      return <p>{resource.status}</p>;
    }
    const html = renderToString(
      <ResourceSeedContext.Provider value={seed}>
        <Grid />
      </ResourceSeedContext.Provider>,
    );
    expect(html).toBe('<p>loading</p>');
    expect(seed.toJSON()).toEqual({});
  });
});
