import { randomBytes } from 'node:crypto';
import {
  type Appointment,
  type appointmentCreateSchema,
  type appointmentStatusChangeSchema,
  type CodedNotification,
  type FieldErrors,
  GUEST_VISIT_CONFIRM_HOURS,
  type GuestVisit,
  type guestVisitCreateSchema,
  type Language,
  notificationText,
  type Page,
  pageUrl,
  VISIT_REQUIRED_MESSAGE,
  VISIT_SLOT_MESSAGE,
  validateVisitRequest,
} from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { hashToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { withOwnerLock } from '../../db/ownerLock';
import { detail, ERRORS, fieldError, forbidden, nonFieldError, notFound, type Say } from '../../errors';
import { guestVisitMail, visitDecisionMail } from '../../i18n/emails';
import { requestLanguage, storedLanguage } from '../../i18n/translate';
import { pageEnvelope, pageWindow } from '../../pagination';
import { checkedGuestName } from '../../services/guestNames';
import { emailKey } from '../../services/limitKeys';
import { leadColumns } from '../../services/partnerKeys';
import { checkedPhone } from '../../services/phone';
import { displayName } from '../../services/users';
import { isRowId } from '../../validation';
import { openFromRequest } from '../conversations';
import { notify } from '../notifications';
import { emitWebhookEvent } from '../webhooks';
import { calendarAttachment, visitCalendar } from './calendar';
import { appointmentOut, guestVisitOut } from './mapping';
import { type AppointmentWithNames, appointmentQueries } from './queries';
import { scheduleRemindersSafely } from './reminders';
import { loadVisitEvent, mailVisitChange } from './visitMails';

/*
 * Visit appointments (spec 01 §5 and §7, spec 02 §4): `pendiente → confirmada | cancelada` by the
 * property's owner, `pendiente → cancelada` by the requester, `completada` once a confirmed visit's
 * time has passed. The visit window and slots are enforced here too (DESIGN.md). A visitor without
 * an account (a partner's page) asks by e-mail; the visit reaches the landlord once its link is opened.
 * The visit's e-mails and reminders are visitMails.ts and reminders.ts beside this file.
 */

type Create = z.output<typeof appointmentCreateSchema>;
type GuestCreate = z.output<typeof guestVisitCreateSchema>;
type StatusChange = z.output<typeof appointmentStatusChangeSchema>;
type Requester = { id: number; first_name: string; last_name: string };

const GUEST_CONFIRM_MS = GUEST_VISIT_CONFIRM_HOURS * 60 * 60 * 1000;

/** The current time of day 'HH:mm' in a time zone. */
function timeIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A missing date or time is the spec's one message (spec 01 §5), not two field errors. */
export function visitRequiredErrors(errors: FieldErrors, body: unknown): FieldErrors {
  const raw = (body ?? {}) as Record<string, unknown>;
  if (typeof raw !== 'object' || Array.isArray(raw) || !(blank(raw.date) || blank(raw.time))) return errors;
  const { date: _date, time: _time, ...rest } = errors;
  return { ...rest, non_field_errors: [VISIT_REQUIRED_MESSAGE] };
}

/** Confirmed visits of this user (either side) whose time has passed become `completada`. */
async function completePassedVisits(ctx: AppContext, userId: number): Promise<void> {
  const today = ctx.today();
  const time = timeIn(ctx.config.timeZone, ctx.now());
  await appointmentQueries(ctx.db).completePassed(userId, today, time, ctx.now().toISOString());
}

/** The user's visits, asked by them or for their properties, a page at a time (passed ones completed first). */
export async function listAppointments(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  query: { page?: number | undefined; page_size?: number | undefined },
): Promise<Page<Appointment>> {
  const window = pageWindow(query);
  await completePassedVisits(ctx, userId);
  const { total, rows } = await appointmentQueries(ctx.db).page(userId, window);
  return pageEnvelope(
    ctx,
    request,
    window,
    total,
    rows.map((row) => appointmentOut(row, userId)),
  );
}

/**
 * The property a visit is asked for, when it can be visited: a hidden (inactivo) property answers
 * as if it did not exist, except to its owner; nobody visits their own.
 */
async function visitableProperty(ctx: AppContext, propertyId: number, userId: number | null) {
  const property = isRowId(propertyId) ? await appointmentQueries(ctx.db).property(propertyId) : undefined;
  if (!property || (property.status === 'inactivo' && property.owner_id !== userId))
    throw fieldError('property', ERRORS.propertyNotFound);
  if (property.owner_id === userId) throw nonFieldError(ERRORS.ownPropertyVisit);
  if (property.status !== 'disponible') throw fieldError('property', ERRORS.propertyUnavailable);
  return property;
}

/** The date, time and notes, checked against the visit window and slots as of today. */
function checkedSlot(ctx: AppContext, body: { date: string; time: string; notes?: string | undefined }) {
  const visit = validateVisitRequest({ date: body.date, time: body.time, notes: body.notes }, ctx.today());
  if (!visit.ok) {
    if (visit.message === VISIT_REQUIRED_MESSAGE) throw nonFieldError(visit.message);
    throw fieldError(visit.message === VISIT_SLOT_MESSAGE ? 'time' : 'date', visit.message);
  }
  return visit.value;
}

async function loadOne(ctx: AppContext, id: number): Promise<AppointmentWithNames> {
  const row = await appointmentQueries(ctx.db).one(id);
  if (!row) throw notFound();
  return row;
}

/** An account asks for a visit: the landlord is told (bell and e-mail), the tenant gets a copy. */
export async function requestVisit(
  ctx: AppContext,
  request: FastifyRequest,
  user: Requester,
  body: Create,
): Promise<Appointment> {
  await ctx.throttles.hit('visitPerAccount', user.id);
  const property = await visitableProperty(ctx, body.property, user.id);
  const { date, time, notes } = checkedSlot(ctx, body);

  const queries = appointmentQueries(ctx.db);
  if (await queries.duplicate(user.id, property.id, date, time))
    throw nonFieldError(ERRORS.duplicateAppointment);

  const now = ctx.now().toISOString();
  const id = await queries.insert({
    property_id: property.id,
    user_id: user.id,
    date,
    time,
    notes,
    status: 'pendiente',
    response_message: '',
    ...leadColumns(request),
    created_at: now,
    updated_at: now,
  });
  await notify(ctx, {
    userId: property.owner_id,
    eventType: 'appointment_created',
    notice: {
      code: 'visit.requested',
      params: { name: displayName(user), property: property.title, date, time },
    },
    relatedObjectId: id,
    relatedObjectType: 'appointment',
  });
  // The landlord's e-mail, and the tenant's copy, with the event (TENTATIVE) for their calendars.
  await mailVisitChange(ctx, id, 'requested');
  // The visit opens (or continues) the conversation with the landlord, its notes the next message.
  await openFromRequest(ctx, {
    propertyId: property.id,
    landlordId: property.owner_id,
    user,
    message: notes,
  });
  const visit = await loadOne(ctx, id);
  await emitWebhookEvent(ctx, property.owner_id, 'visit.requested', {
    visit: appointmentOut(visit, property.owner_id),
  });
  return appointmentOut(visit, user.id);
}

/**
 * A visitor without an account (a partner's page) asks for a visit: the request is kept and waits
 * for the link mailed to them; asking again for the same slot changes nothing.
 */
export async function requestGuestVisit(
  ctx: AppContext,
  request: FastifyRequest,
  body: GuestCreate,
): Promise<{ detail: Say }> {
  // Counted per e-mail too: a campaign rotating addresses cannot flood one inbox.
  await ctx.throttles.hit('guestVisitPerEmail', emailKey(body.email));
  const phone = checkedPhone('phone', body.phone);
  // The name opens the mail sent to the address given: one line, no web address.
  const name = checkedGuestName('name', body.name);
  const property = await visitableProperty(ctx, body.property, null);
  const { date, time, notes } = checkedSlot(ctx, body);
  const queries = appointmentQueries(ctx.db);
  if (await queries.guestDuplicate(body.email, property.id, date, time))
    throw nonFieldError(ERRORS.duplicateAppointment);

  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  // The guest's e-mails (this one, and the landlord's decision) go out in the page's language.
  const language = requestLanguage(request);
  const id = await queries.insertGuestRequest({
    property_id: property.id,
    name,
    email: body.email,
    phone,
    date,
    time,
    notes,
    token_hash: hashToken(token),
    ...leadColumns(request),
    language,
    expires_at: new Date(now.getTime() + GUEST_CONFIRM_MS).toISOString(),
    created_at: now.toISOString(),
  });
  // The link's origin is configuration (PUBLIC_URL), never a request header or the partner's page.
  const link = pageUrl(ctx.publicOrigin(), 'confirmVisit', {}, { token });
  try {
    await ctx.mailer.send({
      to: body.email,
      ...guestVisitMail(language, {
        name,
        title: property.title,
        date,
        time,
        hours: GUEST_VISIT_CONFIRM_HOURS,
        link,
      }),
    });
  } catch (error) {
    // Nothing half-done: without the e-mail the request could never be confirmed.
    request.log.error({ err: error }, 'guest visit: the confirmation mail failed');
    await queries.removeGuestRequest(id);
    throw detail(503, ERRORS.mailFailed);
  }
  return { detail: ERRORS.guestVisitMailSent({ hours: GUEST_VISIT_CONFIRM_HOURS }) };
}

/**
 * The guest opens the link: the visit is made and the landlord told, once. A second click (or a mail
 * scanner's) answers the visit the first one made.
 */
export async function confirmGuestVisit(ctx: AppContext, token: string): Promise<GuestVisit> {
  const queries = appointmentQueries(ctx.db);
  const pending = await queries.guestRequestByTokenHash(hashToken(token));
  if (!pending) throw fieldError('token', ERRORS.guestLinkInvalid);
  const earlier = pending.appointment_id === null ? undefined : await queries.one(pending.appointment_id);
  if (earlier) return guestVisitOut(earlier);
  if (pending.confirmed_at !== null) throw fieldError('token', ERRORS.guestLinkInvalid);
  const now = ctx.now().toISOString();
  if (pending.expires_at <= now) throw fieldError('token', ERRORS.guestLinkExpired);

  const property = await visitableProperty(ctx, pending.property_id, null);
  // The slot is checked again: a day may have passed since the request.
  const visit = validateVisitRequest(pending, ctx.today());
  if (!visit.ok) throw nonFieldError(ERRORS.visitAskAgain({ problem: visit.problem }));

  // Under the property's lock: two links of one guest for the same slot, opened at once, make one
  // visit (the second finds the first's), in every server process.
  const made = await withOwnerLock(ctx.db, ctx.dialect, 'guest_visits', property.id, async (trx) => {
    const inTrx = appointmentQueries(trx);
    // Claimed first: of two clicks at once, one inserts and the other finds the visit after.
    if (!(await inTrx.claimGuestRequest(pending.id, now))) return null;
    const duplicate = await inTrx.guestDuplicate(pending.email, property.id, pending.date, pending.time);
    const appointmentId =
      duplicate?.id ??
      (await inTrx.insert({
        property_id: property.id,
        user_id: null,
        date: pending.date,
        time: pending.time,
        notes: pending.notes,
        status: 'pendiente',
        response_message: '',
        source_key_id: pending.source_key_id,
        source_origin: pending.source_origin,
        source_url: pending.source_url,
        guest_name: pending.name,
        guest_email: pending.email,
        guest_phone: pending.phone,
        created_at: now,
        updated_at: now,
      }));
    await inTrx.linkGuestRequest(pending.id, appointmentId);
    return { appointmentId, created: !duplicate };
  });
  if (made === null) {
    const otherId = await queries.guestRequestAppointment(pending.id);
    const other = otherId == null ? undefined : await queries.one(otherId);
    if (!other) throw fieldError('token', ERRORS.guestLinkInvalid);
    return guestVisitOut(other);
  }
  if (made.created) {
    await notify(ctx, {
      userId: property.owner_id,
      eventType: 'appointment_created',
      notice: {
        code: 'visit.requested_by_guest',
        params: { name: pending.name, property: property.title, date: pending.date, time: pending.time },
      },
      relatedObjectId: made.appointmentId,
      relatedObjectType: 'appointment',
    });
    // The landlord's e-mail with the event; the guest already has theirs (the link just opened).
    await mailVisitChange(ctx, made.appointmentId, 'requested');
  }
  const appointment = await loadOne(ctx, made.appointmentId);
  if (made.created)
    await emitWebhookEvent(ctx, property.owner_id, 'visit.requested', {
      visit: appointmentOut(appointment, property.owner_id),
    });
  return guestVisitOut(appointment);
}

/** What every `.ics` of this server shares: the public origin (the UID's host), now, the organizer. */
function calendarOptions(ctx: AppContext, language: Language) {
  return { publicOrigin: ctx.publicOrigin(), now: ctx.now(), language, organizer: ctx.config.mailFrom };
}

/** The appointment when the caller is its requester or the property's owner, else 404. */
export async function ownAppointment(ctx: AppContext, userId: number, id: number) {
  const appointment = await appointmentQueries(ctx.db).one(id);
  const isOwner = appointment?.property_owner === userId;
  const isRequester = appointment?.user_id === userId;
  if (!appointment || (!isOwner && !isRequester)) throw notFound();
  return { appointment, isOwner };
}

type Own = Awaited<ReturnType<typeof ownAppointment>>;

/**
 * The landlord's decision, to whoever asked: a notification for an account, an e-mail for a guest
 * (who has no bell). The decision is already saved: a failed e-mail is logged, not undone.
 */
async function tellRequester(
  ctx: AppContext,
  appointment: AppointmentWithNames,
  eventType: 'appointment_confirmed' | 'appointment_canceled',
  notice: CodedNotification,
): Promise<void> {
  if (appointment.user_id !== null) {
    await notify(ctx, {
      userId: appointment.user_id,
      eventType,
      notice,
      relatedObjectId: appointment.id,
      relatedObjectType: 'appointment',
    });
    return;
  }
  try {
    // The guest's language: the one of the page the visit was asked from.
    const language = storedLanguage(await appointmentQueries(ctx.db).guestLanguage(appointment.id));
    // The visit as it is now (status and SEQUENCE just changed), for the guest's calendar.
    const event = await loadVisitEvent(ctx, appointment.id);
    // The guest was told the landlord would write to them: an answer to this mail reaches the
    // landlord (From is the service's no-reply address).
    const landlord = event?.landlord.email ? event.landlord : null;
    await ctx.mailer.send({
      to: appointment.guest_email,
      ...visitDecisionMail(language, {
        name: appointment.guest_name,
        property: appointment.property_title,
        ...notificationText(notice, language),
        ...(landlord ? { landlord: landlord.name } : {}),
      }),
      ...(landlord ? { replyTo: { name: landlord.name, address: landlord.email } } : {}),
      ...(event ? { attachments: [calendarAttachment(event, calendarOptions(ctx, language))] } : {}),
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'guest visit: the decision mail failed');
  }
}

/**
 * A pending visit confirmed or cancelled: by its owner (confirm or reject) or its requester (withdraw
 * only). The other side is told; a confirmed visit gets its reminders.
 */
export async function changeAppointmentStatus(
  ctx: AppContext,
  user: Requester,
  { appointment, isOwner }: Own,
  body: StatusChange,
): Promise<Appointment> {
  const { id } = appointment;
  // The requester may only withdraw; confirming is the owner's decision.
  if (!isOwner && body.status !== 'cancelada') throw forbidden(ERRORS.requesterCanOnlyCancel);
  if (appointment.status !== 'pendiente') throw fieldError('status', ERRORS.appointmentNotPending);

  const responseMessage = body.response_message ?? appointment.response_message;
  const decided = await appointmentQueries(ctx.db).decide(id, {
    status: body.status,
    cancelled_by: body.status === 'cancelada' ? (isOwner ? 'owner' : 'requester') : null,
    response_message: responseMessage,
    updated_at: ctx.now().toISOString(),
  });
  if (!decided) throw fieldError('status', ERRORS.appointmentNotPending);

  const about = {
    name: displayName(user),
    property: appointment.property_title,
    date: appointment.date,
    time: appointment.time,
    reply: responseMessage ?? '',
  };
  if (body.status === 'confirmada') {
    await tellRequester(ctx, appointment, 'appointment_confirmed', {
      code: 'visit.confirmed',
      params: about,
    });
    await mailVisitChange(ctx, id, 'confirmed', responseMessage);
    // The reminders 24 h and 2 h before, for both parties (a guest's visit too).
    await scheduleRemindersSafely(ctx, appointment);
  } else if (isOwner) {
    await tellRequester(ctx, appointment, 'appointment_canceled', {
      code: 'visit.cancelled_by_landlord',
      params: about,
    });
    await mailVisitChange(ctx, id, 'rejected', responseMessage);
  } else {
    await notify(ctx, {
      userId: appointment.property_owner,
      eventType: 'appointment_canceled',
      notice: { code: 'visit.cancelled_by_requester', params: about },
      relatedObjectId: id,
      relatedObjectType: 'appointment',
    });
    await mailVisitChange(ctx, id, 'cancelled', responseMessage);
  }
  const visit = await loadOne(ctx, id);
  await emitWebhookEvent(
    ctx,
    appointment.property_owner,
    body.status === 'confirmada' ? 'visit.confirmed' : 'visit.cancelled',
    { visit: appointmentOut(visit, appointment.property_owner) },
  );
  return appointmentOut(visit, user.id);
}

/** The visit as an iCalendar event (METHOD:PUBLISH), worded in `language`. */
export async function appointmentCalendar(ctx: AppContext, id: number, language: Language): Promise<string> {
  const event = await loadVisitEvent(ctx, id);
  if (!event) throw notFound();
  return visitCalendar(event, { ...calendarOptions(ctx, language), method: 'PUBLISH' });
}
