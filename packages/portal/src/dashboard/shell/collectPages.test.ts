import type { Page } from '@convive/sdk';
import { describe, expect, it, vi } from 'vitest';
import { collectPages } from './collectPages';

function page<T>(results: T[], next: string | null): Page<T> {
  return { count: 0, next, previous: null, results };
}

describe('collectPages', () => {
  it('asks for the largest pages and follows next until the last page', async () => {
    const load = vi.fn(async ({ page: n }: { page: number; page_size: number }) =>
      n === 1 ? page([1, 2], '?page=2') : page([3], null),
    );
    expect(await collectPages(load)).toEqual([1, 2, 3]);
    expect(load.mock.calls.map(([params]) => params)).toEqual([
      { page: 1, page_size: 100 },
      { page: 2, page_size: 100 },
    ]);
  });

  it('stops at the page limit even if the server keeps saying there is more', async () => {
    const load = vi.fn(async () => page(['x'], '?page=next'));
    expect(await collectPages(load, 3)).toEqual(['x', 'x', 'x']);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops on an empty page', async () => {
    const load = vi.fn(async () => page<number>([], '?page=2'));
    expect(await collectPages(load)).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
