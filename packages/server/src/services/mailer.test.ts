import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer, type Mail } from './mailer';

const sent: Record<string, unknown>[] = [];
vi.mock('nodemailer', () => ({
  default: {
    createTransport: () => ({
      sendMail: async (message: Record<string, unknown>) => {
        sent.push(message);
      },
    }),
  },
}));

const ICS = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
const MAIL: Mail = {
  to: 'marta@example.com',
  subject: 'Visita confirmada',
  text: 'Hola',
  attachments: [
    { filename: 'visita-3.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ICS },
  ],
};

function logger() {
  const info = vi.fn();
  return { log: { info } as unknown as FastifyBaseLogger, info };
}

describe('the mailer', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    sent.length = 0;
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('sends attachments through SMTP whole', async () => {
    const { log } = logger();
    const mailer = createMailer({
      smtpUrl: 'smtp://mail.example',
      from: 'Convive <a@b.c>',
      outboxDir: '',
      log,
    });
    await mailer.send(MAIL);
    expect(sent).toEqual([
      {
        from: 'Convive <a@b.c>',
        to: 'marta@example.com',
        subject: 'Visita confirmada',
        text: 'Hola',
        attachments: [
          {
            filename: 'visita-3.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: ICS,
          },
        ],
      },
    ]);
    await mailer.send({ to: 'x@example.com', subject: 'S', text: 'T' });
    expect(sent[1]).not.toHaveProperty('attachments');
  });

  it('sends the HTML part and extra headers through SMTP', async () => {
    const { log } = logger();
    const mailer = createMailer({ smtpUrl: 'smtp://mail.example', from: 'a@b.c', outboxDir: '', log });
    await mailer.send({
      to: 'x@example.com',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      headers: { 'List-Unsubscribe': '<https://convive.example/saved-searches/unsubscribe?token=t>' },
    });
    expect(sent[0]).toMatchObject({
      html: '<p>T</p>',
      headers: { 'List-Unsubscribe': '<https://convive.example/saved-searches/unsubscribe?token=t>' },
    });
  });

  it('writes a mail with HTML to the outbox as multipart/alternative, headers on one line each', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'convive-mailer-'));
    dirs.push(dir);
    const { log } = logger();
    const mailer = createMailer({ smtpUrl: null, from: 'Convive <a@b.c>', outboxDir: dir, log });
    await mailer.send({
      to: 'marta@example.com',
      subject: 'Nueva propiedad',
      text: 'Texto «plano»',
      html: '<p>Texto &laquo;HTML&raquo;</p>',
      headers: { 'List-Unsubscribe': '<https://x.example/u?token=t>\r\nBcc: intruso@example.com' },
    });
    const [file] = await readdir(dir);
    const eml = await readFile(join(dir, file ?? ''), 'utf8');
    const boundary = /boundary="([^"]+)"/.exec(eml)?.[1] ?? '';
    expect(boundary).not.toBe('');
    expect(eml).toContain('MIME-Version: 1.0\nContent-Type: multipart/alternative;');
    expect(eml).toContain('List-Unsubscribe: <https://x.example/u?token=t> Bcc: intruso@example.com\n');
    expect(eml).not.toMatch(/^Bcc:/m);
    const parts = eml.split(`--${boundary}`);
    expect(parts).toHaveLength(4);
    expect(parts[1]).toContain(
      'Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\nTexto «plano»',
    );
    expect(parts[2]).toContain('Content-Type: text/html; charset=utf-8');
    expect(parts[2]).toContain('<p>Texto &laquo;HTML&raquo;</p>');
    expect(parts[3]).toBe('--\n');
  });

  it('names the attachments in the outbox and the log, without their content', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'convive-mailer-'));
    dirs.push(dir);
    const { log, info } = logger();
    const mailer = createMailer({ smtpUrl: null, from: 'Convive <a@b.c>', outboxDir: dir, log });
    await mailer.send(MAIL);
    const [file] = await readdir(dir);
    const eml = await readFile(join(dir, file ?? ''), 'utf8');
    expect(eml).toContain('X-Attachments: visita-3.ics\n');
    expect(eml).not.toContain('BEGIN:VCALENDAR');
    expect(info).toHaveBeenCalledWith({ file, attachments: ['visita-3.ics'] }, 'mail written to the outbox');
  });
});
