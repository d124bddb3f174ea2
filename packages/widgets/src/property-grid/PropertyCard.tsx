import {
  cardImage,
  ENERGY_LETTERS,
  type EnergyLetter,
  type Property,
  propertyPrice,
  sizeText,
} from '@convive/sdk';
import { type ReactNode, useState } from 'react';
import { fetchPriorityProps } from '../core/fetchPriority';
import type { Catalog } from '../i18n/catalogs';
import { Badge, type BadgeTone } from '../parts/Badge';

export interface PropertyCardProps {
  property: Property;
  /** Where the card goes: its title is the link, stretched over the whole card. */
  href: string;
  copy: Catalog['propertyGrid'];
  /** @default 'es-ES' */
  intlLocale?: string;
  /** The favourite control, placed over the image (above the card's link, so it stays clickable). */
  favorite?: ReactNode;
  /** The heading level of the title inside its page. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * How soon the photo loads: 'lazy' when it nears the screen (the default), 'eager' at once (a card
   * on the first screen), 'high' at once and first (the card likely to be the page's largest paint).
   */
  imagePriority?: ImagePriority;
}

export type ImagePriority = 'lazy' | 'eager' | 'high';

/** The first card of a page is its likely largest paint; the rest of a wide screen's first row shows at once too. */
export function cardImagePriority(index: number): ImagePriority {
  return index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy';
}

/** The `<img>` attributes of a priority. */
export function imageLoadingAttributes(priority: ImagePriority = 'lazy') {
  return {
    loading: priority === 'lazy' ? ('lazy' as const) : ('eager' as const),
    ...fetchPriorityProps(priority === 'high' ? 'high' : undefined),
  };
}

/** How many badges sit on the image; any more go under it (spec 01 §2 "Property card"). */
export const IMAGE_BADGES_MAX = 2;

interface CardBadge {
  key: string;
  label: string;
  tone: BadgeTone;
}

/** Destacado first, then Coliving, then the type. */
export function propertyBadges(property: Property, copy: Catalog['propertyGrid']): CardBadge[] {
  const badges: CardBadge[] = [];
  if (property.is_featured) badges.push({ key: 'featured', label: copy.featured, tone: 'primary' });
  if (property.is_coliving) badges.push({ key: 'coliving', label: copy.coliving, tone: 'info' });
  badges.push({ key: 'type', label: copy.types[property.property_type], tone: 'neutral' });
  return badges;
}

/** The certificate's letter when it has one ('en_tramite', 'exento' and none show no badge). */
export function energyLetterOf(property: Property): EnergyLetter | null {
  const rating = property.energy_rating;
  return ENERGY_LETTERS.includes(rating as EnergyLetter) ? (rating as EnergyLetter) : null;
}

/**
 * A property card (spec 01 §2): image, badges, price, title, place, facts, 'Ver detalles'. The whole
 * card opens the listing through one link, the title's, whose `::after` covers the card
 * (the "stretched link"): one tab stop named by the title. 'Ver detalles' is only its look (hidden
 * from assistive technology, not focusable); the favourite button sits above the link.
 */
export function PropertyCard({
  property,
  href,
  copy,
  intlLocale = 'es-ES',
  favorite,
  headingLevel = 3,
  imagePriority,
}: PropertyCardProps) {
  const [failed, setFailed] = useState(false);
  const src = cardImage(property);
  const badges = propertyBadges(property, copy);
  const price = propertyPrice(property, intlLocale);
  const place = [property.neighborhood, property.city].filter((part) => part?.trim()).join(', ');
  const energy = energyLetterOf(property);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="convive-card" part="card" data-featured={property.is_featured ? 'true' : 'false'}>
      <div className="convive-card__media">
        {src && !failed ? (
          <img
            className="convive-card__image"
            part="image"
            src={src}
            alt={property.title}
            {...imageLoadingAttributes(imagePriority)}
            onError={() => setFailed(true)}
          />
        ) : (
          <div
            className="convive-card__placeholder"
            role="img"
            aria-label={property.title}
            data-state="placeholder"
          >
            <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
              <path d="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
            </svg>
          </div>
        )}
        <div className="convive-card__image-badges" data-part="image-badges">
          {badges.slice(0, IMAGE_BADGES_MAX).map((b) => (
            <Badge key={b.key} tone={b.tone} data-badge={b.key}>
              {b.label}
            </Badge>
          ))}
        </div>
        {favorite ? <div className="convive-card__favorite">{favorite}</div> : null}
      </div>
      <div className="convive-card__body">
        {badges.length > IMAGE_BADGES_MAX ? (
          <div className="convive-card__badges" data-part="badges">
            {badges.slice(IMAGE_BADGES_MAX).map((b) => (
              <Badge key={b.key} tone={b.tone} data-badge={b.key}>
                {b.label}
              </Badge>
            ))}
          </div>
        ) : null}
        <p className="convive-card__price" part="price" data-from={price.from ? 'true' : 'false'}>
          {price.text}
        </p>
        <Heading className="convive-card__title" part="title">
          <a className="convive-card__link" href={href}>
            {property.title}
          </a>
        </Heading>
        {place ? <p className="convive-card__place">{place}</p> : null}
        <ul className="convive-card__facts">
          <li>{copy.bedrooms(property.bedrooms)}</li>
          <li>{copy.bathrooms(property.bathrooms)}</li>
          <li>{sizeText(property.size, intlLocale)}</li>
          {property.listing ? <li data-part="min-stay">{copy.minStay(property.listing.min_stay)}</li> : null}
          {energy ? (
            // The letter in the label's colour, read out as words: the colour alone says nothing.
            <li className="convive-card__energy" data-part="energy">
              <span className="convive-energy" data-energy={energy} aria-hidden="true">
                {energy}
              </span>
              <span className="convive-visually-hidden">{copy.energyRating(energy)}</span>
            </li>
          ) : null}
        </ul>
        <span className="convive-card__cta" part="button" aria-hidden="true">
          {copy.details}
        </span>
      </div>
    </article>
  );
}
