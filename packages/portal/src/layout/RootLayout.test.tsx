import { createFixtureFetch } from '@convive/sdk/testing';
import { createConvive, memoryStorage } from '@convive/widgets';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { TEST_API } from '../test/renderRoute';
import { RouteLoading } from './RootLayout';

describe('RouteLoading', () => {
  it("keeps the static shell's bar and says the page is loading", () => {
    const convive = createConvive({
      apiBase: TEST_API,
      storage: memoryStorage(),
      fetch: createFixtureFetch({}),
    });
    const { container } = render(
      <AppProviders convive={convive}>
        <RouteLoading />
      </AppProviders>,
    );
    expect(screen.getByRole('status').textContent).toContain('Cargando...');
    const bar = container.querySelector('.boot__bar');
    expect(bar?.textContent).toBe('Convive');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    // Inline under the bar, not covering the whole window (and the bar) as before.
    expect(container.querySelector('[data-mode="inline"]')).not.toBeNull();
  });
});
