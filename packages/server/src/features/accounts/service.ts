import { randomBytes } from 'node:crypto';
import {
  type googleLoginSchema,
  type loginSchema,
  pageUrl,
  type passwordChangeSchema,
  passwordProblems,
  type passwordResetSchema,
  type profileUpdateSchema,
  type registrationSchema,
  type TenantPreferences,
  type User,
} from '@convive/sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Updateable } from 'kysely';
import type * as z from 'zod/mini';
import { knownSource, rememberSource } from '../../auth/loginSources';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { endSessions } from '../../auth/sessions';
import { hashToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { UserRow, UsersTable } from '../../db/schema';
import { detail, ERRORS, fieldError, forbidden, HttpError, nonFieldError, type Say } from '../../errors';
import { passwordResetMail } from '../../i18n/emails';
import { requestLanguage, storedLanguage } from '../../i18n/translate';
import { newStorageKey, processProfilePicture } from '../../services/images';
import { emailKey } from '../../services/limitKeys';
import { LIMITS, tooManyRequests } from '../../services/limits';
import { checkedPhone } from '../../services/phone';
import { displayName, issueToken, userOut } from '../../services/users';
import { preferencesOut } from './mapping';
import { accountQueries } from './queries';

/*
 * Accounts: registration, sign-in (password and Google), sign-out, profile, password, deletion.
 * Sessions, tokens and password hashes are src/auth's; the user's answer is services/users.ts's.
 */

type Login = z.output<typeof loginSchema>;
type Registration = z.output<typeof registrationSchema>;
type ProfileUpdate = z.output<typeof profileUpdateSchema>;
type PasswordChange = z.output<typeof passwordChangeSchema>;
type PasswordReset = z.output<typeof passwordResetSchema>;
type GoogleLogin = z.output<typeof googleLoginSchema>;

/** How long a password-recovery link works. */
const RESET_TTL_MS = 60 * 60 * 1000;
/** The pause before answering a login for an e-mail with `failures` recent failures: none for the first five, then doubling from 250 ms up to 2 s. */
export function loginDelayMs(failures: number): number {
  return failures < 5 ? 0 : Math.min(250 * 2 ** (failures - 5), 2_000);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function checkPassword(
  field: string,
  password: string,
  owner: Pick<UserRow, 'email' | 'first_name' | 'last_name'>,
): void {
  const problems = passwordProblems(password, owner);
  if (problems.length > 0) throw new HttpError(400, { [field]: problems });
}

export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Login,
): Promise<{ token: string }> {
  // Failures are counted per account and source (docs/adr/0002-login-lock-per-source.md). From a
  // source that signed in to the account before (its device cookie, else its network), they
  // count against that source only; from anywhere else, against the e-mail (known or not) for
  // all unknown sources together. Past the limit that count is locked, the right password
  // included, until the lock ends; before that, each failure beyond the fifth slows the next answer.
  const user = await accountQueries(ctx.db).byEmail(body.email);
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
}

export async function register(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Registration,
): Promise<{ token: string }> {
  const queries = accountQueries(ctx.db);
  await ctx.throttles.hit('registerPerEmail', emailKey(body.email));
  checkPassword('password', body.password, body);
  const phone = checkedPhone('phone', body.phone);
  if (await queries.byEmail(body.email)) throw fieldError('email', ERRORS.emailTaken);
  const now = ctx.now().toISOString();
  const id = await queries
    .insertUser({
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
    .catch((error: unknown) => {
      // Two registrations racing for one e-mail: the unique index decides.
      if (/unique|duplicate/i.test(String(error))) throw fieldError('email', ERRORS.emailTaken);
      throw error;
    });
  // The device that created the account signed in to it.
  await rememberSource(ctx, id, request, reply);
  return { token: await issueToken(ctx, id) };
}

/** Ends the session of the token the call came with; the user's other sessions stay. */
export async function logout(ctx: AppContext, userId: number, tokenHash: string | null): Promise<void> {
  if (tokenHash) await endSessions(ctx, userId, { only: tokenHash });
}

/** The path's user must be the signed-in one (403): the record is the caller's own account. */
export function ownAccount(user: UserRow, id: number): UserRow {
  if (id !== user.id) throw forbidden();
  return user;
}

/**
 * Applies a checked profile update. `picture`: undefined leaves it, null removes it, bytes replace it
 * (the old file is deleted once the row no longer names it).
 */
export async function updateProfile(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  data: ProfileUpdate,
  picture: Buffer | null | undefined,
): Promise<User> {
  const update: Updateable<UsersTable> = {
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
  const queries = accountQueries(ctx.db);
  await queries.updateUser(user.id, update);
  if (oldPicture) await ctx.storage.delete(oldPicture).catch(() => undefined);
  return userOut(ctx, request, await queries.byId(user.id));
}

/** Changes the password with the old one; every other session ends, `keep` (the caller's) stays. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  body: PasswordChange,
  keep: string | null,
): Promise<{ detail: Say }> {
  if (!(await verifyPassword(user.password_hash, body.old_password))) {
    throw fieldError('old_password', ERRORS.wrongPassword);
  }
  checkPassword('new_password', body.new_password, user);
  await accountQueries(ctx.db).updateUser(user.id, {
    password_hash: await hashPassword(body.new_password),
    updated_at: ctx.now().toISOString(),
  });
  // Every other session ends (their sockets too); the one that changed the password stays.
  await endSessions(ctx, user.id, { keep });
  return { detail: ERRORS.passwordUpdated };
}

/** The user's search preferences, stored with the defaults on first read. */
export async function preferences(ctx: AppContext, userId: number): Promise<TenantPreferences> {
  const queries = accountQueries(ctx.db);
  const row = (await queries.preferences(userId)) ?? (await queries.createPreferences(userId));
  return preferencesOut(row);
}

/** A session alone cannot destroy the account: its password confirms it (docs/adr/0031-account-deletion.md). */
export async function deleteAccount(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  if (!user.password_hash) throw fieldError('password', ERRORS.deleteNeedsPassword);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw fieldError('password', ERRORS.deleteWrongPassword);
  }
  const queries = accountQueries(ctx.db);
  // Stored files go too: the avatar and the images of the landlord's properties and rooms.
  const images = await queries.imagesOfOwner(user.id);
  // Foreign keys cascade: tokens, properties (with rooms, images, listings, favourites and
  // appointments on them), the user's favourites, appointments and notifications.
  await endSessions(ctx, user.id, { keep: null });
  await queries.deleteUser(user.id);
  const keys = [user.profile_picture, ...images.flatMap((i) => [i.storage_key, i.thumb_key])];
  await Promise.all(
    keys.filter((k): k is string => !!k).map((k) => ctx.storage.delete(k).catch(() => undefined)),
  );
}

export async function forgotPassword(ctx: AppContext, email: string): Promise<{ detail: Say }> {
  // Counted per e-mail whether or not it is registered, so the limit reveals nothing either.
  await ctx.throttles.hit('recoveryPerEmail', emailKey(email));
  // Everything that depends on the e-mail being registered happens after the answer is sent:
  // known and unknown e-mails are answered alike and in the same time.
  ctx.afterResponse(() => sendRecoveryMail(ctx, email));
  return { detail: ERRORS.passwordResetRequested };
}

async function sendRecoveryMail(ctx: AppContext, email: string): Promise<void> {
  const queries = accountQueries(ctx.db);
  const user = await queries.byEmail(email);
  if (user) {
    const token = randomBytes(32).toString('base64url');
    const now = ctx.now();
    await queries.insertReset({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    });
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

export async function resetPassword(ctx: AppContext, body: PasswordReset): Promise<{ detail: Say }> {
  const queries = accountQueries(ctx.db);
  const now = ctx.now().toISOString();
  const reset = await queries.findReset(hashToken(body.token), now);
  if (!reset) throw fieldError('token', ERRORS.resetTokenInvalid);
  checkPassword('new_password', body.new_password, reset);
  await queries.resetPassword(reset.id, await hashPassword(body.new_password), now);
  // Every session ends, and their open sockets close.
  await endSessions(ctx, reset.id, { keep: null });
  return { detail: ERRORS.passwordReset };
}

export function googleConfig(ctx: AppContext): { enabled: boolean; client_id: string | null } {
  return { enabled: !!ctx.config.googleClientId, client_id: ctx.config.googleClientId };
}

/** Google sign-in off: 503 (checked before the body is read, and again by the call). */
export function googleClientId(ctx: AppContext): string {
  const clientId = ctx.config.googleClientId;
  if (!clientId) throw detail(503, ERRORS.googleDisabled);
  return clientId;
}

/** Google's signing keys, fetched once per server (each its own JWKS address, in tests too). */
const googleKeys = new WeakMap<AppContext, JWTVerifyGetKey>();

/** Signs in with a Google ID token: the account of its subject, else of its e-mail, else a new tenant. */
export async function googleSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: GoogleLogin,
): Promise<{ token: string }> {
  const clientId = googleClientId(ctx);
  let jwks = googleKeys.get(ctx);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(ctx.config.googleJwksUrl));
    googleKeys.set(ctx, jwks);
  }
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
  if (!claims.sub || !claims.email || claims.email_verified !== true) throw detail(401, ERRORS.googleInvalid);
  const queries = accountQueries(ctx.db);
  const email = claims.email.trim().toLowerCase();
  let user = (await queries.byGoogleSub(claims.sub)) ?? (await queries.byEmail(email));
  const now = ctx.now().toISOString();
  if (user) {
    if (!user.google_sub) await queries.updateUser(user.id, { google_sub: claims.sub, updated_at: now });
  } else {
    const [first, ...rest] = (claims.name ?? email.split('@')[0] ?? '').split(' ');
    const id = await queries.insertUser({
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
    });
    user = await queries.byId(id);
  }
  await rememberSource(ctx, user.id, request, reply);
  return { token: await issueToken(ctx, user.id) };
}
