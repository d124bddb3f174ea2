import type { Insertable, Kysely } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema';

/** The contact form's one statement: a message stored for the team. */
export function contactQueries(db: Kysely<Database>) {
  return {
    async insert(values: Insertable<ContactMessagesTable>): Promise<number> {
      const row = await db
        .insertInto('contact_messages')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
