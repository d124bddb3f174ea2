import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiError, isNoTokenError } from '@convive/sdk';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, failure, register, startServer, type TestServer } from '../../../test/harness';

async function png(width = 64, height = 48): Promise<Blob> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'Secreto GPS' } } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' });
}

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
  });
  afterAll(() => server.close());

  describe('registration', () => {
    it('registers a tenant and a landlord with the right roles', async () => {
      const tenant = await register(server, 'inquilino');
      expect(tenant.user).toMatchObject({ is_tenant: true, is_landlord: false, profile_picture: null });
      const landlord = await register(server, 'propietario');
      expect(landlord.user).toMatchObject({ is_tenant: false, is_landlord: true });
    });

    it('refuses a taken e-mail, in any letter case', async () => {
      const account = await register(server);
      const error = await failure(
        server.client().auth.register({
          email: account.email.toUpperCase(),
          password: 'Otra-Clave-Larga-1',
          password_confirm: 'Otra-Clave-Larga-1',
          accept_terms: true,
          first_name: 'Ana',
          last_name: 'Sanz',
        }),
      );
      expect(error.status).toBe(400);
      expect(error.data).toEqual({ email: ['Ya existe un usuario con este correo electrónico.'] });
    });

    it('applies the password rules with Spanish messages', async () => {
      const base = {
        email: 'reglas@example.com',
        first_name: 'Ana',
        last_name: 'Sanz',
        accept_terms: true as const,
      };
      const short = await failure(
        server.client().auth.register({ ...base, password: 'abc', password_confirm: 'abc' }),
      );
      expect(short.data?.password).toContain('La contraseña debe tener al menos 8 caracteres.');
      const digits = await failure(
        server.client().auth.register({ ...base, password: '8237461923', password_confirm: '8237461923' }),
      );
      expect(digits.data?.password).toContain('La contraseña no puede ser completamente numérica.');
      const common = await failure(
        server.client().auth.register({ ...base, password: 'password123', password_confirm: 'password123' }),
      );
      expect(common.data?.password).toContain('Esta contraseña es demasiado común.');
      const mismatch = await failure(
        server
          .client()
          .auth.register({ ...base, password: 'Larga-Clave-9', password_confirm: 'Otra-Clave-9' }),
      );
      expect(mismatch.data).toEqual({ password_confirm: ['Las contraseñas no coinciden.'] });
    });

    it('reports every missing field', async () => {
      const response = await server.fetch('/api/register/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()) as object).sort()).toEqual(
        ['accept_terms', 'email', 'first_name', 'last_name', 'password', 'password_confirm'].sort(),
      );
    });

    it('needs the terms and privacy policy accepted, and stores when', async () => {
      const form = {
        email: 'terminos@example.com',
        password: 'CasaAzul2026!',
        password_confirm: 'CasaAzul2026!',
        first_name: 'Ana',
        last_name: 'Sanz',
      };
      for (const accept of [false, 'sí', undefined]) {
        const response = await server.fetch('/api/register/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...form, accept_terms: accept }),
        });
        expect(response.status).toBe(400);
        const body = (await response.json()) as Record<string, string[]>;
        expect(Object.keys(body)).toEqual(['accept_terms']);
      }
      const refused = await server.fetch('/api/register/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...form, accept_terms: false }),
      });
      expect(await refused.json()).toEqual({
        accept_terms: ['Debes aceptar los términos y la política de privacidad.'],
      });
      const before = Date.now();
      await server.client().auth.register({ ...form, accept_terms: true });
      const row = await server.app.ctx.db
        .selectFrom('users')
        .select('terms_accepted_at')
        .where('email', '=', form.email)
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.terms_accepted_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in with the right password only, with the same answer for unknown e-mails', async () => {
      const account = await register(server);
      const { token } = await server
        .client()
        .auth.login({ email: account.email, password: account.password });
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const wrong = await failure(
        server.client().auth.login({ email: account.email, password: 'no-es-esta' }),
      );
      const unknown = await failure(
        server.client().auth.login({ email: 'nadie@example.com', password: 'x' }),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.data).toEqual({
        non_field_errors: ['No se puede iniciar sesión con las credenciales proporcionadas.'],
      });
      expect(unknown.data).toEqual(wrong.data);
    });

    it('answers /me/ and /profile/ for the token’s user, 401 without or with a bad token', async () => {
      const account = await register(server);
      expect((await account.client.users.profile()).email).toBe(account.email);
      expect(isNoTokenError(await failure(server.client().users.me()))).toBe(true);
      const anonymous = await server.fetch('/api/me/');
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({
        detail: 'No se han proporcionado las credenciales de autenticación.',
      });
      const bad = await failure(server.client('x'.repeat(43)).users.me());
      expect(bad.status).toBe(401);
      const malformed = await server.fetch('/api/me/', { headers: { authorization: 'Bearer abc' } });
      expect(malformed.status).toBe(401);
    });

    it('revokes the token on logout; other sessions continue', async () => {
      const account = await register(server);
      const second = (await server.client().auth.login({ email: account.email, password: account.password }))
        .token;
      await account.client.auth.logout();
      expect((await failure(account.client.users.me())).status).toBe(401);
      expect((await server.client(second).users.me()).id).toBe(account.user.id);
    });
  });

  describe('profile', () => {
    it('updates fields with JSON and answers the new user', async () => {
      const account = await register(server);
      const user = await account.client.users.update(account.user.id, {
        first_name: ' Lucía ',
        phone: '+34 600 111 222',
        bio: 'Estudiante de máster.',
        date_of_birth: '1998-05-20',
      });
      expect(user).toMatchObject({
        first_name: 'Lucía',
        // Stored in E.164 once libphonenumber knows it for a real number.
        phone: '+34600111222',
        date_of_birth: '1998-05-20',
      });
      // A number that cannot exist is refused on its field ('12' must not be stored as '+3412').
      const bad = await failure(account.client.users.update(account.user.id, { phone: '12' }));
      expect(bad).toMatchObject({
        status: 400,
        data: {
          phone: ['Introduce un número de teléfono válido, con el prefijo del país si no es de España.'],
        },
      });
      const refused = await failure(
        server.client().auth.register({
          email: 'doce@example.com',
          password: 'CasaAzul2026!',
          password_confirm: 'CasaAzul2026!',
          accept_terms: true,
          first_name: 'Ana',
          last_name: 'Ruiz',
          role: 'inquilino',
          phone: '12',
        }),
      );
      expect(refused.data).toEqual({
        phone: ['Introduce un número de teléfono válido, con el prefijo del país si no es de España.'],
      });
      expect(
        (await account.client.users.update(account.user.id, { date_of_birth: null })).date_of_birth,
      ).toBeNull();
    });

    it('refuses bad values and someone else’s profile, leaving data unchanged', async () => {
      const account = await register(server);
      const other = await register(server);
      const bad = await failure(
        account.client.users.update(account.user.id, { first_name: '', date_of_birth: '2999-01-01' }),
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.data ?? {}).sort()).toEqual(['date_of_birth', 'first_name']);
      const foreign = await failure(account.client.users.update(other.user.id, { first_name: 'Intruso' }));
      expect(foreign.status).toBe(403);
      expect((await other.client.users.me()).first_name).toBe(other.user.first_name);
      expect((await failure(account.client.users.get(other.user.id))).status).toBe(403);
      expect((await failure(account.client.users.get(999_999))).status).toBe(403);
    });

    it('stores a picture re-encoded as a 512 px square without metadata, and removes it', async () => {
      const account = await register(server);
      const user = await account.client.users.update(account.user.id, {
        first_name: 'Con foto',
        profile_picture: new File([await png(900, 600)], 'yo.jpg', { type: 'image/jpeg' }),
      });
      expect(user.first_name).toBe('Con foto');
      expect(user.profile_picture).toMatch(
        new RegExp(`^${server.origin}/media/avatars/${account.user.id}/[0-9a-f]+\\.webp$`),
      );
      const served = await fetch(user.profile_picture!);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 512, undefined]);
      const removed = await account.client.users.update(account.user.id, { profile_picture: null });
      expect(removed.profile_picture).toBeNull();
      expect((await fetch(user.profile_picture!)).status).toBe(404);
    });

    it('answers 415 for a file that is not an image and 413 above 5 MB', async () => {
      const account = await register(server);
      const fake = new File([new TextEncoder().encode('<?php echo 1; ?>')], 'foto.png', {
        type: 'image/png',
      });
      const notImage = (await failure(
        account.client.users.update(account.user.id, { profile_picture: fake }),
      )) as ApiError;
      expect(notImage.status).toBe(415);
      expect(notImage.data.profile_picture).toBeDefined();
      const huge = new File([new Uint8Array(5 * 1024 * 1024 + 10)], 'grande.jpg', { type: 'image/jpeg' });
      expect(
        (await failure(account.client.users.update(account.user.id, { profile_picture: huge }))).status,
      ).toBe(413);
      expect((await account.client.users.me()).profile_picture).toBeNull();
    });

    it('reads default tenant preferences', async () => {
      const account = await register(server);
      expect(await account.client.users.preferences(account.user.id)).toEqual({
        min_price: null,
        max_price: null,
        preferred_cities: [],
        min_bedrooms: null,
        min_bathrooms: null,
        preferred_property_types: [],
        needs_furnished: false,
        needs_parking: false,
        allows_pets: false,
        email_notifications: true,
      });
    });
  });

  describe('password change', () => {
    it('checks the current password, applies the rules, and ends other sessions', async () => {
      const account = await register(server);
      const other = (await server.client().auth.login({ email: account.email, password: account.password }))
        .token;
      const wrong = await failure(
        account.client.users.changePassword(account.user.id, {
          old_password: 'mal',
          new_password: 'Nueva-Clave-2027',
          new_password_confirm: 'Nueva-Clave-2027',
        }),
      );
      expect(wrong.data).toEqual({ old_password: ['La contraseña actual no es correcta.'] });
      const weak = await failure(
        account.client.users.changePassword(account.user.id, {
          old_password: account.password,
          new_password: '12345678',
          new_password_confirm: '12345678',
        }),
      );
      expect(weak.status).toBe(400);
      expect(
        await account.client.users.changePassword(account.user.id, {
          old_password: account.password,
          new_password: 'Nueva-Clave-2027',
          new_password_confirm: 'Nueva-Clave-2027',
        }),
      ).toEqual({ detail: 'Contraseña actualizada' });
      expect((await account.client.users.me()).id).toBe(account.user.id);
      expect((await failure(server.client(other).users.me())).status).toBe(401);
      await server.client().auth.login({ email: account.email, password: 'Nueva-Clave-2027' });
    });
  });

  describe('password recovery', () => {
    it('answers the same for known and unknown e-mails and mails a single-use link', async () => {
      const account = await register(server);
      const before = (await server.outbox()).length;
      const known = await server.client().auth.forgotPassword({ email: account.email });
      const unknown = await server.client().auth.forgotPassword({ email: 'nadie@example.com' });
      expect(known).toEqual(unknown);
      // The mail is sent after the answer (same time for known and unknown e-mails): wait for it.
      let mails = await server.outbox();
      for (let tries = 0; mails.length < before + 1 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        mails = await server.outbox();
      }
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1)!;
      expect(mail).toContain(`To: ${account.email}`);
      const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail)![1]!);
      await server.client().auth.resetPassword({
        token,
        new_password: 'Recuperada-2027',
        new_password_confirm: 'Recuperada-2027',
      });
      expect((await failure(account.client.users.me())).status).toBe(401);
      await server.client().auth.login({ email: account.email, password: 'Recuperada-2027' });
      const again = await failure(
        server.client().auth.resetPassword({
          token,
          new_password: 'Otra-Vez-2027',
          new_password_confirm: 'Otra-Vez-2027',
        }),
      );
      expect(again.data).toEqual({ token: ['El enlace de recuperación no es válido o ha caducado.'] });
    });
  });

  describe('account deletion', () => {
    it('asks for the password: none or a wrong one is a 400 on the password field, and nothing is deleted', async () => {
      const account = await register(server, 'propietario');
      const none = await server.fetch(`/api/users/${account.user.id}/`, {
        method: 'DELETE',
        token: account.token,
      });
      expect(none.status).toBe(400);
      expect(Object.keys((await none.json()) as object)).toEqual(['password']);
      const wrong = await failure(
        account.client.users.delete(account.user.id, { password: 'no-es-la-buena-99' }),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.data?.password).toEqual(['La contraseña no es correcta. La cuenta no se ha eliminado.']);
      expect((await account.client.users.me()).id).toBe(account.user.id);
    });

    it('answers 204, ends the token, and frees the e-mail', async () => {
      const account = await register(server, 'propietario');
      await expect(
        account.client.users.delete(account.user.id, { password: account.password }),
      ).resolves.toBeUndefined();
      expect((await failure(account.client.users.me())).status).toBe(401);
      const again = await failure(
        server.client().auth.login({ email: account.email, password: account.password }),
      );
      expect(again.status).toBe(400);
    });

    it('refuses to delete someone else', async () => {
      const account = await register(server);
      const other = await register(server);
      expect(
        (await failure(account.client.users.delete(other.user.id, { password: account.password }))).status,
      ).toBe(403);
      expect((await other.client.users.me()).id).toBe(other.user.id);
    });
  });

  describe('bad input never gives a 5xx', () => {
    it.each([
      ['malformed JSON', '{"email": ', 'application/json', 400],
      ['an array', '[1,2]', 'application/json', 400],
      ['plain text', 'hola', 'text/plain', 415],
      ['a huge body', `{"email":"${'a'.repeat(2 * 1024 * 1024)}"}`, 'application/json', 413],
    ])('login with %s → %s', async (_label, body, type, status) => {
      const response = await server.fetch('/api/api-token-auth/', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(response.status).toBe(status);
      expect(await response.json()).toHaveProperty(
        status === 400 && body.startsWith('[') ? 'non_field_errors' : 'detail',
      );
    });
  });
});

