import {
  SAVED_REPLIES_MAX,
  type SavedReply,
  type SavedReplyCreate,
  type SavedReplyUpdate,
} from '@convive/sdk';
import type { AppContext } from '../../context';
import { withOwnerLock } from '../../db/ownerLock';
import type { SavedReplyRow } from '../../db/schema';
import { conflict, ERRORS, notFound } from '../../errors';

/*
 * A landlord's saved replies. The text is stored as written, placeholders included: `{nombre}` and
 * `{propiedad}` are filled in by the client when a reply is used (sdk rules `fillSavedReply`), as it
 * knows the conversation open on screen.
 */

function out(row: SavedReplyRow): SavedReply {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listSavedReplies(ctx: AppContext, ownerId: number): Promise<SavedReply[]> {
  const rows = await ctx.db
    .selectFrom('saved_replies')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map(out);
}

export async function createSavedReply(
  ctx: AppContext,
  ownerId: number,
  body: Required<SavedReplyCreate>,
): Promise<SavedReply> {
  const now = ctx.now().toISOString();
  const row = await withOwnerLock(ctx.db, ctx.dialect, 'saved_replies', ownerId, async (trx) => {
    const count = await trx
      .selectFrom('saved_replies')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= SAVED_REPLIES_MAX)
      throw conflict(ERRORS.savedRepliesMax({ max: SAVED_REPLIES_MAX }));
    return trx
      .insertInto('saved_replies')
      .values({ owner_id: ownerId, title: body.title, text: body.text, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return out(row);
}

/** The caller's own saved reply; anyone else's is a 404. */
export async function ownSavedReply(ctx: AppContext, ownerId: number, id: number): Promise<SavedReplyRow> {
  const row = await ctx.db
    .selectFrom('saved_replies')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function updateSavedReply(
  ctx: AppContext,
  row: SavedReplyRow,
  body: SavedReplyUpdate,
): Promise<SavedReply> {
  const updated = await ctx.db
    .updateTable('saved_replies')
    .set({
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(body.text === undefined ? {} : { text: body.text }),
      updated_at: ctx.now().toISOString(),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return out(updated);
}

export async function deleteSavedReply(ctx: AppContext, row: SavedReplyRow): Promise<void> {
  await ctx.db.deleteFrom('saved_replies').where('id', '=', row.id).execute();
}
