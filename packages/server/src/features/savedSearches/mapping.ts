import type { SavedSearch, SavedSearchAlert } from '@convive/sdk';
import type { SavedSearchRow } from '../../db/schema';
import { storedFilters } from '../../services/savedSearchAlerts';

/** A saved search as the API shows it; `new_matches` counted by the query that read it. */
export function savedSearchOut(row: SavedSearchRow, newMatches: number | string | bigint): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: storedFilters(row),
    alert: row.alert as SavedSearchAlert,
    new_matches: Number(newMatches),
    last_seen_at: row.last_seen_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
