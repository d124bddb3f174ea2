import {
  formatEuros,
  PER_MONTH_SUFFIX,
  type Property,
  priceText,
  propertyPrice,
  sizeText,
} from '@convive/sdk';
import {
  Avatar,
  badgeCss,
  favoriteButtonCss,
  PropertyStatusBadge,
  RoomGallery,
  useConvive,
  useCopy,
  WidgetRoot,
} from '@convive/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bath, BedDouble, Building2, ExternalLink, MapPin, Pencil, Ruler } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { AuthLink } from '../../account/AuthLink';
import { PortalFavoriteButton } from '../../app/favorites';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import { MESSAGES } from '../../logic/screenMessages';
import { Breadcrumb } from './Breadcrumb';
import { ContactButton } from './ContactButton';
import { DetailQueryStates } from './DetailQueryStates';
import styles from './detail.module.css';
import { EnquirySection } from './EnquirySection';
import { FactList } from './FactList';
import { FeatureChecklist } from './FeatureChecklist';
import { floorText } from './floorText';
import { invalidateRequests } from './invalidateRequests';
import { mapEmbedUrl, mapLinkUrl, mapQuery } from './mapEmbed';
import { PropertyRooms } from './PropertyRooms';
import { routeId } from './routeId';
import { VisitRequest } from './VisitRequest';

/** /properties/{id} (spec 01 §2): the public detail of a property, with favourite, visit and enquiry. */
export function Component() {
  const { client } = useConvive();
  const id = routeId(useParams().id);
  const query = useQuery({
    queryKey: keys.properties.detail(id),
    queryFn: () => client.properties.get(id as number),
    enabled: id !== null,
  });

  return (
    <DetailQueryStates
      id={id}
      query={query}
      queryKey={keys.properties.detail(id)}
      name="Propiedad"
      notFoundTitle={MESSAGES.properties.notFound}
      notFoundText="Puede que se haya retirado o que el enlace no sea correcto."
      listHref="/properties"
      listText="Ver todas las propiedades"
      errorMessage={MESSAGES.properties.detailLoadFailure}
      loadingMessage="Cargando propiedad..."
    >
      {(property) => <PropertyDetail property={property} />}
    </DetailQueryStates>
  );
}

