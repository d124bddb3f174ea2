import { MESSAGES } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { es } from '../i18n/es';

// The Spanish catalog copies the spec's texts; the sdk's MESSAGES is their single source.
describe('Spanish copy of the grids, search bar and favourite button', () => {
  it('matches the sdk’s MESSAGES word for word', () => {
    expect(es.propertyGrid.loadFailure).toBe(MESSAGES.properties.loadFailure);
    expect(es.propertyGrid.empty).toBe(MESSAGES.properties.empty);
    expect(es.roomGrid.loadFailure).toBe(MESSAGES.rooms.loadFailure);
    expect(es.favoriteButton).toMatchObject({
      added: MESSAGES.favorites.added,
      removed: MESSAGES.favorites.removed,
      failure: MESSAGES.favorites.updateFailure,
      signInRequired: MESSAGES.favorites.loginRequired,
    });
  });
});
