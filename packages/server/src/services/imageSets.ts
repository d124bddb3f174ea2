import type { Image, ImageDelete, ImageOrder } from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import { type AppContext, nowIso } from '../context';
import type { ImageRow } from '../db/schema';
import { ERRORS, fieldError, notFound } from '../errors';
import { linkPreviewKey } from '../linkPreview';
import { IMAGE_LIMITS, newStorageKey, type ProcessedImage, processListingImage, thumbKeyOf } from './images';
import { discard, readFile, readMultipart } from './multipart';
import { imageOut } from './serializers';

/**
 * The image sets of properties and rooms: upload, reorder and delete, shared by both routes.
 * Positions are kept 0…n-1 and the image at position 0 is the only main one (the cover, 'Portada').
 */

/** Most images a property (or a room) may hold in all. */
export const IMAGES_TOTAL_MAX = 30;

/** Where a kind of image lives and how it is called in messages. */
export interface ImageKind {
  table: 'property_images' | 'room_images';
  /** Storage folder prefix: `properties` or `rooms`. */
  folder: 'properties' | 'rooms';
  /** What the images belong to, as the error about a foreign image names it. */
  owner: 'property' | 'room';
}

export const PROPERTY_IMAGES: ImageKind = {
  table: 'property_images',
  folder: 'properties',
  owner: 'property',
};

