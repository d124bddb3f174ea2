import { request as httpRequest } from 'node:http';
import type { PropertyCreate } from '@convive/sdk';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Mail } from '../src/services/mailer';
import { type Account, DIALECTS, failure, register, startServer, type TestServer } from './harness';
import { flatProperty } from './world';

/**
 * Attacks on the server, replayed: each block reproduces one hole an attacker could use and shows
 * it closed. Every request here is one a hostile client can send.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
function property(owner: Account, overrides: Partial<PropertyCreate> = {}) {
  return owner.client.properties.create(flatProperty(overrides));
}

function post(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The reset link of the latest recovery mail in the outbox. */
async function resetLink(server: TestServer, count: number): Promise<string> {
  const mails = await waitFor(async () => {
    const all = await server.outbox();
    return all.length >= count ? all : undefined;
  });
  const link = /^(https?:\/\/\S+\/reset-password\?token=\S+)$/m.exec(mails[count - 1] ?? '')?.[1];
  if (!link) throw new Error('no reset link in the mail');
  return link;
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/** One file part of a multipart body. */
function filePart(boundary: string, field: string, name: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
}

interface RawAnswer {
  status: number;
  body: string;
  /** True when the answer came while the request body was still unfinished. */
  beforeBodyEnded: boolean;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A raw HTTP request whose body is written chunk by chunk; with `leaveOpen` the body is never
 * finished, so an answer proves the server decided from what it had read so far.
 */
function rawRequest(
  server: TestServer,
  options: {
    method: string;
    path: string;
    headers: Record<string, string>;
    chunks: Buffer[];
    leaveOpen?: boolean;
    /** Pause between chunks. */
    delayMs?: number;
  },
): Promise<RawAnswer> {
  const url = new URL(server.origin);
  return new Promise((resolve, reject) => {
    let ended = false;
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        const beforeBodyEnded = !ended;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => {
          req.removeAllListeners('error');
          req.on('error', () => undefined);
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body, beforeBodyEnded, headers: res.headers });
        });
      },
    );
    // A reset before any answer is a failure: the server must let the client read its answer.
    req.on('error', (error) => reject(error));
    void (async () => {
      for (const chunk of options.chunks) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      }
      if (!options.leaveOpen && !req.destroyed) {
        ended = true;
        req.end();
      }
    })();
  });
}

