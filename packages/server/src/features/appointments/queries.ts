import type { Insertable, Kysely } from 'kysely';
import type { AppointmentRow, AppointmentsTable, Database, GuestVisitRequestsTable } from '../../db/schema';
import type { PageWindow } from '../../pagination';

/** A visit with what its answer names: the property, the requester's account, the partner key. */
export type AppointmentWithNames = AppointmentRow & {
  source_name: string | null;
  property_title: string;
  property_owner: number;
  /** Null for a guest's visit: no account behind it. */
  requester_first_name: string | null;
  requester_last_name: string | null;
  requester_email: string | null;
  requester_phone: string | null;
};

/** The appointments' queries: every SQL statement of the feature (the calendar's and mails' aside). */
export function appointmentQueries(db: Kysely<Database>) {
  function withNames() {
    return db
      .selectFrom('appointments as a')
      .innerJoin('properties as p', 'p.id', 'a.property_id')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('partner_keys as k', 'k.id', 'a.source_key_id')
      .selectAll('a')
      .select([
        'k.name as source_name',
        'p.title as property_title',
        'p.owner_id as property_owner',
        'u.first_name as requester_first_name',
        'u.last_name as requester_last_name',
        'u.email as requester_email',
        'u.phone as requester_phone',
      ]);
  }

  return {
    one(id: number): Promise<AppointmentWithNames | undefined> {
      return withNames().where('a.id', '=', id).executeTakeFirst();
    },

    /**
     * One page of a user's visits (asked by them, or for a property of theirs) by date and time, and
     * how many there are in all.
     */
    async page(userId: number, window: PageWindow): Promise<{ total: number; rows: AppointmentWithNames[] }> {
      const { count } = await db
        .selectFrom('appointments as a')
        .innerJoin('properties as p', 'p.id', 'a.property_id')
        .where((eb) => eb.or([eb('a.user_id', '=', userId), eb('p.owner_id', '=', userId)]))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const total = Number(count);
      const rows =
        window.offset < total
          ? await withNames()
              .where((eb) => eb.or([eb('a.user_id', '=', userId), eb('p.owner_id', '=', userId)]))
              .orderBy('a.date')
              .orderBy('a.time')
              .orderBy('a.id')
              .limit(window.pageSize)
              .offset(window.offset)
              .execute()
          : [];
      return { total, rows };
    },

    /** Confirmed visits of this user (either side) before `today` at `time` become `completada`. */
    async completePassed(userId: number, today: string, time: string, now: string): Promise<void> {
      await db
        .updateTable('appointments')
        .set({ status: 'completada', updated_at: now })
        .where('status', '=', 'confirmada')
        .where((eb) =>
          eb.or([eb('date', '<', today), eb.and([eb('date', '=', today), eb('time', '<', time)])]),
        )
        .where((eb) =>
          eb.or([
            eb('user_id', '=', userId),
            eb('property_id', 'in', eb.selectFrom('properties').select('id').where('owner_id', '=', userId)),
          ]),
        )
        .execute();
    },

    property(id: number) {
      return db
        .selectFrom('properties')
        .select(['id', 'title', 'owner_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The account's visit not cancelled for this property and slot, if any. */
    duplicate(userId: number, propertyId: number, date: string, time: string) {
      return db
        .selectFrom('appointments')
        .select('id')
        .where('user_id', '=', userId)
        .where('property_id', '=', propertyId)
        .where('date', '=', date)
        .where('time', '=', time)
        .where('status', '!=', 'cancelada')
        .executeTakeFirst();
    },

    /** A guest's visit not cancelled for this e-mail, property and slot, if any. */
    guestDuplicate(email: string, propertyId: number, date: string, time: string) {
      return db
        .selectFrom('appointments')
        .select('id')
        .where('user_id', 'is', null)
        .where('guest_email', '=', email)
        .where('property_id', '=', propertyId)
        .where('date', '=', date)
        .where('time', '=', time)
        .where('status', '!=', 'cancelada')
        .executeTakeFirst();
    },

    async insert(values: Insertable<AppointmentsTable>): Promise<number> {
      const { id } = await db
        .insertInto('appointments')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * The status change, only while the visit is still pendiente; `sequence` grows so a calendar
     * holding the event takes the newer copy (RFC 5545 SEQUENCE). False when it was no longer pendiente.
     */
    async decide(
      id: number,
      change: {
        status: 'confirmada' | 'cancelada';
        cancelled_by: 'owner' | 'requester' | null;
        response_message: string;
        updated_at: string;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('appointments')
        .set((eb) => ({ ...change, sequence: eb('sequence', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pendiente')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async insertGuestRequest(values: Insertable<GuestVisitRequestsTable>): Promise<number> {
      const { id } = await db
        .insertInto('guest_visit_requests')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async removeGuestRequest(id: number): Promise<void> {
      await db.deleteFrom('guest_visit_requests').where('id', '=', id).execute();
    },

    guestRequestByTokenHash(tokenHash: string) {
      return db
        .selectFrom('guest_visit_requests')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Marks the guest's request confirmed, unless it already was: false when another click got there first. */
    async claimGuestRequest(id: number, now: string): Promise<boolean> {
      const claimed = await db
        .updateTable('guest_visit_requests')
        .set({ confirmed_at: now })
        .where('id', '=', id)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) > 0;
    },

    async linkGuestRequest(id: number, appointmentId: number): Promise<void> {
      await db
        .updateTable('guest_visit_requests')
        .set({ appointment_id: appointmentId })
        .where('id', '=', id)
        .execute();
    },

    async guestRequestAppointment(id: number): Promise<number | null | undefined> {
      const row = await db
        .selectFrom('guest_visit_requests')
        .select('appointment_id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.appointment_id;
    },

    /** A visit with its property, its requester (account or guest) and its landlord: its event. */
    eventRow(id: number) {
      return db
        .selectFrom('appointments as a')
        .innerJoin('properties as p', 'p.id', 'a.property_id')
        .innerJoin('users as o', 'o.id', 'p.owner_id')
        .leftJoin('users as u', 'u.id', 'a.user_id')
        .select([
          'a.id',
          'a.property_id',
          'a.date',
          'a.time',
          'a.status',
          'a.sequence',
          'a.notes',
          'a.user_id',
          'a.guest_name',
          'a.guest_email',
          'a.guest_phone',
          'p.title',
          'p.address',
          'p.city',
          'o.first_name as owner_first_name',
          'o.last_name as owner_last_name',
          'o.email as owner_email',
          'o.phone as owner_phone',
          'u.first_name as tenant_first_name',
          'u.last_name as tenant_last_name',
          'u.email as tenant_email',
          'u.phone as tenant_phone',
        ])
        .where('a.id', '=', id)
        .executeTakeFirst();
    },

    /** The languages and e-mail preferences of a visit's two parties. */
    partiesRow(id: number) {
      return db
        .selectFrom('appointments as a')
        .innerJoin('properties as p', 'p.id', 'a.property_id')
        .innerJoin('users as o', 'o.id', 'p.owner_id')
        .leftJoin('users as u', 'u.id', 'a.user_id')
        .leftJoin('tenant_preferences as tp', 'tp.user_id', 'a.user_id')
        .leftJoin('tenant_preferences as op', 'op.user_id', 'p.owner_id')
        .select([
          'a.user_id',
          'p.owner_id',
          'u.language as tenant_language',
          'o.language as owner_language',
          'tp.email_notifications as tenant_emails',
          'op.email_notifications as owner_emails',
        ])
        .where('a.id', '=', id)
        .executeTakeFirst();
    },

    /** What a reminder checks before it is sent: whether the visit still stands, when. */
    reminderVisit(id: number) {
      return db
        .selectFrom('appointments')
        .select(['id', 'date', 'time', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Claims a reminder with one UPDATE, so of two runs of it only one goes on: true when this one
     * did. The visit must still be confirmed and at the date and time it was checked at.
     */
    async claimReminder(
      visit: { id: number; date: string; time: string },
      column: 'reminded_24h_at' | 'reminded_2h_at',
      now: string,
    ): Promise<boolean> {
      const claimed = await db
        .updateTable('appointments')
        .set({ [column]: now })
        .where('id', '=', visit.id)
        .where(column, 'is', null)
        .where('status', '=', 'confirmada')
        .where('date', '=', visit.date)
        .where('time', '=', visit.time)
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) > 0;
    },

    /** The language of the page a guest's visit was asked from (its latest request), if stored. */
    async guestLanguage(appointmentId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('guest_visit_requests')
        .select('language')
        .where('appointment_id', '=', appointmentId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.language;
    },
  };
}

export type AppointmentQueries = ReturnType<typeof appointmentQueries>;
