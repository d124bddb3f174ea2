import { randomBytes } from 'node:crypto';
import {
  type Appointment,
  type CodedNotification,
  ENDPOINTS,
  type FieldErrors,
  GUEST_VISIT_CONFIRM_HOURS,
  type GuestVisit,
  type Language,
  notificationText,
  pageUrl,
  VISIT_REQUIRED_MESSAGE,
  VISIT_SLOT_MESSAGE,
  validateVisitRequest,
} from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { AppointmentRow } from '../db/schema';
import { detail, ERRORS, fieldError, forbidden, nonFieldError, notFound } from '../errors';
import { notify } from '../features/notifications';
import { perAddress } from '../http/rateLimits';
import { router } from '../http/route';
import { guestVisitMail, visitDecisionMail } from '../i18n/emails';
import { requestLanguage, storedLanguage } from '../i18n/translate';
import { pageEnvelope, pageWindow } from '../pagination';
import { calendarAttachment, loadVisitEvent, visitCalendar } from '../services/calendar';
import { checkedGuestName } from '../services/guestNames';
import { emailKey } from '../services/limitKeys';
import { leadColumns, leadSourceOut } from '../services/partnerKeys';
import { checkedPhone } from '../services/phone';
import { scheduleRemindersSafely } from '../services/reminders';
import { displayName } from '../services/users';
import { mailVisitChange } from '../services/visitMails';
import { isRowId } from '../validation';

type AppointmentWithNames = AppointmentRow & {
  source_name: string | null;
  property_title: string;
  property_owner: number;
  /** Null for a guest's visit: no account behind it. */
  requester_first_name: string | null;
  requester_last_name: string | null;
  requester_email: string | null;
  requester_phone: string | null;
};

const GUEST_CONFIRM_MS = GUEST_VISIT_CONFIRM_HOURS * 60 * 60 * 1000;

/**
 * A visit as `viewerId` may see it: the requester's contact goes to the property's owner only (the
 * one who has to answer them), never back to the requester or anyone else.
 */
