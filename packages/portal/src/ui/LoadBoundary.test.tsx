import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadBoundary } from './LoadBoundary';

describe('LoadBoundary', () => {
  it('leaves out a part whose code failed to load, logs it and tells the caller; the rest stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const onError = vi.fn();
    render(
      <main>
        <p>La página</p>
        <LoadBoundary onError={onError} fallback={<p>Sin pie</p>}>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </LoadBoundary>
      </main>,
    );
    expect(await screen.findByText('Sin pie')).toBeTruthy();
    expect(screen.getByText('La página')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError));
    expect(warn).toHaveBeenCalledWith('No se pudo cargar una parte de la página', expect.any(TypeError));
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows the part when it loads', async () => {
    const Fine = lazy(async () => ({ default: () => <p>Pie</p> }));
    render(
      <LoadBoundary>
        <Suspense fallback={null}>
          <Fine />
        </Suspense>
      </LoadBoundary>,
    );
    expect(await screen.findByText('Pie')).toBeTruthy();
  });
});
