import {
  type ConviveClient,
  FEATURED_PROPERTIES,
  formatNumber,
  type Image,
  type Property,
  type PropertyFilters,
  pagePath,
  propertyPrice,
  sortImages,
  toQueryParams,
} from '@convive/sdk';
import { PropertyCard, propertyGridCss, SearchBar, useConvive, WidgetRoot } from '@convive/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Home, KeyRound, MapPin, MessagesSquare, Search, Star } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PortalFavoriteButton } from '../../app/favorites';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import type { SsrPrefetch } from '../../app/ssr';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { EmptyState, ErrorState } from '../../ui/States';
import { useSpaLinks } from '../properties/useSpaLinks';
import { type HomeCopy, homeCopy } from './copy';
import styles from './HomePage.module.css';

/** Three fixed sample testimonials (spec 01 §1), rated 1 to 5; their words are in the catalog. */
export const TESTIMONIALS = [
  { key: 'laura', name: 'Laura Martín', rating: 5 },
  { key: 'daniel', name: 'Daniel Romero', rating: 5 },
  { key: 'anaPablo', name: 'Ana y Pablo', rating: 4 },
] as const satisfies readonly { key: keyof HomeCopy['reviews']; name: string; rating: number }[];

const STEPS = [
  { icon: Search, title: 'search', text: 'searchText' },
  { icon: MessagesSquare, title: 'connect', text: 'connectText' },
  { icon: KeyRound, title: 'move', text: 'moveText' },
] as const;

/** The fixed marketing figures (spec 01 §1), written with the language's separators. */
const AVERAGE_RATING = 4.8;
const REVIEWS = 32;
const USERS = 10_000;
const RENTED = 3000;

/** Widths of the server's copies of an upload (the original is at most 1200 px, its thumbnail 480 px). */
const IMAGE_WIDTH = 1200;
const THUMBNAIL_WIDTH = 480;

/** The hero picture: the main image (else the first by order), with its thumbnail as the small source. */
export function heroImage(property: Property): { src: string; srcSet?: string } | null {
  const image: Image | undefined = sortImages(property.images.filter((img) => img.image.trim() !== ''))[0];
  if (!image) return property.thumbnail ? { src: property.thumbnail } : null;
  const thumbnail = image.thumbnail?.trim();
  return thumbnail
    ? { src: image.image, srcSet: `${thumbnail} ${THUMBNAIL_WIDTH}w, ${image.image} ${IMAGE_WIDTH}w` }
    : { src: image.image };
}

/** Where 'Publicar propiedad' leads: registration for visitors, the new-property form for landlords. */
function publishHref(signedIn: boolean, isLandlord: boolean): string {
  if (!signedIn) return pagePath('register');
  // A tenant account cannot publish: the landlords' guide explains how to become one.
  return isLandlord ? pagePath('dashboardPropertyNew') : pagePath('landlordsGuide');
}

/** What the home shows of the available properties: the featured strip and the hero's. */
export interface HomeProperties {
  /** Up to 4: the featured ones ('Destacado') first, then the newest. */
  results: Property[];
  /** The hero's: the strip's first with a photo, else one of the newest with one, else the first. */
  hero: Property | undefined;
}

/**
 * The featured ones first, then the newest to fill the strip; the hero is the first of them with a
 * photo (a grey placeholder is a poor first sight). Exported for its test.
 */
export function homeProperties(featured: readonly Property[], newest: readonly Property[]): HomeProperties {
  const seen = new Set(featured.map((property) => property.id));
  const rest = newest.filter((property) => !seen.has(property.id));
  const results = [...featured, ...rest].slice(0, FEATURED_PROPERTIES);
  const hero = [...results, ...rest].find((property) => heroImage(property) !== null) ?? results[0];
  return { results, hero };
}

/** The featured strip and the hero (spec 01 §1: available properties). */
function featuredQuery(client: ConviveClient) {
  return queryOptions({
    queryKey: keys.properties.featured,
    // GET /properties/all/ always adds status=disponible (spec 01 §5). Twice the strip of the
    // newest: enough to fill it whatever the featured ones are, and to find a hero with a photo.
    queryFn: async (): Promise<HomeProperties> => {
      const [featured, newest] = await Promise.all([
        client.properties.all({ featured: true, page: 1, page_size: FEATURED_PROPERTIES }),
        client.properties.all({ page: 1, page_size: FEATURED_PROPERTIES * 2 }),
      ]);
      return homeProperties(featured.results, newest.results);
    },
  });
}

/** Server rendering (app/ssr.ts): the featured properties, before the page renders. */
const prefetch: SsrPrefetch = ({ queryClient, client }) => queryClient.prefetchQuery(featuredQuery(client));
export const handle = { prefetch };

