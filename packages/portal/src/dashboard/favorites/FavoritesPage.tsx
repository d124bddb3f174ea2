import {
  cardImage,
  type Favorite,
  isContractError,
  matchesSearch,
  propertyPrice,
  resolveMediaUrl,
  serverRootOf,
  sizeText,
} from '@convive/sdk';
import {
  FavoriteButton,
  favoriteButtonCss,
  PLACEHOLDER_IMAGE,
  useConvive,
  useStoreValue,
  WidgetRoot,
} from '@convive/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bath, BedDouble, Heart, MapPin, Ruler, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { keys } from '../../app/queryKeys';
import { MESSAGES } from '../../logic/screenMessages';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import styles from './FavoritesPage.module.css';

/** Raised when GET /favorites/ answers something that is not a list of favourites (spec 02 §8). */
class BadFormatError extends Error {}

/**
 * /dashboard/favorites (spec 01 §2, spec 02 §2, §8): the tenant's saved properties with a text search
 * over title, city and description. The list is the shared favourites store, so a heart anywhere in
 * the app and this page always agree; removing goes through the same store (and its toasts).
 */
export function Component() {
  const { client, stores } = useConvive();
  const [search, setSearch] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useQuery({
    queryKey: keys.favorites.all,
    queryFn: async (): Promise<Favorite[]> => {
      try {
        const items = await client.favorites.list();
        stores.favorites.setState({ items, status: 'ready', disabled: false });
        return items;
      } catch (error) {
        if (isContractError(error)) throw new BadFormatError(MESSAGES.favorites.badFormat);
        throw error;
      }
    },
  });
  const queryClient = useQueryClient();
  // Data cached by another screen (the dashboard home shares this key) also fills the store.
  useEffect(() => {
    if (query.data) stores.favorites.setState({ items: query.data, status: 'ready', disabled: false });
  }, [query.data, stores.favorites]);
  const items = useStoreValue(stores.favorites, (s) => s.items);
  const root = serverRootOf(client.baseUrl, globalThis.location?.origin);

  const visible = items.filter((favorite) =>
    matchesSearch(search, [
      favorite.property_details.title,
      favorite.property_details.city,
      favorite.property_details.description,
    ]),
  );

  let body: ReactNode;
  if (query.isPending) {
    body = <SkeletonCards count={3} label="Cargando tus favoritos..." />;
  } else if (query.isError) {
    body = (
      <>
        {query.error instanceof BadFormatError ? (
          <p className="alert alert--error" role="alert">
            {MESSAGES.favorites.badFormat}
          </p>
        ) : null}
        <ErrorState message={MESSAGES.favorites.loadFailure} />
      </>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<Heart />}
        title="Aún no tienes favoritos"
        text="Pulsa el corazón de una propiedad para guardarla aquí y encontrarla rápido."
        action={
          <Link to="/properties" className="btn btn--primary">
            Explorar propiedades
          </Link>
        }
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX />}
        title="Ninguna propiedad coincide con tu búsqueda"
        text={`No hay favoritos que contengan «${search.trim()}».`}
        action={
          <button type="button" className="btn btn--outline" onClick={() => setSearch('')}>
            Limpiar búsqueda
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
                    <FavoriteButton
                      propertyId={property.id}
                      propertyTitle={property.title}
                      onToggle={() => {
                        heading.current?.focus();
                        // Other screens counting favourites (dashboard home) refetch.
                        void queryClient.invalidateQueries({ queryKey: keys.favorites.all });
                      }}
                    />
                  </span>
                </div>
                <div className={styles.body}>
                  <h2 id={titleId} className={styles.title}>
                    {property.title}
                  </h2>
                  <p className={`muted ${styles.city}`}>
                    <MapPin aria-hidden="true" />
                    {[property.neighborhood, property.city].filter(Boolean).join(', ')}
                  </p>
                  <p className={styles.price}>{propertyPrice(property).text}</p>
                  <ul className={styles.facts} aria-label="Características">
                    <li>
                      <BedDouble aria-hidden="true" />
                      {property.bedrooms} {property.bedrooms === 1 ? 'habitación' : 'habitaciones'}
                    </li>
                    <li>
                      <Bath aria-hidden="true" />
                      {property.bathrooms} {property.bathrooms === 1 ? 'baño' : 'baños'}
                    </li>
                    <li>
                      <Ruler aria-hidden="true" />
                      {sizeText(property.size)}
                    </li>
                  </ul>
                  <Link
                    to={`/properties/${property.id}`}
                    className="btn btn--outline btn--sm btn--block"
                    aria-describedby={titleId}
                  >
                    Ver detalles
                  </Link>
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
      <title>{'Mis favoritos · Convive'}</title>
      <PageHeader
        title={
          <span ref={heading} tabIndex={-1} className={styles.headingTarget}>
            Mis favoritos
          </span>
        }
        description={
          count === null
            ? 'Las propiedades que has guardado.'
            : count === 1
              ? 'Tienes 1 propiedad guardada.'
              : `Tienes ${count} propiedades guardadas.`
        }
      />
      {query.isSuccess && items.length > 0 ? (
        <div className={styles.toolbar}>
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder="Buscar por título, ciudad o descripción..."
            label="Buscar en mis favoritos"
          />
          <p className="muted" role="status">
            {search.trim() ? `${visible.length} de ${items.length}` : ''}
          </p>
        </div>
      ) : null}
      {body}
    </div>
  );
}