describe('Google sign-in', () => {
  let jwksServer: Server;
  let jwksUrl: string;
  let sign: (
    claims: Record<string, unknown>,
    options?: { audience?: string; expiresIn?: string },
  ) => Promise<string>;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
    sign = (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer('https://accounts.google.com')
        .setAudience(options.audience ?? 'client-123.apps.googleusercontent.com')
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(privateKey);
  });
  afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

  it('answers 503 with a clear detail when GOOGLE_CLIENT_ID is not set', async () => {
    const server = await startServer('sqlite');
    try {
      expect(await server.client().auth.googleConfig()).toEqual({ enabled: false, client_id: null });
      const error = await failure(server.client().auth.google('x.y.z'));
      expect(error.status).toBe(503);
      expect(error.data).toEqual({
        detail: 'El inicio de sesión con Google no está configurado en este servidor.',
      });
    } finally {
      await server.close();
    }
  });

  it.each(DIALECTS)('verifies the ID token against the JWKS and signs in or up (%s)', async (dialect) => {
    const server = await startServer(dialect, {
      config: { googleClientId: 'client-123.apps.googleusercontent.com', googleJwksUrl: jwksUrl },
    });
    try {
      expect((await server.client().auth.googleConfig()).enabled).toBe(true);
      const claims = {
        sub: 'google-1',
        email: 'Marta.Gil@Example.com',
        email_verified: true,
        given_name: 'Marta',
        family_name: 'Gil',
      };
      const { token } = await server.client().auth.google(await sign(claims));
      const user = await server.client(token).users.me();
      expect(user).toMatchObject({
        email: 'marta.gil@example.com',
        first_name: 'Marta',
        last_name: 'Gil',
        is_tenant: true,
      });
      const again = await server.client().auth.google(await sign(claims));
      expect((await server.client(again.token).users.me()).id).toBe(user.id);

      const wrongAudience = await failure(
        server.client().auth.google(await sign(claims, { audience: 'otro' })),
      );
      expect(wrongAudience.status).toBe(401);
      const expired = await failure(server.client().auth.google(await sign(claims, { expiresIn: '-1m' })));
      expect(expired.status).toBe(401);
      const unverified = await failure(
        server.client().auth.google(await sign({ ...claims, email_verified: false })),
      );
      expect(unverified.status).toBe(401);
      const forged = await failure(server.client().auth.google(`${(await sign(claims)).slice(0, -4)}AAAA`));
      expect(forged.status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
