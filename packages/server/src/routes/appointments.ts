import {
  type Appointment,
  ENDPOINTS,
  type FieldErrors,
  formatAppointmentWhen,
  VISIT_REQUIRED_MESSAGE,
  VISIT_SLOT_MESSAGE,
  validateVisitRequest,
} from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { AppointmentRow } from '../db/schema';
import { ERRORS, fieldError, forbidden, nonFieldError, notFound } from '../errors';
import { pageEnvelope, pageWindow } from '../pagination';
import { notify } from '../services/notify';
import { leadColumns, leadSourceOut } from '../services/partnerKeys';
import { displayName } from '../services/users';
import { isRowId } from '../validation';
import { router } from './route';

type AppointmentWithNames = AppointmentRow & {
  source_name: string | null;
  property_title: string;
  property_owner: number;
  requester_first_name: string;
  requester_last_name: string;
};

function appointmentOut(row: AppointmentWithNames): Appointment {
  return {
    id: row.id,
    property: row.property_id,
    property_title: row.property_title,
    property_owner: row.property_owner,
    user: row.user_id,
    user_name: displayName({ first_name: row.requester_first_name, last_name: row.requester_last_name }),
    date: row.date,
    time: row.time,
    notes: row.notes,
    status: row.status as Appointment['status'],
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
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('partner_keys as k', 'k.id', 'a.source_key_id')
      .selectAll('a')
      .select([
        'k.name as source_name',
        'p.title as property_title',
        'p.owner_id as property_owner',
        'u.first_name as requester_first_name',
        'u.last_name as requester_last_name',
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
    return pageEnvelope(ctx, request, window, total, rows.map(appointmentOut));
  });

  on(E.create, { invalid: visitRequiredErrors }, async ({ request, user, body }) => {
    await ctx.throttles.hit('visitPerAccount', user.id);

    const property = isRowId(body.property)
      ? await db
          .selectFrom('properties')
          .select(['id', 'title', 'owner_id', 'status'])
          .where('id', '=', body.property)
          .executeTakeFirst()
      : undefined;
    // A hidden (inactivo) property answers as if it did not exist, except to its owner.
    if (!property || (property.status === 'inactivo' && property.owner_id !== user.id))
      throw fieldError('property', ERRORS.propertyNotFound);
    if (property.owner_id === user.id) throw nonFieldError(ERRORS.ownPropertyVisit);
    if (property.status !== 'disponible') throw fieldError('property', ERRORS.propertyUnavailable);

    const visit = validateVisitRequest({ date: body.date, time: body.time, notes: body.notes }, ctx.today());
    if (!visit.ok) {
      if (visit.message === VISIT_REQUIRED_MESSAGE) throw nonFieldError(visit.message);
      throw fieldError(visit.message === VISIT_SLOT_MESSAGE ? 'time' : 'date', visit.message);
    }
    const { date, time, notes } = visit.value;

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
      title: 'Nueva solicitud de visita',
      message: `${displayName(user)} ha solicitado una visita a «${property.title}» el ${formatAppointmentWhen(date, time)}.`,
      relatedObjectId: id,
      relatedObjectType: 'appointment',
    });
    const created = await loadOne(id);
    if (!created) throw notFound();
    return appointmentOut(created);
  });

  /** The path's appointment when the caller is its requester or the property's owner, else 404. */
  async function ownAppointment({ user, params }: { user: { id: number }; params: { id: number } }) {
    const appointment = await loadOne(params.id);
    const isOwner = appointment?.property_owner === user.id;
    const isRequester = appointment?.user_id === user.id;
    if (!appointment || (!isOwner && !isRequester)) throw notFound();
    return { appointment, isOwner };
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
      .set({ status: body.status, response_message: responseMessage, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pendiente')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw fieldError('status', ERRORS.appointmentNotPending);

    const when = formatAppointmentWhen(appointment.date, appointment.time);
    const reply = responseMessage ? ` Mensaje: «${responseMessage}»` : '';
    if (body.status === 'confirmada') {
      await notify(ctx, {
        userId: appointment.user_id,
        eventType: 'appointment_confirmed',
        title: 'Visita confirmada',
        message: `${displayName(user)} ha confirmado tu visita a «${appointment.property_title}» el ${when}.${reply}`,
        relatedObjectId: id,
        relatedObjectType: 'appointment',
      });
    } else if (isOwner) {
      await notify(ctx, {
        userId: appointment.user_id,
        eventType: 'appointment_canceled',
        title: 'Visita cancelada',
        message: `${displayName(user)} ha cancelado tu visita a «${appointment.property_title}» del ${when}.${reply}`,
        relatedObjectId: id,
        relatedObjectType: 'appointment',
      });
    } else {
      await notify(ctx, {
        userId: appointment.property_owner,
        eventType: 'appointment_canceled',
        title: 'Visita cancelada',
        message: `${displayName(user)} ha cancelado la visita a «${appointment.property_title}» del ${when}.${reply}`,
        relatedObjectId: id,
        relatedObjectType: 'appointment',
      });
    }
    const updated = await loadOne(id);
    if (!updated) throw notFound();
    return appointmentOut(updated);
  });
}
