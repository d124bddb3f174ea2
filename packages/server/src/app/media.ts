import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAttachmentFiles } from '../features/conversations';
import { registerLinkPreviews } from '../linkPreview';

/**
 * Uploaded photos under /media/ (when storage is local) and their link-preview images. Registered
 * before app/api.ts: these routes are not the contract's, so its route registry does not list them.
 */
export async function registerMedia(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.storage.localRoot) {
    await app.register(fastifyStatic, {
      root: ctx.storage.localRoot,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      immutable: true,
    });
  }
  registerLinkPreviews(app, ctx);
  // Message attachments: only through a participant's short-lived signed URL.
  registerAttachmentFiles(app, ctx);
}
