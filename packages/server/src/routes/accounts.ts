import { randomBytes } from 'node:crypto';
import { ENDPOINTS, type PropertyType, pageUrl, passwordProblems, profileUpdateSchema } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { knownSource, rememberSource } from '../auth/loginSources';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { endSessions } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { detail, ERRORS, fieldError, forbidden, HttpError, nonFieldError } from '../errors';
import { perAddress } from '../http/rateLimits';
import { router } from '../http/route';
import { passwordResetMail } from '../i18n/emails';
import { requestLanguage, storedLanguage } from '../i18n/translate';
import { IMAGE_LIMITS, newStorageKey, processProfilePicture } from '../services/images';
import { emailKey } from '../services/limitKeys';
import { LIMITS, tooManyRequests } from '../services/limits';
import { discard, readFile, readMultipart } from '../services/multipart';
import { checkedPhone } from '../services/phone';
import { displayName, issueToken, userOut } from '../services/users';
import { validate } from '../validation';

/** How long a password-recovery link works. */
const RESET_TTL_MS = 60 * 60 * 1000;
/** The pause before answering a login for an e-mail with `failures` recent failures: none for the first five, then doubling from 250 ms up to 2 s. */
export function loginDelayMs(failures: number): number {
  return failures < 5 ? 0 : Math.min(250 * 2 ** (failures - 5), 2_000);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Accounts: registration, sign-in (password and Google), sign-out, profile, password, deletion. */
export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  async function findByEmail(email: string) {
    return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  /** The path's user must be the signed-in one (403): the record is the caller's own account. */
  function ownUser({ user, params }: { user: UserRow; params: { id: number } }): UserRow {
    if (params.id !== user.id) throw forbidden();
    return user;
  }

  async function reload(id: number): Promise<UserRow> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  function checkPassword(
    field: string,
    password: string,
    owner: Pick<UserRow, 'email' | 'first_name' | 'last_name'>,
  ) {
    const problems = passwordProblems(password, owner);
    if (problems.length > 0) throw new HttpError(400, { [field]: problems });
  }

  const on = router(app, ctx);
  const A = ENDPOINTS.auth;
  const U = ENDPOINTS.users;

  on(A.login, perAddress(ctx, 'loginPerAddress'), async ({ request, reply, body }) => {
    // Failures are counted per account and source (docs/adr/0002-login-lock-per-source.md). From a
    // source that signed in to the account before (its device cookie, else its network), they
    // count against that source only; from anywhere else, against the e-mail (known or not) for
    // all unknown sources together. Past the limit that count is locked, the right password
    // included, until the lock ends; before that, each failure beyond the fifth slows the next answer.
    const user = await findByEmail(body.email);
    const source = await knownSource(ctx, user?.id ?? null, request);
    const [limit, key] = source
      ? (['loginFailuresPerSource', source] as const)
      : (['loginFailuresPerAccount', body.email] as const);
    const failures = await ctx.throttles.state(limit, key);
    if (failures && failures.consumed >= LIMITS[limit].points) {
      const minutes = Math.max(1, Math.ceil(failures.msBeforeNext / 60_000));
      const locked = tooManyRequests(failures.msBeforeNext);
      throw new HttpError(429, { detail: ERRORS.loginLocked({ minutes: minutes }) }, locked.headers);
    }
    if (failures) await sleep(loginDelayMs(failures.consumed));
    // Verify against a decoy when the e-mail is unknown, so both failures take as long.
    const ok = await verifyPassword(user?.password_hash ?? (await decoyHash()), body.password);
    if (!user || !ok) {
      const counted = await ctx.throttles.count(limit, key);
      if (counted && counted.consumed >= LIMITS[limit].points) await ctx.throttles.block(limit, key);
      throw nonFieldError(ERRORS.invalidCredentials);
    }
    if (failures) await ctx.throttles.reset(limit, key);
    await rememberSource(ctx, user.id, request, reply);
    return { token: await issueToken(ctx, user.id) };
  });

  on(A.register, perAddress(ctx, 'registerPerAddress'), async ({ request, reply, body }) => {
    await ctx.throttles.hit('registerPerEmail', emailKey(body.email));
    checkPassword('password', body.password, body);
    const phone = checkedPhone('phone', body.phone);
    if (await findByEmail(body.email)) throw fieldError('email', ERRORS.emailTaken);
    const now = ctx.now().toISOString();
    const inserted = await db
      .insertInto('users')
      .values({
        email: body.email,
        password_hash: await hashPassword(body.password),
        first_name: body.first_name,
        last_name: body.last_name,
        phone,
        bio: '',
        date_of_birth: null,
        profile_picture: null,
        is_landlord: body.role === 'propietario' ? 1 : 0,
        is_tenant: body.role === 'inquilino' ? 1 : 0,
        google_sub: null,
        // The schema only lets `accept_terms: true` through: the checkbox was ticked, now.
        terms_accepted_at: now,
        language: requestLanguage(request),
        date_joined: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // Two registrations racing for one e-mail: the unique index decides.
        if (/unique|duplicate/i.test(String(error))) throw fieldError('email', ERRORS.emailTaken);
        throw error;
      });
    // The device that created the account signed in to it.
    await rememberSource(ctx, inserted.id, request, reply);
    return { token: await issueToken(ctx, inserted.id) };
  });

  on(A.logout, async ({ request, user }) => {
    if (request.tokenHash) await endSessions(ctx, user.id, { only: request.tokenHash });
  });

  on(U.me, async ({ request, user }) => userOut(ctx, request, user));
  on(U.profile, async ({ request, user }) => userOut(ctx, request, user));

  on(U.get, { load: ownUser }, async ({ request, record: user }) => userOut(ctx, request, user));

  // Multipart (with a picture) or JSON: the handler reads and validates its own body.
  on(U.update, { load: ownUser }, async ({ request, record: user }) => {
    let fields: Record<string, unknown> = {};
    let picture: Buffer | null | undefined;
    if (request.isMultipart()) {
      await readMultipart(
        request,
        {
          files: 1,
          fileSize: IMAGE_LIMITS.profileMaxBytes,
          tooMany: { profile_picture: [ERRORS.profilePictureSingle] },
          bodyIdleMs: ctx.config.bodyIdleTimeoutMs,
        },
        {
          async file(part) {
            if (part.fieldname !== 'profile_picture') return discard(part);
            await ctx.throttles.hit('imagesPerUser', user.id);
            picture = await readFile(part, IMAGE_LIMITS.profileMaxBytes);
          },
          field(name, value) {
            fields[name] = value;
          },
        },
      );
    } else {
      fields = (request.body ?? {}) as Record<string, unknown>;
      if (typeof fields !== 'object' || Array.isArray(fields)) throw nonFieldError(ERRORS.jsonObjectExpected);
      if (fields.profile_picture === null) picture = null;
      else if (fields.profile_picture !== undefined)
        throw fieldError('profile_picture', ERRORS.profilePictureMultipart);
    }
    const data = validate(profileUpdateSchema, fields, () => requestLanguage(request));
    const update: Partial<UserRow> = {
      ...data,
      ...(data.phone !== undefined ? { phone: checkedPhone('phone', data.phone) } : {}),
      updated_at: ctx.now().toISOString(),
    };
    let oldPicture: string | null = null;
    if (picture !== undefined) {
      oldPicture = user.profile_picture;
      if (picture === null) {
        update.profile_picture = null;
      } else {
        const processed = await processProfilePicture(picture).catch((error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 415) {
            throw new HttpError(415, {
              detail: error.body.detail,
              profile_picture: [String(error.body.detail)],
            });
          }
          throw error;
        });
        const key = newStorageKey(`avatars/${user.id}`, 'webp');
        await ctx.storage.put(key, processed, 'image/webp');
        update.profile_picture = key;
      }
    }
    await db.updateTable('users').set(update).where('id', '=', user.id).execute();
    if (oldPicture) await ctx.storage.delete(oldPicture).catch(() => undefined);
    return userOut(ctx, request, await reload(user.id));
  });

  on(U.changePassword, { load: ownUser }, async ({ request, record: user, body }) => {
    if (!(await verifyPassword(user.password_hash, body.old_password))) {
      throw fieldError('old_password', ERRORS.wrongPassword);
    }
    checkPassword('new_password', body.new_password, user);
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(body.new_password), updated_at: ctx.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    // Every other session ends (their sockets too); the one that changed the password stays.
    await endSessions(ctx, user.id, { keep: request.tokenHash });
    return { detail: ERRORS.passwordUpdated };
  });

  on(U.preferences, { load: ownUser }, async ({ record: user }) => {
    let row = await db
      .selectFrom('tenant_preferences')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) {
      await db
        .insertInto('tenant_preferences')
        .values({ user_id: user.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
      row = await db
        .selectFrom('tenant_preferences')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
    }
    return {
      min_price: row.min_price,
      max_price: row.max_price,
      preferred_cities: JSON.parse(row.preferred_cities) as string[],
      min_bedrooms: row.min_bedrooms,
      min_bathrooms: row.min_bathrooms,
      preferred_property_types: JSON.parse(row.preferred_property_types) as PropertyType[],
      needs_furnished: !!row.needs_furnished,
      needs_parking: !!row.needs_parking,
      allows_pets: !!row.allows_pets,
      email_notifications: !!row.email_notifications,
    };
  });

  // A session alone cannot destroy the account: its password confirms it (docs/adr/0031-account-deletion.md).
  on(U.delete, { load: ownUser }, async ({ record: user, body }) => {
    if (!user.password_hash) throw fieldError('password', ERRORS.deleteNeedsPassword);
    if (!(await verifyPassword(user.password_hash, body.password))) {
      throw fieldError('password', ERRORS.deleteWrongPassword);
    }
    // Stored files go too: the avatar and the images of the landlord's properties and rooms.
    const propertyImages = await db
      .selectFrom('property_images')
      .innerJoin('properties', 'properties.id', 'property_images.owner_ref')
      .select(['property_images.storage_key', 'property_images.thumb_key'])
      .where('properties.owner_id', '=', user.id)
      .execute();
    const roomImages = await db
      .selectFrom('room_images')
      .innerJoin('rooms', 'rooms.id', 'room_images.owner_ref')
      .innerJoin('properties', 'properties.id', 'rooms.property_id')
      .select(['room_images.storage_key', 'room_images.thumb_key'])
      .where('properties.owner_id', '=', user.id)
      .execute();
    // Foreign keys cascade: tokens, properties (with rooms, images, listings, favourites and
    // appointments on them), the user's favourites, appointments and notifications.
    await endSessions(ctx, user.id, { keep: null });
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    const keys = [
      user.profile_picture,
      ...[...propertyImages, ...roomImages].flatMap((i) => [i.storage_key, i.thumb_key]),
    ];
    await Promise.all(
      keys.filter((k): k is string => !!k).map((k) => ctx.storage.delete(k).catch(() => undefined)),
    );
  });

  on(A.forgotPassword, perAddress(ctx, 'recoveryPerAddress'), async ({ body }) => {
    // Counted per e-mail whether or not it is registered, so the limit reveals nothing either.
    await ctx.throttles.hit('recoveryPerEmail', emailKey(body.email));
    // Everything that depends on the e-mail being registered happens after the answer is sent:
    // known and unknown e-mails are answered alike and in the same time.
    ctx.afterResponse(() => sendRecoveryMail(body.email));
    return { detail: ERRORS.passwordResetRequested };
  });

  async function sendRecoveryMail(email: string): Promise<void> {
    const user = await findByEmail(email);
    if (user) {
      const token = randomBytes(32).toString('base64url');
      const now = ctx.now();
      await db
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: hashToken(token),
          expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
          used_at: null,
          created_at: now.toISOString(),
        })
        .execute();
      // The link's origin is configuration (PUBLIC_URL), never a request header.
      const link = pageUrl(ctx.publicOrigin(), 'resetPassword', {}, { token });
      await ctx.mailer.send({
        to: user.email,
        ...passwordResetMail(storedLanguage(user.language), displayName(user), link),
        // Outside the daily cap: a flooded inbox can still recover its account (recoveryPerEmail
        // bounds these on its own).
        uncapped: true,
      });
    }
  }

  on(A.resetPassword, perAddress(ctx, 'resetPerAddress'), async ({ body }) => {
    const now = ctx.now().toISOString();
    const reset = await db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select([
        'password_resets.id as reset_id',
        'users.id',
        'users.email',
        'users.first_name',
        'users.last_name',
      ])
      .where('password_resets.token_hash', '=', hashToken(body.token))
      .where('password_resets.used_at', 'is', null)
      .where('password_resets.expires_at', '>', now)
      .executeTakeFirst();
    if (!reset) throw fieldError('token', ERRORS.resetTokenInvalid);
    checkPassword('new_password', body.new_password, reset);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: await hashPassword(body.new_password), updated_at: now })
        .where('id', '=', reset.id)
        .execute();
      await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', reset.id)
        .where('used_at', 'is', null)
        .execute();
    });
    // Every session ends, and their open sockets close.
    await endSessions(ctx, reset.id, { keep: null });
    return { detail: ERRORS.passwordReset };
  });

  let jwks: JWTVerifyGetKey | null = null;
  on(A.googleConfig, async () => ({
    enabled: !!ctx.config.googleClientId,
    client_id: ctx.config.googleClientId,
  }));

  /** Google sign-in off: 503 before the body is read. */
  function googleClientId(): string {
    const clientId = ctx.config.googleClientId;
    if (!clientId) throw detail(503, ERRORS.googleDisabled);
    return clientId;
  }

  const googleOptions = { ...perAddress(ctx, 'loginPerAddress'), before: () => void googleClientId() };

  on(A.google, googleOptions, async ({ request, reply, body }) => {
    const clientId = googleClientId();
    jwks ??= createRemoteJWKSet(new URL(ctx.config.googleJwksUrl));
    let claims: {
      sub?: string;
      email?: string;
      email_verified?: boolean;
      given_name?: string;
      family_name?: string;
      name?: string;
    };
    try {
      const verified = await jwtVerify(body.id_token, jwks, {
        issuer: ['https://accounts.google.com', 'accounts.google.com'],
        audience: clientId,
        currentDate: ctx.now(),
      });
      claims = verified.payload as typeof claims;
    } catch (error) {
      request.log.info({ reason: (error as Error).name }, 'Google ID token refused');
      throw detail(401, ERRORS.googleInvalid);
    }
    if (!claims.sub || !claims.email || claims.email_verified !== true)
      throw detail(401, ERRORS.googleInvalid);
    const email = claims.email.trim().toLowerCase();
    let user =
      (await db.selectFrom('users').selectAll().where('google_sub', '=', claims.sub).executeTakeFirst()) ??
      (await findByEmail(email));
    const now = ctx.now().toISOString();
    if (user) {
      if (!user.google_sub)
        await db
          .updateTable('users')
          .set({ google_sub: claims.sub, updated_at: now })
          .where('id', '=', user.id)
          .execute();
    } else {
      const [first, ...rest] = (claims.name ?? email.split('@')[0] ?? '').split(' ');
      const inserted = await db
        .insertInto('users')
        .values({
          email,
          password_hash: null,
          first_name: (claims.given_name ?? first ?? '').slice(0, 150) || 'Usuario',
          last_name: (claims.family_name ?? rest.join(' ')).slice(0, 150),
          phone: '',
          bio: '',
          date_of_birth: null,
          profile_picture: null,
          is_landlord: 0,
          is_tenant: 1,
          google_sub: claims.sub,
          // The Google button says that continuing accepts the terms and the privacy policy.
          terms_accepted_at: now,
          language: requestLanguage(request),
          date_joined: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      user = await reload(inserted.id);
    }
    await rememberSource(ctx, user.id, request, reply);
    return { token: await issueToken(ctx, user.id) };
  });
}