/** The home page (spec 01 §1): hero, quick search, featured properties, how it works, testimonials. */
export function Component() {
  const { client, intlLocale } = useConvive();
  const copy = homeCopy.useCopy();
  const number = (n: number) => formatNumber(n, intlLocale);
  const navigate = useNavigate();
  const { user, isLandlord } = useSession();
  const featured = useQuery(featuredQuery(client));
  const featuredLoad = useLoadState(featured, keys.properties.featured);
  // A failure shows at once, the client retrying behind it.
  const status = featuredLoad.failed ? 'error' : featuredLoad.loading ? 'pending' : 'success';
  const properties = featured.data?.results ?? [];
  const publish = publishHref(!!user, isLandlord);

  const search = (filters: PropertyFilters) => {
    const query = toQueryParams(filters).toString();
    navigate(query ? `${pagePath('properties')}?${query}` : pagePath('properties'));
  };

  return (
    <>
      <DocumentTitle>{copy.documentTitle}</DocumentTitle>
      <Suspense>
        <section className={styles.hero} aria-labelledby="home-title">
          <div className={`container ${styles.heroGrid}`}>
            <div className={styles.heroText}>
              <p className={styles.eyebrow}>{copy.eyebrow}</p>
              <h1 id="home-title" className={styles.heroTitle}>
                {copy.title}
              </h1>
              <p className={styles.heroLead}>{copy.lead}</p>
            </div>
            {/*
             * The search before the picture, as a phone shows them: a slow phone paints the page
             * while it is still arriving, and a picture parsed first would be pushed down by the
             * search arriving after it. Reading and tab order follow the phone's order too.
             */}
            <div className={styles.heroSearch}>
              {/* Without JavaScript the form itself goes to the server-rendered results. */}
              <SearchBar onSearch={search} action={pagePath('properties')} />
            </div>
            <HeroProperty status={status} property={featured.data?.hero} publishHref={publish} />
          </div>
        </section>
      </Suspense>

      <Suspense>
        <section className={`container ${styles.section}`} aria-labelledby="featured-title">
          <div className={styles.sectionHead}>
            <h2 id="featured-title" className={styles.sectionTitle}>
              {copy.featured.title}
            </h2>
            <p className="muted">{copy.featured.lead}</p>
          </div>
          <Featured
            status={status}
            properties={properties}
            onRetry={featuredLoad.retry}
            publishHref={publish}
            canPublish={!user || isLandlord}
          />
        </section>
      </Suspense>

      <Suspense>
        <section className={styles.band} aria-labelledby="how-title">
          <div className="container">
            <div className={styles.sectionHead}>
              <h2 id="how-title" className={styles.sectionTitle}>
                {copy.how.title}
              </h2>
              <p className="muted">{copy.how.lead}</p>
            </div>
            <ol className={styles.steps}>
              {STEPS.map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <span className={styles.stepIcon} aria-hidden="true">
                    <step.icon />
                  </span>
                  <h3 className={styles.stepTitle}>
                    <span className="visually-hidden">{copy.how.step(index + 1)}</span>
                    {copy.how[step.title]}
                  </h3>
                  <p className="muted">{copy.how[step.text]}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </Suspense>

      <Suspense>
        <section className={`container ${styles.section}`} aria-labelledby="reviews-title">
          <div className={styles.sectionHead}>
            <h2 id="reviews-title" className={styles.sectionTitle}>
              {copy.reviews.title}
            </h2>
            <p className={styles.rating}>
              <span className={styles.ratingValue}>{number(AVERAGE_RATING)}</span>
              <Stars rating={5} label={copy.reviews.average(number(AVERAGE_RATING))} />
              <span className="muted">{copy.reviews.count(REVIEWS)}</span>
            </p>
          </div>
          <ul className={styles.testimonials}>
            {TESTIMONIALS.map((t) => (
              <li key={t.name}>
                <figure className={`card ${styles.testimonial}`}>
                  <Stars rating={t.rating} label={copy.reviews.rating(t.rating)} />
                  <blockquote className={styles.quote}>
                    <p>{copy.reviews[t.key].text}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{t.name}</strong>
                    <span className="muted">{copy.reviews[t.key].role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <ul className={styles.figures} aria-label={copy.figures.label}>
            <li>
              <strong>{copy.figures.users(number(USERS))}</strong>
              <span>{copy.figures.usersText}</span>
            </li>
            <li>
              <strong>{copy.figures.fasterValue}</strong>
              <span>{copy.figures.faster}</span>
            </li>
            <li>
              <strong>+{number(RENTED)}</strong>
              <span>{copy.figures.rented}</span>
            </li>
          </ul>
        </section>
      </Suspense>

      <Suspense>
        <section className={styles.cta} aria-labelledby="cta-title">
          <div className={`container ${styles.ctaInner}`}>
            <div>
              <h2 id="cta-title" className={styles.ctaTitle}>
                {copy.cta.title}
              </h2>
              <p>{copy.cta.text}</p>
            </div>
            <div className={styles.ctaActions}>
              <Link to={pagePath('properties')} className={`btn btn--lg ${styles.ctaPrimary}`}>
                {copy.cta.search}
              </Link>
              <Link to={publish} className={`btn btn--lg ${styles.ctaSecondary}`}>
                {copy.publish}
              </Link>
            </div>
          </div>
        </section>
      </Suspense>
    </>
  );
}

/** Five stars, `rating` of them filled, read as one image named by `label`. */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" data-filled={n <= Math.round(rating) ? 'true' : 'false'} />
      ))}
    </span>
  );
}

