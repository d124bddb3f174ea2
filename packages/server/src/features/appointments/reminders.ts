import type { AppContext } from '../../context';
import { visitReminderMail } from '../../i18n/visitEmails';
import { errorLabel } from '../../jobs/queue';
import { zonedInstant } from '../../services/zonedTime';
import { notify } from '../notifications';
import { appointmentQueries } from './queries';
import {
  loadVisitParties,
  sendVisitMail,
  type VisitParties,
  type VisitRecipient,
  visitLink,
} from './visitMails';

/**
 * Visit reminders: 24 h and 2 h before a confirmed visit, a notification to each party
 * with an account and an e-mail with the visit's `.ics` to each party (a guest: the e-mail only).
 *
 * Each reminder is a job queued when the visit is confirmed, due at its instant: exactly 24 h and
 * 2 h before the visit's start, the start being the visit's local date and time in `TIME_ZONE`
 * converted with the offset of THAT date (a visit confirmed in winter time for a day in summer time
 * starts an hour earlier in UTC than the confirmation's offset would say). Visits are on weekdays
 * from 09:00, and the clocks change on Sunday nights, so "24 h before" and "the same time the day
 * before" are always the same instant.
 *
 * Sent once: the job's singleton key drops a second job for the same reminder, and the handler
 * claims its `reminded_*_at` column with one UPDATE before sending, so a run repeated (a retry, a
 * second worker) sends nothing. Not sent for a visit no longer confirmed, moved, or already started.
 */
export const REMINDER_JOB = 'appointment-reminder';

/** The reminders, each with how long before the visit it is due. */
export const REMINDER_HOURS = { '24h': 24, '2h': 2 } as const;
export type ReminderKind = keyof typeof REMINDER_HOURS;
const REMINDER_KINDS = Object.keys(REMINDER_HOURS) as ReminderKind[];

