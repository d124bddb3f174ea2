import { type ConviveClient, pagePath, type Room, stayText, unknownText } from '@convive/sdk';
import { Avatar, badgeCss, RoomGallery, RoomStatusBadge, useConvive } from '@convive/widgets';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, DoorOpen, Home, MapPin, Pencil, Ruler } from 'lucide-react';
import { Suspense, useId, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { LandlordNote } from '../../account/access/RoleNotes';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import type { SsrPrefetch } from '../../app/ssr';
import { roomsMessages } from '../../logic/messages/rooms';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { AvailabilitySection } from '../property/AvailabilitySection';
import { Breadcrumb } from '../property/Breadcrumb';
import { ContactButton } from '../property/ContactButton';
import { propertyCopy } from '../property/copy';
import { factTexts } from '../property/copy/facts';
import { DetailQueryStates } from '../property/DetailQueryStates';
import styles from '../property/detail.module.css';
import { EnergyLabel, hasEnergyFacts } from '../property/EnergyLabel';
import { EnquirySection } from '../property/EnquirySection';
import { FactList } from '../property/FactList';
import { FeatureChecklist } from '../property/FeatureChecklist';
import { floorText } from '../property/floorText';
import { invalidateRequests } from '../property/invalidateRequests';
import { propertyQuery } from '../property/propertyQuery';
import { routeId } from '../property/routeId';

/** GET /rooms/{id}/, as the page reads it (and the server renders it from). */
function roomQuery(client: ConviveClient, id: number | null) {
  return queryOptions({
    queryKey: keys.rooms.detail(id),
    queryFn: () => client.rooms.get(id as number),
    enabled: id !== null,
  });
}

/** Server rendering (app/ssr.ts): the room, then its home (for the building's energy certificate). */
const prefetch: SsrPrefetch = ({ queryClient, client, params }) => {
  const id = routeId(params.id);
  if (id === null) return undefined;
  return queryClient.prefetchQuery(roomQuery(client, id)).then(() => {
    const room = queryClient.getQueryData<Room | null>(keys.rooms.detail(id));
    return room ? queryClient.prefetchQuery(propertyQuery(client, room.coliving_property)) : undefined;
  });
};
export const handle = { prefetch };

/** /rooms/{id} (spec 01 §2): the public detail of a coliving room, with an enquiry form open to everyone. */
export function Component() {
  const { client } = useConvive();
  const copy = propertyCopy.useCopy().room;
  const id = routeId(useParams().id);
  const query = useQuery(roomQuery(client, id));

  return (
    <DetailQueryStates
      id={id}
      query={query}
      queryKey={keys.rooms.detail(id)}
      name={copy.name}
      notFoundTitle={roomsMessages.notFound}
      notFoundText={copy.notFoundText}
      listHref={pagePath('rooms')}
      listText={copy.listText}
      errorMessage={roomsMessages.detailLoadFailure}
      loadingMessage={copy.loading}
    >
      {(room) => <RoomDetail room={room} />}
    </DetailQueryStates>
  );
}

function RoomDetail({ room }: { room: Room }) {
  const queryClient = useQueryClient();
  const { client, intlLocale } = useConvive();
  // The home's record, for its energy certificate (a building's, shared by its rooms).
  const home = useQuery(propertyQuery(client, room.coliving_property)).data;
  const all = propertyCopy.useCopy();
  const copy = all.room;
  const fact = factTexts(intlLocale);
  const ids = useId();
  const { user, isLandlord } = useSession();
  // The owner cannot enquire about their own room (the server refuses it): they get an edit link.
  const isOwner = user?.id === room.owner;
  const enquiryRef = useRef<HTMLDivElement>(null);
  const location = [room.neighborhood, room.city].filter(Boolean).join(', ');
  const availableFrom = fact.date(room.available_from);
  const stay = stayText(room.min_stay_months, room.max_stay_months, intlLocale);

  const facts = [
    { label: copy.size, value: fact.size(room.size_sqm), icon: <Ruler /> },
    { label: copy.floor, value: floorText(room.floor_level, all.floor), icon: <Building2 /> },
    { label: copy.numberLabel, value: room.room_number || unknownText(intlLocale), icon: <DoorOpen /> },
  ];
  // The order the page has always shown them in.
  const features = (
    ['has_private_bathroom', 'has_window', 'has_balcony', 'has_desk', 'has_wardrobe', 'is_furnished'] as const
  ).map((amenity) => ({ label: copy.amenities[amenity], present: room[amenity] }));
  const conditions = [
    { label: copy.price, value: fact.monthly(room.price_monthly) },
    { label: copy.availableFromLabel, value: availableFrom },
    { label: copy.stay, value: stay },
    { label: copy.deposit, value: fact.deposit(room.deposit_amount) },
  ];

  return (
    <div className={`container page ${styles.page}`}>
      <DocumentTitle>{`${room.title} · Convive`}</DocumentTitle>
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
            { label: copy.list, to: pagePath('rooms') },
            { label: room.title },
          ]}
        />
      </Suspense>

      <Suspense>
        <header className={styles.header}>
          <div className={styles.headerText}>
            <ul className={styles.badges} aria-label={all.tags}>
              <li>
                <RoomStatusBadge status={room.status} />
              </li>
              <li>
                <span className="convive-badge" data-tone="neutral">
                  {copy.number(room.room_number)}
                </span>
              </li>
            </ul>
            <h1 className={styles.title}>{room.title}</h1>
            {location ? (
              <p className={styles.location}>
                <MapPin aria-hidden="true" />
                {location}
              </p>
            ) : null}
          </div>
        </header>
      </Suspense>

      <div className={styles.layout}>
        <Suspense>
          <div className={styles.gallery}>
            <RoomGallery images={room.images} title={room.title} />
          </div>
        </Suspense>

        <Suspense>
          <aside className={styles.aside} aria-label={all.aside}>
            <section className={`card ${styles.sideCard}`} aria-labelledby={`${ids}-price`}>
              <h2 id={`${ids}-price`} className="visually-hidden">
                {all.price}
              </h2>
              <p className={styles.price}>
                <strong>{fact.euros(room.price_monthly)}</strong>
                <span className={styles.priceSuffix}>{all.perMonth}</span>
              </p>
              <p className={styles.quickFacts}>
                {copy.availableFrom(availableFrom)} · {stay}
              </p>
              <div className={styles.owner}>
                <Avatar name={room.owner_name} src={room.owner_profile_picture} size="sm" />
                <span>
                  <span className="muted">{all.publishedBy}</span>
                  {room.owner_name}
                </span>
              </div>
              {isOwner ? (
                <div className={`alert alert--info ${styles.ownerNote}`}>
                  <p>{copy.ownerNote}</p>
                  <Link
                    to={pagePath('dashboardRoomEdit', { id: room.id })}
                    className="btn btn--outline btn--sm"
                  >
                    <Pencil aria-hidden="true" />
                    {copy.edit}
                  </Link>
                </div>
              ) : isLandlord ? (
                // Enquiries are a tenant's: a landlord is told so instead of offered one.
                <LandlordNote className={styles.visitDone} />
              ) : (
                <ContactButton target={enquiryRef} />
              )}
              <Link
                to={pagePath('property', { id: room.coliving_property })}
                className="btn btn--ghost btn--block"
              >
                <Home aria-hidden="true" />
                {copy.wholeHome}
              </Link>
            </section>
          </aside>
        </Suspense>

        <div className={styles.main}>
          {room.description.trim() ? (
            <Suspense>
              <section className={styles.section} aria-labelledby={`${ids}-description`}>
                <h2 id={`${ids}-description`} className={styles.sectionTitle}>
                  {all.description}
                </h2>
                <p className={styles.description}>{room.description}</p>
              </section>
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

          <Suspense>
            <section className={styles.section} aria-labelledby={`${ids}-conditions`}>
              <h2 id={`${ids}-conditions`} className={styles.sectionTitle}>
                {copy.conditions}
              </h2>
              <dl className={styles.conditions}>
                {conditions.map((item) => (
                  <div key={item.label}>
                    <dt>{item.label}</dt>
                    <dd>{item.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </Suspense>

          <AvailabilitySection propertyId={room.coliving_property} roomId={room.id} />

          <Suspense>
            <section className={styles.section} aria-labelledby={`${ids}-property`}>
              <h2 id={`${ids}-property`} className={styles.sectionTitle}>
                {copy.home}
              </h2>
              <p className="muted">{copy.partOf}</p>
              <Link to={pagePath('property', { id: room.coliving_property })} className={styles.propertyLink}>
                <Home aria-hidden="true" />
                {room.coliving_property_title}
              </Link>
            </section>
            {home && hasEnergyFacts(home) ? (
              <section className={styles.section} aria-labelledby={`${ids}-energy`}>
                <h2 id={`${ids}-energy`} className={styles.sectionTitle}>
                  {all.property.energy.title}
                </h2>
                <EnergyLabel facts={home} copy={all.property.energy} intlLocale={intlLocale} />
              </section>
            ) : null}
          </Suspense>

          {isOwner || isLandlord ? null : (
            <EnquirySection
              sectionRef={enquiryRef}
              propertyId={room.coliving_property}
              roomId={room.id}
              ownerName={room.owner_name}
              onSent={() => invalidateRequests(queryClient)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
