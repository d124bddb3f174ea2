import {
  normalizeText,
  pageUrl,
  type SavedSearch,
  type SavedSearchAlert,
  type SavedSearchFilters,
} from '@convive/sdk';
import type { SavedSearchRow } from '../../db/schema';
import type { AlertProperty } from '../../i18n/savedSearchEmails';
import type { MatchableProperty } from '../../services/savedSearchMatch';
import type { NotifyInput } from '../notifications';

/** A search's stored filters (validated when saved). */
export function storedFilters(row: Pick<SavedSearchRow, 'filters'>): SavedSearchFilters {
  try {
    return JSON.parse(row.filters) as SavedSearchFilters;
  } catch {
    return {};
  }
}

/** The denormalised columns of a search's filters, which the matcher's indexed pre-filter reads. */
export function savedSearchColumns(filters: SavedSearchFilters) {
  const cityKey = filters.city ? normalizeText(filters.city).trim() : '';
  return {
    city_key: cityKey === '' ? null : cityKey,
    min_price: filters.min_price ?? null,
    max_price: filters.max_price ?? null,
    coliving: filters.coliving === 'coliving' || filters.coliving === 'traditional' ? filters.coliving : null,
    property_type: filters.property_type ?? null,
  };
}

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

/* ------------------------------------------------------------------------------------------------
 * The alerts' rows → what the matcher, the notification and the e-mails take
 * ---------------------------------------------------------------------------------------------- */

export type VisibleProperty = MatchableProperty & { id: number; price: number; status: string };

/** A property as the public search sees it: its shown price a number (PostgreSQL answers a string). */
export function visiblePropertyOf(
  row: Omit<VisibleProperty, 'shown_price'> & { shown_price: number | string },
): VisibleProperty {
  return { ...row, shown_price: Number(row.shown_price) };
}

/** The absolute URL of a stored photo, each segment of its key encoded. */
export function photoUrl(origin: string, storageKey: string): string {
  return `${origin}/media/${storageKey.split('/').map(encodeURIComponent).join('/')}`;
}

export const propertyLink = (origin: string, id: number) => pageUrl(origin, 'property', { id });
export const unsubscribeLink = (origin: string, token: string) =>
  pageUrl(origin, 'unsubscribeSavedSearch', {}, { token });

/** A matched property as an alert or a digest shows it. */
export function alertPropertyOf(
  origin: string,
  property: { id: number; title: string; city: string; price: number | string },
  photo: string | null,
): AlertProperty {
  return {
    id: property.id,
    title: property.title,
    city: property.city,
    price: Number(property.price),
    photo,
    link: propertyLink(origin, property.id),
  };
}

/** The notification of an instant search's new match. */
export function matchNotification(
  search: { name: string; user_id: number },
  property: { id: number; title: string; city: string; shown_price: number },
): NotifyInput {
  return {
    userId: search.user_id,
    eventType: 'saved_search_match',
    notice: {
      code: 'saved_search.match',
      params: {
        search: search.name,
        property: property.title,
        city: property.city,
        price: property.shown_price,
      },
    },
    relatedObjectId: property.id,
    relatedObjectType: 'property',
  };
}
