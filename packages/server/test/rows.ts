import { notificationText } from '@convive/sdk';
import type { Insertable, Kysely } from 'kysely';
import type { RoomsTable } from '../src/db/schema';
import { noticeOf } from '../src/features/notifications';

/**
 * A user written directly (a database under migration, whose schema is not the typed one): their id.
 */
// biome-ignore lint/suspicious/noExplicitAny: written against whatever schema the test has migrated to.
export async function insertUser(db: Kysely<any>, email: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({ email, first_name: 'Eva', last_name: 'Sanz', date_joined: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}

/**
 * A property as a row, for tests that write a database under migration directly: an available flat
 * in Madrid (Sol) at 900 €, of the columns every schema since 001 has, changed by `overrides`.
 */
export function propertyValues(
  ownerId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    owner_id: ownerId,
    title: 'Piso',
    description: 'Piso',
    property_type: 'piso',
    price: 900,
    address: 'Calle Mayor 1',
    city: 'Madrid',
    city_key: 'madrid',
    postal_code: '28013',
    country: 'España',
    neighborhood: 'Sol',
    bedrooms: 2,
    bathrooms: 1,
    size: 60,
    status: 'disponible',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/**
 * A room as a row, for tests that write the database directly (thousands of rooms, a database under
 * migration): a plain available room of 12 m² at 400 €, changed by `overrides`.
 */
export function roomValues(
  propertyId: number,
  overrides: Partial<Insertable<RoomsTable>> & Pick<Insertable<RoomsTable>, 'room_number'>,
): Insertable<RoomsTable> {
  const now = new Date().toISOString();
  return {
    property_id: propertyId,
    title: `Habitación ${overrides.room_number}`,
    description: '',
    price_monthly: 400,
    size_sqm: 12,
    floor_level: null,
    status: 'available',
    has_private_bathroom: 0,
    has_window: 1,
    has_balcony: 0,
    has_desk: 1,
    has_wardrobe: 1,
    is_furnished: 1,
    available_from: '2027-01-01',
    min_stay_months: 1,
    max_stay_months: null,
    deposit_amount: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/** A stored notification with its words in Spanish (its `title` and `message` as a reader gets them). */
export function inSpanish<R extends { code: string; params: string }>(
  row: R,
): R & { title: string; message: string } {
  return { ...row, ...notificationText(noticeOf(row), 'es') };
}