function appointmentOut(row: AppointmentWithNames, viewerId: number | null): Appointment {
  const contact =
    row.user_id === null
      ? { email: row.guest_email, phone: row.guest_phone }
      : { email: row.requester_email ?? '', phone: row.requester_phone ?? '' };
  return {
    id: row.id,
    property: row.property_id,
    property_title: row.property_title,
    property_owner: row.property_owner,
    user: row.user_id,
    user_name:
      row.user_id === null
        ? row.guest_name
        : displayName({
            first_name: row.requester_first_name ?? '',
            last_name: row.requester_last_name ?? '',
          }),
    guest:
      row.user_id === null ? { name: row.guest_name, email: row.guest_email, phone: row.guest_phone } : null,
    date: row.date,
    time: row.time,
    notes: row.notes,
    requester_contact: viewerId !== null && viewerId === row.property_owner ? contact : null,
    status: row.status as Appointment['status'],
    cancelled_by:
      row.status === 'cancelada' && (row.cancelled_by === 'owner' || row.cancelled_by === 'requester')
        ? row.cancelled_by
        : null,
    response_message: row.response_message,
    source: leadSourceOut(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

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
function visitRequiredErrors(errors: FieldErrors, body: unknown): FieldErrors {
  const raw = (body ?? {}) as Record<string, unknown>;
  if (typeof raw !== 'object' || Array.isArray(raw) || !(blank(raw.date) || blank(raw.time))) return errors;
  const { date: _date, time: _time, ...rest } = errors;
  return { ...rest, non_field_errors: [VISIT_REQUIRED_MESSAGE] };
}

/**
 * Visit appointments (spec 01 §5 and §7, spec 02 §4): `pendiente → confirmada | cancelada` by the
 * property's owner, `pendiente → cancelada` by the requester, `completada` once a confirmed visit's
 * time has passed. The visit window and slots are enforced here too (DESIGN.md).
 */
export async function appointmentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  function withNames() {
    return db
      .selectFrom('appointments as a')
      .innerJoin('properties as p', 'p.id', 'a.property_id')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('partner_keys as k', 'k.id', 'a.source_key_id')
      .selectAll('a')
      .select([
        'k.name as source_name',
        'p.title as property_title',
        'p.owner_id as property_owner',
        'u.first_name as requester_first_name',
        'u.last_name as requester_last_name',
        'u.email as requester_email',
        'u.phone as requester_phone',
      ]);
  }

  async function loadOne(id: number): Promise<AppointmentWithNames | undefined> {
    return withNames().where('a.id', '=', id).executeTakeFirst();
  }

  /** Confirmed visits of this user (either side) whose time has passed become `completada`. */
  async function completePassedVisits(userId: number) {
    const today = ctx.today();
    const time = timeIn(ctx.config.timeZone, ctx.now());
    await db
      .updateTable('appointments')
      .set({ status: 'completada', updated_at: ctx.now().toISOString() })
      .where('status', '=', 'confirmada')
      .where((eb) => eb.or([eb('date', '<', today), eb.and([eb('date', '=', today), eb('time', '<', time)])]))
      .where((eb) =>
        eb.or([
          eb('user_id', '=', userId),
          eb('property_id', 'in', eb.selectFrom('properties').select('id').where('owner_id', '=', userId)),
        ]),
      )
      .execute();
  }

  const on = router(app, ctx);
  const E = ENDPOINTS.appointments;

  on(E.list, async ({ request, user, query }) => {
    const window = pageWindow(query);
    await completePassedVisits(user.id);
    const mine = db
      .selectFrom('appointments as a')
      .innerJoin('properties as p', 'p.id', 'a.property_id')
      .where((eb) => eb.or([eb('a.user_id', '=', user.id), eb('p.owner_id', '=', user.id)]));
    const { count } = await mine
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const total = Number(count);
    const rows =
      window.offset < total
        ? await withNames()
            .where((eb) => eb.or([eb('a.user_id', '=', user.id), eb('p.owner_id', '=', user.id)]))
            .orderBy('a.date')
            .orderBy('a.time')
            .orderBy('a.id')
            .limit(window.pageSize)
            .offset(window.offset)
            .execute()
        : [];
    return pageEnvelope(
      ctx,
      request,
      window,
      total,
      rows.map((row) => appointmentOut(row, user.id)),
    );
  });

  /**
   * The property a visit is asked for, when it can be visited: a hidden (inactivo) property answers
   * as if it did not exist, except to its owner; nobody visits their own.
   */
  async function visitableProperty(propertyId: number, userId: number | null) {
    const property = isRowId(propertyId)
      ? await db
          .selectFrom('properties')
          .select(['id', 'title', 'owner_id', 'status'])
          .where('id', '=', propertyId)
          .executeTakeFirst()
      : undefined;
    if (!property || (property.status === 'inactivo' && property.owner_id !== userId))
      throw fieldError('property', ERRORS.propertyNotFound);
    if (property.owner_id === userId) throw nonFieldError(ERRORS.ownPropertyVisit);
    if (property.status !== 'disponible') throw fieldError('property', ERRORS.propertyUnavailable);
    return property;
  }

  /** The date, time and notes, checked against the visit window and slots as of today. */
  function checkedSlot(body: { date: string; time: string; notes?: string | undefined }) {
    const visit = validateVisitRequest({ date: body.date, time: body.time, notes: body.notes }, ctx.today());
    if (!visit.ok) {
      if (visit.message === VISIT_REQUIRED_MESSAGE) throw nonFieldError(visit.message);
      throw fieldError(visit.message === VISIT_SLOT_MESSAGE ? 'time' : 'date', visit.message);
    }
    return visit.value;
  }

  on(E.create, { invalid: visitRequiredErrors }, async ({ request, user, body }) => {
    await ctx.throttles.hit('visitPerAccount', user.id);
    const property = await visitableProperty(body.property, user.id);
    const { date, time, notes } = checkedSlot(body);

    const duplicate = await db
      .selectFrom('appointments')
      .select('id')
      .where('user_id', '=', user.id)
      .where('property_id', '=', property.id)
      .where('date', '=', date)
      .where('time', '=', time)
      .where('status', '!=', 'cancelada')
      .executeTakeFirst();
    if (duplicate) throw nonFieldError(ERRORS.duplicateAppointment);

    const now = ctx.now().toISOString();
    const { id } = await db
      .insertInto('appointments')
      .values({
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
    const created = await loadOne(id);
    if (!created) throw notFound();
    return appointmentOut(created, user.id);
  });

  /** A guest's visit not cancelled for this e-mail, property and slot: asking again changes nothing. */
  async function guestDuplicate(email: string, propertyId: number, date: string, time: string) {
    return db
      .selectFrom('appointments')
      .select('id')
      .where('user_id', 'is', null)
      .where('guest_email', '=', email)
      .where('property_id', '=', propertyId)
      .where('date', '=', date)
      .where('time', '=', time)
      .where('status', '!=', 'cancelada')
      .executeTakeFirst();
  }

  // A visitor without an account (a partner's page): the request waits for its e-mail link.
  on(
    E.requestAsGuest,
    { ...perAddress(ctx, 'guestVisitPerAddress'), invalid: visitRequiredErrors },
    async ({ request, body }) => {
      // Counted per e-mail too: a campaign rotating addresses cannot flood one inbox.
      await ctx.throttles.hit('guestVisitPerEmail', emailKey(body.email));
      const phone = checkedPhone('phone', body.phone);
      // The name opens the mail sent to the address given: one line, no web address.
      const name = checkedGuestName('name', body.name);
      const property = await visitableProperty(body.property, null);
      const { date, time, notes } = checkedSlot(body);
      if (await guestDuplicate(body.email, property.id, date, time))
        throw nonFieldError(ERRORS.duplicateAppointment);

      const token = randomBytes(32).toString('base64url');
      const now = ctx.now();
      // The guest's e-mails (this one, and the landlord's decision) go out in the page's language.
      const language = requestLanguage(request);
      const { id } = await db
        .insertInto('guest_visit_requests')
        .values({
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
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
        await db.deleteFrom('guest_visit_requests').where('id', '=', id).execute();
        throw detail(503, ERRORS.mailFailed);
      }
      return { detail: ERRORS.guestVisitMailSent({ hours: GUEST_VISIT_CONFIRM_HOURS }) };
    },
  );

  function guestVisitOut(row: AppointmentWithNames): GuestVisit {
    return {
      appointment: row.id,
      property: row.property_id,
      property_title: row.property_title,
      date: row.date,
      time: row.time,
      status: row.status as GuestVisit['status'],
    };
  }

  on(E.confirmGuest, perAddress(ctx, 'guestConfirmPerAddress'), async ({ body }) => {
    const pending = await db
      .selectFrom('guest_visit_requests')
      .selectAll()
      .where('token_hash', '=', hashToken(body.token))
      .executeTakeFirst();
    if (!pending) throw fieldError('token', ERRORS.guestLinkInvalid);
    // A second click (or a mail scanner's) finds the visit the first one made.
    const earlier = pending.appointment_id === null ? undefined : await loadOne(pending.appointment_id);
    if (earlier) return guestVisitOut(earlier);
    if (pending.confirmed_at !== null) throw fieldError('token', ERRORS.guestLinkInvalid);
    const now = ctx.now().toISOString();
    if (pending.expires_at <= now) throw fieldError('token', ERRORS.guestLinkExpired);

    const property = await visitableProperty(pending.property_id, null);
    // The slot is checked again: a day may have passed since the request.
    const visit = validateVisitRequest(pending, ctx.today());
    if (!visit.ok) throw nonFieldError(ERRORS.visitAskAgain({ problem: visit.problem }));
    const duplicate = await guestDuplicate(pending.email, property.id, pending.date, pending.time);

    const id = await db.transaction().execute(async (trx) => {
      // Claimed first: of two clicks at once, one inserts and the other finds the visit after.
      const claimed = await trx
        .updateTable('guest_visit_requests')
        .set({ confirmed_at: now })
        .where('id', '=', pending.id)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return null;
      const appointmentId =
        duplicate?.id ??
        (
          await trx
            .insertInto('appointments')
            .values({
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
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      await trx
        .updateTable('guest_visit_requests')
        .set({ appointment_id: appointmentId })
        .where('id', '=', pending.id)
        .execute();
      return { appointmentId, created: !duplicate };
    });
    if (id === null) {
      const again = await db
        .selectFrom('guest_visit_requests')
        .select('appointment_id')
        .where('id', '=', pending.id)
        .executeTakeFirst();
      const other = again?.appointment_id == null ? undefined : await loadOne(again.appointment_id);
      if (!other) throw fieldError('token', ERRORS.guestLinkInvalid);
      return guestVisitOut(other);
    }
    if (id.created) {
      await notify(ctx, {
        userId: property.owner_id,
        eventType: 'appointment_created',
        notice: {
          code: 'visit.requested_by_guest',
          params: { name: pending.name, property: property.title, date: pending.date, time: pending.time },
        },
        relatedObjectId: id.appointmentId,
        relatedObjectType: 'appointment',
      });
      // The landlord's e-mail with the event; the guest already has theirs (the link just opened).
      await mailVisitChange(ctx, id.appointmentId, 'requested');
    }
    const confirmed = await loadOne(id.appointmentId);
    if (!confirmed) throw notFound();
    return guestVisitOut(confirmed);
  });

  /** What every `.ics` of this server shares: the public origin (the UID's host), now, the organizer. */
  function calendarOptions(language: Language) {
    return { publicOrigin: ctx.publicOrigin(), now: ctx.now(), language, organizer: ctx.config.mailFrom };
  }

  /** The path's appointment when the caller is its requester or the property's owner, else 404. */
  async function ownAppointment({ user, params }: { user: { id: number }; params: { id: number } }) {
    const appointment = await loadOne(params.id);
    const isOwner = appointment?.property_owner === user.id;
    const isRequester = appointment?.user_id === user.id;
    if (!appointment || (!isOwner && !isRequester)) throw notFound();
    return { appointment, isOwner };
  }

  /**
   * The landlord's decision, to whoever asked: a notification for an account, an e-mail for a guest
   * (who has no bell). The decision is already saved: a failed e-mail is logged, not undone.
   */
  async function tellRequester(
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
      const asked = await db
        .selectFrom('guest_visit_requests')
        .select('language')
        .where('appointment_id', '=', appointment.id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const language = storedLanguage(asked?.language);
      // The visit as it is now (status and SEQUENCE just changed), for the guest's calendar.
      const event = await loadVisitEvent(db, appointment.id);
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
        ...(event ? { attachments: [calendarAttachment(event, calendarOptions(language))] } : {}),
      });
    } catch (error) {
      ctx.log.error({ err: error }, 'guest visit: the decision mail failed');
    }
  }

  on(E.changeStatus, { load: ownAppointment }, async ({ user, body, record: { appointment, isOwner } }) => {
    const { id } = appointment;
    // The requester may only withdraw; confirming is the owner's decision.
    if (!isOwner && body.status !== 'cancelada') throw forbidden(ERRORS.requesterCanOnlyCancel);
    if (appointment.status !== 'pendiente') throw fieldError('status', ERRORS.appointmentNotPending);

    const now = ctx.now().toISOString();
    const responseMessage = body.response_message ?? appointment.response_message;
    const result = await db
      .updateTable('appointments')
      .set((eb) => ({
        status: body.status,
        cancelled_by: body.status === 'cancelada' ? (isOwner ? 'owner' : 'requester') : null,
        response_message: responseMessage,
        updated_at: now,
        // A calendar holding the event takes the newer copy (RFC 5545 SEQUENCE).
        sequence: eb('sequence', '+', 1),
      }))
      .where('id', '=', id)
      .where('status', '=', 'pendiente')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw fieldError('status', ERRORS.appointmentNotPending);

    const about = {
      name: displayName(user),
      property: appointment.property_title,
      date: appointment.date,
      time: appointment.time,
      reply: responseMessage ?? '',
    };
    if (body.status === 'confirmada') {
      await tellRequester(appointment, 'appointment_confirmed', { code: 'visit.confirmed', params: about });
      await mailVisitChange(ctx, id, 'confirmed', responseMessage);
      // The reminders 24 h and 2 h before, for both parties (a guest's visit too).
      await scheduleRemindersSafely(ctx, appointment);
    } else if (isOwner) {
      await tellRequester(appointment, 'appointment_canceled', {
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
    const updated = await loadOne(id);
    if (!updated) throw notFound();
    return appointmentOut(updated, user.id);
  });

  // The visit as an iCalendar event, for the requester's or the landlord's calendar.
  on(E.ics, { load: ownAppointment }, async ({ request, params }) => {
    const event = await loadVisitEvent(db, params.id);
    if (!event) throw notFound();
    return visitCalendar(event, { ...calendarOptions(requestLanguage(request)), method: 'PUBLISH' });
  });
}
