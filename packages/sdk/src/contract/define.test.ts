import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ConviveClient } from '../client/createClient';
import type { Page } from '../schemas/common';
import type { RoomStatus } from '../schemas/constants';
import type { Property, PropertyCreate, PropertyFilters } from '../schemas/property';
import type { Room } from '../schemas/room';
import { entriesOf, pathIds } from './define';
import { ENDPOINTS } from './endpoints';

const entries = entriesOf(ENDPOINTS);

describe('the endpoint table', () => {
  it('names every call once, as group.function', () => {
    const names = entries.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('declares each method and path once', () => {
    const routes = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('writes paths relative to /api, with a final slash (or a document’s extension) and {camelCase} ids', () => {
    for (const [, e] of entries) {
      expect(e.path).toMatch(
        /^\/([a-z0-9_-]+\/|\{[a-z][A-Za-z]*\}\/)+(\{[a-z][A-Za-z]*\}\.(xml|json|ics))?$/,
      );
    }
  });

  it('gives a body only to calls that send one, and a query only to GETs', () => {
    for (const [name, e] of entries) {
      if (e.query) expect(e.method, name).toBe('GET');
      if (e.body || e.multipart) expect(e.method, name).not.toBe('GET');
    }
  });

  it('marks for partner elements only calls that need no session', () => {
    for (const [name, e] of entries.filter(([, e]) => e.partner)) {
      expect(['public', 'optional'], name).toContain(e.access);
    }
  });

  it('marks search-neutral only writes', () => {
    for (const [name, e] of entries.filter(([, e]) => e.changesSearch === false)) {
      expect(e.method, name).not.toBe('GET');
    }
  });

  it('marks never stored every call that answers a session token', () => {
    for (const [name, e] of entries) {
      if ('of' in e.answer && e.answer.of.name === 'TokenResponse') expect(e.noStore, name).toBe(true);
    }
  });

  it('marks owner-checked calls only where the path names a record', () => {
    for (const [name, e] of entries.filter(([, e]) => e.owner)) {
      expect(pathIds(e.path).length, name).toBeGreaterThan(0);
      expect(e.access, name).not.toBe('public');
    }
  });

  it('reads the ids of a path in order', () => {
    expect(pathIds('/listings/landlord/{userId}/')).toEqual(['userId']);
    expect(pathIds('/a/{id}/b/{otherId}/')).toEqual(['id', 'otherId']);
    expect(pathIds('/rooms/')).toEqual([]);
  });
});

describe('the client signatures derived from it', () => {
  it('keeps the signatures of the hand-written client', () => {
    expectTypeOf<ConviveClient['properties']['get']>().parameters.toEqualTypeOf<[id: number]>();
    expectTypeOf<ConviveClient['properties']['get']>().returns.resolves.toEqualTypeOf<Property | null>();
    expectTypeOf<ConviveClient['properties']['create']>().parameters.toEqualTypeOf<[data: PropertyCreate]>();
    expectTypeOf<ConviveClient['properties']['all']>().parameters.toEqualTypeOf<
      [filters?: PropertyFilters]
    >();
    expectTypeOf<ConviveClient['properties']['list']>().returns.resolves.toEqualTypeOf<Page<Property>>();
    expectTypeOf<ConviveClient['rooms']['mine']>().returns.resolves.toEqualTypeOf<Room[]>();
    expectTypeOf<ConviveClient['rooms']['changeStatus']>().parameters.toEqualTypeOf<
      [id: number, status: RoomStatus]
    >();
    expectTypeOf<ConviveClient['rooms']['delete']>().returns.resolves.toEqualTypeOf<undefined>();
    expectTypeOf<ConviveClient['notifications']['unreadCount']>().returns.resolves.toEqualTypeOf<number>();
    expectTypeOf<ConviveClient['favorites']['add']>().parameters.toEqualTypeOf<[propertyId: number]>();
  });
});