function PropertyDetail({ property }: { property: Property }) {
  const copy = useCopy();
  const queryClient = useQueryClient();
  const { user, isLandlord } = useSession();
  const ids = useId();
  const enquiryRef = useRef<HTMLDivElement>(null);
  const price = propertyPrice(property);
  const isOwner = user?.id === property.owner;
  const location = [property.neighborhood, property.city].filter(Boolean).join(', ');
  const mapSrc = mapEmbedUrl(property);
  const mapHref = mapLinkUrl(property);
  const showRooms =
    property.is_coliving || property.rooms.length > 0 || property.rooms_status_summary.total > 0;

  const facts = [
    { label: 'Habitaciones', value: property.bedrooms, icon: <BedDouble /> },
    { label: 'Baños', value: property.bathrooms, icon: <Bath /> },
    { label: 'Superficie', value: sizeText(property.size), icon: <Ruler /> },
    { label: 'Planta', value: floorText(property.floor), icon: <Building2 /> },
  ];
  const features = [
    { label: 'Amueblado', present: property.is_furnished },
    { label: 'Parking', present: property.has_parking },
    { label: 'Piscina', present: property.has_pool },
    { label: 'Terraza', present: property.has_terrace },
    { label: 'Jardín', present: property.has_garden },
    { label: 'Ascensor', present: property.has_elevator },
    { label: 'Se admiten mascotas', present: property.pets_allowed },
  ];

  return (
    <div className={`container page ${styles.page}`}>
      <title>{`${property.title} · Convive`}</title>
      {/*
        The badges' styles, in place: hoisting them into <head> would put their `convive` layer
        before the portal's `@layer reset, convive` and so reorder every widget's cascade.
      */}
      <style>{badgeCss}</style>
      <Breadcrumb
        items={[
          { label: 'Inicio', to: '/' },
          { label: 'Propiedades', to: '/properties' },
          { label: property.title },
        ]}
      />

      <header className={styles.header}>
        <div className={styles.headerText}>
          <ul className={styles.badges} aria-label="Etiquetas">
            <li>
              <span className="convive-badge" data-tone="info">
                {copy.propertyGrid.types[property.property_type]}
              </span>
            </li>
            <li>
              <span className="convive-badge" data-tone={property.is_coliving ? 'primary' : 'neutral'}>
                {property.is_coliving ? 'Coliving' : 'Alquiler tradicional'}
              </span>
            </li>
            {property.is_featured ? (
              <li>
                <span className="convive-badge" data-tone="warning">
                  Destacado
                </span>
              </li>
            ) : null}
            <li>
              <PropertyStatusBadge status={property.status} />
            </li>
          </ul>
          <h1 className={styles.title}>{property.title}</h1>
          {location ? (
            <p className={styles.location}>
              <MapPin aria-hidden="true" />
              {location}
            </p>
          ) : null}
        </div>
        {isLandlord ? null : (
          <WidgetRoot className={styles.favorite ?? ''} css={favoriteButtonCss}>
            <PortalFavoriteButton property={property} />
          </WidgetRoot>
        )}
      </header>

      <div className={styles.layout}>
        <div className={styles.gallery}>
          <RoomGallery images={property.images} title={property.title} />
        </div>

        <aside className={styles.aside} aria-label="Precio y contacto">
          <section className={`card ${styles.sideCard}`} aria-labelledby={`${ids}-price`}>
            <h2 id={`${ids}-price`} className="visually-hidden">
              Precio
            </h2>
            <p className={styles.price}>
              {price.from ? <span className={styles.priceFrom}>desde </span> : null}
              <strong>{formatEuros(price.amount)}</strong>
              <span className={styles.priceSuffix}>{PER_MONTH_SUFFIX}</span>
            </p>
            {price.from ? (
              <p className={styles.priceNote}>
                Precio por habitación. Vivienda completa: {priceText(property.price)}
              </p>
            ) : null}
            <p className={styles.quickFacts}>
              {property.bedrooms} hab. · {property.bathrooms} {property.bathrooms === 1 ? 'baño' : 'baños'} ·{' '}
              {sizeText(property.size)}
            </p>
            <div className={styles.owner}>
              <Avatar name={property.owner_name} size="sm" />
              <span>
                <span className="muted">Publicado por </span>
                {property.owner_name}
              </span>
            </div>
            {isOwner ? (
              <div className={`alert alert--info ${styles.ownerNote}`}>
                <p>Esta es tu propiedad: así la ven los inquilinos.</p>
                <Link to={`/dashboard/properties/${property.id}/edit`} className="btn btn--outline btn--sm">
                  <Pencil aria-hidden="true" />
                  Editar propiedad
                </Link>
              </div>
            ) : (
              <>
                <VisitRequest propertyId={property.id} propertyTitle={property.title} />
                <ContactButton target={enquiryRef} />
              </>
            )}
          </section>
        </aside>

        <div className={styles.main}>
          <section className={styles.section} aria-labelledby={`${ids}-description`}>
            <h2 id={`${ids}-description`} className={styles.sectionTitle}>
              Descripción
            </h2>
            <p className={styles.description}>{property.description}</p>
          </section>

          <section className={styles.section} aria-labelledby={`${ids}-features`}>
            <h2 id={`${ids}-features`} className={styles.sectionTitle}>
              Características
            </h2>
            <FactList facts={facts} />
            <FeatureChecklist features={features} label="Equipamiento" />
          </section>

          {showRooms ? <PropertyRooms property={property} /> : null}

          <section className={styles.section} aria-labelledby={`${ids}-map`}>
            <h2 id={`${ids}-map`} className={styles.sectionTitle}>
              Ubicación
            </h2>
            <p className={styles.address}>
              <MapPin aria-hidden="true" />
              {mapQuery(property) || 'Dirección no indicada'}
            </p>
            {mapSrc ? (
              <iframe
                className={styles.map}
                src={mapSrc}
                title={`Mapa de ${property.title}`}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
            ) : null}
            {mapHref ? (
              <a className={styles.mapLink} href={mapHref} target="_blank" rel="noreferrer">
                Abrir en Google Maps
                <ExternalLink aria-hidden="true" />
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            ) : null}
          </section>

          {isOwner ? null : (
            <EnquirySection
              sectionRef={enquiryRef}
              propertyId={property.id}
              ownerName={property.owner_name}
              signInLink={<AuthLink to="/login">Iniciar sesión</AuthLink>}
              onSent={() => invalidateRequests(queryClient)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
