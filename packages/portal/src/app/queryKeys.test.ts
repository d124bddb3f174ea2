import { makeListing, makeProperty, makeRoom } from '@convive/sdk/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  keys,
  refreshAfterListingChange,
  refreshAfterLiveEvent,
  refreshAfterPropertySave,
  refreshAfterRoomSave,
} from './queryKeys';

/** A cache like the app's (30 s fresh), holding what the public and dashboard pages have read. */
function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  const seed: [readonly unknown[], unknown][] = [
    [keys.properties.detail(10), makeProperty({ id: 10 })],
    [keys.properties.detail(20), makeProperty({ id: 20 })],
    [keys.properties.featured, { count: 1, results: [makeProperty({ id: 10 })] }],
    [keys.properties.mine, [makeProperty({ id: 10 })]],
    [keys.rooms.detail(100), makeRoom({ id: 100, coliving_property: 10 })],
    [keys.rooms.detail(200), makeRoom({ id: 200, coliving_property: 20 })],
    [keys.rooms.mine, []],
    [keys.favorites.all, []],
    [keys.listings.byLandlord(1), []],
    [keys.appointments.all, []],
  ];
  for (const [key, data] of seed) client.setQueryData(key, data);
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;
  return { client, stale };
}

describe('query keys', () => {
  it('nest, so a family prefix covers its members', () => {
    expect(keys.properties.detail(7).slice(0, 2)).toEqual([...keys.properties.details]);
    expect(keys.properties.details.slice(0, 1)).toEqual([...keys.properties.all]);
    expect(keys.rooms.detail(7).slice(0, 2)).toEqual([...keys.rooms.details]);
    expect(keys.notifications.list.slice(0, 1)).toEqual([...keys.notifications.all]);
    expect(keys.listings.byLandlord(3)).toEqual(['listings', 'landlord', 3]);
  });
});

describe('refreshAfterPropertySave', () => {
  it("marks the public property page's key stale, with the lists and the pages embedding it", () => {
    const { client, stale } = seeded();
    refreshAfterPropertySave(client, 10);
    expect(stale(keys.properties.detail(10))).toBe(true);
    expect(stale(keys.properties.featured)).toBe(true);
    expect(stale(keys.properties.mine)).toBe(true);
    expect(stale(keys.rooms.detail(100))).toBe(true);
    expect(stale(keys.rooms.mine)).toBe(true);
    expect(stale(keys.favorites.all)).toBe(true);
    // Another property, its rooms, and unrelated screens keep their data fresh.
    expect(stale(keys.properties.detail(20))).toBe(false);
    expect(stale(keys.rooms.detail(200))).toBe(false);
    expect(stale(keys.appointments.all)).toBe(false);
  });
});

describe('refreshAfterRoomSave', () => {
  it("marks the room's page and its properties' pages (old and new) stale", () => {
    const { client, stale } = seeded();
    refreshAfterRoomSave(client, 100, [20, 10]);
    expect(stale(keys.rooms.detail(100))).toBe(true);
    expect(stale(keys.properties.detail(10))).toBe(true);
    expect(stale(keys.properties.detail(20))).toBe(true);
    expect(stale(keys.properties.featured)).toBe(true);
    expect(stale(keys.rooms.detail(200))).toBe(false);
  });
});

describe('refreshAfterListingChange', () => {
  it("marks the landlord's listings and the listing's property page stale", () => {
    const { client, stale } = seeded();
    const listing = makeListing({ id: 5 });
    refreshAfterListingChange(client, 1, [{ ...listing, property: { ...listing.property, id: 20 } }]);
    expect(stale(keys.listings.byLandlord(1))).toBe(true);
    expect(stale(keys.properties.detail(20))).toBe(true);
    expect(stale(keys.properties.detail(10))).toBe(false);
  });
});

describe('refreshAfterLiveEvent', () => {
  it('reloads the visits, the requests and the notifications a live event may be about', () => {
    const { client, stale } = seeded();
    client.setQueryData(keys.propertyRequests.received, []);
    client.setQueryData(keys.notifications.requests, []);
    refreshAfterLiveEvent(client);
    expect(stale(keys.appointments.all)).toBe(true);
    expect(stale(keys.propertyRequests.received)).toBe(true);
    expect(stale(keys.notifications.requests)).toBe(true);
    expect(stale(keys.properties.detail(10))).toBe(false);
  });
});
