import { ENDPOINTS, SAVED_SEARCHES_MAX, type SavedSearch, type SavedSearchAlert } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type AppContext, nowIso } from '../context';
import { withOwnerLock } from '../db/ownerLock';
import type { SavedSearchRow } from '../db/schema';
import { detail, ERRORS, nonFieldError, notFound } from '../errors';
import { perAddress } from '../http/rateLimits';
import { router } from '../http/route';
import { requestLanguage } from '../i18n/translate';
import { newUnsubscribeToken, savedSearchColumns, storedFilters } from '../services/savedSearchAlerts';

/** A saved search as the API shows it; `new_matches` counted by the query that read it. */
function savedSearchOut(row: SavedSearchRow, newMatches: number | string | bigint): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: storedFilters(row),
    alert: row.alert as SavedSearchAlert,
    new_matches: Number(newMatches),
    last_seen_at: row.last_seen_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A tenant's saved searches: list, create, update, delete, seen; unsubscribe by link. */
export async function savedSearchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const on = router(app, ctx);
  const E = ENDPOINTS.savedSearches;

  /**
   * The user's searches with their new matches (since last seen, of properties the public search
   * still shows), counted in the same query.
   */
  const withNewMatches = (userId: number) =>
    db
      .selectFrom('saved_searches')
      .selectAll('saved_searches')
      .select(
        sql<number>`(select count(*) from saved_search_matches m inner join properties p on p.id = m.property_id where m.saved_search_id = saved_searches.id and p.status = 'disponible' and (saved_searches.last_seen_at is null or m.matched_at > saved_searches.last_seen_at))`.as(
          'new_matches',
        ),
      )
      .where('saved_searches.user_id', '=', userId);

  const one = async (userId: number, id: number) => {
    const row = await withNewMatches(userId).where('saved_searches.id', '=', id).executeTakeFirstOrThrow();
    return savedSearchOut(row, row.new_matches);
  };

  /** The caller's own search of the path; someone else's is a 404 (its existence is not told). */
  const ownSearch = async ({ user, params }: { user: { id: number }; params: { id: number } }) => {
    const row = await db
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', params.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  on(E.list, async ({ user }) => {
    const rows = await withNewMatches(user.id)
      .orderBy('saved_searches.created_at', 'desc')
      .orderBy('saved_searches.id', 'desc')
      .execute();
    return rows.map((row) => savedSearchOut(row, row.new_matches));
  });

  on(E.create, async ({ user, body }) => {
    const now = nowIso(ctx);
    // Counted and written under one lock: requests sent together cannot each see room for one more.
    const row = await withOwnerLock(db, ctx.dialect, 'saved_searches', user.id, async (trx) => {
      const count = await trx
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(count?.n ?? 0) >= SAVED_SEARCHES_MAX)
        throw nonFieldError(ERRORS.savedSearchesMax({ max: SAVED_SEARCHES_MAX }));
      return trx
        .insertInto('saved_searches')
        .values({
          user_id: user.id,
          name: body.name,
          filters: JSON.stringify(body.filters),
          alert: body.alert,
          unsubscribe_token: newUnsubscribeToken(),
          last_seen_at: null,
          ...savedSearchColumns(body.filters),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return savedSearchOut(row, 0);
  });

  on(E.update, { load: ownSearch }, async ({ user, record: search, body }) => {
    await db
      .updateTable('saved_searches')
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.alert !== undefined ? { alert: body.alert } : {}),
        ...(body.filters !== undefined
          ? { filters: JSON.stringify(body.filters), ...savedSearchColumns(body.filters) }
          : {}),
        updated_at: nowIso(ctx),
      })
      .where('id', '=', search.id)
      .execute();
    return one(user.id, search.id);
  });

  on(E.delete, { load: ownSearch }, async ({ record: search }) => {
    await db.deleteFrom('saved_searches').where('id', '=', search.id).execute();
  });

  on(E.seen, { load: ownSearch }, async ({ user, record: search }) => {
    await db
      .updateTable('saved_searches')
      .set({ last_seen_at: nowIso(ctx) })
      .where('id', '=', search.id)
      .execute();
    return one(user.id, search.id);
  });

  on(E.unsubscribe, perAddress(ctx, 'unsubscribePerAddress'), async ({ request, body }) => {
    const search = await db
      .selectFrom('saved_searches')
      .select(['id', 'name'])
      .where('unsubscribe_token', '=', body.token)
      .executeTakeFirst();
    if (!search) throw detail(404, ERRORS.unsubscribeInvalid);
    await db
      .updateTable('saved_searches')
      .set({ alert: 'off', updated_at: nowIso(ctx) })
      .where('id', '=', search.id)
      .execute();
    return {
      detail: ERRORS.unsubscribed({ name: search.name }).in(requestLanguage(request)),
      name: search.name,
    };
  });
}
