import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../../http/route';
import { cachedSearch } from '../../search';
import {
  changeRoomStatus,
  createRoom,
  deleteRoom,
  deleteRoomImage,
  myRooms,
  ownRoom,
  propertyRooms,
  reorderRoomImages,
  roomPage,
  searchPublicRooms,
  updateRoom,
  uploadRoomImages,
} from './service';

/** Rooms: public search and detail, per property, the landlord's own, create/update/delete, images. */
export async function roomRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.rooms;
  const own = ({ user, params }: { user: { id: number }; params: { id: number } }) =>
    ownRoom(ctx, user.id, params.id);

  // The public search's answers kept in the search cache, as the properties' (the same for every
  // caller: nothing in a room search is the caller's own).
  const cache = cachedSearch(ctx);

  on(E.list, { early: cache.early }, ({ request, reply, query }) =>
    cache.answer(request, reply, () => searchPublicRooms(ctx, request, query)),
  );

  on(E.mine, ({ request, user }) => myRooms(ctx, request, user.id));
  on(E.byProperty, ({ request, user, params }) => propertyRooms(ctx, request, user?.id, params.propertyId));
  on(E.get, ({ request, user, params }) => roomPage(ctx, request, user?.id, params.id));

  on(E.create, ({ request, user, body }) => createRoom(ctx, request, user.id, body));
  on(E.update, { load: own }, ({ request, record, body }) => updateRoom(ctx, request, record, body));
  on(E.changeStatus, { load: own }, ({ request, record, body }) =>
    changeRoomStatus(ctx, request, record, body.status),
  );
  on(E.delete, { load: own }, ({ record }) => deleteRoom(ctx, record));

  on(E.uploadImages, { load: own }, ({ request, record }) => uploadRoomImages(ctx, request, record));
  on(E.reorderImages, { load: own }, ({ body, record }) => reorderRoomImages(ctx, record, body));
  on(E.deleteImage, { load: own }, ({ body, record }) => deleteRoomImage(ctx, record, body));
}
