import type { Room, RoomFilters } from '@convive/sdk';
import { useConvive } from '../core/context';
import { type Resource, useResource } from '../core/useResource';
import type { GridPage } from './usePropertyGrid';

/** One page of rooms (`GET /rooms/`); the request is the key. */
export function useRoomGrid({
  filters,
  page,
  pageSize,
}: {
  filters: RoomFilters;
  page: number;
  pageSize: number;
}): Resource<GridPage<Room>> {
  const { client } = useConvive();
  const query: RoomFilters = { ...filters, page, page_size: pageSize };
  return useResource(`rooms:${JSON.stringify(query)}`, async () => ({
    page,
    result: await client.rooms.list(query),
  }));
}
