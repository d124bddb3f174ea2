import {
  cardImage,
  matchesSearch,
  pagePath,
  propertyPrice,
  resolveMediaUrl,
  serverRootOf,
  sizeText,
} from '@convive/sdk';
import { favoriteButtonCss, PLACEHOLDER_IMAGE, useConvive, WidgetRoot } from '@convive/widgets';
import { Bath, BedDouble, Heart, MapPin, Ruler, SearchX } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FavoritesFormatError, PortalFavoriteButton, useFavorites } from '../../app/favorites';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import { favoritesMessages } from '../../logic/messages/favorites';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { favoritesCopy } from './copy';
import styles from './FavoritesPage.module.css';

/**
 * /dashboard/favorites (spec 01 §2, spec 02 §2, §8): the tenant's saved properties with a text search
 * over title, city and description. The list is the favourites query, so a heart anywhere in the
 * app and this page always agree; removing goes through the same query (and the heart's toasts).
 */
export function Component() {
  const { client, intlLocale } = useConvive();
  const copy = favoritesCopy.useCopy();
  const [search, setSearch] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useFavorites();
  const { user } = useSession();
  const load = useLoadState(query, keys.favorites.of(user?.id ?? null));
  const items = query.data ?? [];
  const root = serverRootOf(client.baseUrl, globalThis.location?.origin);

  const visible = items.filter((favorite) =>
    matchesSearch(search, [
      favorite.property_details.title,
      favorite.property_details.city,
      favorite.property_details.description,
    ]),
  );

  let body: ReactNode;
  if (load.loading) {
    body = <SkeletonCards count={3} label={copy.loading} />;
  } else if (load.failed) {
    body = (
      <>
        {(query.error ?? query.failureReason) instanceof FavoritesFormatError ? (
          <p className="alert alert--error" role="alert">
            {favoritesMessages.badFormat}
          </p>
        ) : null}
        <ErrorState message={favoritesMessages.loadFailure} onRetry={load.retry} />
      </>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<Heart />}
        title={copy.emptyTitle}
        text={copy.emptyText}
        action={
          <Link to={pagePath('properties')} className="btn btn--primary">
            {copy.explore}
          </Link>
        }
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX />}
        title={copy.noMatchTitle}
        text={copy.noMatchText(search.trim())}
        action={
          <button type="button" className="btn btn--outline" onClick={() => setSearch('')}>
            {copy.clearSearch}
          </button>
        }
      />
    );
  } else {
    body = (
      <WidgetRoot className="convive-favorites-grid" css={favoriteButtonCss}>
        <ul className={styles.grid}>
          {visible.map((favorite) => {
            const property = favorite.property_details;
            const image = resolveMediaUrl(cardImage(property), root) ?? PLACEHOLDER_IMAGE;
            const titleId = `favorite-${favorite.id}-title`;
            return (
              <li key={favorite.id} className={`card ${styles.card}`} aria-labelledby={titleId}>
                <div className={styles.media}>
                  <img
                    src={image}
                    alt=""
                    loading="lazy"
                    className={styles.image}
                    onError={(event) => {
                      if (event.currentTarget.src !== PLACEHOLDER_IMAGE)
                        event.currentTarget.src = PLACEHOLDER_IMAGE;
                    }}
                  />
                  <span className={styles.heart}>
                    <PortalFavoriteButton property={property} onToggle={() => heading.current?.focus()} />
                  </span>
                </div>
                <div className={styles.body}>
                  <h2 id={titleId} className={styles.title}>
                    {/* The whole card opens the listing: this one link is stretched over it. */}
                    <Link to={pagePath('property', { id: property.id })} className={styles.link}>
                      {property.title}
                    </Link>
                  </h2>
                  <p className={`muted ${styles.city}`}>
                    <MapPin aria-hidden="true" />
                    {[property.neighborhood, property.city].filter(Boolean).join(', ')}
                  </p>
                  <p className={styles.price}>{propertyPrice(property, intlLocale).text}</p>
                  <ul className={styles.facts} aria-label={copy.features}>
                    <li>
                      <BedDouble aria-hidden="true" />
                      {copy.bedrooms(property.bedrooms)}
                    </li>
                    <li>
                      <Bath aria-hidden="true" />
                      {copy.bathrooms(property.bathrooms)}
                    </li>
                    <li>
                      <Ruler aria-hidden="true" />
                      {sizeText(property.size, intlLocale)}
                    </li>
                  </ul>
                  {/* Its look only: a click lands on the card's link; one tab stop per card. */}
                  <span className={`btn btn--outline btn--sm btn--block ${styles.cta}`} aria-hidden="true">
                    {copy.details}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </WidgetRoot>
    );
  }

  const count = query.isSuccess ? items.length : null;
  return (
    <div className={styles.page}>
      <DocumentTitle>{copy.documentTitle}</DocumentTitle>
      <PageHeader
        title={
          <span ref={heading} tabIndex={-1} className={styles.headingTarget}>
            {copy.title}
          </span>
        }
        description={count === null ? copy.description : copy.saved(count)}
      />
      {query.isSuccess && items.length > 0 ? (
        <div className={styles.toolbar}>
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder={copy.searchPlaceholder}
            label={copy.searchLabel}
          />
          <p className="muted" role="status">
            {search.trim() ? copy.shown(visible.length, items.length) : ''}
          </p>
        </div>
      ) : null}
      {body}
    </div>
  );
}
