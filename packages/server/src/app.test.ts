import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import { loadConfig } from './config';
import { LocalStorage } from './storage/storage';

/** A storage whose writes take a while: an upload is then surely mid-handler when close() starts. */
class SlowStorage extends LocalStorage {
  override async put(key: string, data: Buffer): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await super.put(key, data);
  }
}

async function withApp(
  run: (app: App, origin: string, errors: string[]) => Promise<void>,
  prepare?: (app: App) => void,
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'convive-close-'));
  const errors: string[] = [];
  const app = await buildApp({
    config: loadConfig(
      {},
      { dataDir, databaseUrl: null, rateLimit: false, logLevel: 'error', seedDemo: false },
    ),
    storage: new SlowStorage(join(dataDir, 'media')),
    logStream: { write: (line: string) => errors.push(line) },
  });
  prepare?.(app);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    await run(app, `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, errors);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Registers a user and builds a picture upload, whose handler writes to the database after storing. */
async function uploadParts(origin: string) {
  const password = 'Paciencia-Infinita-2026';
  const registered = await fetch(`${origin}/api/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'cierre@example.com',
      password,
      password_confirm: password,
      accept_terms: true,
      first_name: 'Ana',
      last_name: 'Sanz',
    }),
  });
  const { token } = (await registered.json()) as { token: string };
  const me = (await (
    await fetch(`${origin}/api/me/`, { headers: { authorization: `Token ${token}` } })
  ).json()) as { id: number };
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('profile_picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'cara.png');
  return { token, userId: me.id, form };
}

/** Starts the upload and waits until its handler is running. */
async function startUpload(origin: string) {
  const { token, userId, form } = await uploadParts(origin);
  const upload = fetch(`${origin}/api/users/${userId}/`, {
    method: 'PATCH',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  // Let the request reach the handler (it then waits ~300 ms in storage.put).
  await new Promise((resolve) => setTimeout(resolve, 120));
  // Wrapped: returning the promise itself from an async function would wait for it.
  return { upload };
}

describe('graceful close', () => {
  it('answers the requests in flight before the database closes', async () => {
    await withApp(async (app, origin, errors) => {
      const { upload } = await startUpload(origin);
      await app.close();
      const response = await upload;
      expect(response.status).toBe(200);
      expect(response.headers.get('connection')).toBe('close');
      expect(errors.join('')).not.toContain('destroyed');
    });
  });

  it('lets the handler of a caller who hung up finish before the database closes', async () => {
    await withApp(async (app, origin, errors) => {
      const { token, userId, form } = await uploadParts(origin);
      // A raw request whose socket is destroyed mid-handler, as a load tool or a closed tab does.
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const req = httpRequest(`${origin}/api/users/${userId}/`, {
        method: 'PATCH',
        headers: {
          authorization: `Token ${token}`,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': String(body.length),
        },
      });
      req.on('error', () => undefined);
      req.end(body);
      await new Promise((resolve) => setTimeout(resolve, 120));
      req.destroy();
      await app.close();
      // Give a handler that outlived close() the time to fail, were the database already closed.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(errors.join('')).not.toContain('destroyed');
    });
  });

  it('ends a keep-alive connection whose answer was still being sent when close() started', async () => {
    await withApp(
      async (app, origin) => {
        // The headers (without `Connection: close`) are out before close(); the body ends after.
        const response = await fetch(`${origin}/slow-body`);
        expect(response.headers.get('connection')).not.toBe('close');
        const started = Date.now();
        await app.close();
        // Left open, the socket would hold close() for the keep-alive timeout (72 s).
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(await response.text()).toBe('primera parte, segunda parte');
      },
      (app) => {
        app.get('/slow-body', (_request, reply) => {
          const body = new Readable({ read() {} });
          body.push('primera parte, ');
          setTimeout(() => {
            body.push('segunda parte');
            body.push(null);
          }, 300);
          return reply.type('text/plain').send(body);
        });
      },
    );
  }, 20_000);
});
