import {
  isoToDmy,
  type ListingTerms,
  PROPERTY_AMENITIES,
  type Property,
  pagePath,
  propertyPrice,
  stayText,
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
import {
  Bath,
  BedDouble,
  Building2,
  CalendarCheck,
  CalendarClock,
  ExternalLink,
  FileText,
  Landmark,
  MapPin,
  Pencil,
  Ruler,
  Wallet,
} from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EnquirySignIn, LandlordNote } from '../../account/access/RoleNotes';
import { PortalFavoriteButton } from '../../app/favorites';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import type { SsrPrefetch } from '../../app/ssr';
import {
  PropertyContact,
  ResponseStatsLine,
  responseStatsQuery,
} from '../../dashboard/messages/PropertyMessaging';
import { propertiesMessages } from '../../logic/messages/properties';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { AvailabilitySection } from './AvailabilitySection';
import { Breadcrumb } from './Breadcrumb';
import { ContactButton } from './ContactButton';
import { propertyCopy } from './copy';
import { factTexts } from './copy/facts';
import { DetailQueryStates } from './DetailQueryStates';
import styles from './detail.module.css';
import { EnergyLabel, hasEnergyFacts } from './EnergyLabel';
import { EnquirySection } from './EnquirySection';
import { FactList } from './FactList';
import { FeatureChecklist } from './FeatureChecklist';
import { floorText } from './floorText';
import { invalidateRequests } from './invalidateRequests';
import { mapEmbedUrl, mapLinkUrl, mapQuery } from './mapEmbed';
import { PropertyRooms } from './PropertyRooms';
import { propertyQuery } from './propertyQuery';
import { routeId } from './routeId';
import { VisitRequest } from './VisitRequest';

/**
 * Server rendering (app/ssr.ts): the property, then its landlord's response figures, before the page
 * renders (a figure fetched after hydration would move the page and call the API for what it shows).
 */
const prefetch: SsrPrefetch = ({ queryClient, client, params }) => {
  const id = routeId(params.id);
  if (id === null) return undefined;
  return queryClient.prefetchQuery(propertyQuery(client, id)).then(() => {
    const property = queryClient.getQueryData<Property | null>(keys.properties.detail(id));
    return property ? queryClient.prefetchQuery(responseStatsQuery(client, property.owner)) : undefined;
  });
};
export const handle = { prefetch };

/** /properties/{id} (spec 01 §2): the public detail of a property, with favourite, visit and enquiry. */
export function Component() {
  const { client } = useConvive();
  const copy = propertyCopy.useCopy().property;
  const id = routeId(useParams().id);
  const query = useQuery(propertyQuery(client, id));

  return (
    <DetailQueryStates
      id={id}
      query={query}
      queryKey={keys.properties.detail(id)}
      name={copy.name}
      notFoundTitle={propertiesMessages.notFound}
      notFoundText={copy.notFoundText}
      listHref={pagePath('properties')}
      listText={copy.listText}
      errorMessage={propertiesMessages.detailLoadFailure}
      loadingMessage={copy.loading}
    >
      {(property) => <PropertyDetail property={property} />}
    </DetailQueryStates>
  );
}

