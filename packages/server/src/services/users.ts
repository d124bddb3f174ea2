import type { User } from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { storedLanguage } from '../i18n/translate';

/** A user row as the contract's User. */
export function userOut(ctx: AppContext, request: FastifyRequest, row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    bio: row.bio,
    date_of_birth: row.date_of_birth,
    profile_picture: ctx.mediaUrl(row.profile_picture, request),
    is_landlord: !!row.is_landlord,
    is_tenant: !!row.is_tenant,
    date_joined: row.date_joined,
    language: storedLanguage(row.language),
  };
}

/** "Nombre Apellido", trimmed. */
export function displayName(row: Pick<UserRow, 'first_name' | 'last_name'>): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

/** Issues a new token for the user; answers the token (only its hash is stored). */
export async function issueToken(ctx: AppContext, userId: number): Promise<string> {
  const token = newToken();
  const now = ctx.now().toISOString();
  await ctx.db
    .insertInto('auth_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now, last_used_at: now })
    .execute();
  return token;
}
