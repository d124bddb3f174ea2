import type { FastifyBaseLogger } from 'fastify';
import { emailKey } from '../services/limitKeys';
import type { Throttles } from '../services/limits';
import type { Mail, Mailer } from '../services/mailer';
import type { JobQueue } from './queue';

/** The job every outgoing e-mail is sent in. */
export const MAIL_JOB = 'mail';

/** An SMTP outage is outlived: 8 retries, 5 s doubling each time (about 21 minutes in all). */
const MAIL_RETRIES = { retryLimit: 8, retryDelayMs: 5_000 };

/**
 * Every outgoing e-mail as a job: the returned mailer's `send` queues the whole Mail object (its
 * payload, as JSON) instead of sending it, and the 'mail' worker registered here hands each job to
 * the real `mailer` (SMTP or the outbox). The answer does not wait for SMTP; a failure is retried
 * with back-off; a mail queued before a crash is sent after the restart.
 *
 * Every mail (but password recovery's) counts against its inbox's daily cap (`mailsPerRecipient`,
 * the address normalised by `emailKey`) before it is queued, so whatever route sends it, one
 * inbox gets a bounded number a day; past the cap the mail is dropped, answered `dropped` and
 * logged without its address. Counted when queued, not when sent: a retried job counts once.
 */
export function queuedMailer(
  queue: JobQueue,
  mailer: Mailer,
  cap?: { throttles: Throttles; log: Pick<FastifyBaseLogger, 'warn'> },
): Mailer {
  queue.work<Mail>(MAIL_JOB, (mail) => mailer.send(reviveBuffers(mail) as Mail));
  return {
    async send(mail: Mail) {
      if (cap && !mail.uncapped) {
        const state = await cap.throttles.count('mailsPerRecipient', emailKey(mail.to));
        if (state?.blocked) {
          cap.log.warn({ limit: 'mailsPerRecipient' }, 'mail dropped: its recipient had too many today');
          return 'dropped';
        }
      }
      await queue.send(MAIL_JOB, mail, MAIL_RETRIES);
      return 'accepted';
    },
  };
}

/** A Buffer (an attachment's content) comes back from JSON as `{type: 'Buffer', data: […]}`: make it a Buffer again. */
export function reviveBuffers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveBuffers);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.type === 'Buffer' && Array.isArray(record.data) && Object.keys(record).length === 2) {
      return Buffer.from(record.data as number[]);
    }
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, reviveBuffers(inner)]));
  }
  return value;
}
