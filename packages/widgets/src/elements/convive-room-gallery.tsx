import type { Image } from '@convive/sdk';
import { RoomGallery } from '../room-gallery/RoomGallery';
import { type ConnectedElementProps, defineElement, ElementShell, useElementConvive } from './defineElement';

export interface ConviveRoomGalleryProps extends ConnectedElementProps {
  images?: readonly Image[];
  galleryTitle?: string;
  initialIndex?: number;
}

const NO_IMAGES: readonly Image[] = [];

/** <convive-room-gallery>: the gallery; its full-screen viewer opens inside the shadow root. */
export function ConviveRoomGallery(props: ConviveRoomGalleryProps) {
  const { container, locale, images, galleryTitle, initialIndex } = props;
  const convive = useElementConvive(props);
  return (
    <ElementShell convive={convive} locale={locale} container={container}>
      <RoomGallery
        images={Array.isArray(images) ? images : NO_IMAGES}
        title={galleryTitle ?? ''}
        container={container ?? null}
        {...(initialIndex !== undefined && Number.isFinite(initialIndex) ? { initialIndex } : {})}
      />
    </ElementShell>
  );
}

// Focusing the element (Tab, a click, `element.focus()`) focuses its gallery, whose arrow keys work.
defineElement('convive-room-gallery', ConviveRoomGallery, { delegatesFocus: true });
