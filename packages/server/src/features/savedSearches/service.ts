import { randomBytes } from 'node:crypto';
import {
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type savedSearchCreateSchema,
  type savedSearchUpdateSchema,
} from '@convive/sdk';
import type * as z from 'zod/mini';
import { type AppContext, nowIso } from '../../context';
import { withOwnerLock } from '../../db/ownerLock';
import { detail, ERRORS, nonFieldError, notFound, type Say } from '../../errors';
import { savedSearchColumns, savedSearchOut } from './mapping';
import { savedSearchQueries } from './queries';

/*
 * A tenant's saved searches (list, create, update, delete, seen) and the one-click unsubscribe of
 * their alert e-mails. At most SAVED_SEARCHES_MAX a user; someone else's search is a 404. The alerts
 * themselves (matching and sending) are alerts.ts, run as jobs.
 */

/** A new unsubscribe token: 256 random bits, url-safe. */
function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

type Create = z.output<typeof savedSearchCreateSchema>;
type Update = z.output<typeof savedSearchUpdateSchema>;

export async function listSavedSearches(ctx: AppContext, userId: number): Promise<SavedSearch[]> {
  const rows = await savedSearchQueries(ctx.db).list(userId);
  return rows.map((row) => savedSearchOut(row, row.new_matches));
}

async function one(ctx: AppContext, userId: number, id: number): Promise<SavedSearch> {
  const row = await savedSearchQueries(ctx.db).one(userId, id);
  return savedSearchOut(row, row.new_matches);
}

/** The caller's own search; someone else's is a 404 (its existence is not told). */
export async function ownSavedSearch(ctx: AppContext, userId: number, id: number) {
  const row = await savedSearchQueries(ctx.db).findOwn(userId, id);
  if (!row) throw notFound();
  return row;
}

type Own = Awaited<ReturnType<typeof ownSavedSearch>>;

export async function createSavedSearch(ctx: AppContext, userId: number, body: Create): Promise<SavedSearch> {
  const queries = savedSearchQueries(ctx.db);
  const now = nowIso(ctx);
  // Counted and written under one lock: requests sent together cannot each see room for one more.
  const row = await withOwnerLock(ctx.db, ctx.dialect, 'saved_searches', userId, async (trx) => {
    if ((await queries.count(userId, trx)) >= SAVED_SEARCHES_MAX) {
      throw nonFieldError(ERRORS.savedSearchesMax({ max: SAVED_SEARCHES_MAX }));
    }
    return queries.insert(
      {
        user_id: userId,
        name: body.name,
        filters: JSON.stringify(body.filters),
        alert: body.alert,
        unsubscribe_token: newUnsubscribeToken(),
        last_seen_at: null,
        ...savedSearchColumns(body.filters),
        created_at: now,
        updated_at: now,
      },
      trx,
    );
  });
  return savedSearchOut(row, 0);
}

export async function updateSavedSearch(
  ctx: AppContext,
  userId: number,
  search: Own,
  body: Update,
): Promise<SavedSearch> {
  await savedSearchQueries(ctx.db).update(search.id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.alert !== undefined ? { alert: body.alert } : {}),
    ...(body.filters !== undefined
      ? { filters: JSON.stringify(body.filters), ...savedSearchColumns(body.filters) }
      : {}),
    updated_at: nowIso(ctx),
  });
  return one(ctx, userId, search.id);
}

export function deleteSavedSearch(ctx: AppContext, search: Own): Promise<void> {
  return savedSearchQueries(ctx.db).remove(search.id);
}

/** Marks the search's results seen now: its new matches count from here. */
export async function markSavedSearchSeen(
  ctx: AppContext,
  userId: number,
  search: Own,
): Promise<SavedSearch> {
  await savedSearchQueries(ctx.db).update(search.id, { last_seen_at: nowIso(ctx) });
  return one(ctx, userId, search.id);
}

/** Turns a search's alerts off by the token of its e-mails' link; 404 for a token that names none. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<{ name: string; said: Say }> {
  const queries = savedSearchQueries(ctx.db);
  const search = await queries.byUnsubscribeToken(token);
  if (!search) throw detail(404, ERRORS.unsubscribeInvalid);
  await queries.update(search.id, { alert: 'off', updated_at: nowIso(ctx) });
  return { name: search.name, said: ERRORS.unsubscribed({ name: search.name }) };
}
