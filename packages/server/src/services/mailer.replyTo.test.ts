import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer, type Mail } from './mailer';

const sent: Record<string, unknown>[] = [];
vi.mock('nodemailer', async (original) => {
  const real = await original<typeof import('nodemailer')>();
  return {
    ...real,
    default: {
      ...real.default,
      createTransport: () => ({
        sendMail: async (message: Record<string, unknown>) => {
          sent.push(message);
        },
      }),
    },
  };
});

const log = { info: vi.fn() } as unknown as FastifyBaseLogger;

/** A mail whose text invites an answer to the landlord: its Reply-To is theirs. */
const MAIL: Mail = {
  to: 'marta@example.com',
  subject: 'Visita confirmada',
  text: 'Para escribir a Carmen Núñez, responde a este correo.',
  replyTo: { name: 'Carmen Núñez', address: 'carmen@example.com' },
};

describe('Reply-To', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    sent.length = 0;
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function outboxMail(mail: Mail): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'convive-reply-to-'));
    dirs.push(dir);
    await createMailer({
      smtpUrl: null,
      from: 'Convive <no-responder@convive.local>',
      outboxDir: dir,
      log,
    }).send(mail);
    const [file] = await readdir(dir);
    return readFile(join(dir, file ?? ''), 'utf8');
  }

  it('goes through SMTP as nodemailer’s address object', async () => {
    await createMailer({ smtpUrl: 'smtp://mail.example', from: 'Convive <a@b.c>', outboxDir: '', log }).send(
      MAIL,
    );
    expect(sent[0]?.replyTo).toEqual({ name: 'Carmen Núñez', address: 'carmen@example.com' });
  });

  it('is written to the outbox encoded like the other headers: one line, the name as an encoded word', async () => {
    const text = await outboxMail(MAIL);
    const line = text.split('\n').find((l) => l.startsWith('Reply-To: '));
    expect(line).toBe('Reply-To: =?UTF-8?Q?Carmen_N=C3=BA=C3=B1ez?= <carmen@example.com>');
  });

  it('keeps a name with commas, quotes or line breaks to one address', async () => {
    const text = await outboxMail({
      ...MAIL,
      replyTo: { name: 'Vidal, "Carmen"\r\nBcc: x@evil.example', address: 'carmen@example.com' },
    });
    const lines = text.split('\n');
    expect(lines.filter((l) => /^bcc:/i.test(l))).toEqual([]);
    const line = lines.find((l) => l.startsWith('Reply-To: ')) ?? '';
    expect(line).toMatch(/<carmen@example\.com>$/);
    expect(line.match(/@/g)).toHaveLength(1);
  });

  it('is absent when the mail names no one to answer', async () => {
    const { replyTo: _none, ...plain } = MAIL;
    expect(await outboxMail(plain)).not.toMatch(/^Reply-To:/m);
  });
});
