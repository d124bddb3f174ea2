import {
  type CodedNotification,
  type EventType,
  type Language,
  notificationText,
  type PropertyRequest,
  type propertyRequestCreateSchema,
  type propertyRequestDecisionSchema,
  type propertyRequestReleaseSchema,
  type TenantRequest,
  type TenantRequestStatus,
} from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { AppContext } from '../../context';
import { withOwnerLock } from '../../db/ownerLock';
import type { PropertyRequestRow, UserRow } from '../../db/schema';
import { ERRORS, fieldError, forbidden, nonFieldError, notFound, unauthorized } from '../../errors';
import { requestDecisionMail } from '../../i18n/emails';
import { requestLanguage, storedLanguage } from '../../i18n/translate';
import type { PageWindow } from '../../pagination';
import { checkedGuestName } from '../../services/guestNames';
import { emailKey } from '../../services/limitKeys';
import { leadColumns } from '../../services/partnerKeys';
import { checkedPhone } from '../../services/phone';
import { propertiesOut } from '../../services/serializers';
import { displayName } from '../../services/users';
import { isRowId } from '../../validation';
import { availabilityChanged } from '../availability';
import { noteAccepted, openFromRequest } from '../conversations';
import { notify } from '../notifications';
import { emitWebhookEvent, leadAttribution } from '../webhooks';
import {
  AUTO_DECLINE_MESSAGE,
  propertySummary,
  REQUEST_STATUS_BY_TENANT_STATUS,
  requestsOut,
  tenantRequestOut,
} from './mapping';
import {
  checkMoveIn,
  checkStay,
  isExclusionViolation,
  moveOutOf,
  periodQueries,
  periodToday,
  type Target,
  targetOf,
} from './periods';
import { type RequestWithOwner, type RequestWithTitle, requestQueries } from './queries';

/*
 * Property requests: one entity, three views (docs/adr/0013-property-requests.md). The landlord's
 * side: creation (room enquiries are open to visitors; a period is checked against its unit), the
 * received list, the decision (an acceptance holds the application's period on its unit(s) and
 * declines the applications waiting for overlapping days, docs/adr/0175-rental-periods.md) and the
 * release of an accepted period. The tenant's side: their applications, and their requests list
 * under the notifications' paths (spec 02 §7 "Mis solicitudes") with its cancel call.
 */

type Create = z.output<typeof propertyRequestCreateSchema>;
type Decision = z.output<typeof propertyRequestDecisionSchema>;
type Release = z.output<typeof propertyRequestReleaseSchema>;

/** Requests as the contract's PropertyRequest, with their property summary, in one batch. */
async function withDetails(
  ctx: AppContext,
  request: FastifyRequest,
  rows: readonly PropertyRequestRow[],
): Promise<PropertyRequest[]> {
  const queries = requestQueries(ctx.db);
  const propertyIds = [...new Set(rows.map((r) => r.property_id))];
  const roomIds = [...new Set(rows.flatMap((r) => (r.room_id === null ? [] : [r.room_id])))];
  const keyIds = [...new Set(rows.flatMap((r) => (r.source_key_id === null ? [] : [r.source_key_id])))];
  const [propertyRows, roomRows, keyRows] = await Promise.all([
    queries.properties(propertyIds),
    queries.roomTitles(roomIds),
    queries.partnerKeyNames(keyIds),
  ]);
  const properties = await propertiesOut(ctx, request, propertyRows);
  return requestsOut(
    rows,
    {
      summaries: new Map(properties.map((p) => [p.id, propertySummary(p)])),
      roomTitles: new Map(roomRows.map((r) => [r.id, r.title])),
      keyNames: new Map(keyRows.map((k) => [k.id, k.name])),
    },
    requestLanguage(request),
  );
}

async function oneWithDetails(
  ctx: AppContext,
  request: FastifyRequest,
  row: PropertyRequestRow,
): Promise<PropertyRequest> {
  const [out] = await withDetails(ctx, request, [row]);
  if (!out) throw notFound();
  return out;
}

/**
 * What a visitor without an account may send: an enquiry about a room (spec 01 §5: the room form is
 * not gated) or about a property (a partner's page shows its visitors the property form,
 * docs/adr/0164-guest-property-enquiries.md). An application about a whole property needs an account.
 * Read before validation, so a visitor learns nothing of the body's checks on a call they may not make.
 */
export function signedInUnlessEnquiry(request: FastifyRequest): void {
  if (request.user) return;
  const raw = request.body as { request_type?: unknown; kind?: unknown } | null | undefined;
  const body = raw && typeof raw === 'object' ? raw : {};
  // The schema's defaults: a request about the property, an enquiry.
  const isRoom = body.request_type === 'room';
  const isEnquiry = (body.kind ?? 'inquiry') === 'inquiry';
  if (!isRoom && !isEnquiry) throw unauthorized(request.sessionRefused ?? undefined);
}

