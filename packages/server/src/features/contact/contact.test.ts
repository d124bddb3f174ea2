import type { ContactMessage } from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, failure, register, startServer, type TestServer } from '../../../test/harness';

const MESSAGE: ContactMessage = {
  name: 'Marta Secreta',
  email: 'marta.secreta@example.com',
  phone: '+34 611 222 333',
  subject: 'Duda sobre coliving',
  message: '¿Cómo funciona la fianza?',
};

describe.each(DIALECTS)('contact on %s', (dialect) => {
  let server: TestServer;
  const lines: string[] = [];
  const messages = () => server.app.ctx.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    server = await startServer(dialect, {
      config: { logLevel: 'info' },
      logger: undefined,
      logStream: { write: (line: string) => lines.push(line) },
    });
  });
  afterAll(() => server.close());

  it('takes a visitor’s message (201), stores it without a user, and logs no personal data', async () => {
    const response = await server.fetch('/api/contact/messages/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MESSAGE),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Mensaje enviado. Te responderemos lo antes posible.' });
    const [stored] = (await messages()).slice(-1);
    expect(stored).toMatchObject({
      user_id: null,
      name: 'Marta Secreta',
      email: 'marta.secreta@example.com',
      subject: 'Duda sobre coliving',
      message: '¿Cómo funciona la fianza?',
    });
    expect(stored?.phone).not.toBe('');
    const log = lines.join('');
    expect(log).toContain('contact message stored');
    // The phone in any spelling a log could carry (not '611' alone: a response time's digits hold it).
    for (const secret of ['Marta', 'Secreta', 'marta.secreta', '611 222', '611222', 'fianza', 'coliving']) {
      expect(log).not.toContain(secret);
    }
  });

  it('records the signed-in sender', async () => {
    const account = await register(server, 'inquilino');
    const answer = await account.client.contact.send({ ...MESSAGE, phone: undefined });
    expect(answer.message).toBe('Mensaje enviado. Te responderemos lo antes posible.');
    const [stored] = (await messages()).slice(-1);
    expect(stored).toMatchObject({ user_id: account.user.id, phone: '' });
  });

  it('answers Spanish field errors for missing or bad fields, storing nothing', async () => {
    const before = await messages();
    const response = await server.fetch('/api/contact/messages/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '  ', email: 'no-es-un-correo', message: '' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, string[]>;
    expect(Object.keys(body).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(body.email).toEqual(['Introduce una dirección de correo electrónico válida.']);
    expect(body.name).toEqual(['Este campo no puede estar en blanco.']);
    const nul = await failure(server.client().contact.send({ ...MESSAGE, message: 'hola\u0000' }));
    expect(nul.status).toBe(400);
    expect(await messages()).toEqual(before);
  });
});

describe('contact rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', { config: { rateLimit: true } });
  });
  afterAll(() => server.close());

  it('answers 429 after 5 messages in 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await server.client().contact.send(MESSAGE);
    const error = await failure(server.client().contact.send(MESSAGE));
    expect(error.status).toBe(429);
    expect(String(error.data?.detail)).toMatch(/^Demasiadas solicitudes\./);
  });
});
