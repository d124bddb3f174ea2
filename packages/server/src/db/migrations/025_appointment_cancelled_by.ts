import { type Kysely, sql } from 'kysely';

/**
 * Who cancelled a cancelled visit: 'owner' (the landlord rejected it) or 'requester' (the tenant
 * withdrew it). The status stays the spec's `cancelada` either way; this tells the two apart on
 * screen ('Rechazada' / 'Cancelada'). Visits cancelled before this column are read back from the
 * notification each cancellation left: to the requester when the landlord rejected, to the landlord
 * when the requester withdrew; a guest cannot withdraw, so a guest's cancelled visit was rejected.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('cancelled_by', 'text').execute();
  const cancelledNotice = (recipient: ReturnType<typeof sql>) => sql`exists (
    select 1 from notifications n
    where n.related_object_type = 'appointment' and n.related_object_id = appointments.id
      and n.event_type = 'appointment_canceled' and ${recipient})`;
  await sql`update appointments set cancelled_by = 'owner'
    where status = 'cancelada' and (user_id is null or ${cancelledNotice(sql`n.user_id = appointments.user_id`)})`.execute(
    db,
  );
  await sql`update appointments set cancelled_by = 'requester'
    where status = 'cancelada' and cancelled_by is null
      and ${cancelledNotice(sql`n.user_id <> appointments.user_id`)}`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('cancelled_by').execute();
}
