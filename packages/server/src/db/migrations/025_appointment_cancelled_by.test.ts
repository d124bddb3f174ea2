import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  type OwnDatabase,
  openTestDatabase,
  ownPostgresDatabase,
  type TestDatabase,
} from '../../../test/harness';
import * as cancelledBy from './025_appointment_cancelled_by';
import * as notificationCodes from './026_notification_codes';

// biome-ignore lint/suspicious/noExplicitAny: this test writes against the schema before 025.
type AnyDb = Kysely<any>;

/**
 * 025 keeps who cancelled a visit; visits cancelled before it are read back from the notification
 * each cancellation left (the requester told: the landlord rejected; the landlord told: withdrawn).
 */
describe.each(DIALECTS)('025: who cancelled a visit, on %s', (dialect) => {
  let test: TestDatabase;
  let database: OwnDatabase | null = null;
  beforeAll(async () => {
    if (dialect === 'postgres') database = await ownPostgresDatabase('migration_025');
    test = await openTestDatabase(dialect, database ? { databaseUrl: database.url } : {});
  });
  afterAll(async () => {
    await test?.close();
    await database?.drop();
  });

  it('reads the canceller of older cancelled visits back from their notifications', async () => {
    const db = test.database.db as unknown as AnyDb;
    // Back to the schema before 025: the notifications of then were prose (026 made them codes).
    await notificationCodes.down(db);
    await cancelledBy.down(db);
    const now = new Date().toISOString();
    const person = async (email: string) =>
      (
        await db
          .insertInto('users')
          .values({ email, first_name: 'Eva', last_name: 'Sanz', date_joined: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const owner = await person('eva.025@example.com');
    const tenant = await person('luis.025@example.com');
    const { id: propertyId } = await db
      .insertInto('properties')
      .values({
        owner_id: owner,
        title: 'Piso',
        description: 'Luminoso',
        property_type: 'piso',
        price: 900,
        address: 'Calle Mayor 1',
        city: 'Madrid',
        city_key: 'madrid',
        postal_code: '28012',
        country: 'España',
        bedrooms: 2,
        bathrooms: 1,
        size: 70,
        status: 'disponible',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const visit = async (status: string, userId: number | null, time: string) =>
      (
        await db
          .insertInto('appointments')
          .values({
            property_id: propertyId,
            user_id: userId,
            date: '2026-12-01',
            time,
            notes: '',
            status,
            response_message: '',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const told = (userId: number, appointmentId: number) =>
      db
        .insertInto('notifications')
        .values({
          user_id: userId,
          title: 'Visita cancelada',
          message: '…',
          notification_type: 'appointment',
          status: 'unread',
          related_object_id: appointmentId,
          related_object_type: 'appointment',
          event_type: 'appointment_canceled',
          created_at: now,
          updated_at: now,
        })
        .execute();
    const rejected = await visit('cancelada', tenant, '10:00');
    await told(tenant, rejected);
    const withdrawn = await visit('cancelada', tenant, '10:30');
    await told(owner, withdrawn);
    const guest = await visit('cancelada', null, '11:00');
    const unknown = await visit('cancelada', tenant, '11:30');
    const pending = await visit('pendiente', tenant, '12:00');

    await cancelledBy.up(db);
    await notificationCodes.up(db);
    const rows = await db.selectFrom('appointments').select(['id', 'cancelled_by']).orderBy('id').execute();
    const by = new Map(rows.map((row) => [row.id, row.cancelled_by]));
    expect(by.get(rejected)).toBe('owner');
    expect(by.get(withdrawn)).toBe('requester');
    expect(by.get(guest)).toBe('owner');
    expect(by.get(unknown)).toBeNull();
    expect(by.get(pending)).toBeNull();
  });
});
