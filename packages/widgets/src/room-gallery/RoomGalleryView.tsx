import type { Image } from '@convive/sdk';
import { type KeyboardEvent, type PointerEvent, useContext, useRef } from 'react';
import { fetchPriorityProps } from '../core/fetchPriority';
import { StyleModeContext } from '../core/styleRoot';
import type { Catalog } from '../i18n/catalogs';
import { Dialog } from '../parts/Dialog';
import { PLACEHOLDER_IMAGE } from './placeholder';
import viewerCss from './RoomGalleryViewer.css?inline';
import type { RoomGalleryState } from './useRoomGallery';

/** Horizontal distance, in CSS pixels, a pointer must travel to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

export interface RoomGalleryViewProps {
  gallery: RoomGalleryState;
  /** The base of every image's alt text (the room or property title). */
  title: string;
  copy: Catalog['roomGallery'];
  /** Where the full-screen viewer is rendered (a shadow root inside a web component). */
  container?: Element | DocumentFragment | null;
}

/** The address to show: the thumbnail for the strip when there is one, the placeholder once it failed. */
function sourceOf(gallery: RoomGalleryState, image: Image, thumb = false): string {
  const src = (thumb ? image.thumbnail : null) ?? image.image;
  return gallery.hasFailed(src) ? PLACEHOLDER_IMAGE : src;
}

/**
 * Without JavaScript (a page rendered on the server, read with it off) the arrows and the full-screen
 * button could do nothing, so they are not shown; the thumbnails stay, as pictures, not buttons.
 */
const NO_SCRIPT_CSS =
  '.convive-gallery__arrow,.convive-gallery__fullscreen{display:none}.convive-gallery__thumb{pointer-events:none;cursor:default}';

/** Remembers that an address failed; the placeholder itself never counts. */
function failOn(gallery: RoomGalleryState, src: string) {
  if (src !== PLACEHOLDER_IMAGE) gallery.markFailed(src);
}

/** The gallery's markup: big image, arrows, counter, thumbnails and the full-screen viewer. */
export function RoomGalleryView({ gallery, title, copy, container }: RoomGalleryViewProps) {
  const { images, index, current } = gallery;
  const total = images.length;
  const swipeStart = useRef<number | null>(null);
  const { nonce } = useContext(StyleModeContext);

  if (!current) {
    return (
      <figure className="convive-gallery__empty" aria-label={copy.label}>
        <img className="convive-gallery__image" src={PLACEHOLDER_IMAGE} alt="" />
        <figcaption>{copy.noImages}</figcaption>
      </figure>
    );
  }

  const alt = copy.imageAlt(title, index + 1, total);
  // The gallery and its viewer: ← and → step through the images. The viewer's key reaches the
  // gallery too (React bubbles through portals): handled once.
  const onArrowKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      gallery.next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      gallery.previous();
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    // Finger moving left shows the next image, as on every phone gallery.
    if (dx <= -SWIPE_THRESHOLD_PX) gallery.next();
    else if (dx >= SWIPE_THRESHOLD_PX) gallery.previous();
  };

  const arrows = total > 1 && (
    <>
      <button
        type="button"
        className="convive-gallery__arrow convive-gallery__arrow--previous"
        part="arrow"
        aria-label={copy.previous}
        onClick={gallery.previous}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="convive-gallery__arrow convive-gallery__arrow--next"
        part="arrow"
        aria-label={copy.next}
        onClick={gallery.next}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );

  return (
    <section
      className="convive-gallery"
      part="gallery"
      aria-label={copy.label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the gallery takes focus so its arrow keys step through the images.
      tabIndex={0}
      onKeyDown={onArrowKey}
    >
      <noscript>
        <style
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the widget's own CSS, raw as a browser reads it
          dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }}
        />
      </noscript>
      <div className="convive-gallery__stage">
        <img
          key={current.id}
          className="convive-gallery__image"
          part="image"
          src={sourceOf(gallery, current)}
          alt={alt}
          // The listing's largest paint: fetched before the thumbnails and the page's code.
          {...fetchPriorityProps('high')}
          onError={(e) => failOn(gallery, e.currentTarget.getAttribute('src') ?? '')}
        />
        {arrows}
        <span className="convive-gallery__counter" aria-live="polite">
          {copy.counter(index + 1, total)}
        </span>
        <button
          type="button"
          className="convive-gallery__fullscreen"
          part="button"
          onClick={() => gallery.setViewerOpen(true)}
        >
          {copy.fullscreen}
        </button>
      </div>
      {total > 1 && (
        <ul className="convive-gallery__thumbs" aria-label={copy.thumbnails}>
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className="convive-gallery__thumb"
                part="thumbnail"
                aria-label={copy.thumbnail(i + 1, total)}
                aria-current={i === index ? 'true' : undefined}
                data-state={i === index ? 'active' : 'inactive'}
                onClick={() => gallery.goTo(i)}
              >
                <img
                  src={sourceOf(gallery, image, true)}
                  alt=""
                  onError={(e) => failOn(gallery, e.currentTarget.getAttribute('src') ?? '')}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={gallery.viewerOpen}
        onOpenChange={gallery.setViewerOpen}
        title={copy.viewerTitle(title)}
        hideTitle
        container={container}
        css={viewerCss}
        className="convive-gallery-viewer"
        onKeyDown={onArrowKey}
      >
        <div
          className="convive-gallery-viewer__stage"
          data-testid="gallery-viewer-stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          <img
            key={current.id}
            className="convive-gallery-viewer__image"
            src={sourceOf(gallery, current)}
            alt={alt}
            draggable={false}
            onError={(e) => failOn(gallery, e.currentTarget.getAttribute('src') ?? '')}
          />
          {arrows}
        </div>
        <p className="convive-gallery-viewer__counter" aria-live="polite">
          {copy.counter(index + 1, total)}
        </p>
      </Dialog>
    </section>
  );
}
