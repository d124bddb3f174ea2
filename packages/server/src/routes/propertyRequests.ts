import {
  AUTO_DECLINE_REPLY,
  ENDPOINTS,
  notificationText,
  type PropertyRequest,
  type PropertySummary,
} from '@convive/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import { type Database, PROPERTY_COLUMNS, type PropertyRequestRow, type PropertyRow } from '../db/schema';
import { ERRORS, fieldError, forbidden, nonFieldError, notFound, unauthorized } from '../errors';
import { notify } from '../features/notifications';
import { perAddress } from '../http/rateLimits';
import { router } from '../http/route';
import { requestDecisionMail } from '../i18n/emails';
import { requestLanguage, storedLanguage } from '../i18n/translate';
import { checkedGuestName } from '../services/guestNames';
import { emailKey } from '../services/limitKeys';
import { leadColumns, leadSourceOut } from '../services/partnerKeys';
import { checkedPhone } from '../services/phone';
import { propertiesOut } from '../services/serializers';
import { displayName } from '../services/users';
import { isRowId } from '../validation';

const REQUEST_DISPLAY = { property: ERRORS.requestDisplayProperty, room: ERRORS.requestDisplayRoom } as const;

/**
 * The reply stored on requests declined because another one for the same home was accepted (in
 * Spanish; worded again in its reader's language when read).
 */
export const AUTO_DECLINE_MESSAGE = AUTO_DECLINE_REPLY.es;

/**
 * Property requests: one entity, three views (docs/adr/0013-property-requests.md). Here: creation (room enquiries
 * are open to visitors), the landlord's received list and decision, the tenant's applications.
 * The tenant's requests list and its cancel call live in ./notifications.
 */
