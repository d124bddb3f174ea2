import { type Image, sortImages } from '@convive/sdk';
import { useCallback, useMemo, useState } from 'react';

export interface UseRoomGalleryOptions {
  images: readonly Image[];
  /** The image shown first, as an index of the sorted images (main image first). @default 0 */
  initialIndex?: number;
}

export interface RoomGalleryState {
  /** The images, main image first (spec 01 §2). */
  images: Image[];
  /** The index shown, 0-based. */
  index: number;
  /** The image shown, or undefined when there are none. */
  current: Image | undefined;
  viewerOpen: boolean;
  setViewerOpen(open: boolean): void;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  /** Whether an image address failed to load (then the placeholder is shown, spec 01 §8). */
  hasFailed(src: string): boolean;
  markFailed(src: string): void;
}

/** Wraps `index` into 0…length-1 (arrows wrap around). */
function wrap(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}

/** The state of a room or property gallery: which image is shown, the viewer, failed images. */
export function useRoomGallery({ images, initialIndex = 0 }: UseRoomGalleryOptions): RoomGalleryState {
  const sorted = useMemo(() => sortImages(images), [images]);
  const [rawIndex, setIndex] = useState(() => Math.max(0, Math.trunc(initialIndex)));
  const [viewerOpen, setViewerOpen] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const length = sorted.length;
  // Clamped on read, so a shorter image list after a refetch never points past its end.
  const index = length === 0 ? 0 : Math.min(rawIndex, length - 1);

  const goTo = useCallback((to: number) => setIndex(wrap(to, length)), [length]);
  const next = useCallback(() => setIndex((i) => wrap(Math.min(i, length - 1) + 1, length)), [length]);
  const previous = useCallback(() => setIndex((i) => wrap(Math.min(i, length - 1) - 1, length)), [length]);
  // Per address, not per image: a missing thumbnail must not hide a working full-size image.
  const hasFailed = useCallback((src: string) => failed.has(src), [failed]);
  const markFailed = useCallback(
    (src: string) => setFailed((set) => (set.has(src) ? set : new Set([...set, src]))),
    [],
  );

  return {
    images: sorted,
    index,
    current: sorted[index],
    viewerOpen,
    setViewerOpen,
    goTo,
    next,
    previous,
    hasFailed,
    markFailed,
  };
}