interface HeroPropertyProps {
  status: 'pending' | 'error' | 'success';
  property: Property | undefined;
  publishHref: string;
}

/**
 * The hero's picture: an available property (spec 01 §1), one with a photo. Its box keeps a fixed 4:3 shape
 * from the first paint, so the image arriving later moves nothing; the image loads first.
 */
function HeroProperty({ status, property, publishHref }: HeroPropertyProps) {
  const [failed, setFailed] = useState(false);
  const copy = homeCopy.useCopy();
  const { intlLocale } = useConvive();
  if (status === 'pending') {
    return <div className={`${styles.heroMedia} ${styles.heroSkeleton}`} aria-hidden="true" />;
  }
  if (!property) {
    return (
      <div className={`${styles.heroMedia} ${styles.heroFallback}`}>
        <Home aria-hidden="true" />
        <p>{copy.heroFallback}</p>
        <Link to={publishHref} className="btn btn--primary">
          {copy.publish}
        </Link>
      </div>
    );
  }
  const picture = heroImage(property);
  const price = propertyPrice(property, intlLocale);
  return (
    <Link to={pagePath('property', { id: property.id })} className={styles.heroCard}>
      <span className={styles.heroMedia}>
        {picture && !failed ? (
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes="(min-width: 1200px) 540px, (min-width: 900px) 45vw, 100vw"
            alt={property.title}
            width={1200}
            height={900}
            fetchPriority="high"
            decoding="async"
            onError={() => setFailed(true)}
          />
        ) : (
          <span className={styles.heroPlaceholder} role="img" aria-label={property.title}>
            <Home aria-hidden="true" />
          </span>
        )}
      </span>
      <span className={styles.heroCaption}>
        <span className={styles.heroCaptionTitle}>{property.title}</span>
        <span className={styles.heroCaptionMeta}>
          <MapPin aria-hidden="true" />
          {/* As the cards say it: the neighbourhood, then the city. */}
          {[property.neighborhood, property.city].filter((part) => part.trim()).join(', ')}
        </span>
        <span className={styles.heroCaptionPrice}>{price.text}</span>
      </span>
    </Link>
  );
}

interface FeaturedProps {
  status: 'pending' | 'error' | 'success';
  properties: Property[];
  onRetry(): void;
  publishHref: string;
  /** Visitors and landlords can publish; a tenant account cannot. */
  canPublish: boolean;
}

/** Up to 4 available properties (spec 01 §4 "Home"): skeleton, empty with 'Publicar propiedad', list. */
function Featured({ status, properties, onRetry, publishHref, canPublish }: FeaturedProps) {
  const { copy: widgets, intlLocale } = useConvive();
  const copy = homeCopy.useCopy().featured;
  const publish = homeCopy.useCopy().publish;
  const onLinkClick = useSpaLinks();
  if (status === 'pending') {
    return (
      <div className={styles.skeletons} role="status" aria-label={copy.loading}>
        {Array.from({ length: FEATURED_PROPERTIES }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className={styles.skeletonCard} data-testid="skeleton-card">
            <span className={styles.skeletonImage} />
            <span className={styles.skeletonLine} style={{ width: '45%' }} />
            <span className={styles.skeletonLine} style={{ width: '85%' }} />
            <span className={styles.skeletonLine} style={{ width: '60%' }} />
          </div>
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return <ErrorState message={copy.failure} onRetry={onRetry} />;
  }
  if (properties.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        title={copy.emptyTitle}
        text={copy.emptyText}
        action={
          canPublish ? (
            <Link to={publishHref} className="btn btn--primary">
              {publish}
            </Link>
          ) : null
        }
      />
    );
  }
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks bubbling from the cards' links, which are keyboard-reachable themselves. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click. */}
      <div className={styles.featured} onClick={onLinkClick}>
        <WidgetRoot className="convive-property-grid" css={propertyGridCss}>
          <ul className="convive-grid__list" data-view="grid">
            {properties.map((property) => (
              <Suspense key={property.id}>
                <li>
                  <PropertyCard
                    property={property}
                    href={pagePath('property', { id: property.id })}
                    copy={widgets.propertyGrid}
                    intlLocale={intlLocale}
                    favorite={<PortalFavoriteButton property={property} />}
                  />
                </li>
              </Suspense>
            ))}
          </ul>
        </WidgetRoot>
      </div>
      {/* One way on: the spec's 'Cargar más propiedades' went to the same list, a twin of this. */}
      <div className={styles.more}>
        <Link to={pagePath('properties')} className="btn btn--primary">
          {copy.all}
        </Link>
      </div>
    </>
  );
}
