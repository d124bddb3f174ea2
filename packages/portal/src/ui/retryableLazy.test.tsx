import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './LoadBoundary';
import { retryableLazy } from './retryableLazy';

describe('retryableLazy', () => {
  it('asks for the code again once a failed load has been caught by a boundary', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const load = vi.fn(async () => {
      if (down) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: ({ name }: { name: string }) => <p>Hola, {name}</p> };
    });
    const Part = retryableLazy(load);
    const view = (key: number) => (
      <LoadBoundary key={key} fallback={<p>Sin conexión</p>}>
        <Suspense fallback={null}>
          <Part name="Lucía" />
        </Suspense>
      </LoadBoundary>
    );
    const { rerender } = render(view(1));
    expect(await screen.findByText('Sin conexión')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    down = false;
    rerender(view(2));
    expect(await screen.findByText('Hola, Lucía')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);

    // Loaded once, it is not asked for again.
    rerender(view(3));
    expect(await screen.findByText('Hola, Lucía')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    error.mockRestore();
  });
});
