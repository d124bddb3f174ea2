import { describe, expect, it } from 'vitest';
import { es } from '../i18n/es';

// The Spanish catalog copies the spec's texts word for word (the portal shows the same ones).
describe('Spanish copy of the grids, search bar and favourite button', () => {
  it('matches the spec’s texts word for word', () => {
    expect(es.propertyGrid.loadFailure).toBe('No se pudieron cargar las propiedades');
    expect(es.propertyGrid.empty).toBe('No se encontraron propiedades');
    expect(es.roomGrid.loadFailure).toBe('Error al cargar las habitaciones. Por favor, intenta de nuevo.');
    expect(es.favoriteButton).toMatchObject({
      added: 'Añadido a favoritos',
      removed: 'Eliminado de favoritos',
      failure: 'No se pudo actualizar tus favoritos. Inténtalo de nuevo.',
      signInRequired: 'Inicia sesión requerido',
    });
  });
});
