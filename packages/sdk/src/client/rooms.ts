import { toQueryParams } from '../rules/queryParams';
import { type RoomCreate, type RoomFilters, type RoomStatus, type RoomUpdate, roomSchema } from '../schemas';
import { arrayOf, type Http, pageOf, seg } from './http';
import { imageCalls } from './images';

/** Coliving rooms (spec 01 §7, spec 02 §7 "Rooms"). */
export function roomsApi(http: Http) {
  return {
    /** GET /rooms/?filters — a page of rooms. */
    list: (filters: RoomFilters = {}) =>
      http.request('GET', 'rooms/', { searchParams: toQueryParams(filters), schema: pageOf(roomSchema) }),
    /** GET /rooms/by-property/{propertyId}/ — the rooms of one property. */
    byProperty: (propertyId: number) =>
      http.request('GET', `rooms/by-property/${seg(propertyId)}/`, { schema: arrayOf(roomSchema) }),
    /** GET /rooms/my-rooms/ — every room of the signed-in landlord. */
    mine: () => http.request('GET', 'rooms/my-rooms/', { schema: arrayOf(roomSchema) }),
    /** GET /rooms/{id}/ — null when it does not exist. */
    get: (id: number) => http.request('GET', `rooms/${seg(id)}/`, { schema: roomSchema, nullOn404: true }),
    /** POST /rooms/ */
    create: (data: RoomCreate) => http.request('POST', 'rooms/', { json: data, schema: roomSchema }),
    /** PATCH /rooms/{id}/ */
    update: (id: number, data: RoomUpdate) =>
      http.request('PATCH', `rooms/${seg(id)}/`, { json: data, schema: roomSchema }),
    /** DELETE /rooms/{id}/ — 204. */
    delete: (id: number) => http.request<void>('DELETE', `rooms/${seg(id)}/`),
    /** POST /rooms/{id}/change-status/ */
    changeStatus: (id: number, status: RoomStatus) =>
      http.request('POST', `rooms/${seg(id)}/change-status/`, { json: { status }, schema: roomSchema }),
    ...imageCalls(http, 'rooms', {
      upload: 'upload_images',
      reorder: 'reorder_images',
      reorderMethod: 'PATCH',
      remove: 'delete_image',
    }),
  };
}
export type RoomsApi = ReturnType<typeof roomsApi>;
