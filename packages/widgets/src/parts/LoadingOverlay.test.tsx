import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithConvive } from '../test/withConvive';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it("is a status region saying 'Cargando...' by default (spec 01 §4)", () => {
    renderWithConvive(<LoadingOverlay />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Cargando...');
    expect(status.getAttribute('data-mode')).toBe('inline');
  });

  it('shows the given message', () => {
    renderWithConvive(<LoadingOverlay message="Iniciando sesión..." />);
    expect(screen.getByRole('status').textContent).toBe('Iniciando sesión...');
  });

  it('covers the whole window when full-screen', () => {
    renderWithConvive(<LoadingOverlay fullScreen message="Creando tu cuenta..." />);
    expect(screen.getByRole('status').getAttribute('data-mode')).toBe('fullscreen');
  });

  it('translates the default message', () => {
    renderWithConvive(<LoadingOverlay />, { locale: 'fr' });
    expect(screen.getByRole('status').textContent).toBe('Chargement...');
  });

  it('hides the spinner from assistive technology', () => {
    renderWithConvive(<LoadingOverlay />);
    expect(screen.getByRole('status').querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
