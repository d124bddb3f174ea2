import { ApiError } from '@convive/sdk';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadState, showsError, useLoadState } from './loadState';
import { createQueryClient } from './queryClient';

const serverError = () =>
  new ApiError({ status: 500, statusText: 'Server Error', rawMessage: '{}', data: {} });
const notFound = () => new ApiError({ status: 404, statusText: 'Not Found', rawMessage: '{}', data: {} });

function Screen({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['things'], queryFn: load });
  const { state, retry } = useLoadState(query, ['things']);
  if (state === 'loading') return <p>Cargando...</p>;
  if (state === 'error')
    return (
      <button type="button" onClick={retry}>
        Reintentar
      </button>
    );
  if (state === 'empty') return <p>Nada</p>;
  return <p>{query.data?.join(',')}</p>;
}

function renderWith(client: QueryClient, node: ReactNode) {
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

/** Lets the fake clock run `ms` and the promises it settles resolve. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('load state', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('maps a query to loading, error, empty or ready', () => {
    expect(loadState({ data: undefined, isError: false, failureCount: 0 })).toBe('loading');
    expect(loadState({ data: undefined, isError: false, failureCount: 1 })).toBe('error');
    expect(loadState({ data: [], isError: true, failureCount: 0 })).toBe('error');
    expect(loadState({ data: [], isError: false, failureCount: 0 })).toBe('empty');
    expect(loadState({ data: ['a'], isError: false, failureCount: 0 })).toBe('ready');
    expect(loadState({ data: 0, isError: false, failureCount: 0 }, (n) => n === 0)).toBe('empty');
    // A failed refetch of loaded data keeps the data until the retries give up.
    expect(showsError({ data: ['a'], isError: false, failureCount: 1 })).toBe(false);
  });

  it('shows the error within 3 s and keeps retrying; a background success replaces it', async () => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls < 3) throw serverError();
      return ['piso'];
    });
    renderWith(client, <Screen load={load} />);
    await advance(3_000);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByText('Nada')).toBeNull();
    // Retried at 1 s and again 2 s later, without a click.
    await advance(2_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('piso')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('shows the error at the first failure, before any retry', async () => {
    const load = vi.fn(async (): Promise<string[]> => {
      throw serverError();
    });
    renderWith(client, <Screen load={load} />);
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('does not retry a 404', async () => {
    const load = vi.fn(async (): Promise<string[]> => {
      throw notFound();
    });
    renderWith(client, <Screen load={load} />);
    await advance(0);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    await advance(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['things'])?.status).toBe('error');
  });

  it('stops retrying in the background after 3 retries (about 7 s)', async () => {
    const load = vi.fn(async (): Promise<string[]> => {
      throw serverError();
    });
    renderWith(client, <Screen load={load} />);
    await advance(7_000);
    expect(load).toHaveBeenCalledTimes(4);
    await advance(60_000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it("'Reintentar' shows loading again and loads anew, even while retries are waiting", async () => {
    let fail = true;
    let resolve: ((value: string[]) => void) | undefined;
    const load = vi.fn(
      (): Promise<string[]> =>
        fail
          ? Promise.reject(serverError())
          : new Promise((settle) => {
              resolve = settle;
            }),
    );
    renderWith(client, <Screen load={load} />);
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);
    fail = false;
    // Clicked while the first background retry still waits for its 1 s.
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await advance(0);
    expect(screen.getByText('Cargando...')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => resolve?.(['casa']));
    await advance(0);
    expect(screen.getByText('casa')).toBeTruthy();
    // The abandoned retry does not run on top.
    await advance(10_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after the retries gave up, Reintentar loads again', async () => {
    let fail = true;
    const load = vi.fn(async (): Promise<string[]> => {
      if (fail) throw serverError();
      return [];
    });
    renderWith(client, <Screen load={load} />);
    await advance(10_000);
    expect(client.getQueryState(['things'])?.status).toBe('error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await advance(0);
    expect(screen.getByText('Nada')).toBeTruthy();
  });
});
