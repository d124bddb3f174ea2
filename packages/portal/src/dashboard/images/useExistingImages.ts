import {
  type Image,
  type ImageOrderEntry,
  imageOrderPayload,
  mergeImageOrder,
  moveImage,
  sortImages,
} from '@convive/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../app/toast';
import { imagesMessages } from '../../logic/messages/images';

export interface UseExistingImagesOptions {
  /** The saved images as loaded (any order: the main image is put first). */
  images: readonly Image[] | undefined;
  /** Sends the whole new order (zero-based positions); answers `[{id, order}]`. */
  reorder(order: ImageOrderEntry[]): Promise<readonly { id: number; order: number }[]>;
  /** Deletes one saved image. */
  remove(imageId: number): Promise<unknown>;
  /** Called after a successful reorder or deletion (to refresh cached lists). */
  onChanged?(): void;
}

export interface ExistingImages {
  images: Image[];
  /** True while a reorder or a deletion is on its way. */
  busy: boolean;
  /** Resolves true when the server took the new order. */
  move(index: number, direction: 'up' | 'down'): Promise<boolean>;
  remove(image: Image): Promise<boolean>;
}

/** Marks the image at position 0 as the cover, the others not (the server does the same). */
function withCover(images: Image[]): Image[] {
  return images.map((image, index) => ({ ...image, is_main: index === 0, order: index }));
}

/**
 * The saved images of a property or room, reordered with up/down buttons (spec 02 §4): the new order
 * shows and is sent at once; on failure the list goes back to what it was and a toast says so.
 */
export function useExistingImages({ images, reorder, remove, onChanged }: UseExistingImagesOptions) {
  const [list, setList] = useState<Image[]>(() => sortImages(images ?? []));
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    setList(sortImages(images ?? []));
  }, [images]);

  const move = useCallback(
    async (index: number, direction: 'up' | 'down') => {
      if (busyRef.current) return false;
      const previous = list;
      const next = moveImage(previous, index, direction);
      if (next.every((image, i) => image.id === previous[i]?.id)) return false;
      busyRef.current = true;
      setBusy(true);
      setList(withCover(next));
      try {
        const answer = await reorder(imageOrderPayload(next).image_order);
        setList(withCover(mergeImageOrder(next, answer)));
        onChanged?.();
        return true;
      } catch (error) {
        console.error('Image reorder failed', error);
        setList(previous);
        notify.error(imagesMessages.reorderFailure);
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [list, reorder, onChanged],
  );

  const removeImage = useCallback(
    async (image: Image) => {
      if (busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      try {
        await remove(image.id);
        setList((current) => withCover(current.filter((item) => item.id !== image.id)));
        onChanged?.();
        return true;
      } catch (error) {
        console.error('Image deletion failed', error);
        notify.error(imagesMessages.deleteFailure);
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [remove, onChanged],
  );

  return { images: list, busy, move, remove: removeImage } satisfies ExistingImages;
}
