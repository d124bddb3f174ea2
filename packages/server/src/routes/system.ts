import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { detail } from '../errors';
import { router } from './route';

/** The server's own calls: health for load balancers and monitors. */
export async function systemRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);

  on(ENDPOINTS.system.health, async ({ reply }) => {
    // A monitor must see the server as it is now, never a cached answer.
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(ctx.db);
    } catch {
      throw detail(503, 'La base de datos no responde.');
    }
    return { status: 'ok', database: 'ok' } as const;
  });
}