export async function propertyRequestRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  /** Requests as the contract's PropertyRequest, with their property summary, in one batch. */
  async function requestsOut(
    request: FastifyRequest,
    rows: readonly PropertyRequestRow[],
  ): Promise<PropertyRequest[]> {
    const propertyIds = [...new Set(rows.map((r) => r.property_id))];
    const roomIds = [...new Set(rows.flatMap((r) => (r.room_id === null ? [] : [r.room_id])))];
    const keyIds = [...new Set(rows.flatMap((r) => (r.source_key_id === null ? [] : [r.source_key_id])))];
    const [propertyRows, roomRows, keyRows] = await Promise.all([
      propertyIds.length === 0
        ? ([] as PropertyRow[])
        : db.selectFrom('properties').select(PROPERTY_COLUMNS).where('id', 'in', propertyIds).execute(),
      roomIds.length === 0
        ? []
        : db.selectFrom('rooms').select(['id', 'title']).where('id', 'in', roomIds).execute(),
      keyIds.length === 0
        ? []
        : db.selectFrom('partner_keys').select(['id', 'name']).where('id', 'in', keyIds).execute(),
    ]);
    const keyNames = new Map(keyRows.map((k) => [k.id, k.name]));
    const summaries = new Map<number, PropertySummary>(
      (await propertiesOut(ctx, request, propertyRows)).map((p) => [
        p.id,
        {
          id: p.id,
          title: p.title,
          address: p.address,
          city: p.city,
          thumbnail: p.thumbnail,
          owner_name: p.owner_name,
        },
      ]),
    );
    const roomTitles = new Map(roomRows.map((r) => [r.id, r.title]));
    const language = requestLanguage(request);
    return rows.map((row) => {
      const summary = summaries.get(row.property_id) ?? null;
      const requestType = row.request_type === 'room' ? 'room' : 'property';
      return {
        id: row.id,
        property: row.property_id,
        property_title: summary?.title ?? '',
        property_summary: summary,
        room: row.room_id,
        room_title: row.room_id === null ? null : (roomTitles.get(row.room_id) ?? null),
        request_type: requestType,
        request_display: REQUEST_DISPLAY[requestType].in(language),
        kind: row.kind === 'application' ? 'application' : 'inquiry',
        user_id: row.user_id,
        tenant_name: row.tenant_name,
        tenant_email: row.tenant_email,
        tenant_phone: row.tenant_phone,
        status: row.status as PropertyRequest['status'],
        message: row.message,
        // The automatic answer is ours (in the reader's language); a landlord's own is theirs, as written.
        response_message:
          row.response_message === AUTO_DECLINE_MESSAGE ? AUTO_DECLINE_REPLY[language] : row.response_message,
        response_automatic: row.response_message === AUTO_DECLINE_MESSAGE,
        desired_entry_date: row.desired_entry_date,
        source: leadSourceOut({
          ...row,
          source_name: row.source_key_id === null ? null : keyNames.get(row.source_key_id),
        }),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  async function requestOut(request: FastifyRequest, row: PropertyRequestRow) {
    const [out] = await requestsOut(request, [row]);
    if (!out) throw notFound();
    return out;
  }

  const on = router(app, ctx);
  const E = ENDPOINTS.propertyRequests;

  /** Only a room enquiry may be sent signed out (spec 01 §5: the room form is not gated). */
  function signedInUnlessRoomEnquiry(request: FastifyRequest) {
    const raw = request.body as { request_type?: unknown } | null | undefined;
    const isRoomEnquiry = !!raw && typeof raw === 'object' && raw.request_type === 'room';
    if (!request.user && !isRoomEnquiry) throw unauthorized(request.sessionRefused ?? undefined);
  }

  const createOptions = { ...perAddress(ctx, 'enquiryPerAddress'), before: signedInUnlessRoomEnquiry };
  on(E.create, createOptions, async ({ request, user, body }) => {
    // Per sender as well as per address: the account, or the e-mail a guest gives.
    await ctx.throttles.hit(
      'enquiryPerSender',
      user ? `user:${user.id}` : `email:${emailKey(body.tenant_email)}`,
    );
    const tenantPhone = checkedPhone('tenant_phone', body.tenant_phone);
    // A guest's name may open an e-mail to the address they gave (a declined enquiry).
    const tenantName = user ? body.tenant_name : checkedGuestName('tenant_name', body.tenant_name);

    const property = isRowId(body.property)
      ? await db
          .selectFrom('properties')
          .select(['id', 'title', 'owner_id', 'status'])
          .where('id', '=', body.property)
          .executeTakeFirst()
      : undefined;
    // A hidden (inactivo) property answers as if it did not exist: its existence is not confirmed.
    if (!property || property.status === 'inactivo') throw fieldError('property', ERRORS.propertyNotFound);
    if (user && property.owner_id === user.id) throw nonFieldError(ERRORS.ownPropertyEnquiry);

    // A request about the whole property carries no room; a room request names one of its rooms.
    let room: { id: number; title: string } | null = null;
    if (body.request_type === 'room' && body.room != null) {
      const found = isRowId(body.room)
        ? await db
            .selectFrom('rooms')
            .select(['id', 'title', 'property_id'])
            .where('id', '=', body.room)
            .executeTakeFirst()
        : undefined;
      if (!found) throw fieldError('room', ERRORS.roomNotFound);
      if (found.property_id !== property.id) throw fieldError('room', ERRORS.roomNotInProperty);
      room = { id: found.id, title: found.title };
    }

    const now = ctx.now().toISOString();
    const row = await db
      .insertInto('property_requests')
      .values({
        property_id: property.id,
        room_id: room?.id ?? null,
        user_id: user?.id ?? null,
        request_type: body.request_type,
        kind: body.kind,
        tenant_name: tenantName,
        tenant_email: body.tenant_email,
        tenant_phone: tenantPhone,
        message: body.message,
        desired_entry_date: body.desired_entry_date ?? null,
        status: 'pendiente',
        response_message: '',
        ...leadColumns(request),
        // A guest's answer by e-mail goes out in the language of the page they wrote from.
        language: requestLanguage(request),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    await notify(ctx, {
      userId: property.owner_id,
      eventType: 'request_created',
      notice: {
        code: body.kind === 'application' ? 'request.application' : 'request.enquiry',
        params: { name: tenantName, property: property.title, room: room?.title ?? null },
      },
      relatedObjectId: row.id,
      relatedObjectType: 'property_request',
    });
    return requestOut(request, row);
  });

  on(E.received, async ({ request, user }) => {
    const rows = await db
      .selectFrom('property_requests as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .selectAll('r')
      .where('p.owner_id', '=', user.id)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute();
    return requestsOut(request, rows);
  });

  on(E.mine, async ({ request, user }) => {
    const rows = await db
      .selectFrom('property_requests')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return requestsOut(request, rows);
  });

  /** The request of the path, if the caller owns its property (404 to strangers, 403 to its tenant). */
  async function decidable({ user, params }: { user: { id: number }; params: { id: number } }) {
    const row = await db
      .selectFrom('property_requests as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .selectAll('r')
      .select(['p.owner_id as owner_id', 'p.title as property_title'])
      .where('r.id', '=', params.id)
      .executeTakeFirst();
    const isOwner = row?.owner_id === user.id;
    const isRequester = row?.user_id === user.id;
    if (!row || (!isOwner && !isRequester)) throw notFound();
    if (!isOwner) throw forbidden(ERRORS.onlyOwnerDecides);
    return row;
  }

  /**
   * The other requests `row` competes with (docs/adr/0038-one-accepted-request.md): a whole-property request takes the property and every room of it; a room request takes
   * its room, and competes with requests for the whole property. Leases carry a start date and no
   * end, so any two on one target overlap.
   */
  function competing(
    executor: Kysely<Database>,
    row: { property_id: number; request_type: string; room_id: number | null; id: number },
  ) {
    let query = executor
      .selectFrom('property_requests')
      .selectAll()
      .where('property_id', '=', row.property_id)
      .where('id', '!=', row.id);
    if (row.request_type === 'room' && row.room_id !== null) {
      const roomId = row.room_id;
      query = query.where((eb) => eb.or([eb('request_type', '=', 'property'), eb('room_id', '=', roomId)]));
    }
    return query;
  }

  /** Tells a tenant (or a guest, by e-mail) that their request was declined because another was accepted. */
  async function tellDeclined(other: PropertyRequestRow, landlordName: string, propertyTitle: string) {
    const notice = {
      code: 'request.declined_for_another',
      params: { name: landlordName, property: propertyTitle },
    } as const;
    if (other.user_id !== null) {
      await notify(ctx, {
        userId: other.user_id,
        eventType: 'request_rejected',
        notice,
        relatedObjectId: other.id,
        relatedObjectType: 'property_request',
      });
      return;
    }
    try {
      const language = storedLanguage(other.language);
      await ctx.mailer.send({
        to: other.tenant_email,
        ...requestDecisionMail(language, {
          name: other.tenant_name,
          property: propertyTitle,
          message: notificationText(notice, language).message,
        }),
      });
    } catch (error) {
      ctx.log.error({ err: error }, 'request: the decline mail failed');
    }
  }

  on(E.decide, { load: decidable }, async ({ request, user, params: { id }, body, record: row }) => {
    if (row.status !== 'pendiente') throw fieldError('status', ERRORS.requestNotPending);
    const accepted = body.status === 'aceptada';
    const isRoom = row.request_type === 'room' && row.room_id !== null;

    const now = ctx.now().toISOString();
    const responseMessage = body.response_message ?? row.response_message;
    const declined = await db.transaction().execute(async (trx) => {
      if (accepted) {
        const taken = await competing(trx, row)
          .where('status', '=', 'aceptada')
          .select('id')
          .executeTakeFirst();
        if (taken)
          throw fieldError('status', isRoom ? ERRORS.acceptedRoomExists : ERRORS.acceptedPropertyExists);
      }
      const result = await trx
        .updateTable('property_requests')
        .set({ status: body.status, response_message: responseMessage, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pendiente')
        .executeTakeFirst();
      // Cancelled by the tenant in the meantime.
      if (Number(result.numUpdatedRows) === 0) throw fieldError('status', ERRORS.requestNotPending);
      if (!accepted) return [];

      // The home is promised: reserved (never over 'alquilado' or 'inactivo'), and whoever else was
      // waiting for it is answered now rather than left pending.
      if (isRoom && row.room_id !== null) {
        await trx
          .updateTable('rooms')
          .set({ status: 'reserved', updated_at: now })
          .where('id', '=', row.room_id)
          .where('status', '=', 'available')
          .execute();
      } else {
        await trx
          .updateTable('properties')
          .set({ status: 'reservado', updated_at: now })
          .where('id', '=', row.property_id)
          .where('status', '=', 'disponible')
          .execute();
      }
      const others = await competing(trx, row).where('status', '=', 'pendiente').execute();
      if (others.length > 0) {
        await trx
          .updateTable('property_requests')
          .set({ status: 'rechazada', response_message: AUTO_DECLINE_MESSAGE, updated_at: now })
          .where(
            'id',
            'in',
            others.map((o) => o.id),
          )
          .where('status', '=', 'pendiente')
          .execute();
      }
      return others;
    });

    if (row.user_id !== null) {
      await notify(ctx, {
        userId: row.user_id,
        eventType: accepted ? 'request_approved' : 'request_rejected',
        notice: {
          code: accepted ? 'request.accepted' : 'request.rejected',
          params: { name: displayName(user), property: row.property_title, reply: responseMessage ?? '' },
        },
        relatedObjectId: id,
        relatedObjectType: 'property_request',
      });
    }
    for (const other of declined) await tellDeclined(other, displayName(user), row.property_title);
    const { owner_id: _owner, property_title: _title, ...stored } = row;
    return requestOut(request, {
      ...stored,
      status: body.status,
      response_message: responseMessage,
      updated_at: now,
    });
  });
}
