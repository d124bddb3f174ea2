import type { Image } from '@convive/sdk';
import { useCallback } from 'react';
import { type GalleryListing, ListingGallery } from '../room-gallery/ListingGallery';
import { RoomGallery } from '../room-gallery/RoomGallery';
import {
  type ConnectedElementProps,
  defineElement,
  ElementShell,
  hostOf,
  useElementConvive,
} from './defineElement';
import { warnAboutMissingListing } from './devWarnings';

export interface ConviveRoomGalleryProps extends ConnectedElementProps {
  images?: readonly Image[];
  propertyId?: number;
  roomId?: number;
  galleryTitle?: string;
  initialIndex?: number;
}

const NO_IMAGES: readonly Image[] = [];

const isId = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value > 0;

/** The listing whose images the gallery loads: the room when there is one, else the property. */
function listingOf(roomId: number | undefined, propertyId: number | undefined): GalleryListing | null {
  if (isId(roomId)) return { kind: 'room', id: roomId };
  if (isId(propertyId)) return { kind: 'property', id: propertyId };
  return null;
}

/**
 * <convive-room-gallery>: the gallery of its `images`, or of a listing it loads (`property-id` or
 * `room-id`, from `api-base`); its full-screen viewer opens inside the shadow root.
 */
export function ConviveRoomGallery(props: ConviveRoomGalleryProps) {
  const { container, locale, images, propertyId, roomId, galleryTitle, initialIndex } = props;
  const convive = useElementConvive(props);
  // The page's own images win: nothing is loaded (a bad `images` value reaches here as undefined).
  const listing = Array.isArray(images) ? null : listingOf(roomId, propertyId);
  const start = initialIndex !== undefined && Number.isFinite(initialIndex) ? { initialIndex } : {};
  const kind = listing?.kind;
  const id = listing?.id;
  const onNotFound = useCallback(() => {
    const host = hostOf(container);
    if (process.env.NODE_ENV !== 'production' && host && kind && id !== undefined) {
      warnAboutMissingListing('convive-room-gallery', host, kind === 'room' ? 'room-id' : 'property-id', id);
    }
  }, [container, kind, id]);
  return (
    <ElementShell convive={convive} locale={locale} container={container}>
      {listing ? (
        <ListingGallery
          listing={listing}
          container={container ?? null}
          onNotFound={onNotFound}
          {...(galleryTitle ? { title: galleryTitle } : {})}
          {...start}
        />
      ) : (
        <RoomGallery
          images={Array.isArray(images) ? images : NO_IMAGES}
          title={galleryTitle ?? ''}
          container={container ?? null}
          {...start}
        />
      )}
    </ElementShell>
  );
}

// Focusing the element (Tab, a click, `element.focus()`) focuses its gallery, whose arrow keys work.
defineElement('convive-room-gallery', ConviveRoomGallery, { delegatesFocus: true });
