import type { SavedSearch } from '@convive/sdk';

/** A saved search as GET /saved-searches/ answers it; `overrides` change any field. */
export function makeSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    name: 'Pisos en Madrid hasta 800 €',
    filters: { city: 'Madrid', max_price: 800 },
    alert: 'instant',
    new_matches: 0,
    last_seen_at: null,
    created_at: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}
