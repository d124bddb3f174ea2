import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountRoutes } from './accounts';

/** Every route group, under /api. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(accountRoutes, { prefix: '/api', ctx });
}