/**
 * The period a request gives (`move_in`, or its older name `desired_entry_date`; `move_out`, or
 * `months` after the move-in), checked against its unit: a move-in from today (Madrid) to
 * MOVE_IN_MAX_YEARS ahead and not before the unit is available; with a move-out, a stay within the
 * unit's limits on days free on every unit it would take.
 */
async function checkedPeriod(
  ctx: AppContext,
  target: Target,
  body: Create,
): Promise<{ moveIn: string | null; moveOut: string | null }> {
  const moveIn = body.move_in ?? body.desired_entry_date ?? null;
  const moveOut = moveOutOf(moveIn, body.move_out, body.months);
  if (moveIn === null) return { moveIn, moveOut: null };
  const periods = periodQueries(ctx.db);
  const rules = await periods.rules(target);
  checkMoveIn(moveIn, periodToday(ctx.now()), rules.availableFrom);
  if (moveOut === null) return { moveIn, moveOut };
  checkStay(moveIn, moveOut, rules);
  if (await periods.taken(target.propertyId, await periods.checkedUnits(target), moveIn, moveOut))
    throw fieldError('move_in', ERRORS.periodNotFree);
  return { moveIn, moveOut };
}

/** Sends an enquiry or an application about a property or one of its rooms; its owner is told. */
export async function createRequest(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow | null,
  body: Create,
): Promise<PropertyRequest> {
  const queries = requestQueries(ctx.db);
  // Per sender as well as per address: the account, or the e-mail a guest gives.
  await ctx.throttles.hit(
    'enquiryPerSender',
    user ? `user:${user.id}` : `email:${emailKey(body.tenant_email)}`,
  );
  const tenantPhone = checkedPhone('tenant_phone', body.tenant_phone);
  // A guest's name may open an e-mail to the address they gave (a declined enquiry).
  const tenantName = user ? body.tenant_name : checkedGuestName('tenant_name', body.tenant_name);

  const property = isRowId(body.property) ? await queries.property(body.property) : undefined;
  // A hidden (inactivo) property answers as if it did not exist: its existence is not confirmed.
  if (!property || property.status === 'inactivo') throw fieldError('property', ERRORS.propertyNotFound);
  if (user && property.owner_id === user.id) throw nonFieldError(ERRORS.ownPropertyEnquiry);

  // A request about the whole property carries no room; a room request names one of its rooms.
  let room: { id: number; title: string } | null = null;
  if (body.request_type === 'room' && body.room != null) {
    const found = isRowId(body.room) ? await queries.room(body.room) : undefined;
    if (!found) throw fieldError('room', ERRORS.roomNotFound);
    if (found.property_id !== property.id) throw fieldError('room', ERRORS.roomNotInProperty);
    room = { id: found.id, title: found.title };
  }

  const period = await checkedPeriod(ctx, { propertyId: property.id, roomId: room?.id ?? null }, body);

  const now = ctx.now().toISOString();
  const row = await queries.insert({
    property_id: property.id,
    room_id: room?.id ?? null,
    user_id: user?.id ?? null,
    request_type: body.request_type,
    kind: body.kind,
    tenant_name: tenantName,
    tenant_email: body.tenant_email,
    tenant_phone: tenantPhone,
    message: body.message,
    desired_entry_date: period.moveIn,
    move_out: period.moveOut,
    status: 'pendiente',
    response_message: '',
    ...leadColumns(request),
    // A guest's answer by e-mail goes out in the language of the page they wrote from.
    language: requestLanguage(request),
    created_at: now,
    updated_at: now,
  });

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
  // Its message opens (or continues) the conversation with the landlord; never fails the request.
  await openFromRequest(ctx, {
    propertyId: property.id,
    landlordId: property.owner_id,
    user,
    guest: { email: body.tenant_email, name: tenantName, language: requestLanguage(request) },
    message: body.message,
  });
  const answer = await oneWithDetails(ctx, request, row);
  if (body.kind === 'application')
    await emitWebhookEvent(ctx, property.owner_id, 'application.created', { request: answer });
  else
    await emitWebhookEvent(ctx, property.owner_id, 'lead.created', {
      request: answer,
      source: leadAttribution(answer.source),
    });
  return answer;
}

/** The requests on the landlord's properties, newest first. */
export async function receivedRequests(
  ctx: AppContext,
  request: FastifyRequest,
  ownerId: number,
): Promise<PropertyRequest[]> {
  return withDetails(ctx, request, await requestQueries(ctx.db).received(ownerId));
}

/** The requests the caller sent, newest first. */
export async function sentRequests(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
): Promise<PropertyRequest[]> {
  return withDetails(ctx, request, await requestQueries(ctx.db).sentBy(userId));
}

