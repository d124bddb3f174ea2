import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { linkPreviewImage } from './services/images';

/*
 * Link previews: a listing's `og:image` is a 1200×630 JPEG made from its first photo. The
 * stored photos are WebP, which several messengers do not show. A preview is made the first time it is
 * asked for, kept beside the photos (`og/<photo key>.jpg`) and served as immutable: its address
 * names the photo, which never changes under one key.
 */

/** A listing photo's storage key (`properties/12/3f9a….webp`, `rooms/4/….webp`): what has a preview. */
const PHOTO_KEY = /^((?:properties|rooms)\/\d+\/[0-9a-f]{24})\.webp$/;

/** Where a photo's preview is kept, or null for a key that has none (a thumbnail, an avatar). */
export function linkPreviewKey(photoKey: string): string | null {
  const stem = PHOTO_KEY.exec(photoKey)?.[1];
  return stem ? `og/${stem}.jpg` : null;
}

/** The preview's path under the site (`/og/properties/12/3f9a….jpg`), or null. */
export function linkPreviewPath(photoKey: string): string | null {
  const key = linkPreviewKey(photoKey);
  return key ? `/${key}` : null;
}

/** Serves `/og/…`: only with local storage, whose folder holds the photos to make previews from. */
export function registerLinkPreviews(app: FastifyInstance, ctx: AppContext): void {
  const root = ctx.storage.localRoot;
  if (!root) return;
  app.get('/og/*', async (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    const photoKey = wanted.endsWith('.jpg') ? `${wanted.slice(0, -'.jpg'.length)}.webp` : '';
    const key = linkPreviewKey(photoKey);
    if (!key) return reply.callNotFound();
    let preview: Buffer;
    try {
      preview = await readFile(join(root, key));
    } catch {
      let photo: Buffer;
      try {
        photo = await readFile(join(root, photoKey));
      } catch {
        return reply.callNotFound();
      }
      preview = await linkPreviewImage(photo);
      await ctx.storage.put(key, preview, 'image/jpeg');
    }
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('image/jpeg')
      .send(preview);
  });
}
