import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import {
  type Database,
  PROPERTY_COLUMNS,
  type SavedSearchesTable,
  type SavedSearchMatchesTable,
} from '../../db/schema';
import { propertyFreeFor, type Stay, shownPrice, stayPrice } from '../../search';

/** The saved searches' queries: every SQL statement of the feature's calls and of its alert jobs. */
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

    /* The alert jobs' statements (alerts.ts). An `ids` list is one chunk: the caller keeps it under
     * the dialects' parameter limits. */

    /** A property with its shown price, when the public search shows it (status disponible). */
    visibleProperty(propertyId: number) {
      return db
        .selectFrom('properties')
        .select(PROPERTY_COLUMNS)
        .select(shownPrice().as('shown_price'))
        .where('id', '=', propertyId)
        .where('status', '=', 'disponible')
        .executeTakeFirst();
    },

    /**
     * The price a property shows for a stay (a coliving home's cheapest room free for it), or
     * undefined when the public search would not show it for that stay: the search's own SQL.
     */
    async priceForStay(propertyId: number, stay: Stay): Promise<number | undefined> {
      const row = await db
        .selectFrom('properties')
        .select(stayPrice(stay).as('price'))
        .where('properties.id', '=', propertyId)
        .where(propertyFreeFor(stay))
        .executeTakeFirst();
      return row ? Number(row.price) : undefined;
    },

    /**
     * The searches that may match a property, by their denormalised columns only (an index on
     * city_key serves it): no city or one of `cityKeys`, price bounds around `price`, the coliving
     * kind and type or none. Searches that already matched the property are left out.
     */
    candidateSearches(property: {
      id: number;
      cityKeys: string[];
      price: number;
      coliving: 'coliving' | 'traditional';
      propertyType: string;
    }) {
      const keys = property.cityKeys;
      const price = property.price;
      return db
        .selectFrom('saved_searches')
        .select(['id', 'alert', 'filters'])
        .where((eb) =>
          eb.or([eb('city_key', 'is', null), ...(keys.length ? [eb('city_key', 'in', keys)] : [])]),
        )
        .where((eb) => eb.or([eb('min_price', 'is', null), eb('min_price', '<=', price)]))
        .where((eb) => eb.or([eb('max_price', 'is', null), eb('max_price', '>=', price)]))
        .where((eb) => eb.or([eb('coliving', 'is', null), eb('coliving', '=', property.coliving)]))
        .where((eb) =>
          eb.or([eb('property_type', 'is', null), eb('property_type', '=', property.propertyType)]),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('saved_search_matches as m')
                .select('m.id')
                .whereRef('m.saved_search_id', '=', 'saved_searches.id')
                .where('m.property_id', '=', property.id),
            ),
          ),
        )
        .execute();
    },

    /** Records matches; a pair already recorded is skipped (the unique key). Answers the ids inserted. */
    insertMatches(values: Insertable<SavedSearchMatchesTable>[]) {
      return db
        .insertInto('saved_search_matches')
        .values(values)
        .onConflict((oc) => oc.columns(['saved_search_id', 'property_id']).doNothing())
        .returning('id')
        .execute();
    },

    /** A property's first photo (main first, then by position), or undefined. */
    firstPhoto(propertyId: number) {
      return db
        .selectFrom('property_images')
        .select('storage_key')
        .where('owner_ref', '=', propertyId)
        .orderBy('is_main', 'desc')
        .orderBy('position')
        .orderBy('id')
        .executeTakeFirst();
    },

    /** Claims a property's matches not yet notified, in one statement: notified_at set to `now`. */
    claimUnnotified(propertyId: number, now: string) {
      return db
        .updateTable('saved_search_matches')
        .set({ notified_at: now })
        .where('property_id', '=', propertyId)
        .where('notified_at', 'is', null)
        .returning(['id', 'saved_search_id'])
        .execute();
    },

    /** The searches `ids` with what their alerts need of their owners. */
    alertRecipients(ids: number[]) {
      return db
        .selectFrom('saved_searches as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.id',
          's.name',
          's.alert',
          's.unsubscribe_token',
          's.user_id',
          'u.email',
          'u.first_name',
          'u.language',
        ])
        .where('s.id', 'in', ids)
        .execute();
    },

    /** Hands a match to the next digest (digested_at cleared). */
    async foldIntoDigest(matchId: number): Promise<void> {
      await db
        .updateTable('saved_search_matches')
        .set({ digested_at: null })
        .where('id', '=', matchId)
        .execute();
    },

    /** Gives claimed matches back to a retry of their instant alerts (notified_at cleared). */
    async releaseUnnotified(ids: number[]): Promise<void> {
      await db
        .updateTable('saved_search_matches')
        .set({ notified_at: null })
        .where('id', 'in', ids)
        .execute();
    },

    /**
     * The matches the digest at `now` carries: not yet digested, of daily and instant searches (an
     * instant search's match waits here when its alert was folded, or when the search was daily as
     * it matched), with their search, owner and property (its shown price), in the mail's order.
     */
    undigestedMatches(now: string) {
      return db
        .selectFrom('saved_search_matches as m')
        .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .innerJoin('properties', 'properties.id', 'm.property_id')
        .select([
          'm.id',
          's.id as search_id',
          's.name',
          's.unsubscribe_token',
          's.user_id',
          'u.email',
          'u.first_name',
          'u.language',
          'properties.id as property_id',
          'properties.title',
          'properties.city',
          'properties.status',
        ])
        .select(shownPrice().as('shown_price'))
        .where('m.digested_at', 'is', null)
        .where('s.alert', 'in', ['daily', 'instant'])
        .where('m.matched_at', '<=', now)
        .orderBy('s.user_id')
        .orderBy('s.created_at')
        .orderBy('s.id')
        .orderBy('m.matched_at')
        .orderBy('m.id')
        .execute();
    },

    /** Claims matches for the digest at `now`; answers how many were still undigested. */
    async claimForDigest(ids: number[], now: string): Promise<number> {
      const result = await db
        .updateTable('saved_search_matches')
        .set({ digested_at: now })
        .where('id', 'in', ids)
        .where('digested_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Gives back the matches the digest at `now` claimed, for the next digest. */
    async unclaimDigest(ids: number[], now: string): Promise<void> {
      await db
        .updateTable('saved_search_matches')
        .set({ digested_at: null })
        .where('id', 'in', ids)
        .where('digested_at', '=', now)
        .execute();
    },
  };
}

export type SavedSearchQueries = ReturnType<typeof savedSearchQueries>;
