import { GUEST_CONVERSATION_TOKEN_DAYS, type Language, maskContactDetails, pageUrl } from '@convive/sdk';
import { hashToken, newToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { storedLanguage } from '../../i18n/translate';
import { errorLabel } from '../../jobs/queue';
import { displayName } from '../../services/users';
import { conversationQueries, FOLDER, type Side } from './queries';

/*
 * The e-mail of a participant who is away (docs/adr/0173-conversations.md): a message still unread
 * 10 minutes after it was sent brings one e-mail per conversation and recipient per hour at most,
 * in the recipient's language, with the (masked as they see it) text and a link; a guest's link
 * carries a fresh 30-day token (only its hash is stored). An account whose e-mail notifications
 * are off in Settings gets none. Each message queues the job once per 10 minutes (singleton key);
 * the job decides from the database, so a read in between, or a second job, sends nothing.
 */

export const AWAY_MAIL_JOB = 'conversation-away-mail';
export const AWAY_AFTER_MS = 10 * 60_000;
export const MAIL_EVERY_MS = 60 * 60_000;

export interface AwayMailPayload {
  conversationId: number;
  side: Side;
}

/**
 * The keys this process queued lately: a conversation's next messages in the same window skip the
 * queue's round trip (the singleton key would drop them anyway). Bounded; a miss only costs a send.
 */
const queuedByApp = new WeakMap<AppContext, Set<string>>();
const RECENT_MAX = 50_000;

/** Queues the check 10 minutes from now (one per conversation, side and 10-minute window). */
export async function scheduleAwayMail(ctx: AppContext, conversationId: number, side: Side): Promise<void> {
  const now = ctx.now().getTime();
  const singletonKey = `conversation-mail:${conversationId}:${side}:${Math.floor(now / AWAY_AFTER_MS)}`;
  let recentlyQueued = queuedByApp.get(ctx);
  if (!recentlyQueued) {
    recentlyQueued = new Set();
    queuedByApp.set(ctx, recentlyQueued);
  }
  if (recentlyQueued.has(singletonKey)) return;
  try {
    await ctx.jobs.send<AwayMailPayload>(
      AWAY_MAIL_JOB,
      { conversationId, side },
      { singletonKey, startAfter: new Date(Date.now() + AWAY_AFTER_MS) },
    );
    if (recentlyQueued.size >= RECENT_MAX) recentlyQueued.clear();
    recentlyQueued.add(singletonKey);
  } catch (error) {
    ctx.log.warn(
      { error: errorLabel(error), conversation: conversationId },
      'conversations: mail not queued',
    );
  }
}

/** Queues the check again for `at` (clock time), once per conversation, side and instant. */
async function checkAgainAt(ctx: AppContext, payload: AwayMailPayload, at: number): Promise<void> {
  const delay = Math.max(0, at - ctx.now().getTime());
  await ctx.jobs.send<AwayMailPayload>(AWAY_MAIL_JOB, payload, {
    singletonKey: `conversation-mail:${payload.conversationId}:${payload.side}:at:${at}`,
    startAfter: new Date(Date.now() + delay),
  });
}

export type AwayMailOutcome = 'sent' | 'read' | 'too-soon' | 'mailed-recently' | 'opted-out' | 'gone';

interface MailTexts {
  subject: (name: string, property: string) => string;
  intro: (name: string, property: string) => string;
  more: (count: number) => string;
  open: string;
  safety: string;
}

const TEXTS: Record<Language, MailTexts> = {
  es: {
    subject: (name, property) => `${name} te ha escrito sobre «${property}»`,
    intro: (name, property) => `${name} te ha enviado un mensaje sobre «${property}»:`,
    more: (count) => `Tienes ${count} mensajes sin leer en esta conversación.`,
    open: 'Lee y responde en Convive:',
    safety: 'Por tu seguridad, no pagues nunca fuera de Convive ni envíes dinero antes de ver la vivienda.',
  },
  en: {
    subject: (name, property) => `${name} wrote to you about “${property}”`,
    intro: (name, property) => `${name} sent you a message about “${property}”:`,
    more: (count) => `You have ${count} unread messages in this conversation.`,
    open: 'Read and reply on Convive:',
    safety: 'For your safety, never pay outside Convive or send money before seeing the home.',
  },
  fr: {
    subject: (name, property) => `${name} vous a écrit au sujet de « ${property} »`,
    intro: (name, property) => `${name} vous a envoyé un message au sujet de « ${property} » :`,
    more: (count) => `Vous avez ${count} messages non lus dans cette conversation.`,
    open: 'Lisez et répondez sur Convive :',
    safety:
      'Pour votre sécurité, ne payez jamais en dehors de Convive et n’envoyez pas d’argent avant d’avoir vu le logement.',
  },
  de: {
    subject: (name, property) => `${name} hat Ihnen zu „${property}“ geschrieben`,
    intro: (name, property) => `${name} hat Ihnen eine Nachricht zu „${property}“ gesendet:`,
    more: (count) => `Sie haben ${count} ungelesene Nachrichten in diesem Gespräch.`,
    open: 'Lesen und antworten Sie auf Convive:',
    safety:
      'Zahlen Sie zu Ihrer Sicherheit nie außerhalb von Convive und überweisen Sie kein Geld, bevor Sie die Wohnung gesehen haben.',
  },
};

/** Sends the e-mail if the side still has messages unread for 10 minutes and was not mailed this hour. */
export async function sendAwayMail(ctx: AppContext, payload: AwayMailPayload): Promise<AwayMailOutcome> {
  const queries = conversationQueries(ctx.db);
  const row = await queries.byId(payload.conversationId);
  if (!row) return 'gone';
  const side = payload.side;
  const tenant = side === 'tenant';
  const readId = tenant ? row.tenant_read_id : row.landlord_read_id;
  if ((tenant ? row.tenant_folder : row.landlord_folder) === FOLDER.reported) return 'gone';
  if (row.tenant_blocked || row.landlord_blocked) return 'gone';
  const sender = tenant ? 'landlord' : 'tenant';
  const unread = await ctx.db
    .selectFrom('messages')
    .select(['id', 'text', 'created_at', 'kind'])
    .where('conversation_id', '=', row.id)
    .where('id', '>', readId)
    .where('sender_side', '=', sender)
    .orderBy('id', 'asc')
    .execute();
  const first = unread[0];
  const latest = unread.at(-1);
  if (!first || !latest) return 'read';
  const now = ctx.now().getTime();
  if (Date.parse(first.created_at) > now - AWAY_AFTER_MS) {
    await checkAgainAt(ctx, payload, Date.parse(first.created_at) + AWAY_AFTER_MS);
    return 'too-soon';
  }
  const mailedAt = tenant ? row.tenant_mailed_at : row.landlord_mailed_at;
  if (mailedAt && Date.parse(mailedAt) > now - MAIL_EVERY_MS) {
    // Messages that came during the hour get their e-mail once it is over, if still unread.
    await checkAgainAt(ctx, payload, Date.parse(mailedAt) + MAIL_EVERY_MS);
    return 'mailed-recently';
  }

  const userId = tenant ? row.tenant_id : row.landlord_id;
  const senderId = tenant ? row.landlord_id : row.tenant_id;
  const users = await queries.users([userId, senderId].filter((id): id is number => id !== null));
  const recipient = userId === null ? undefined : users.find((u) => u.id === userId);
  const senderUser = senderId === null ? undefined : users.find((u) => u.id === senderId);
  let to: string;
  let language: Language;
  let link: string;
  if (userId === null) {
    if (!row.guest_email) return 'gone';
    to = row.guest_email;
    language = storedLanguage(row.guest_language);
    const token = newToken();
    await ctx.db
      .insertInto('conversation_guest_tokens')
      .values({
        conversation_id: row.id,
        token_hash: hashToken(token),
        expires_at: new Date(now + GUEST_CONVERSATION_TOKEN_DAYS * 86_400_000).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .execute();
    link = pageUrl(ctx.publicOrigin(), 'guestConversation', {}, { token });
  } else {
    if (!recipient) return 'gone';
    const prefs = await ctx.db
      .selectFrom('tenant_preferences')
      .select('email_notifications')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    // No preferences row is the default: e-mails on.
    if (prefs && Number(prefs.email_notifications) === 0) return 'opted-out';
    to = recipient.email;
    language = storedLanguage(recipient.language);
    link = pageUrl(ctx.publicOrigin(), 'dashboardConversation', { id: row.id });
  }
  // Claimed before sending: a second job for the same hour finds it mailed and sends nothing.
  const claimed = await ctx.db
    .updateTable('conversations')
    .set(
      tenant
        ? { tenant_mailed_at: new Date(now).toISOString() }
        : { landlord_mailed_at: new Date(now).toISOString() },
    )
    .where('id', '=', row.id)
    .where(tenant ? 'tenant_mailed_at' : 'landlord_mailed_at', mailedAt === null ? 'is' : '=', mailedAt)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return 'mailed-recently';

  const property = (await queries.properties([row.property_id]))[0]?.title ?? '';
  const senderName = senderUser ? displayName(senderUser) : (row.guest_name ?? '');
  const unlocked = (await queries.unlocked([row])).has(row.id);
  const text = unlocked ? latest.text : maskContactDetails(latest.text).text;
  const t = TEXTS[language];
  await ctx.mailer.send({
    to,
    subject: t.subject(senderName, property),
    text: [
      t.intro(senderName, property),
      '',
      text,
      '',
      ...(unread.length > 1 ? [t.more(unread.length), ''] : []),
      t.open,
      link,
      '',
      t.safety,
    ].join('\n'),
  });
  return 'sent';
}

/** Registers the job's worker (every process registers it; those with workers run it). */
export function registerConversationJobs(ctx: AppContext): void {
  ctx.jobs.work<AwayMailPayload>(AWAY_MAIL_JOB, async (payload) => {
    await sendAwayMail(ctx, payload);
  });
}
