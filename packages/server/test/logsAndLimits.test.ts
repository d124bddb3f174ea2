import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, register, startServer, type TestServer } from './harness';

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', { config: { rateLimit: true } });
  });
  afterAll(() => server.close());

  it('answers 429 with a Spanish detail and Retry-After after 10 logins a minute', async () => {
    const attempts = [];
    for (let i = 0; i < 10; i += 1) {
      // Ten different e-mails: this is the per-address limit, not one account's lock.
      attempts.push(
        await failure(server.client().auth.login({ email: `nadie${i}@example.com`, password: 'x' })),
      );
    }
    expect(attempts.every((error) => error.status === 400)).toBe(true);
    const response = await server.fetch('/api/api-token-auth/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nadie@example.com', password: 'x' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await response.json()) as { detail: string };
    expect(body.detail).toMatch(/^Demasiadas solicitudes\. Inténtalo de nuevo en \d+ segundos?\.$/);
  });

  it('limits password recovery separately', async () => {
    for (let i = 0; i < 5; i += 1) await server.client().auth.forgotPassword({ email: `x${i}@example.com` });
    expect((await failure(server.client().auth.forgotPassword({ email: 'y@example.com' }))).status).toBe(429);
  });
});

describe('logs', () => {
  it('never contain passwords, tokens, e-mails or names', async () => {
    const lines: string[] = [];
    const server = await startServer('sqlite', {
      config: { logLevel: 'info' },
      logger: undefined,
      logStream: { write: (line: string) => lines.push(line) },
    });
    try {
      const account = await register(server, 'inquilino', { first_name: 'Secretina', last_name: 'Privada' });
      await account.client.users.me();
      await server.client().auth.forgotPassword({ email: account.email });
      await failure(server.client().auth.login({ email: account.email, password: 'contraseña-equivocada' }));
      await server.fetch(`/api/me/?token=${account.token}`, { token: account.token });
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(3);
      for (const secret of [
        account.password,
        account.token,
        account.email,
        'Secretina',
        'Privada',
        'contraseña-equivocada',
      ]) {
        expect(log).not.toContain(secret);
      }
      expect(log).toContain('"path":"/api/me/"');
    } finally {
      await server.close();
    }
  });
});
