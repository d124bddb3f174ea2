import type { Image } from '@convive/sdk';
import { type ReactNode, useEffect } from 'react';
import { useConvive } from '../core/context';
import { useResource } from '../core/useResource';
import { WidgetRoot } from '../core/WidgetRoot';
import type { Catalog } from '../i18n/catalogs';
import css from './RoomGallery.css?inline';
import { RoomGalleryView } from './RoomGalleryView';
import { useRoomGallery } from './useRoomGallery';

/** The listing whose images a gallery loads. */
export interface GalleryListing {
  kind: 'property' | 'room';
  id: number;
}

export interface ListingGalleryProps {
  listing: GalleryListing;
  /** The base of every image's alt text. @default the listing's title */
  title?: string;
  /** The image shown first, as an index of the sorted images. @default 0 */
  initialIndex?: number;
  /** Where the full-screen viewer is rendered (the element's shadow root). */
  container?: Element | DocumentFragment | null;
  /** The API knows no such listing (the gallery then shows no images). */
  onNotFound?(): void;
}

interface LoadedListing {
  title: string;
  images: readonly Image[];
}

const NOT_FOUND: LoadedListing = { title: '', images: [] };

/**
 * The gallery of a listing it loads itself (`client.properties.get` or `client.rooms.get`), with the
 * states every loading widget has: a placeholder of the gallery's size, an error with 'Reintentar',
 * and 'Sin imágenes' for a listing without images (or one the API does not know).
 */
export function ListingGallery({ listing, title, initialIndex, container, onNotFound }: ListingGalleryProps) {
  const { client, copy } = useConvive();
  const key = `gallery:${listing.kind}:${listing.id}`;
  const resource = useResource<LoadedListing | null>(key, async () => {
    const found =
      listing.kind === 'room' ? await client.rooms.get(listing.id) : await client.properties.get(listing.id);
    return found ? { title: found.title, images: found.images } : null;
  });
  const notFound = resource.status === 'success' && resource.data === null;
  useEffect(() => {
    if (notFound) onNotFound?.();
  }, [notFound, onNotFound]);

  let body: ReactNode;
  if (resource.status === 'error') {
    body = <GalleryError copy={copy} onRetry={resource.refetch} />;
  } else if (resource.status === 'loading') {
    body = (
      // The gallery's own box, so the page does not jump when the images arrive.
      <div className="convive-gallery__stage convive-gallery__state" data-state="loading" aria-busy="true">
        <p className="convive-visually-hidden" role="status">
          {copy.common.loading}
        </p>
      </div>
    );
  } else {
    const loaded = resource.data ?? NOT_FOUND;
    body = (
      <LoadedGallery
        // A new listing starts at its own first image.
        key={key}
        images={loaded.images}
        title={title || loaded.title}
        copy={copy.roomGallery}
        container={container ?? null}
        {...(initialIndex !== undefined ? { initialIndex } : {})}
      />
    );
  }
  return (
    <WidgetRoot className="convive-room-gallery" css={css}>
      {body}
    </WidgetRoot>
  );
}

function GalleryError({ copy, onRetry }: { copy: Catalog; onRetry(): void }) {
  return (
    <div className="convive-gallery__stage convive-gallery__state" data-state="error" role="alert">
      <p>{copy.roomGallery.loadError}</p>
      <button type="button" className="convive-gallery__retry" part="button" onClick={onRetry}>
        {copy.common.retry}
      </button>
    </div>
  );
}

interface LoadedGalleryProps {
  images: readonly Image[];
  title: string;
  initialIndex?: number;
  copy: Catalog['roomGallery'];
  container: Element | DocumentFragment | null;
}

function LoadedGallery({ images, title, initialIndex, copy, container }: LoadedGalleryProps) {
  const gallery = useRoomGallery({ images, ...(initialIndex !== undefined ? { initialIndex } : {}) });
  return <RoomGalleryView gallery={gallery} title={title} copy={copy} container={container} />;
}
