import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  Database,
  PasswordResetsTable,
  TenantPreferencesTable,
  UserRow,
  UsersTable,
} from '../../db/schema';

export type PreferencesRow = Selectable<TenantPreferencesTable>;

/** The accounts' queries: every SQL statement of the feature. */
export function accountQueries(db: Kysely<Database>) {
  return {
    byEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    byGoogleSub(sub: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
    },

    byId(id: number): Promise<UserRow> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },

    /** The new user's id; throws what the database says when the e-mail is taken. */
    async insertUser(values: Insertable<UsersTable>): Promise<number> {
      const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async updateUser(id: number, values: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(values).where('id', '=', id).execute();
    },

    /** Foreign keys cascade the rest of the account's rows. */
    async deleteUser(id: number): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    /** The stored files of the images of a landlord's properties and of their rooms. */
    async imagesOfOwner(ownerId: number): Promise<{ storage_key: string; thumb_key: string }[]> {
      const propertyImages = await db
        .selectFrom('property_images')
        .innerJoin('properties', 'properties.id', 'property_images.owner_ref')
        .select(['property_images.storage_key', 'property_images.thumb_key'])
        .where('properties.owner_id', '=', ownerId)
        .execute();
      const roomImages = await db
        .selectFrom('room_images')
        .innerJoin('rooms', 'rooms.id', 'room_images.owner_ref')
        .innerJoin('properties', 'properties.id', 'rooms.property_id')
        .select(['room_images.storage_key', 'room_images.thumb_key'])
        .where('properties.owner_id', '=', ownerId)
        .execute();
      return [...propertyImages, ...roomImages];
    },

    preferences(userId: number): Promise<PreferencesRow | undefined> {
      return db.selectFrom('tenant_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Stores the default preferences (unless another request just did) and answers the stored row. */
    async createPreferences(userId: number): Promise<PreferencesRow> {
      await db
        .insertInto('tenant_preferences')
        .values({ user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return db
        .selectFrom('tenant_preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    async insertReset(values: Insertable<PasswordResetsTable>): Promise<void> {
      await db.insertInto('password_resets').values(values).execute();
    },

    /** The unused, unexpired reset of the token's hash, with its user. */
    findReset(tokenHash: string, now: string) {
      return db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select([
          'password_resets.id as reset_id',
          'users.id',
          'users.email',
          'users.first_name',
          'users.last_name',
        ])
        .where('password_resets.token_hash', '=', tokenHash)
        .where('password_resets.used_at', 'is', null)
        .where('password_resets.expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Sets the new password and spends every open reset of the user, together. */
    async resetPassword(userId: number, passwordHash: string, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', userId)
          .execute();
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .execute();
      });
    },
  };
}