export interface ReminderPayload {
  appointmentId: number;
  kind: ReminderKind;
  /** The visit's start when the reminder was queued, an ISO instant: a visit moved since is not reminded. */
  startsAt: string;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * How early, by this server's clock, a reminder's job may run and still be sent. The queue decides
 * when a job is due by its own clock (PostgreSQL's `now()` with pg-boss): a small difference from
 * ours is tolerated; a reminder run long before its time (a clock far off) is not sent a day early.
 */
const EARLY_TOLERANCE_MS = 5 * 60 * 1000;

/** When a reminder of a visit starting at `startsAt` is due. */
export function reminderDue(startsAt: Date, kind: ReminderKind): Date {
  return new Date(startsAt.getTime() - REMINDER_HOURS[kind] * HOUR_MS);
}

/** The reminders of a visit still ahead at `now`, each with its instant (a late confirmation has fewer). */
export function reminderSchedule(startsAt: Date, now: Date): { kind: ReminderKind; due: Date }[] {
  return REMINDER_KINDS.map((kind) => ({ kind, due: reminderDue(startsAt, kind) })).filter(
    ({ due }) => due.getTime() > now.getTime(),
  );
}

/** The job's singleton key: one job per visit, reminder and start (a visit moved gets new ones). */
export function reminderKey(payload: ReminderPayload): string {
  return `reminder:${payload.appointmentId}:${payload.kind}:${payload.startsAt}`;
}

/**
 * Queues the reminders of a visit just confirmed: those whose instant is still ahead. Answers the
 * ones queued (a reminder already queued for this visit and start is not queued again).
 */
export async function scheduleReminders(
  ctx: AppContext,
  visit: { id: number; date: string; time: string },
): Promise<ReminderPayload[]> {
  const startsAt = zonedInstant(visit.date, visit.time, ctx.config.timeZone);
  const queued: ReminderPayload[] = [];
  for (const { kind, due } of reminderSchedule(startsAt, ctx.now())) {
    const payload: ReminderPayload = { appointmentId: visit.id, kind, startsAt: startsAt.toISOString() };
    const id = await ctx.jobs.send(REMINDER_JOB, payload, {
      singletonKey: reminderKey(payload),
      startAfter: due,
    });
    if (id !== null) queued.push(payload);
  }
  return queued;
}

/** The reminders of a visit whose confirmation is saved: a failure to queue them is logged, not undone. */
export async function scheduleRemindersSafely(
  ctx: AppContext,
  visit: { id: number; date: string; time: string },
): Promise<void> {
  try {
    await scheduleReminders(ctx, visit);
  } catch (error) {
    ctx.log.error(
      { error: errorLabel(error), appointment: visit.id },
      'visit reminders: could not queue them',
    );
  }
}

/** Why a reminder was not sent, or 'sent'. */
export type ReminderOutcome =
  | 'sent'
  | 'gone'
  | 'not-confirmed'
  | 'moved'
  | 'started'
  | 'early'
  | 'already-sent';

function isPayload(value: unknown): value is ReminderPayload {
  const payload = value as Partial<ReminderPayload> | null;
  return (
    !!payload &&
    typeof payload.appointmentId === 'number' &&
    typeof payload.startsAt === 'string' &&
    typeof payload.kind === 'string' &&
    Object.hasOwn(REMINDER_HOURS, payload.kind)
  );
}

/** The reminder job's handler: checks the visit, claims the reminder, then tells both parties. */
export async function sendReminder(ctx: AppContext, payload: ReminderPayload): Promise<ReminderOutcome> {
  if (!isPayload(payload)) return 'gone';
  const { appointmentId, kind } = payload;
  const queries = appointmentQueries(ctx.db);
  const visit = await queries.reminderVisit(appointmentId);
  if (!visit) return 'gone';
  if (visit.status !== 'confirmada') return 'not-confirmed';
  const startsAt = zonedInstant(visit.date, visit.time, ctx.config.timeZone);
  if (startsAt.toISOString() !== payload.startsAt) return 'moved';
  const now = ctx.now();
  if (now.getTime() >= startsAt.getTime()) return 'started';
  if (now.getTime() < reminderDue(startsAt, kind).getTime() - EARLY_TOLERANCE_MS) {
    ctx.log.warn({ appointment: appointmentId, kind }, 'visit reminders: run long before its time, not sent');
    return 'early';
  }

  // The claim: one UPDATE, so of two runs of this reminder only one goes on.
  const column = kind === '24h' ? 'reminded_24h_at' : 'reminded_2h_at';
  if (!(await queries.claimReminder(visit, column, now.toISOString()))) return 'already-sent';

  const parties = await loadVisitParties(ctx, appointmentId);
  if (!parties) return 'gone';
  await tellParty(ctx, parties, kind, 'tenant');
  await tellParty(ctx, parties, kind, 'landlord');
  return 'sent';
}

/**
 * One party's reminder: the notification (an account) and the e-mail. Each is tried on its own: the
 * reminder is claimed, so a failure here is logged rather than retried (a retry would send nothing).
 */
async function tellParty(
  ctx: AppContext,
  parties: VisitParties,
  kind: ReminderKind,
  role: 'tenant' | 'landlord',
): Promise<void> {
  const { event } = parties;
  const otherRole = role === 'tenant' ? 'landlord' : 'tenant';
  const to: VisitRecipient = parties[role];
  const other = event[otherRole];
  if (to.userId !== null) {
    try {
      await notify(ctx, {
        userId: to.userId,
        eventType: 'appointment_reminder',
        notice:
          role === 'tenant'
            ? {
                code: 'visit.reminder_tenant',
                params: { property: event.title, date: event.date, time: event.time },
              }
            : {
                code: 'visit.reminder_landlord',
                params: { name: other.name, property: event.title, date: event.date, time: event.time },
              },
        relatedObjectId: event.id,
        relatedObjectType: 'appointment',
      });
    } catch (error) {
      ctx.log.error(
        { error: errorLabel(error), appointment: event.id, kind },
        'visit reminders: notification failed',
      );
    }
  }
  try {
    await sendVisitMail(
      ctx,
      parties,
      to,
      visitReminderMail(to.language, REMINDER_HOURS[kind], {
        name: to.name,
        title: event.title,
        date: event.date,
        time: event.time,
        link: visitLink(ctx, parties, to),
        address: [event.address, event.city].filter((part) => part.trim() !== '').join(', '),
        other: { role: otherRole, name: other.name, email: other.email, phone: other.phone },
      }),
      // The requester's reminder names the landlord to write to: an answer reaches them.
      role === 'tenant' ? parties.landlord : undefined,
    );
  } catch (error) {
    ctx.log.error(
      { error: errorLabel(error), appointment: event.id, kind },
      'visit reminders: e-mail failed',
    );
  }
}

/** Registers the reminder job's worker (every process registers it; those with workers run it). */
export function registerReminderJobs(ctx: AppContext): void {
  ctx.jobs.work<ReminderPayload>(REMINDER_JOB, async (payload) => {
    await sendReminder(ctx, payload);
  });
}
