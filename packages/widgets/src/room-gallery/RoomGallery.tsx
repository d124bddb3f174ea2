import type { Image } from '@convive/sdk';
import { useCopy } from '../core/context';
import { WidgetRoot } from '../core/WidgetRoot';
import css from './RoomGallery.css?inline';
import { RoomGalleryView } from './RoomGalleryView';
import { useRoomGallery } from './useRoomGallery';

export interface RoomGalleryProps {
  /** The property's or room's images; shown main image first. */
  images: readonly Image[];
  /** The room or property title: the base of every image's alt text. */
  title: string;
  /** The image shown first, as an index of the sorted images. @default 0 */
  initialIndex?: number;
  /** Where the full-screen viewer is rendered (pass the shadow root inside a web component). @default document.body */
  container?: Element | DocumentFragment | null;
}

/** The image gallery of a room or property detail (spec 01 §2): arrows, thumbnails, full-screen viewer. */
export function RoomGallery({ images, title, initialIndex, container }: RoomGalleryProps) {
  const copy = useCopy();
  const gallery = useRoomGallery({ images, ...(initialIndex !== undefined ? { initialIndex } : {}) });
  return (
    <WidgetRoot className="convive-room-gallery" css={css}>
      <RoomGalleryView gallery={gallery} title={title} copy={copy.roomGallery} container={container} />
    </WidgetRoot>
  );
}
