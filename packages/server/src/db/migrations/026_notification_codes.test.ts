import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  type OwnDatabase,
  openTestDatabase,
  ownPostgresDatabase,
  type TestDatabase,
} from '../../../test/harness';
import * as notificationCodes from './026_notification_codes';

// biome-ignore lint/suspicious/noExplicitAny: this test writes against the schema before 026.
type AnyDb = Kysely<any>;

const { readNotification } = notificationCodes;

describe('026: notifications read back into codes', () => {
  it('reads each kind the server wrote, with its parameters', () => {
    expect(
      readNotification(
        'Visita confirmada',
        'Ana Ruiz ha confirmado tu visita a «Ático en Sol» el 24 de noviembre de 2026 a las 10:30. Mensaje: «Trae el DNI»',
      ),
    ).toEqual({
      code: 'visit.confirmed',
      params: {
        name: 'Ana Ruiz',
        property: 'Ático en Sol',
        date: '2026-11-24',
        time: '10:30',
        reply: 'Trae el DNI',
      },
    });
    expect(
      readNotification(
        'Nueva solicitud de visita',
        'Iván Soto (sin cuenta, confirmado por correo) ha solicitado una visita a «Piso» el 2 de marzo de 2027 a las 09:00.',
      ),
    ).toMatchObject({ code: 'visit.requested_by_guest', params: { name: 'Iván Soto', date: '2027-03-02' } });
    expect(
      readNotification(
        'Nueva consulta',
        'Lucía ha enviado una consulta sobre la habitación «A · Exterior» de «Piso».',
      ),
    ).toEqual({ code: 'request.enquiry', params: { name: 'Lucía', room: 'A · Exterior', property: 'Piso' } });
    expect(readNotification('Nuevo favorito', 'Lucía ha guardado «Casa de «Campo»» en favoritos.')).toEqual({
      code: 'favourite.added',
      params: { name: 'Lucía', property: 'Casa de «Campo»' },
    });
    expect(
      readNotification(
        'Cambio de precio de una habitación',
        'La habitación «B2 · Interior» de Coliving ha pasado de 1.250,5 € a 420 € al mes.',
      ),
    ).toEqual({
      code: 'room.price_changed',
      params: { room_number: 'B2', room_title: 'Interior', property: 'Coliving', before: 1250.5, after: 420 },
    });
    expect(
      readNotification(
        'Nueva fecha de disponibilidad',
        'La habitación «B2 · Interior» de Coliving estará disponible desde el 15/03/2027.',
      ),
    ).toMatchObject({ code: 'room.availability_changed', params: { date: '2027-03-15' } });
    expect(
      readNotification('Nueva propiedad para «Valencia»', '«Piso» en Valencia por 850.5 € al mes.'),
    ).toEqual({
      code: 'saved_search.match',
      params: { search: 'Valencia', property: 'Piso', city: 'Valencia', price: 850.5 },
    });
    expect(
      readNotification(
        'Novedades en Convive',
        'Ya puedes silenciar los avisos de favoritos, solicitudes y citas desde Configuración.',
      ),
    ).toEqual({ code: 'system.mute_alerts', params: {} });
  });

  it('keeps anything it cannot read back word for word as it was written', () => {
    for (const [title, message] of [
      ['Mantenimiento', 'El servicio se detendrá 5 minutos'],
      ['Nuevo favorito', 'Alguien guardó tu piso.'],
      [
        'Nueva fecha de disponibilidad',
        'La habitación «B2 · Interior» de Coliving estará disponible desde el 31/02/2027.',
      ],
      ['Visita confirmada', 'Ana ha confirmado tu visita a «Piso» el 30 de brumario de 2026 a las 10:30.'],
    ] as const) {
      expect(readNotification(title, message)).toEqual({ code: 'legacy.text', params: { title, message } });
    }
  });
});

describe.each(DIALECTS)('026: notification codes, on %s', (dialect) => {
  let test: TestDatabase;
  let database: OwnDatabase | null = null;
  beforeAll(async () => {
    if (dialect === 'postgres') database = await ownPostgresDatabase('migration_026');
    test = await openTestDatabase(dialect, database ? { databaseUrl: database.url } : {});
  });
  afterAll(async () => {
    await test?.close();
    await database?.drop();
  });

  it('converts stored prose to codes, drops the prose, and goes back down', async () => {
    const db = test.database.db as unknown as AnyDb;
    await notificationCodes.down(db);
    const now = new Date().toISOString();
    const { id: userId } = await db
      .insertInto('users')
      .values({
        email: 'eva.026@example.com',
        first_name: 'Eva',
        last_name: 'Sanz',
        date_joined: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = [
      ['Nuevo favorito', 'Lucía Martín ha guardado «Piso con balcón» en favoritos.'],
      ['Mantenimiento', 'El servicio se detendrá 5 minutos'],
    ] as const;
    for (const [title, message] of stored) {
      await db
        .insertInto('notifications')
        .values({
          user_id: userId,
          title,
          message,
          notification_type: 'system',
          status: 'unread',
          related_object_id: null,
          related_object_type: null,
          event_type: 'system',
          created_at: now,
          updated_at: now,
        })
        .execute();
    }

    await notificationCodes.up(db);
    const rows = await db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.code, JSON.parse(row.params)])).toEqual([
      ['favourite.added', { name: 'Lucía Martín', property: 'Piso con balcón' }],
      ['legacy.text', { title: 'Mantenimiento', message: 'El servicio se detendrá 5 minutos' }],
    ]);
    expect(rows[0]).not.toHaveProperty('title');
    expect(rows[0]?.search_text).toContain('has saved “piso con balcón” to their favourites.');

    await notificationCodes.down(db);
    const back = await db
      .selectFrom('notifications')
      .select(['title', 'message'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(back.map((row) => [row.title, row.message])).toEqual(stored);
    await notificationCodes.up(db);
  });
});
