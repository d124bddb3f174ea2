import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { detail, ERRORS } from '../errors';
import { router } from '../http/route';

/** The server's own calls: health for load balancers and monitors. */
export async function systemRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);

  // Never stored (the table's `noStore`): app.ts sends it `Cache-Control: no-store`.
  on(ENDPOINTS.system.health, async () => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch {
      throw detail(503, ERRORS.databaseDown);
    }
    return { status: 'ok', database: 'ok' } as const;
  });
}
