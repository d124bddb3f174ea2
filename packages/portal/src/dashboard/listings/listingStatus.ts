import type { ListingStatus } from '@convive/sdk';

/**
 * The status badge of a listing (spec 02 §2): Publicado, Borrador, Pausado. Its own module, shared
 * by the list and the form, so each page stays its own lazily loaded chunk.
 */
export const LISTING_STATUS_LABELS: Readonly<Record<ListingStatus, string>> = {
  published: 'Publicado',
  draft: 'Borrador',
  paused: 'Pausado',
};
