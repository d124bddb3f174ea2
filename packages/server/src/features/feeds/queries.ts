import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, FeedRow, FeedRunRow, FeedRunsTable, FeedsTable } from '../../db/schema';

/** Rows per `in (…)` list: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/** What the importer knows of a property a feed of the account made. */
export interface KnownProperty {
  id: number;
  feed_id: number | null;
  external_ref: string;
  feed_hash: string | null;
  listing_id: number | null;
  listing_status: string | null;
  property_status: string;
}

/** The feeds' queries: every SQL statement of the feature. Given a transaction, they run in it. */
export function feedQueries(db: Kysely<Database>) {
  return {
    list(ownerId: number): Promise<FeedRow[]> {
      return db
        .selectFrom('feeds')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async count(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('feeds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    find(ownerId: number, id: number): Promise<FeedRow | undefined> {
      return db
        .selectFrom('feeds')
        .selectAll()
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
    },

    byId(id: number): Promise<FeedRow | undefined> {
      return db.selectFrom('feeds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert(values: Insertable<FeedsTable>): Promise<FeedRow> {
      return db.insertInto('feeds').values(values).returningAll().executeTakeFirstOrThrow();
    },

    update(id: number, values: Updateable<FeedsTable>): Promise<FeedRow> {
      return db
        .updateTable('feeds')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('feeds').where('id', '=', id).execute();
    },

    /** Every enabled URL feed, for the schedule. */
    scheduled(): Promise<Pick<FeedRow, 'id' | 'next_run_at'>[]> {
      return db
        .selectFrom('feeds')
        .select(['id', 'next_run_at'])
        .where('source', '=', 'url')
        .where('enabled', '=', 1)
        .execute();
    },

    /** The latest run of each feed named. */
    async lastRuns(feedIds: readonly number[]): Promise<Map<number, FeedRunRow>> {
      const out = new Map<number, FeedRunRow>();
      for (const ids of chunks(feedIds)) {
        if (ids.length === 0) continue;
        const rows = await db
          .selectFrom('feed_runs')
          .selectAll()
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('feed_runs')
              .select((e) => e.fn.max('id').as('id'))
              .where('feed_id', 'in', ids)
              .groupBy('feed_id'),
          )
          .execute();
        for (const row of rows) out.set(row.feed_id, row);
      }
      return out;
    },

    /** How many properties each feed keys by `<ref>`. */
    async propertyCounts(feedIds: readonly number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      for (const ids of chunks(feedIds)) {
        if (ids.length === 0) continue;
        const rows = await db
          .selectFrom('properties')
          .select('feed_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('feed_id', 'in', ids)
          .groupBy('feed_id')
          .execute();
        for (const row of rows) if (row.feed_id !== null) out.set(row.feed_id, Number(row.n));
      }
      return out;
    },

    activeRun(feedId: number): Promise<FeedRunRow | undefined> {
      return db
        .selectFrom('feed_runs')
        .selectAll()
        .where('feed_id', '=', feedId)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
    },

    insertRun(values: Insertable<FeedRunsTable>): Promise<FeedRunRow> {
      return db.insertInto('feed_runs').values(values).returningAll().executeTakeFirstOrThrow();
    },

    run(id: number): Promise<FeedRunRow | undefined> {
      return db.selectFrom('feed_runs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Takes a queued run: false when another job (or process) already has. */
    async claim(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('feed_runs')
        .set({ status: 'running', started_at: now })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async finishRun(id: number, values: Updateable<FeedRunsTable>): Promise<void> {
      await db.updateTable('feed_runs').set(values).where('id', '=', id).execute();
    },

    async insertUpload(runId: number, body: Buffer): Promise<void> {
      await db.insertInto('feed_uploads').values({ run_id: runId, body }).execute();
    },

    async upload(runId: number): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('feed_uploads')
        .select('body')
        .where('run_id', '=', runId)
        .executeTakeFirst();
      return row ? Buffer.from(row.body) : undefined;
    },

    async removeUpload(runId: number): Promise<void> {
      await db.deleteFrom('feed_uploads').where('run_id', '=', runId).execute();
    },

    /** Every property of the account that has a `<ref>`, with its listing. */
    async known(ownerId: number): Promise<KnownProperty[]> {
      const rows = await db
        .selectFrom('properties')
        .leftJoin('listings', 'listings.property_id', 'properties.id')
        .select([
          'properties.id as id',
          'properties.feed_id as feed_id',
          'properties.external_ref as external_ref',
          'properties.feed_hash as feed_hash',
          'listings.id as listing_id',
          'listings.status as listing_status',
          'properties.status as property_status',
        ])
        .where('properties.owner_id', '=', ownerId)
        .where('properties.external_ref', 'is not', null)
        .execute();
      return rows.map((row) => ({ ...row, external_ref: row.external_ref ?? '' }));
    },

    /** The account's stored photos among `urls`, by URL. */
    async photos(
      ownerId: number,
      urls: readonly string[],
    ): Promise<Map<string, { main: string; thumb: string }>> {
      const out = new Map<string, { main: string; thumb: string }>();
      for (const list of chunks([...new Set(urls)])) {
        if (list.length === 0) continue;
        const rows = await db
          .selectFrom('feed_photos')
          .select(['url', 'storage_key', 'thumb_key'])
          .where('owner_id', '=', ownerId)
          .where('url', 'in', list)
          .execute();
        for (const row of rows) out.set(row.url, { main: row.storage_key, thumb: row.thumb_key });
      }
      return out;
    },
  };
}
