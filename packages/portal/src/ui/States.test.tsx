import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../app/language';
import { expectNoSpanish } from '../test/i18n';
import { uiCopy } from './copy';
import { SearchInput } from './SearchInput';
import { ErrorState, SkeletonCards } from './States';

afterEach(() => {
  act(() => setLanguage('es'));
});

describe('shared components follow the chosen language', () => {
  it("say 'Reintentar', 'Cargando...' and 'Limpiar búsqueda' in Spanish by default", () => {
    render(
      <>
        <ErrorState message="Falló" onRetry={() => undefined} />
        <SkeletonCards />
        <SearchInput value="sol" onChange={() => undefined} placeholder="Buscar" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Cargando...' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limpiar búsqueda' })).toBeTruthy();
  });

  it('speak English when English is chosen', async () => {
    await uiCopy.load('en');
    act(() => setLanguage('en'));
    const { container } = render(
      <>
        <ErrorState message="Failed" onRetry={() => undefined} />
        <SkeletonCards />
        <SearchInput value="sun" onChange={() => undefined} placeholder="Search" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
    expectNoSpanish(container);
  });
});
