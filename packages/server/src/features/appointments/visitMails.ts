import { type Language, pageUrl } from '@convive/sdk';
import type { AppContext } from '../../context';
import type { MailText } from '../../i18n/emails';
import { storedLanguage } from '../../i18n/translate';
import { visitChangeMail, visitRequestCopyMail, visitRequestedMail } from '../../i18n/visitEmails';
import { errorLabel } from '../../jobs/queue';
import { calendarAttachment, type VisitEvent } from './calendar';
import { visitEventOut } from './mapping';
import { appointmentQueries } from './queries';

/**
 * The e-mails about a visit between accounts, each with the visit's `.ics` so the
 * recipient's calendar adds, updates or removes the event: METHOD:REQUEST while the visit stands,
 * METHOD:CANCEL once cancelled or rejected (calendar.ts `calendarAttachment`).
 *
 * - asked for: to the landlord, and a copy to the tenant (a guest's visit: the landlord only, the
 *   guest has had the e-mail with the link to confirm it);
 * - confirmed or rejected by the landlord: to the tenant (a guest hears of it from the route's own
 *   decision e-mail, emails.ts, which already carries the `.ics`);
 * - cancelled by the tenant: to the landlord.
 *
 * An account whose `email_notifications` preference is off gets none (the bell still tells them).
 * The change is already saved when these go out: a failure is logged, never undone.
 */
export type VisitChange = 'requested' | 'confirmed' | 'rejected' | 'cancelled';

/** Someone a visit's e-mail can go to. */
export interface VisitRecipient {
  /** Null for a guest. */
  userId: number | null;
  name: string;
  email: string;
  language: Language;
  /** False when their account's preference turns e-mails off. */
  wantsEmail: boolean;
}

/** A visit's event and its two parties, as its e-mails and reminders need them. */
export interface VisitParties {
  event: VisitEvent;
  tenant: VisitRecipient;
  landlord: VisitRecipient;
}

/** A visit as its event needs it: the property, the requester (account or guest) and the landlord. */
export async function loadVisitEvent(ctx: AppContext, id: number): Promise<VisitEvent | undefined> {
  const row = await appointmentQueries(ctx.db).eventRow(id);
  return row ? visitEventOut(row) : undefined;
}

/** Loads the visit's event, its parties' languages and e-mail preferences (undefined: no such visit). */
export async function loadVisitParties(ctx: AppContext, id: number): Promise<VisitParties | undefined> {
  const queries = appointmentQueries(ctx.db);
  const event = await loadVisitEvent(ctx, id);
  if (!event) return undefined;
  const row = await queries.partiesRow(id);
  if (!row) return undefined;
  // A guest's language: the one of the page the visit was asked from.
  const tenantLanguage = storedLanguage(
    row.user_id === null ? await queries.guestLanguage(id) : row.tenant_language,
  );
  return {
    event,
    tenant: {
      userId: row.user_id,
      name: event.tenant.name,
      email: event.tenant.email,
      language: tenantLanguage,
      // No preferences row is the default: e-mails on. A guest asked by e-mail: always.
      wantsEmail: row.user_id === null || row.tenant_emails === null || Number(row.tenant_emails) !== 0,
    },
    landlord: {
      userId: row.owner_id,
      name: event.landlord.name,
      email: event.landlord.email,
      language: storedLanguage(row.owner_language),
      wantsEmail: row.owner_emails === null || Number(row.owner_emails) !== 0,
    },
  };
}

/** Where an account follows its visits; a guest has no dashboard, so their visit's listing. */
export function visitLink(ctx: AppContext, parties: VisitParties, recipient: VisitRecipient): string {
  const origin = ctx.publicOrigin();
  return recipient.userId === null
    ? pageUrl(origin, 'property', { id: parties.event.propertyId })
    : pageUrl(origin, 'dashboardAppointments');
}

/**
 * Queues one e-mail about the visit, with its `.ics` worded in the recipient's language; `replyTo`
 * (the other party) when its text invites an answer, since it comes from a no-reply address.
 */
export async function sendVisitMail(
  ctx: AppContext,
  parties: VisitParties,
  recipient: VisitRecipient,
  mail: MailText,
  replyTo?: VisitRecipient,
): Promise<boolean> {
  if (!recipient.wantsEmail || !recipient.email) return false;
  await ctx.mailer.send({
    to: recipient.email,
    ...mail,
    ...(replyTo?.email ? { replyTo: { name: replyTo.name, address: replyTo.email } } : {}),
    attachments: [
      calendarAttachment(parties.event, {
        publicOrigin: ctx.publicOrigin(),
        now: ctx.now(),
        language: recipient.language,
        organizer: ctx.config.mailFrom,
      }),
    ],
  });
  return true;
}

/**
 * The e-mails of a change of the visit (see above), read from the visit as it is now: its status and
 * SEQUENCE have just changed, so the `.ics` is the newer copy. `reply` is the landlord's message.
 */
export async function mailVisitChange(
  ctx: AppContext,
  appointmentId: number,
  change: VisitChange,
  reply = '',
): Promise<void> {
  try {
    const parties = await loadVisitParties(ctx, appointmentId);
    if (!parties) return;
    const { event, tenant, landlord } = parties;
    const facts = (to: VisitRecipient) => ({
      name: to.name,
      title: event.title,
      date: event.date,
      time: event.time,
      link: visitLink(ctx, parties, to),
    });
    if (change === 'requested') {
      await sendVisitMail(
        ctx,
        parties,
        landlord,
        visitRequestedMail(landlord.language, {
          ...facts(landlord),
          tenant: tenant.name,
          notes: event.notes,
        }),
      );
      if (tenant.userId !== null) {
        await sendVisitMail(ctx, parties, tenant, visitRequestCopyMail(tenant.language, facts(tenant)));
      }
      return;
    }
    if (change === 'cancelled') {
      await sendVisitMail(
        ctx,
        parties,
        landlord,
        visitChangeMail(landlord.language, 'cancelled', { ...facts(landlord), by: tenant.name, reply }),
      );
      return;
    }
    // Confirmed or rejected: a guest is told by the route's decision e-mail instead.
    if (tenant.userId === null) return;
    await sendVisitMail(
      ctx,
      parties,
      tenant,
      visitChangeMail(tenant.language, change, { ...facts(tenant), by: landlord.name, reply }),
      landlord,
    );
  } catch (error) {
    // By its name and code only: a message may quote an address.
    ctx.log.error({ error: errorLabel(error), appointment: appointmentId, change }, 'visit mail failed');
  }
}
