import type { Insertable, Kysely } from 'kysely';
import type { Database, PartnerKeyRow, PartnerKeysTable } from '../../db/schema';

/** The partner keys' queries: every SQL statement of the feature. */
export function partnerQueries(db: Kysely<Database>) {
  const active = (ownerId: number) =>
    db.selectFrom('partner_keys').selectAll().where('owner_id', '=', ownerId).where('revoked_at', 'is', null);

  return {
    /** An owner's active keys, newest first. */
    active(ownerId: number): Promise<PartnerKeyRow[]> {
      return active(ownerId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    findActive(ownerId: number, id: number): Promise<PartnerKeyRow | undefined> {
      return active(ownerId).where('id', '=', id).executeTakeFirst();
    },

    /** The owner's key, active or revoked. */
    find(ownerId: number, id: number): Promise<PartnerKeyRow | undefined> {
      return db
        .selectFrom('partner_keys')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async countActive(ownerId: number): Promise<number> {
      const count = await db
        .selectFrom('partner_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', ownerId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(count?.n ?? 0);
    },

    insert(values: Insertable<PartnerKeysTable>): Promise<PartnerKeyRow> {
      return db.insertInto('partner_keys').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async revoke(id: number, now: string): Promise<void> {
      await db.updateTable('partner_keys').set({ revoked_at: now }).where('id', '=', id).execute();
    },

    /**
     * What a key's report counts: its days from `firstDay` on, and the creation times of the
     * enquiries and visit requests it brought since `since`.
     */
    async report(keyId: number, firstDay: string, since: string) {
      const [counted, requests, visits] = await Promise.all([
        db
          .selectFrom('partner_key_days')
          .select([
            'day',
            'impressions',
            'clicks',
            'discarded_duplicate',
            'discarded_no_origin',
            'discarded_sandboxed',
          ])
          .where('key_id', '=', keyId)
          .where('day', '>=', firstDay)
          .execute(),
        db
          .selectFrom('property_requests')
          .select('created_at')
          .where('source_key_id', '=', keyId)
          .where('created_at', '>=', since)
          .execute(),
        db
          .selectFrom('appointments')
          .select('created_at')
          .where('source_key_id', '=', keyId)
          .where('created_at', '>=', since)
          .execute(),
      ]);
      return { counted, requests, visits };
    },
  };
}

export type ReportRows = Awaited<ReturnType<ReturnType<typeof partnerQueries>['report']>>;