/** The request of the path, if the caller owns its property (404 to strangers, 403 to its tenant). */
export async function decidableRequest(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<RequestWithOwner> {
  const row = await requestQueries(ctx.db).withOwner(id);
  const isOwner = row?.owner_id === userId;
  const isRequester = row?.user_id === userId;
  if (!row || (!isOwner && !isRequester)) throw notFound();
  if (!isOwner) throw forbidden(ERRORS.onlyOwnerDecides);
  return row;
}

/** Tells a request's sender what became of it: a tenant by a notification, a guest by e-mail. */
async function tellSender(
  ctx: AppContext,
  other: PropertyRequestRow,
  propertyTitle: string,
  notice: CodedNotification,
  eventType: EventType,
): Promise<void> {
  if (other.user_id !== null) {
    await notify(ctx, {
      userId: other.user_id,
      eventType,
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
    ctx.log.error({ err: error }, 'request: the mail to the sender failed');
  }
}

/** Tells a tenant (or a guest, by e-mail) that their request was declined because another was accepted. */
function tellDeclined(
  ctx: AppContext,
  other: PropertyRequestRow,
  landlordName: string,
  propertyTitle: string,
): Promise<void> {
  const notice = {
    code: 'request.declined_for_another',
    params: { name: landlordName, property: propertyTitle },
  } as const;
  return tellSender(ctx, other, propertyTitle, notice, 'request_rejected');
}

/**
 * Accepts an application with a period: inside the property's calendar lock, re-checks its days are
 * free on every unit it takes, holds them, and declines the pending applications whose periods
 * overlap on those units; the declined ones are returned. PostgreSQL's exclusion constraint is the
 * last guard should a hold ever be written outside the lock.
 */
async function acceptPeriod(
  ctx: AppContext,
  row: RequestWithOwner,
  start: string,
  end: string,
  decision: { status: string; response_message: string; updated_at: string },
): Promise<PropertyRequestRow[]> {
  const target = targetOf(row);
  try {
    return await withOwnerLock(ctx.db, ctx.dialect, 'calendar', row.property_id, async (trx) => {
      const periods = periodQueries(trx);
      const queries = requestQueries(trx);
      if (await periods.taken(row.property_id, await periods.checkedUnits(target), start, end))
        throw fieldError('status', ERRORS.periodNotFree);
      // Cancelled by the tenant (or decided) in the meantime.
      if ((await queries.decide(row.id, decision)) === 0)
        throw fieldError('status', ERRORS.requestNotPending);
      await periods.hold(
        row.id,
        row.property_id,
        await periods.heldUnits(target),
        start,
        end,
        decision.updated_at,
      );
      const others = await periods.overlappingApplications(row, start, end);
      await queries.autoDecline(
        others.map((o) => o.id),
        AUTO_DECLINE_MESSAGE,
        decision.updated_at,
      );
      return others;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw fieldError('status', ERRORS.periodNotFree);
    throw error;
  }
}

/**
 * The landlord accepts or declines a pending request; its sender is told. Only an application with
 * a move-in and a move-out is accepted: its period is held on its unit (a room, or the whole home's
 * unit 0 and every room) when the days are still free, and the pending applications whose periods
 * overlap on those units are declined with the automatic reply; enquiries and applications for other
 * periods stay pending, and no status of the home or the room changes
 * (docs/adr/0175-rental-periods.md).
 */
export async function decideRequest(
  ctx: AppContext,
  request: FastifyRequest,
  landlord: UserRow,
  row: RequestWithOwner,
  body: Decision,
): Promise<PropertyRequest> {
  if (row.status !== 'pendiente') throw fieldError('status', ERRORS.requestNotPending);
  const { id } = row;
  const accepted = body.status === 'aceptada';
  const moveIn = row.desired_entry_date;
  const moveOut = row.move_out;
  if (accepted && row.kind !== 'application') throw fieldError('status', ERRORS.enquiryNotAcceptable);

  const now = ctx.now().toISOString();
  const responseMessage = body.response_message ?? row.response_message;
  const decision = { status: body.status, response_message: responseMessage, updated_at: now };
  let declined: PropertyRequestRow[] = [];
  if (accepted) {
    if (!moveIn || !moveOut) throw fieldError('status', ERRORS.periodRequired);
    declined = await acceptPeriod(ctx, row, moveIn, moveOut, decision);
  } else if ((await requestQueries(ctx.db).decide(id, decision)) === 0) {
    // Cancelled by the tenant in the meantime.
    throw fieldError('status', ERRORS.requestNotPending);
  }

  if (row.user_id !== null) {
    await notify(ctx, {
      userId: row.user_id,
      eventType: accepted ? 'request_approved' : 'request_rejected',
      notice: {
        code: accepted ? 'request.accepted' : 'request.rejected',
        params: { name: displayName(landlord), property: row.property_title, reply: responseMessage ?? '' },
      },
      relatedObjectId: id,
      relatedObjectType: 'property_request',
    });
  }
  for (const other of declined) await tellDeclined(ctx, other, displayName(landlord), row.property_title);
  // Contact details stop being masked in their conversation: Convive says so in it.
  if (accepted)
    await noteAccepted(ctx, {
      propertyId: row.property_id,
      tenantId: row.user_id,
      guestEmail: row.tenant_email,
    });
  const { owner_id: _owner, property_title: _title, ...stored } = row;
  const answer = await oneWithDetails(ctx, request, { ...stored, ...decision });
  if (row.kind === 'application')
    await emitWebhookEvent(ctx, row.owner_id, accepted ? 'application.accepted' : 'application.rejected', {
      request: answer,
    });
  if (accepted)
    await availabilityChanged(ctx, row.owner_id, {
      property: row.property_id,
      rooms: [targetOf(row).roomId],
      start: moveIn,
      end: moveOut,
      reason: 'held',
      request: id,
    });
  // The applications this acceptance declined are rejections too, for the agency's CRM as for the
  // tenants; `reason` tells them from the landlord's own decisions.
  for (const other of declined) {
    if (other.kind !== 'application') continue;
    const rejected = await withDetails(ctx, request, [
      { ...other, status: 'rechazada', response_message: AUTO_DECLINE_MESSAGE, updated_at: now },
    ]);
    for (const one of rejected)
      await emitWebhookEvent(ctx, row.owner_id, 'application.rejected', {
        request: one,
        reason: 'another_request_accepted',
      });
  }
  return answer;
}

/**
 * The landlord releases an accepted application: it becomes `cancelada`, its held days are free
 * again, and its sender is told (a guest by e-mail).
 */
export async function releaseRequest(
  ctx: AppContext,
  request: FastifyRequest,
  landlord: UserRow,
  row: RequestWithOwner,
  body: Release,
): Promise<PropertyRequest> {
  if (row.status !== 'aceptada') throw fieldError('status', ERRORS.requestNotAccepted);
  const now = ctx.now().toISOString();
  const change = {
    status: 'cancelada',
    response_message: body.response_message ?? row.response_message,
    updated_at: now,
  };
  await withOwnerLock(ctx.db, ctx.dialect, 'calendar', row.property_id, async (trx) => {
    // Released by another call in the meantime.
    if ((await requestQueries(trx).release(row.id, change)) === 0)
      throw fieldError('status', ERRORS.requestNotAccepted);
    await periodQueries(trx).release(row.id);
  });
  const { owner_id: _owner, property_title: _title, ...stored } = row;
  const updated = { ...stored, ...change };
  await tellSender(
    ctx,
    updated,
    row.property_title,
    {
      code: 'request.released',
      params: {
        name: displayName(landlord),
        property: row.property_title,
        reply: body.response_message ?? '',
      },
    },
    'request_rejected',
  );
  await availabilityChanged(ctx, row.owner_id, {
    property: row.property_id,
    rooms: [targetOf(row).roomId],
    start: row.desired_entry_date,
    end: row.move_out,
    reason: 'released',
    request: row.id,
  });
  return oneWithDetails(ctx, request, updated);
}

/** One page of the caller's own requests as the tenant's list, optionally of one status. */
export async function tenantRequestsPage(
  ctx: AppContext,
  userId: number,
  status: TenantRequestStatus | undefined,
  window: PageWindow,
  language: Language,
): Promise<{ total: number; results: TenantRequest[] }> {
  const stored = status ? REQUEST_STATUS_BY_TENANT_STATUS[status] : undefined;
  const { total, rows } = await requestQueries(ctx.db).tenantPage(userId, stored, window);
  return { total, results: rows.map((row) => tenantRequestOut(row, language)) };
}

/** The caller's own property request, else 404 (as for a notification). */
export async function ownRequest(ctx: AppContext, userId: number, id: number): Promise<RequestWithTitle> {
  const row = await requestQueries(ctx.db).ownWithTitle(userId, id);
  if (!row) throw notFound();
  return row;
}

/** The tenant withdraws a pending request; nobody is told. */
export async function cancelRequest(
  ctx: AppContext,
  row: RequestWithTitle,
  language: Language,
): Promise<TenantRequest> {
  if (row.status !== 'pendiente') throw fieldError('status', ERRORS.requestCancelNotPending);
  const now = ctx.now().toISOString();
  // Decided by the owner in the meantime.
  if ((await requestQueries(ctx.db).cancel(row.id, now)) === 0) {
    throw fieldError('status', ERRORS.requestCancelNotPending);
  }
  return tenantRequestOut({ ...row, status: 'cancelada', updated_at: now }, language);
}
