import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { expectEnglishScreen } from './englishScreen';

describe('catch-all route', () => {
  it("shows 'Página no encontrada' with a link home", async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });
});

describe('catch-all route in English', () => {
  it("shows 'Page not found' and no Spanish", async () => {
    const { container } = renderRoute('/no/such/page', { locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 }),
    ).toBeTruthy();
    await expectEnglishScreen(container);
  });
});
