import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import MimeNode from 'nodemailer/lib/mime-node';

/** A file sent with a mail (a visit's `.ics`): plain text, so a Mail stays JSON-serialisable. */
export interface MailAttachment {
  filename: string;
  /** With its parameters: 'text/calendar; charset=utf-8; method=REQUEST'. */
  contentType: string;
  content: string;
}

/** A named address (nodemailer's Address). */
export interface MailAddress {
  name: string;
  address: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (sent as multipart/alternative with `text`); escaped by its writer. */
  html?: string;
  /** Extra headers ('List-Unsubscribe': '<https://…>'). */
  headers?: Record<string, string>;
  /**
   * Where an answer goes (`Reply-To`): a person the text invites the recipient to write to (the
   * landlord of a visit), as From is the service's no-reply address. An object, not a
   * 'Name <address>' text, so a name is never parsed as addresses.
   */
  replyTo?: MailAddress;
  attachments?: MailAttachment[];
  /**
   * Outside the recipient's daily cap (jobs/mail.ts): password recovery only, so a flooded inbox
   * can still get its owner back into the account.
   */
  uncapped?: boolean;
}

/** What became of a mail: sent or queued, or `dropped` by the recipient's daily cap (jobs/mail.ts). */
export type MailOutcome = 'accepted' | 'dropped';

export interface Mailer {
  /** Nothing answered means accepted (a test's stand-in mailer). */
  // biome-ignore lint/suspicious/noConfusingVoidType: stand-in mailers answer nothing, and mean accepted.
  send(mail: Mail): Promise<MailOutcome | void>;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise each message is written to `DATA_DIR/outbox/` as a `.eml`
 * file and its file name logged (never its content or recipient: no personal data in logs).
 * Attachments go through SMTP whole; the outbox and the log name them only.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const { attachments, uncapped: _uncapped, ...message } = mail;
        await transport.sendMail({
          from: options.from,
          ...message,
          ...(attachments?.length
            ? {
                attachments: attachments.map((file) => ({
                  filename: file.filename,
                  contentType: file.contentType,
                  content: file.content,
                })),
              }
            : {}),
        });
        options.log.info({ subject: mail.subject }, 'mail sent through SMTP');
        return 'accepted';
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      const body = [
        header('From', options.from),
        header('To', mail.to),
        header('Subject', mail.subject),
        ...(mail.replyTo ? [header('Reply-To', mail.replyTo)] : []),
        ...Object.entries(mail.headers ?? {}).map(([name, value]) => header(name, value)),
        // Attachments by name only: their content is for the recipient's calendar, not the outbox.
        ...(mail.attachments?.length
          ? [header('X-Attachments', mail.attachments.map((file) => file.filename).join(', '))]
          : []),
        ...(mail.html === undefined ? ['', mail.text, ''] : alternative(mail.text, mail.html)),
      ].join('\n');
      await writeFile(join(options.outboxDir, name), body, 'utf8');
      options.log.info(
        {
          file: name,
          ...(mail.attachments?.length ? { attachments: mail.attachments.map((file) => file.filename) } : {}),
        },
        'mail written to the outbox',
      );
      return 'accepted';
    },
  };
}

/**
 * One header line, encoded as the SMTP path encodes it (nodemailer's own header encoder): line
 * breaks become spaces, so a value cannot start another header; non-ASCII text and control
 * characters become RFC 2047 encoded words; addresses are checked as addresses.
 */
function header(name: string, value: string | MailAddress): string {
  const encoded = MimeNode.encodeHeaderValue(name, value);
  // The encoder already leaves no line break; kept as a guard should a future version fold.
  return [name, encoded.replace(/[\r\n]+/g, ' ')].join(': ');
}

/**
 * The lines after the headers of a message with a plain-text and an HTML part (RFC 2046
 * multipart/alternative, plain first, the part a client prefers last), 8-bit UTF-8 as written: an
 * outbox file opens in a mail client and reads as text in tests.
 */
function alternative(text: string, html: string): string[] {
  const boundary = `=_convive_${Math.random().toString(36).slice(2)}`;
  const part = (type: string, content: string) => [
    `--${boundary}`,
    header('Content-Type', [type, 'charset=utf-8'].join('; ')),
    header('Content-Transfer-Encoding', '8bit'),
    '',
    content,
  ];
  return [
    header('MIME-Version', '1.0'),
    header('Content-Type', `multipart/alternative; boundary="${boundary}"`),
    '',
    ...part('text/plain', text),
    ...part('text/html', html),
    `--${boundary}--`,
    '',
  ];
}
