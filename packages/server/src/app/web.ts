import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerEmbed } from '../embed';
import { registerPortal } from '../portal';
import { registerSeo } from '../seo';

/** The partner embed's files, robots.txt and the sitemaps, and the portal's pages. */
export async function registerWeb(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerEmbed(app, ctx.config);
  // robots.txt and the sitemaps: their own routes, which the portal's catch-all never answers.
  registerSeo(app, ctx);
  await registerPortal(app, ctx.config, ctx);
}