function openSocket(server: TestServer, account: Account, token = account.token) {
  const url = `${server.origin.replace('http', 'ws')}/ws/notifications/${account.user.id}/?token=${token}`;
  const socket = new WebSocket(url);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // The subscription is live once a ping is answered (the token has been checked).
  const ready = opened.then(
    () =>
      new Promise<void>((resolve) => {
        socket.once('message', () => resolve());
        socket.send(JSON.stringify({ type: 'ping' }));
      }),
  );
  return { socket, closed, ready };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_r, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

describe.each(DIALECTS)('attack campaign on %s', (dialect) => {
  describe('1. poisoned reset links', () => {
    let server: TestServer;
    let configured: TestServer;
    beforeAll(async () => {
      // TRUST_PROXY on: even forwarded headers from a trusted proxy never reach an e-mail link.
      server = await startServer(dialect, { config: { trustProxy: 1 } });
      configured = await startServer(dialect, { config: { publicUrl: 'https://convive.example' } });
    });
    afterAll(async () => {
      await server.close();
      await configured.close();
    });

    it('builds the link from PUBLIC_URL, whatever Host or X-Forwarded-Host say', async () => {
      const victim = await register(configured);
      const answer = await post(
        configured,
        '/api/forgot-password/',
        { email: victim.email },
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' },
      );
      expect(answer.status).toBe(200);
      const link = await resetLink(configured, 1);
      expect(link.startsWith('https://convive.example/reset-password?token=')).toBe(true);
      expect(link).not.toContain('evil');
    });

    it('without PUBLIC_URL (development), links point at localhost, never at a header', async () => {
      const victim = await register(server);
      await post(
        server,
        '/api/forgot-password/',
        { email: victim.email },
        { 'x-forwarded-host': 'evil.example', host: 'evil.example' },
      );
      const link = await resetLink(server, 1);
      const port = new URL(server.origin).port;
      expect(link.startsWith(`http://localhost:${port}/reset-password?token=`)).toBe(true);
    });
  });

  describe('2. rate limits that a made-up X-Forwarded-For does not reset', () => {
    let server: TestServer;
    let behindProxy: TestServer;
    beforeAll(async () => {
      server = await startServer(dialect, { config: { rateLimit: true } });
      // Behind one trusted proxy, each X-Forwarded-For is a real, different client: the per-account
      // and per-e-mail limits must still hold against a campaign from many addresses.
      behindProxy = await startServer(dialect, { config: { rateLimit: true, trustProxy: 1 } });
    });
    afterAll(async () => {
      await server.close();
      await behindProxy.close();
    });

    it('ignores X-Forwarded-For when no proxy is trusted: the 11th login a minute is a 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const answer = await post(
          server,
          '/api/api-token-auth/',
          { email: `nadie${i}@example.com`, password: 'x' },
          { 'x-forwarded-for': `203.0.113.${i}` },
        );
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('locks an account after 10 failures from any addresses; the right password from a new source is refused until the lock ends', async () => {
      const victim = await register(behindProxy);
      for (let i = 0; i < 10; i += 1) {
        const answer = await post(
          behindProxy,
          '/api/api-token-auth/',
          { email: victim.email, password: `adivina-${i}-xyz` },
          { 'x-forwarded-for': `198.51.100.${i}` },
        );
        expect(answer.status).toBe(400);
      }
      const locked = await post(
        behindProxy,
        '/api/api-token-auth/',
        { email: victim.email, password: victim.password },
        { 'x-forwarded-for': '192.0.2.200' },
      );
      expect(locked.status).toBe(429);
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(((await locked.json()) as { detail: string }).detail).toMatch(
        /^Demasiados intentos fallidos con este correo\. Por seguridad, inténtalo de nuevo en 15 minutos\.$/,
      );
      // Another account is not affected.
      const other = await register(behindProxy);
      const fine = await post(
        behindProxy,
        '/api/api-token-auth/',
        { email: other.email, password: other.password },
        { 'x-forwarded-for': '192.0.2.201' },
      );
      expect(fine.status).toBe(200);
    });

    it('slows the answers after the fifth failure', async () => {
      const victim = await register(behindProxy);
      const times: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const started = performance.now();
        await post(
          behindProxy,
          '/api/api-token-auth/',
          { email: victim.email, password: `mal-${i}-xyz` },
          { 'x-forwarded-for': `198.51.100.${50 + i}` },
        );
        times.push(performance.now() - started);
      }
      // Attempts 6 and 7 wait 250 and 500 ms before the password is even checked.
      expect(times[5]).toBeGreaterThanOrEqual(240);
      expect(times[6]).toBeGreaterThanOrEqual(490);
    });

    it('sends at most 3 recovery mails an hour to one e-mail, from any addresses', async () => {
      const victim = await register(behindProxy);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const answer = await post(
          behindProxy,
          '/api/forgot-password/',
          { email: victim.email },
          { 'x-forwarded-for': `198.51.100.${100 + i}` },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      // An unknown e-mail is limited the same way: the 429 reveals nothing.
      const unknown: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const answer = await post(
          behindProxy,
          '/api/forgot-password/',
          { email: 'nadie-registrado@example.com' },
          { 'x-forwarded-for': `198.51.100.${110 + i}` },
        );
        unknown.push(answer.status);
      }
      expect(unknown).toEqual([200, 200, 200, 429]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mails = (await behindProxy.outbox()).filter((m) => m.includes(`To: ${victim.email}`));
      expect(mails).toHaveLength(3);
    });

    it('limits enquiries per sender e-mail, from any addresses', async () => {
      const landlord = await register(behindProxy, 'propietario');
      const home = await property(landlord, { is_coliving: true, price_per_room: 400 });
      const room = await landlord.client.rooms.create({
        coliving_property: home.id,
        room_number: 'B1',
        title: 'Habitación interior',
        price_monthly: 400,
        size_sqm: 10,
        available_from: '2027-01-01',
      });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const answer = await post(
          behindProxy,
          '/api/property-requests/',
          {
            property: home.id,
            room: room.id,
            request_type: 'room',
            tenant_name: 'Spam',
            tenant_email: 'spam@example.com',
            message: `Mensaje ${i}`,
          },
          { 'x-forwarded-for': `198.51.100.${150 + i}` },
        );
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('3. hidden properties', () => {
    let server: TestServer;
    let landlord: Account;
    let tenant: Account;
    beforeAll(async () => {
      server = await startServer(dialect);
      [landlord, tenant] = await Promise.all([register(server, 'propietario'), register(server)]);
    });
    afterAll(() => server.close());

    it('cannot be favourited, and nobody is notified', async () => {
      const hidden = await property(landlord, { status: 'inactivo' });
      const before = (await landlord.client.notifications.list()).count;
      const answer = await post(
        server,
        '/api/favorites/',
        { property: hidden.id },
        { authorization: `Token ${tenant.token}` },
      );
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as Record<string, unknown>;
      expect(body).toEqual({ property: ['Propiedad no encontrada.'] });
      expect(JSON.stringify(body)).not.toContain(hidden.address);
      expect((await landlord.client.notifications.list()).count).toBe(before);
    });

    it('drop out of a favourites list once hidden, and come back when shown again', async () => {
      const home = await property(landlord);
      await tenant.client.favorites.add(home.id);
      expect((await tenant.client.favorites.list()).map((f) => f.property)).toContain(home.id);
      await landlord.client.properties.update(home.id, { status: 'inactivo' });
      expect((await tenant.client.favorites.list()).map((f) => f.property)).not.toContain(home.id);
      await landlord.client.properties.update(home.id, { status: 'disponible' });
      expect((await tenant.client.favorites.list()).map((f) => f.property)).toContain(home.id);
    });

    it('hide their published listing and refuse visits and enquiries as unknown', async () => {
      const home = await property(landlord);
      const listing = await landlord.client.listings.create({
        property: home.id,
        title: 'Anuncio',
        description: 'Publicado',
        available_from: '2027-01-01',
        status: 'published',
      });
      await landlord.client.properties.update(home.id, { status: 'inactivo' });
      expect(await tenant.client.listings.get(listing.id)).toBeNull();
      expect(await server.client().listings.get(listing.id)).toBeNull();
      expect((await landlord.client.listings.get(listing.id))?.id).toBe(listing.id);
      const visit = await failure(
        tenant.client.appointments.create({ property: home.id, date: '2030-01-07', time: '10:00' }),
      );
      expect(visit).toMatchObject({ status: 400, data: { property: ['Propiedad no encontrada.'] } });
    });
  });

  describe('4–5. uploads', () => {
    let server: TestServer;
    let landlord: Account;
    let homeId: number;
    let roomId: number;
    beforeAll(async () => {
      server = await startServer(dialect, { config: { rateLimit: true } });
      landlord = await register(server, 'propietario');
      const home = await property(landlord, { is_coliving: true, price_per_room: 400 });
      homeId = home.id;
      roomId = (
        await landlord.client.rooms.create({
          coliving_property: home.id,
          room_number: 'C1',
          title: 'Habitación',
          price_monthly: 400,
          size_sqm: 10,
          available_from: '2027-01-01',
        })
      ).id;
    });
    afterAll(() => server.close());

    const routes = () => [
      { method: 'PATCH', path: `/api/users/${landlord.user.id}/` },
      { method: 'POST', path: `/api/properties/${homeId}/upload_images/` },
      { method: 'POST', path: `/api/rooms/${roomId}/upload_images/` },
    ];

    it('answers malformed and truncated multipart with a Spanish 400, never a 500', async () => {
      for (const route of routes()) {
        const garbage = await server.fetch(route.path, {
          method: route.method,
          token: landlord.token,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: 'esto no es un formulario \x00\xff',
        });
        expect(garbage.status, `${route.method} ${route.path}`).toBe(400);
        expect(((await garbage.json()) as { detail: string }).detail).toBe(
          'El formulario enviado está incompleto o mal formado. Vuelve a intentarlo.',
        );
        const image = await png(50, 50);
        const truncated = await server.fetch(route.path, {
          method: route.method,
          token: landlord.token,
          headers: { 'content-type': 'multipart/form-data; boundary=frontera' },
          body: new Uint8Array(filePart('frontera', 'images', 'a.png', image).subarray(0, 120)),
        });
        expect(truncated.status, `${route.method} ${route.path} truncated`).toBe(400);
        const noBoundary = await server.fetch(route.path, {
          method: route.method,
          token: landlord.token,
          headers: { 'content-type': 'multipart/form-data' },
          body: 'x',
        });
        expect(noBoundary.status).toBeGreaterThanOrEqual(400);
        expect(noBoundary.status).toBeLessThan(500);
      }
    });

    it('ends the request at the 11th file, before the body is over', async () => {
      const boundary = 'frontera11';
      const small = await png(20, 20);
      const chunks = Array.from({ length: 11 }, (_v, i) => filePart(boundary, 'images', `f${i}.png`, small));
      const answer = await rawRequest(server, {
        method: 'POST',
        path: `/api/properties/${homeId}/upload_images/`,
        headers: {
          authorization: `Token ${landlord.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
        chunks,
        leaveOpen: true,
      });
      expect(answer.status).toBe(400);
      expect(answer.beforeBodyEnded).toBe(true);
      expect(JSON.parse(answer.body)).toEqual({ images: ['Solo puedes subir un máximo de 10 imágenes.'] });
      expect(answer.headers.connection).toBe('close');
      expect(await landlord.client.properties.get(homeId).then((p) => p?.images.length)).toBe(0);
    });

    it('ends the request as soon as a file passes 10 MB', async () => {
      const boundary = 'fronteraGrande';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="grande.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const megabyte = Buffer.alloc(1024 * 1024, 0xab);
      const answer = await rawRequest(server, {
        method: 'POST',
        path: `/api/properties/${homeId}/upload_images/`,
        headers: {
          authorization: `Token ${landlord.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
        chunks: [head, ...Array.from({ length: 11 }, () => megabyte)],
        leaveOpen: true,
      });
      expect(answer.status).toBe(413);
      expect(answer.beforeBodyEnded).toBe(true);
      expect(JSON.parse(answer.body)).toEqual({
        detail: 'El archivo es demasiado grande. El límite es 10MB.',
      });
    });

    it('refuses a picture over 25 megapixels from its header', async () => {
      const big = await png(6000, 5000);
      const form = new FormData();
      form.append('images', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'grande.png');
      const answer = await server.fetch(`/api/properties/${homeId}/upload_images/`, {
        method: 'POST',
        token: landlord.token,
        body: form,
      });
      expect(answer.status).toBe(413);
      expect(((await answer.json()) as { detail: string }).detail).toBe(
        'La imagen tiene demasiados píxeles: el máximo es de 25 megapíxeles.',
      );
    });

    it('limits the images one user may have decoded in an hour', async () => {
      const uploader = await register(server, 'propietario');
      const home = await property(uploader);
      await server.app.ctx.throttles.hit('imagesPerUser', uploader.user.id, 199);
      const image = await png(40, 30);
      const form = () => {
        const data = new FormData();
        data.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'a.png');
        return data;
      };
      const last = await server.fetch(`/api/properties/${home.id}/upload_images/`, {
        method: 'POST',
        token: uploader.token,
        body: form(),
      });
      expect(last.status).toBe(201);
      const over = await server.fetch(`/api/properties/${home.id}/upload_images/`, {
        method: 'POST',
        token: uploader.token,
        body: form(),
      });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('6. sessions', () => {
    let server: TestServer;
    let now = Date.now();
    beforeAll(async () => {
      server = await startServer(dialect, { clock: () => new Date(now) });
    });
    afterAll(() => server.close());

    it('expire after 30 days unused', async () => {
      const account = await register(server);
      now += 29 * DAY_MS;
      expect((await account.client.users.me()).id).toBe(account.user.id);
      now += 31 * DAY_MS;
      const expired = await failure(account.client.users.me());
      expect(expired.status).toBe(401);
      expect(expired.data?.detail).toBe('Tu sesión ha caducado. Vuelve a iniciar sesión.');
    });

    it('expire 90 days after sign-in even when used every day', async () => {
      const account = await register(server);
      for (let day = 0; day < 89; day += 7) {
        now += 7 * DAY_MS;
        if (day + 7 < 90) expect((await account.client.users.me()).id).toBe(account.user.id);
      }
      now += 7 * DAY_MS;
      expect((await failure(account.client.users.me())).status).toBe(401);
    });

    it('close the open socket of a session on logout, at once, with 4401', async () => {
      const account = await register(server);
      const live = openSocket(server, account);
      await live.ready;
      await account.client.auth.logout();
      expect(await within(live.closed, 2_000)).toBe(4401);
    });

    it('close the other sessions’ sockets on a password change, and keep the one that changed it', async () => {
      const account = await register(server);
      const { token: second } = await server
        .client()
        .auth.login({ email: account.email, password: account.password });
      const mine = openSocket(server, account);
      const other = openSocket(server, account, second);
      await Promise.all([mine.ready, other.ready]);
      await account.client.users.changePassword(account.user.id, {
        old_password: account.password,
        new_password: 'Tortuga-Azul-93',
        new_password_confirm: 'Tortuga-Azul-93',
      });
      expect(await within(other.closed, 2_000)).toBe(4401);
      expect(mine.socket.readyState).toBe(WebSocket.OPEN);
      mine.socket.close();
    });

    it('close every socket on a password reset and on account deletion', async () => {
      const account = await register(server);
      const live = openSocket(server, account);
      await live.ready;
      await server.client().auth.forgotPassword({ email: account.email });
      const link = await waitFor(async () => {
        const mail = (await server.outbox()).find((m) => m.includes(`To: ${account.email}`));
        return mail ? /token=(\S+)/.exec(mail)?.[1] : undefined;
      });
      await server.client().auth.resetPassword({
        token: decodeURIComponent(link),
        new_password: 'Tortuga-Azul-93',
        new_password_confirm: 'Tortuga-Azul-93',
      });
      expect(await within(live.closed, 2_000)).toBe(4401);

      const leaving = await register(server);
      const socket = openSocket(server, leaving);
      await socket.ready;
      await leaving.client.users.delete(leaving.user.id, { password: leaving.password });
      expect(await within(socket.closed, 2_000)).toBe(4401);
    });
  });

  describe('7. smaller edges', () => {
    let server: TestServer;
    const sent: Mail[] = [];
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    beforeAll(async () => {
      server = await startServer(dialect, {
        config: { bodyIdleTimeoutMs: 500 },
        mailer: {
          async send(mail) {
            sent.push(mail);
            await gate;
          },
        },
      });
    });
    afterAll(async () => {
      release();
      await server.close();
    });

    it('refuses one repeated character and white space as passwords', async () => {
      for (const password of ['aaaaaaaa', '          ']) {
        const answer = await post(server, '/api/register/', {
          email: `repetida.${password.length}.${Date.now()}@example.com`,
          password,
          password_confirm: password,
          accept_terms: true,
          first_name: 'Ana',
          last_name: 'Prueba',
          role: 'inquilino',
        });
        expect(answer.status).toBe(400);
        expect(Object.keys((await answer.json()) as object)).toContain('password');
      }
    });

    it('answers a recovery request before any mail is sent, alike for known and unknown e-mails', async () => {
      const known = await register(server);
      gate = new Promise((resolve) => {
        release = resolve;
      });
      const forKnown = await post(server, '/api/forgot-password/', { email: known.email });
      const forUnknown = await post(server, '/api/forgot-password/', { email: 'nadie.nunca@example.com' });
      expect([forKnown.status, forUnknown.status]).toEqual([200, 200]);
      expect(await forKnown.json()).toEqual(await forUnknown.json());
      // The answers came while the mail was still being sent (the mailer is held).
      const mail = await waitFor(async () => sent.find((m) => m.to === known.email));
      expect(mail.subject).toBe('Restablece tu contraseña de Convive');
      expect(sent.some((m) => m.to === 'nadie.nunca@example.com')).toBe(false);
      release();
    });

    it('marks authenticated answers and token answers no-store', async () => {
      const account = await register(server);
      const me = await server.fetch('/api/me/', { token: account.token });
      expect(me.headers.get('cache-control')).toBe('no-store');
      const login = await post(server, '/api/api-token-auth/', {
        email: account.email,
        password: account.password,
      });
      expect(login.headers.get('cache-control')).toBe('no-store');
      const register2 = await post(server, '/api/register/', {
        email: `nuevo.${Date.now()}@example.com`,
        password: 'Tortuga-Azul-93',
        password_confirm: 'Tortuga-Azul-93',
        accept_terms: true,
        first_name: 'Ana',
        last_name: 'Prueba',
        role: 'inquilino',
      });
      expect(register2.headers.get('cache-control')).toBe('no-store');
      const publicSearch = await server.fetch('/api/properties/all/');
      expect(publicSearch.headers.get('cache-control')).not.toBe('no-store');
    });

    it('cuts a body trickled one byte at a time with a 408, and bounds the whole request', async () => {
      const body = JSON.stringify({ email: 'lento@example.com', password: 'x' });
      const started = Date.now();
      const answer = await rawRequest(server, {
        method: 'POST',
        path: '/api/api-token-auth/',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        chunks: [...Buffer.from(body)].map((byte) => Buffer.from([byte])),
        delayMs: 1_000,
      });
      expect(answer.status).toBe(408);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(JSON.parse(answer.body)).toEqual({
        detail: 'La petición tardó demasiado en llegar. Vuelve a intentarlo.',
      });
      expect(server.app.server.requestTimeout).toBe(server.config.requestTimeoutMs);
      expect(server.config.requestTimeoutMs).toBeGreaterThan(0);
    });
  });

  describe('8. reads that write', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(dialect);
    });
    afterAll(() => server.close());

    it('a property detail GET writes nothing; views arrive with the next flush', async () => {
      const landlord = await register(server, 'propietario');
      const home = await property(landlord);
      const listing = await landlord.client.listings.create({
        property: home.id,
        title: 'Anuncio',
        description: 'Publicado',
        available_from: '2027-01-01',
        status: 'published',
      });
      const views = async () =>
        (
          await server.app.ctx.db
            .selectFrom('listings')
            .select('views')
            .where('id', '=', listing.id)
            .executeTakeFirstOrThrow()
        ).views;
      await Promise.all(Array.from({ length: 20 }, () => server.client().properties.get(home.id)));
      expect(await views()).toBe(0);
      await server.app.ctx.views.flush();
      expect(await views()).toBe(20);
    });
  });
});
