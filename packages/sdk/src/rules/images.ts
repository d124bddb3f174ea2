/**
 * Image ordering (spec 01 §2 "Property card", spec 02 §4 "Images", §7 reorder calls): the main
 * image first, the card image fallback chain, moving an image up or down, and the reorder payload
 * and answer. Every function returns new arrays and never changes its input.
 */
import type { Image, ImageOrder } from '../schemas';

/** The fields of an image the ordering reads. */
export type OrderableImage = Pick<Image, 'id' | 'is_main' | 'order'>;

/** Compares images: the main image first, then by order, then by id. */
function compareImages(a: OrderableImage, b: OrderableImage): number {
  if (a.is_main !== b.is_main) return a.is_main ? -1 : 1;
  if (a.order !== b.order) return a.order - b.order;
  return a.id - b.id;
}

/** A sorted copy: the main image first, then ascending order, then ascending id. */
export function sortImages<T extends OrderableImage>(images: readonly T[]): T[] {
  return [...images].sort(compareImages);
}

/**
 * The card image (spec 01 §2 "Property card"): the thumbnail when set, else the main image, else the
 * first image (by order), else null for the placeholder. Blank URLs are skipped.
 */
export function cardImage(item: {
  images?: readonly (OrderableImage & Pick<Image, 'image'>)[] | null;
  thumbnail?: string | null;
}): string | null {
  const thumbnail = item.thumbnail?.trim();
  if (thumbnail) return thumbnail;
  const first = sortImages((item.images ?? []).filter((img) => img.image.trim() !== ''))[0];
  return first ? first.image.trim() : null;
}

/** Moves the image at `index` one place up (towards the cover) or down; a copy, unchanged at the ends or out of range. */
export function moveImage<T>(images: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const copy = [...images];
  if (!Number.isInteger(index) || index < 0 || index >= copy.length) return copy;
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= copy.length) return copy;
  const moving = copy[index] as T;
  copy[index] = copy[target] as T;
  copy[target] = moving;
  return copy;
}

/** The body of the reorder calls (spec 02 §3 "Image order payload"): each id with its zero-based position. */
export function imageOrderPayload(images: readonly Pick<Image, 'id'>[]): ImageOrder {
  return { image_order: images.map((img, index) => ({ id: img.id, order: index })) };
}

/**
 * Merges a reorder answer (`[{ id, order }]`) back into the images (spec 02 §7): each image takes its
 * new order (images not in the answer keep theirs), and the result is sorted by order, then id.
 */
export function mergeImageOrder<T extends Pick<Image, 'id' | 'order'>>(
  images: readonly T[],
  answer: readonly { id: number; order: number }[],
): T[] {
  const orderById = new Map(answer.map((entry) => [entry.id, entry.order]));
  return images
    .map((img) => {
      const order = orderById.get(img.id);
      return order === undefined ? { ...img } : { ...img, order };
    })
    .sort((a, b) => (a.order !== b.order ? a.order - b.order : a.id - b.id));
}
