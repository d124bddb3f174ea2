import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise each message is written to `DATA_DIR/outbox/` as a `.eml`
 * file and its file name logged (never its content or recipient: no personal data in logs).
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
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ subject: mail.subject }, 'mail sent through SMTP');
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      const body = [
        `From: ${options.from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        '',
        mail.text,
        '',
      ].join('\n');
      await writeFile(join(options.outboxDir, name), body, 'utf8');
      options.log.info({ file: name }, 'mail written to the outbox');
    },
  };
}