function PropertyDetail({ property }: { property: Property }) {
  const widgets = useCopy();
  const { intlLocale } = useConvive();
  const all = propertyCopy.useCopy();
  const copy = all.property;
  const fact = factTexts(intlLocale);
  const queryClient = useQueryClient();
  const { user, isLandlord } = useSession();
  const ids = useId();
  const enquiryRef = useRef<HTMLDivElement>(null);
  const price = propertyPrice(property, intlLocale);
  const isOwner = user?.id === property.owner;
  const location = [property.neighborhood, property.city].filter(Boolean).join(', ');
  const mapSrc = mapEmbedUrl(property);
  // The map is Google's page in a frame: added once the app runs, not in the server's HTML, where
  // its load (another site's, slow or unreachable) would hold the page's `load` event for seconds.
  // Its box is there from the start: nothing moves.
  const [mapShown, setMapShown] = useState(false);
  useEffect(() => setMapShown(true), []);
  const mapHref = mapLinkUrl(property);
  const showRooms =
    property.is_coliving || property.rooms.length > 0 || property.rooms_status_summary.total > 0;

  const facts = [
    { label: copy.bedroomsLabel, value: fact.count(property.bedrooms), icon: <BedDouble /> },
    { label: copy.bathroomsLabel, value: fact.count(property.bathrooms), icon: <Bath /> },
    { label: copy.size, value: fact.size(property.size), icon: <Ruler /> },
    { label: copy.floor, value: floorText(property.floor, all.floor), icon: <Building2 /> },
    // The facts the law asks an ad to show, when the landlord gave them.
    ...(property.cadastral_reference
      ? [
          {
            label: copy.cadastralReference,
            value: property.cadastral_reference,
            icon: <Landmark />,
            wide: true,
          },
        ]
      : []),
    ...(property.nrua_number
      ? [{ label: copy.nrua, value: property.nrua_number, icon: <FileText />, wide: true }]
      : []),
  ];
  const features = PROPERTY_AMENITIES.map((amenity) => ({
    label: copy.amenities[amenity],
    present: property[amenity],
  }));

  return (
    <div className={`container page ${styles.page}`}>
      <DocumentTitle>{`${property.title} · Convive`}</DocumentTitle>
      {/*
        The badges' styles, in place: hoisting them into <head> would put their `convive` layer
        before the portal's `@layer reset, convive` and so reorder every widget's cascade.
      */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own CSS, raw as a browser reads it */}
      <style dangerouslySetInnerHTML={{ __html: badgeCss }} />
      <Suspense>
        <Breadcrumb
          items={[
            { label: all.home, to: pagePath('home') },
            { label: copy.list, to: pagePath('properties') },
            { label: property.title },
          ]}
        />
      </Suspense>

      <Suspense>
        <header className={styles.header}>
          <div className={styles.headerText}>
            <ul className={styles.badges} aria-label={all.tags}>
              <li>
                <span className="convive-badge" data-tone="info">
                  {widgets.propertyGrid.types[property.property_type]}
                </span>
              </li>
              <li>
                <span className="convive-badge" data-tone={property.is_coliving ? 'primary' : 'neutral'}>
                  {property.is_coliving ? copy.coliving : copy.traditional}
                </span>
              </li>
              {property.is_featured ? (
                <li>
                  <span className="convive-badge" data-tone="warning">
                    {copy.featured}
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
      </Suspense>

      <div className={styles.layout}>
        <Suspense>
          <div className={styles.gallery}>
            <RoomGallery images={property.images} title={property.title} />
          </div>
        </Suspense>

        <Suspense>
          <aside className={styles.aside} aria-label={all.aside}>
            <section className={`card ${styles.sideCard}`} aria-labelledby={`${ids}-price`}>
              <h2 id={`${ids}-price`} className="visually-hidden">
                {all.price}
              </h2>
              <p className={styles.price}>
                {price.from ? <span className={styles.priceFrom}>{all.from}</span> : null}
                <strong>{fact.euros(price.amount)}</strong>
                <span className={styles.priceSuffix}>{all.perMonth}</span>
              </p>
              {price.from ? (
                <p className={styles.priceNote}>{copy.perRoomNote(fact.monthly(property.price))}</p>
              ) : null}
              <p className={styles.quickFacts}>
                {[
                  property.bedrooms == null ? null : copy.bedroomsShort(property.bedrooms),
                  property.bathrooms == null ? null : copy.bathrooms(property.bathrooms),
                  fact.size(property.size),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <div className={styles.owner}>
                <Avatar name={property.owner_name} size="sm" />
                <span>
                  <span className="muted">{all.publishedBy}</span>
                  {property.owner_name}
                </span>
              </div>
              <ResponseStatsLine landlordId={property.owner} />
              {isOwner ? (
                <div className={`alert alert--info ${styles.ownerNote}`}>
                  <p>{copy.ownerNote}</p>
                  <Link
                    to={pagePath('dashboardPropertyEdit', { id: property.id })}
                    className="btn btn--outline btn--sm"
                  >
                    <Pencil aria-hidden="true" />
                    {copy.edit}
                  </Link>
                </div>
              ) : isLandlord ? (
                // Visits and enquiries are a tenant's: a landlord is told so instead of offered them.
                <LandlordNote className={styles.visitDone} />
              ) : (
                <>
                  <VisitRequest propertyId={property.id} propertyTitle={property.title} />
                  {user ? (
                    <PropertyContact
                      propertyId={property.id}
                      fallback={<ContactButton target={enquiryRef} />}
                    />
                  ) : (
                    <ContactButton target={enquiryRef} />
                  )}
                </>
              )}
            </section>
          </aside>
        </Suspense>

        <div className={styles.main}>
          <Suspense>
            <section className={styles.section} aria-labelledby={`${ids}-description`}>
              <h2 id={`${ids}-description`} className={styles.sectionTitle}>
                {all.description}
              </h2>
              <p className={styles.description}>{property.description}</p>
            </section>
          </Suspense>

          {property.listing ? (
            <Suspense>
              <RentTerms listing={property.listing} id={`${ids}-terms`} />
            </Suspense>
          ) : null}

          <Suspense>
            <section className={styles.section} aria-labelledby={`${ids}-features`}>
              <h2 id={`${ids}-features`} className={styles.sectionTitle}>
                {all.features}
              </h2>
              <FactList facts={facts} />
              <FeatureChecklist features={features} label={copy.equipment} />
            </section>
          </Suspense>

          {hasEnergyFacts(property) ? (
            <section className={styles.section} aria-labelledby={`${ids}-energy`}>
              <h2 id={`${ids}-energy`} className={styles.sectionTitle}>
                {copy.energy.title}
              </h2>
              <EnergyLabel facts={property} copy={copy.energy} intlLocale={intlLocale} />
            </section>
          ) : null}

          {showRooms ? (
            <Suspense>
              <PropertyRooms property={property} />
            </Suspense>
          ) : null}

          <AvailabilitySection propertyId={property.id} />

          <Suspense>
            <section className={styles.section} aria-labelledby={`${ids}-map`}>
              <h2 id={`${ids}-map`} className={styles.sectionTitle}>
                {copy.location}
              </h2>
              <p className={styles.address}>
                <MapPin aria-hidden="true" />
                {mapQuery(property) || copy.noAddress}
              </p>
              {mapSrc && mapShown ? (
                <iframe
                  className={styles.map}
                  src={mapSrc}
                  title={copy.map(property.title)}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                />
              ) : mapSrc ? (
                <div className={styles.map} aria-hidden="true" />
              ) : null}
              {mapHref ? (
                <a className={styles.mapLink} href={mapHref} target="_blank" rel="noreferrer">
                  {copy.openMap}
                  <ExternalLink aria-hidden="true" />
                  <span className="visually-hidden">{all.newTab}</span>
                </a>
              ) : null}
            </section>
          </Suspense>

          {isOwner || isLandlord ? null : (
            <Suspense>
              <EnquirySection
                sectionRef={enquiryRef}
                propertyId={property.id}
                ownerName={property.owner_name}
                signInLink={<EnquirySignIn />}
                // What a visitor types waits for them while they sign in (the link returns here).
                keepDraft
                onSent={() => invalidateRequests(queryClient)}
              />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The published listing's terms (docs/adr/0177). Plain text and strings only: dates as dd/mm/yyyy
 * without Intl, amounts through the seeded formatters, so hydration makes no formatter.
 */
function RentTerms({ listing, id }: { listing: ListingTerms; id: string }) {
  const { intlLocale } = useConvive();
  const copy = propertyCopy.useCopy().property.terms;
  const fact = factTexts(intlLocale);
  const facts = [
    {
      label: copy.minStay,
      value: stayText(listing.min_stay, listing.min_stay, intlLocale),
      icon: <CalendarClock />,
    },
    { label: copy.deposit, value: fact.deposit(listing.deposit), icon: <Wallet /> },
    {
      label: copy.availableFrom,
      value: <time dateTime={listing.available_from}>{isoToDmy(listing.available_from)}</time>,
      icon: <CalendarCheck />,
    },
  ];
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {copy.title}
      </h2>
      <FactList facts={facts} />
      {/* The landlord's own words, as text: its line breaks kept by CSS, never parsed as markup. */}
      {listing.rent_terms.trim() ? <p className={styles.rentTerms}>{listing.rent_terms}</p> : null}
    </section>
  );
}
