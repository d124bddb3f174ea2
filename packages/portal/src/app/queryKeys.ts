import type { Listing, Room } from '@convive/sdk';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every TanStack Query key of the portal, in one place: a screen reads `keys.x`, a save refreshes
 * through the `refreshAfter…` functions below, so a write always reaches the keys the pages read.
 * Keys nest (`['properties', 'detail', 7]` is under `['properties']`), so a prefix covers a family.
 *
 * The widgets (`@convive/widgets`: property and room grids, search bar, visit scheduler) keep no
 * query cache — they load on mount through `useResource` — so there are no widget keys to cover.
 */
export const keys = {
  auth: {
    /** GET /auth/google/config/ (Google sign-in button). */
    googleConfig: ['auth', 'google-config'],
  },
  notifications: {
    /** Everything about notifications (the bell's live updates invalidate it). */
    all: ['notifications'],
    /** GET /notifications/notifications/: the notifications page. */
    list: ['notifications', 'list'],
    /** The tenant's requests as notifications (/dashboard/requests). */
    requests: ['notifications', 'requests'],
  },
  propertyRequests: {
    all: ['property-requests'],
    /** A tenant's own applications. */
    mine: ['property-requests', 'mine'],
    /** A landlord's received applications. */
    received: ['property-requests', 'received'],
  },
  appointments: {
    all: ['appointments'],
  },
  partnerKeys: {
    /** GET /partner-keys/: the landlord's active partner keys (/dashboard/integrations). */
    all: ['partner-keys'],
    /** GET /partner-keys/{id}/report/: a key's last 30 days (under `all`: a key's change refreshes it). */
    report: (id: number) => ['partner-keys', 'report', id] as const,
  },
  favorites: {
    all: ['favorites'],
    /** GET /favorites/: a tenant's favourites (hearts, favourites page, dashboard home). */
    of: (userId: number | null) => ['favorites', userId] as const,
  },
  savedSearches: {
    all: ['saved-searches'],
    /** GET /saved-searches/: a tenant's saved searches (/dashboard/saved-searches, the save dialog). */
    of: (userId: number | null) => ['saved-searches', userId] as const,
  },
  properties: {
    all: ['properties'],
    /** GET /properties/my-properties/: the landlord's own (list, room and listing forms, filters). */
    mine: ['properties', 'mine'],
    /** GET /properties/all/ first page: the home page's featured properties. */
    featured: ['properties', 'featured'],
    /** Every property detail. */
    details: ['properties', 'detail'],
    /** GET /properties/{id}/: the public page /properties/{id}, the edit form, an application's card. */
    detail: (id: number | null) => ['properties', 'detail', id] as const,
  },
  rooms: {
    all: ['rooms'],
    /** GET /rooms/my-rooms/: the landlord's own rooms. */
    mine: ['rooms', 'mine'],
    /** Every room detail. */
    details: ['rooms', 'detail'],
    /** GET /rooms/{id}/: the public page /rooms/{id} and the edit form. */
    detail: (id: number | null) => ['rooms', 'detail', id] as const,
  },
  listings: {
    all: ['listings'],
    /** GET /listings/?landlord={id}: a landlord's listings. */
    byLandlord: (userId: number) => ['listings', 'landlord', userId] as const,
    /** GET /listings/{id}/: the listing form. */
    detail: (id: number | null) => ['listings', 'detail', id] as const,
  },
} as const;

/** The cached detail of a room shows its property's title and place. */
const roomOfProperty = (propertyId: number) => (query: { state: { data: unknown } }) =>
  (query.state.data as Room | null | undefined)?.coliving_property === propertyId;

/**
 * The detail of the entity just saved is marked stale, not refetched: the edit form open on it reads
 * the same key, and its image list must not jump under the user's hands. The public page, the next
 * place to read it, then loads it afresh.
 */
const OPEN_IN_FORM = { refetchType: 'none' } as const;

/**
 * After a property is created, edited, deleted or its images change: its public page (and edit
 * form), the home page's featured list, the landlord's lists, the favourites that embed it and the
 * room pages that show its title. (The search grid loads on mount and needs nothing.)
 */
export function refreshAfterPropertySave(queryClient: QueryClient, propertyId: number): void {
  void queryClient.invalidateQueries({ queryKey: keys.properties.detail(propertyId), ...OPEN_IN_FORM });
  void queryClient.invalidateQueries({ queryKey: keys.properties.featured });
  void queryClient.invalidateQueries({ queryKey: keys.properties.mine });
  void queryClient.invalidateQueries({ queryKey: keys.rooms.mine });
  void queryClient.invalidateQueries({ queryKey: keys.rooms.details, predicate: roomOfProperty(propertyId) });
  void queryClient.invalidateQueries({ queryKey: keys.favorites.all });
}

/**
 * After a room is created, edited, deleted, or its status or images change: its public page (and
 * edit form) and the property that lists it (its detail shows the rooms and their summary; lists
 * show the occupancy). `propertyIds`: the room's property, and the one it left when it moved. The
 * landlord's room list (`keys.rooms.mine`) is the caller's: it may have written it already.
 */
export function refreshAfterRoomSave(
  queryClient: QueryClient,
  roomId: number,
  propertyIds: readonly (number | null | undefined)[],
): void {
  void queryClient.invalidateQueries({ queryKey: keys.rooms.detail(roomId), ...OPEN_IN_FORM });
  for (const id of new Set(propertyIds)) {
    if (id != null) void queryClient.invalidateQueries({ queryKey: keys.properties.detail(id) });
  }
  void queryClient.invalidateQueries({ queryKey: keys.properties.featured });
  void queryClient.invalidateQueries({ queryKey: keys.properties.mine });
}

/**
 * After a listing is saved or deleted: the landlord's listings, and its property's pages (a
 * published featured listing is the property's 'Destacado' badge). `listings`: the listing as saved,
 * and as it was (its property may have changed).
 */
export function refreshAfterListingChange(
  queryClient: QueryClient,
  userId: number,
  listings: readonly (Pick<Listing, 'property'> | null | undefined)[],
): void {
  void queryClient.invalidateQueries({ queryKey: keys.listings.byLandlord(userId) });
  for (const id of new Set(listings.map((listing) => listing?.property.id))) {
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: keys.properties.detail(id) });
  }
  void queryClient.invalidateQueries({ queryKey: keys.properties.featured });
  void queryClient.invalidateQueries({ queryKey: keys.properties.mine });
}

/**
 * After a live notification: it may be about a visit or a request that another screen
 * shows (the other side cancelled, confirmed or answered), so those reload with the notifications.
 */
export function refreshAfterLiveEvent(queryClient: QueryClient): void {
  for (const queryKey of [keys.notifications.all, keys.appointments.all, keys.propertyRequests.all]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
