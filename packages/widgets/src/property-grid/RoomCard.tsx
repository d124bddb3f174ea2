import { cardImage, type Room, roomPriceText, sizeText } from '@convive/sdk';
import { useState } from 'react';
import type { Catalog } from '../i18n/catalogs';
import { Badge, RoomStatusBadge } from '../parts/Badge';
import { type ImagePriority, imageLoadingAttributes } from './PropertyCard';

export interface RoomCardProps {
  room: Room;
  href: string;
  copy: Catalog['roomGrid'];
  /** @default 'es-ES' */
  intlLocale?: string;
  /** How soon the photo loads (PropertyCard's `imagePriority`). @default 'lazy' */
  imagePriority?: ImagePriority;
}

/**
 * A room card (spec 01 §2 "Room list"): 'Destacada' when its home is featured and it is available,
 * status, price, size, property.
 * Like `PropertyCard`, the whole card opens the room through its title's stretched link.
 */
export function RoomCard({ room, href, copy, intlLocale = 'es-ES', imagePriority }: RoomCardProps) {
  const [failed, setFailed] = useState(false);
  const src = cardImage(room);
  const place = [room.coliving_property_title, room.city].filter((part) => part?.trim()).join(' · ');
  return (
    <article className="convive-card" part="card" data-status={room.status}>
      <div className="convive-card__media">
        {src && !failed ? (
          <img
            className="convive-card__image"
            src={src}
            alt={room.title}
            {...imageLoadingAttributes(imagePriority)}
            onError={() => setFailed(true)}
          />
        ) : (
          <div
            className="convive-card__placeholder"
            role="img"
            aria-label={room.title}
            data-state="placeholder"
          >
            <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
              <path d="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
            </svg>
          </div>
        )}
        <div className="convive-card__image-badges" data-part="image-badges">
          {/* Only a featured home's rooms one can rent: every available room was 'Destacada' before. */}
          {room.is_featured && room.status === 'available' ? (
            <Badge tone="primary" data-badge="featured">
              {copy.featured}
            </Badge>
          ) : null}
          <RoomStatusBadge status={room.status} data-badge="status" />
        </div>
      </div>
      <div className="convive-card__body">
        <p className="convive-card__price" part="price">
          {roomPriceText(room, intlLocale)}
        </p>
        <h3 className="convive-card__title" part="title">
          <a className="convive-card__link" href={href}>
            {room.title}
          </a>
        </h3>
        {place ? <p className="convive-card__place">{place}</p> : null}
        <ul className="convive-card__facts">
          <li>{sizeText(room.size_sqm, intlLocale)}</li>
        </ul>
        <span className="convive-card__cta" part="button" aria-hidden="true">
          {copy.details}
        </span>
      </div>
    </article>
  );
}
