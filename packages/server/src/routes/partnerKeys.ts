import { ENDPOINTS, PARTNER_KEYS_MAX } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import { type AppContext, nowIso } from '../context';
import { nonFieldError, notFound } from '../errors';
import { newPartnerKey, PARTNER_ERRORS, partnerKeyOut } from '../services/partnerKeys';
import { router } from './route';

/** A landlord's partner keys: list, create, revoke (issue 13). */
export async function partnerKeyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const on = router(app, ctx);
  const E = ENDPOINTS.partnerKeys;

  const active = (ownerId: number) =>
    db.selectFrom('partner_keys').selectAll().where('owner_id', '=', ownerId).where('revoked_at', 'is', null);

  on(E.list, async ({ user }) => {
    const rows = await active(user.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(partnerKeyOut);
  });

  on(E.create, async ({ user, body }) => {
    const count = await db
      .selectFrom('partner_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= PARTNER_KEYS_MAX)
      throw nonFieldError(PARTNER_ERRORS.tooManyKeys(PARTNER_KEYS_MAX));
    const origins = [...new Set(body.allowed_origins.map((o) => o.replace(/\/+$/, '')))];
    const row = await db
      .insertInto('partner_keys')
      .values({
        owner_id: user.id,
        name: body.name,
        key: newPartnerKey(),
        allowed_origins: JSON.stringify(origins),
        scope: body.scope,
        created_at: nowIso(ctx),
        last_used_at: null,
        revoked_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return partnerKeyOut(row);
  });

  /** The caller's own active key of the path; someone else's is a 404 (its existence is not told). */
  const ownKey = async ({ user, params }: { user: { id: number }; params: { id: number } }) => {
    const row = await active(user.id).where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  on(E.revoke, { load: ownKey }, async ({ record: key }) => {
    await db
      .updateTable('partner_keys')
      .set({ revoked_at: nowIso(ctx) })
      .where('id', '=', key.id)
      .execute();
    app.forgetPartnerKey(key.key);
  });
}
