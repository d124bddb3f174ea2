import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { ERRORS, forbidden, type Say, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the authentication hook from `Authorization: Token …`. */
    user: UserRow | null;
    /** The hash of the token the request came with (to revoke it on logout). */
    tokenHash: string | null;
    /** Why the request's token was refused (unknown, revoked, expired), when it came with one. */
    sessionRefused: Say | null;
  }
}

/** The signed-in user, or 401 (saying why, when the request's token was refused). */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(request.sessionRefused ?? undefined);
  return request.user;
}

/** A signed-in landlord, or 401/403 (DESIGN.md "Roles are enforced by the server"). */
export function requireLandlord(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.is_landlord) throw forbidden(ERRORS.landlordOnly);
  return user;
}

/** A signed-in tenant (not a landlord), or 401/403. */
export function requireTenant(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.is_landlord || !user.is_tenant) throw forbidden(ERRORS.tenantOnly);
  return user;
}