async function imagesOf(ctx: AppContext, kind: ImageKind, ownerRef: number): Promise<ImageRow[]> {
  return ctx.db
    .selectFrom(kind.table)
    .selectAll()
    .where('owner_ref', '=', ownerRef)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Number of images an owner holds. */
export async function imageCount(ctx: AppContext, kind: ImageKind, ownerRef: number): Promise<number> {
  const row = await ctx.db
    .selectFrom(kind.table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_ref', '=', ownerRef)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The keys among `keys` that an image row still shows. A feed's photo is stored once per account
 * and URL, so two properties (or a property and a re-imported one) may show the same files.
 */
async function stillShown(ctx: AppContext, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await Promise.all(
    (['property_images', 'room_images'] as const).map((table) =>
      ctx.db
        .selectFrom(table)
        .select(['storage_key', 'thumb_key'])
        .where((eb) => eb.or([eb('storage_key', 'in', keys), eb('thumb_key', 'in', keys)]))
        .execute(),
    ),
  );
  return new Set(rows.flat().flatMap((row) => [row.storage_key, row.thumb_key]));
}

/**
 * Deletes stored files no image row shows any more, never failing the call that asked (a missing
 * file is already gone). A feed's record of a photo it stored goes with the files, so the next
 * import fetches that URL again rather than pointing at nothing.
 */
export async function deleteFiles(ctx: AppContext, keys: readonly (string | null | undefined)[]) {
  const named = [...new Set(keys.filter((k): k is string => !!k))];
  const shown = await stillShown(ctx, named);
  const photos = named.filter((k) => !shown.has(k));
  if (photos.length > 0)
    await ctx.db
      .deleteFrom('feed_photos')
      .where((eb) => eb.or([eb('storage_key', 'in', photos), eb('thumb_key', 'in', photos)]))
      .execute();
  // A photo's link preview (made when a link was shared) goes with it.
  const previews = photos.map(linkPreviewKey).filter((k): k is string => k !== null);
  await Promise.all(
    [...photos, ...previews].map((k) =>
      ctx.storage.delete(k).catch((error: unknown) => ctx.log.warn({ err: error }, 'file not deleted')),
    ),
  );
}

/**
 * POST …/upload_images/: every file is checked and re-encoded before anything is stored, so a bad
 * file leaves nothing behind. Positions continue after the existing images; when the owner has no
 * main image yet, the first new one becomes main and is placed first (spec 02 §7).
 */
export async function uploadImages(
  ctx: AppContext,
  request: FastifyRequest,
  kind: ImageKind,
  ownerRef: number,
  perUploadMax: number,
): Promise<Image[]> {
  if (!request.isMultipart()) throw fieldError('images', ERRORS.noFiles);
  const userId = request.user?.id ?? 0;
  const existing = await imageCount(ctx, kind, ownerRef);
  // Each file is checked and decoded as it arrives, so a request holds one raw file at a time; the
  // (perUploadMax + 1)th file, a file over the size limit or a file that is no image ends it at once.
  const processed: ProcessedImage[] = [];
  await readMultipart(
    request,
    {
      files: perUploadMax,
      fileSize: IMAGE_LIMITS.maxBytes,
      tooMany: { images: [ERRORS.tooManyFiles({ max: perUploadMax })] },
      bodyIdleMs: ctx.config.bodyIdleTimeoutMs,
    },
    {
      async file(part) {
        if (part.fieldname !== 'images') return discard(part);
        if (existing + processed.length + 1 > IMAGES_TOTAL_MAX) {
          throw fieldError(
            'images',
            ERRORS.imagesTotalExceeded({ max: IMAGES_TOTAL_MAX, current: existing }),
          );
        }
        await ctx.throttles.hit('imagesPerUser', userId);
        processed.push(await processListingImage(await readFile(part, IMAGE_LIMITS.maxBytes)));
      },
    },
  );
  if (processed.length === 0) throw fieldError('images', ERRORS.noFiles);

  const stored: string[] = [];
  const keys: { main: string; thumb: string }[] = [];
  try {
    for (const image of processed) {
      const main = newStorageKey(`${kind.folder}/${ownerRef}`, image.extension);
      const thumb = thumbKeyOf(main);
      await ctx.storage.put(main, image.main, image.contentType);
      stored.push(main);
      await ctx.storage.put(thumb, image.thumb, image.contentType);
      stored.push(thumb);
      keys.push({ main, thumb });
    }
  } catch (error) {
    await deleteFiles(ctx, stored);
    throw error;
  }

  const now = nowIso(ctx);
  try {
    const rows = await ctx.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom(kind.table)
        .select(['id', 'position', 'is_main'])
        .where('owner_ref', '=', ownerRef)
        .execute();
      const hasMain = current.some((r) => !!r.is_main);
      let next = current.reduce((max, r) => Math.max(max, r.position + 1), 0);
      const values = keys.map((k, index) => ({
        owner_ref: ownerRef,
        storage_key: k.main,
        thumb_key: k.thumb,
        is_main: !hasMain && index === 0 ? 1 : 0,
        position: 0,
        created_at: now,
      }));
      if (!hasMain) {
        // The new main image goes first: the others (old and new) come after it.
        if (current.length > 0) {
          await trx
            .updateTable(kind.table)
            .set((eb) => ({ position: eb('position', '+', 1) }))
            .where('owner_ref', '=', ownerRef)
            .execute();
        }
        next += 1;
      }
      values.forEach((value, index) => {
        if (!hasMain && index === 0) value.position = 0;
        else value.position = next++;
      });
      return trx.insertInto(kind.table).values(values).returningAll().execute();
    });
    return rows.sort((a, b) => a.position - b.position).map((row) => imageOut(ctx, request, row));
  } catch (error) {
    await deleteFiles(ctx, stored);
    throw error;
  }
}

/**
 * …/reorder-images/: sets the positions given (ids must be the owner's); the others keep their
 * relative place. Positions are then renumbered 0…n-1 and the image at 0 is the only main one
 * (the cover, 'Portada'). Answers every image's `{id, order}`.
 */
export async function reorderImages(
  ctx: AppContext,
  body: ImageOrder,
  kind: ImageKind,
  ownerRef: number,
): Promise<{ id: number; order: number }[]> {
  const rows = await imagesOf(ctx, kind, ownerRef);
  const known = new Set(rows.map((r) => r.id));
  const foreign = body.image_order.find((entry) => !known.has(entry.id));
  if (foreign) throw fieldError('image_order', ERRORS.imageNotOwned({ id: foreign.id, owner: kind.owner }));
  const given = new Map(body.image_order.map((entry) => [entry.id, entry.order]));
  const sorted = [...rows].sort(
    (a, b) =>
      (given.get(a.id) ?? a.position) - (given.get(b.id) ?? b.position) ||
      (given.has(a.id) ? 0 : 1) - (given.has(b.id) ? 0 : 1) ||
      a.position - b.position ||
      a.id - b.id,
  );
  await ctx.db.transaction().execute(async (trx) => {
    for (const [index, row] of sorted.entries()) {
      const isMain = index === 0 ? 1 : 0;
      if (row.position === index && row.is_main === isMain) continue;
      await trx
        .updateTable(kind.table)
        .set({ position: index, is_main: isMain })
        .where('id', '=', row.id)
        .execute();
    }
  });
  return sorted.map((row, index) => ({ id: row.id, order: index }));
}

/**
 * …/delete_image/ {image_id}: removes the image and its files; when it was the main one, the next
 * by position becomes main. The remaining positions are renumbered 0…n-1.
 */
export async function deleteImage(
  ctx: AppContext,
  body: ImageDelete,
  kind: ImageKind,
  ownerRef: number,
): Promise<void> {
  const rows = await imagesOf(ctx, kind, ownerRef);
  const target = rows.find((r) => r.id === body.image_id);
  if (!target) throw notFound(ERRORS.imageNotFound);
  const remaining = rows.filter((r) => r.id !== target.id);
  const nextMain = target.is_main
    ? (remaining.find((r) => r.position > target.position) ?? remaining[0])
    : remaining.find((r) => !!r.is_main);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom(kind.table).where('id', '=', target.id).execute();
    for (const [index, row] of remaining.entries()) {
      const isMain = row.id === nextMain?.id ? 1 : 0;
      if (row.position === index && row.is_main === isMain) continue;
      await trx
        .updateTable(kind.table)
        .set({ position: index, is_main: isMain })
        .where('id', '=', row.id)
        .execute();
    }
  });
  await deleteFiles(ctx, [target.storage_key, target.thumb_key]);
}
