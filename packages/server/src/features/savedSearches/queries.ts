import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, SavedSearchesTable } from '../../db/schema';

/** The saved searches' queries: every SQL statement of the feature's calls. */
export function savedSearchQueries(db: Kysely<Database>) {
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

  return {
    /** A user's searches, newest first, each with its new matches. */
    list(userId: number) {
      return withNewMatches(userId)
        .orderBy('saved_searches.created_at', 'desc')
        .orderBy('saved_searches.id', 'desc')
        .execute();
    },

    one(userId: number, id: number) {
      return withNewMatches(userId).where('saved_searches.id', '=', id).executeTakeFirstOrThrow();
    },

    findOwn(userId: number, id: number) {
      return db
        .selectFrom('saved_searches')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async count(userId: number, trx: Kysely<Database> = db): Promise<number> {
      const row = await trx
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    insert(values: Insertable<SavedSearchesTable>, trx: Kysely<Database> = db) {
      return trx.insertInto('saved_searches').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, values: Updateable<SavedSearchesTable>): Promise<void> {
      await db.updateTable('saved_searches').set(values).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('saved_searches').where('id', '=', id).execute();
    },

    byUnsubscribeToken(token: string) {
      return db
        .selectFrom('saved_searches')
        .select(['id', 'name'])
        .where('unsubscribe_token', '=', token)
        .executeTakeFirst();
    },
  };
}
