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
  // Page tests draw their screen alone (renderScreen): this one checks the public layout around it too,
  // the header and the footer, which loads after the page.
  it("shows 'Page not found' and no Spanish, in the header and footer either", async () => {
    const { container } = renderRoute('/no/such/page', { locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    await expectEnglishScreen(container);
  });
});
