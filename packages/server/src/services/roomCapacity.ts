import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context';
import { withOwnerLock } from '../db/ownerLock';
import type { Database } from '../db/schema';
import { ERRORS, fieldError } from '../errors';

/**
 * One room per bedroom: a property never has more rooms than its bedrooms, or its page contradicts
 * itself ('6 hab.' above '2 de 7 habitaciones ocupadas'). A room added or moved in, and the bedrooms
 * lowered, are checked under one lock per property (an advisory lock on PostgreSQL; SQLite's one
 * writer), so two rooms sent together cannot both take the last bedroom.
 */
const LOCK_SCOPE = 'property_rooms';

/** Runs `work` holding the property's room lock, in a transaction. */
export function withPropertyRoomsLock<T>(
  ctx: AppContext,
  propertyId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return withOwnerLock(ctx.db, ctx.dialect, LOCK_SCOPE, propertyId, work);
}

/** How many rooms the property has (every status: an occupied room still takes its bedroom). */
export async function roomCount(db: Kysely<Database>, propertyId: number): Promise<number> {
  const { count } = await db
    .selectFrom('rooms')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** 400 on `coliving_property` when the property's bedrooms all have their room already. */
export async function assertRoomFits(db: Kysely<Database>, propertyId: number): Promise<void> {
  const property = await db
    .selectFrom('properties')
    .select('bedrooms')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const bedrooms = Number(property.bedrooms);
  if ((await roomCount(db, propertyId)) >= bedrooms)
    throw fieldError('coliving_property', ERRORS.roomsFull({ bedrooms: bedrooms }));
}

/** 400 on `bedrooms` when the property already has more rooms than `bedrooms`. */
export async function assertBedroomsHoldRooms(
  db: Kysely<Database>,
  propertyId: number,
  bedrooms: number,
): Promise<void> {
  const rooms = await roomCount(db, propertyId);
  if (rooms > bedrooms) throw fieldError('bedrooms', ERRORS.bedroomsBelowRooms({ rooms: rooms }));
}
