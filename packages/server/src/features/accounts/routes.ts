import { ENDPOINTS, profileUpdateSchema } from '@convive/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { ERRORS, fieldError, nonFieldError } from '../../errors';
import { perAddress } from '../../http/rateLimits';
import { router } from '../../http/route';
import { requestLanguage } from '../../i18n/translate';
import { IMAGE_LIMITS } from '../../services/images';
import { discard, readFile, readMultipart } from '../../services/multipart';
import { userOut } from '../../services/users';
import { validate } from '../../validation';
import {
  changePassword,
  deleteAccount,
  forgotPassword,
  googleClientId,
  googleConfig,
  googleSignIn,
  login,
  logout,
  ownAccount,
  preferences,
  register,
  resetPassword,
  updateProfile,
} from './service';

/** Accounts: registration, sign-in (password and Google), sign-out, profile, password, deletion. */
export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const A = ENDPOINTS.auth;
  const U = ENDPOINTS.users;
  const own = ({ user, params }: { user: UserRow; params: { id: number } }) => ownAccount(user, params.id);

  on(A.login, perAddress(ctx, 'loginPerAddress'), ({ request, reply, body }) =>
    login(ctx, request, reply, body),
  );
  on(A.register, perAddress(ctx, 'registerPerAddress'), ({ request, reply, body }) =>
    register(ctx, request, reply, body),
  );
  on(A.logout, ({ request, user }) => logout(ctx, user.id, request.tokenHash));

  on(U.me, async ({ request, user }) => userOut(ctx, request, user));
  on(U.profile, async ({ request, user }) => userOut(ctx, request, user));
  on(U.get, { load: own }, async ({ request, record: user }) => userOut(ctx, request, user));

  // Multipart (with a picture) or JSON: the handler reads and validates its own body.
  on(U.update, { load: own }, async ({ request, record: user }) => {
    const { data, picture } = await readProfileUpdate(ctx, request, user.id);
    return updateProfile(ctx, request, user, data, picture);
  });

  on(U.changePassword, { load: own }, ({ request, record: user, body }) =>
    changePassword(ctx, user, body, request.tokenHash),
  );
  on(U.preferences, { load: own }, ({ record: user }) => preferences(ctx, user.id));
  on(U.delete, { load: own }, ({ record: user, body }) => deleteAccount(ctx, user, body.password));

  on(A.forgotPassword, perAddress(ctx, 'recoveryPerAddress'), ({ body }) => forgotPassword(ctx, body.email));
  on(A.resetPassword, perAddress(ctx, 'resetPerAddress'), ({ body }) => resetPassword(ctx, body));

  on(A.googleConfig, async () => googleConfig(ctx));
  on(
    A.google,
    { ...perAddress(ctx, 'loginPerAddress'), before: () => void googleClientId(ctx) },
    ({ request, reply, body }) => googleSignIn(ctx, request, reply, body),
  );
}

/**
 * A profile update's body, as multipart (fields and at most one picture file) or JSON (where
 * `profile_picture: null` removes the picture), validated. `picture`: undefined when not sent.
 */
async function readProfileUpdate(ctx: AppContext, request: FastifyRequest, userId: number) {
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
          await ctx.throttles.hit('imagesPerUser', userId);
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
  return { data: validate(profileUpdateSchema, fields, () => requestLanguage(request)), picture };
}
