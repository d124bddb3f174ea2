import type { Insertable, Kysely, Updateable } from 'kysely';
import type {
  Database,
  WebhookDeliveriesTable,
  WebhookDeliveryRow,
  WebhookEndpointRow,
  WebhookEndpointsTable,
  WebhookEventRow,
} from '../../db/schema';
import type { DeliveryListRow } from './mapping';

/** The webhooks' queries: every SQL statement of the feature. */
export function webhookQueries(db: Kysely<Database>) {
  const deliveryList = () =>
    db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
      .selectAll('webhook_deliveries')
      .select(['webhook_events.event_id as event_key', 'webhook_events.type as event_type']);

  return {
    /** An owner's endpoints, oldest first. */
    list(ownerId: number): Promise<WebhookEndpointRow[]> {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .orderBy('id')
        .execute();
    },

    find(ownerId: number, id: number): Promise<WebhookEndpointRow | undefined> {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    byId(id: number): Promise<WebhookEndpointRow | undefined> {
      return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async count(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    insert(values: Insertable<WebhookEndpointsTable>): Promise<WebhookEndpointRow> {
      return db.insertInto('webhook_endpoints').values(values).returningAll().executeTakeFirstOrThrow();
    },

    update(id: number, values: Updateable<WebhookEndpointsTable>): Promise<WebhookEndpointRow> {
      return db
        .updateTable('webhook_endpoints')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    },

    /** The owner's enabled endpoints; the caller keeps those subscribed to a type (events is JSON). */
    enabledOf(ownerId: number): Promise<WebhookEndpointRow[]> {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('enabled', '=', 1)
        .execute();
    },

    insertEvent(values: {
      event_id: string;
      owner_id: number;
      type: string;
      payload: string;
      created_at: string;
    }): Promise<WebhookEventRow> {
      return db.insertInto('webhook_events').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async insertDeliveries(values: Insertable<WebhookDeliveriesTable>[]): Promise<number[]> {
      if (values.length === 0) return [];
      const rows = await db.insertInto('webhook_deliveries').values(values).returning('id').execute();
      return rows.map((row) => row.id);
    },

    async deliveriesPage(endpointId: number, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        deliveryList()
          .where('webhook_deliveries.endpoint_id', '=', endpointId)
          .orderBy('webhook_deliveries.created_at', 'desc')
          .orderBy('webhook_deliveries.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute() as Promise<DeliveryListRow[]>,
        db
          .selectFrom('webhook_deliveries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('endpoint_id', '=', endpointId)
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** Pending deliveries due before `dueBefore` that no run holds at `now`, oldest first. */
    async overdue(dueBefore: string, now: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', dueBefore)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The endpoint a delivery belongs to (undefined: no such delivery). */
    async endpointOfDelivery(id: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('webhook_deliveries')
        .select('endpoint_id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.endpoint_id;
    },

    delivery(endpointId: number, id: number): Promise<DeliveryListRow | undefined> {
      return deliveryList()
        .where('webhook_deliveries.endpoint_id', '=', endpointId)
        .where('webhook_deliveries.id', '=', id)
        .executeTakeFirst() as Promise<DeliveryListRow | undefined>;
    },

    /**
     * Takes a delivery for one attempt: only while it is pending, due and not taken by a run still
     * within its lease. One UPDATE, so of two runs at once (two jobs, two processes) one gets it.
     */
    claim(id: number, now: string, leaseUntil: string): Promise<WebhookDeliveryRow | undefined> {
      return db
        .updateTable('webhook_deliveries')
        .set((eb) => ({ claimed_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .returningAll()
        .executeTakeFirst();
    },

    deliveryById(id: number): Promise<WebhookDeliveryRow | undefined> {
      return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    },

    event(id: number): Promise<WebhookEventRow | undefined> {
      return db.selectFrom('webhook_events').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Records an attempt's outcome, only if this run still holds the claim. */
    async settle(
      id: number,
      leaseUntil: string,
      values: Updateable<WebhookDeliveriesTable>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({ ...values, claimed_until: null })
        .where('id', '=', id)
        .where('claimed_until', '=', leaseUntil)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Sends a delivered or failed delivery again, from its first attempt. */
    async reopen(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now, claimed_until: null })
        .where('id', '=', id)
        .where('status', '!=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** An endpoint's first failure since its last success (kept if already set). */
    async markFailing(endpointId: number, now: string): Promise<WebhookEndpointRow | undefined> {
      await db
        .updateTable('webhook_endpoints')
        .set({ failing_since: now })
        .where('id', '=', endpointId)
        .where('failing_since', 'is', null)
        .execute();
      return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpointId).executeTakeFirst();
    },

    async markHealthy(endpointId: number): Promise<void> {
      await db
        .updateTable('webhook_endpoints')
        .set({ failing_since: null })
        .where('id', '=', endpointId)
        .where('failing_since', 'is not', null)
        .execute();
    },

    /** Disables an enabled endpoint; false when it already was (so its owner is told once). */
    async disable(endpointId: number, reason: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('webhook_endpoints')
        .set({ enabled: 0, disabled_reason: reason, disabled_at: now, updated_at: now })
        .where('id', '=', endpointId)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    ownerContact(userId: number) {
      return db.selectFrom('users').select(['email', 'language']).where('id', '=', userId).executeTakeFirst();
    },
  };
}
