import {
  depositText,
  formatDateLong,
  formatEuros,
  PER_MONTH_SUFFIX,
  type Room,
  sizeText,
  stayText,
} from '@convive/sdk';
import { Avatar, badgeCss, RoomGallery, RoomStatusBadge, useConvive } from '@convive/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, DoorOpen, Home, MapPin, Pencil, Ruler } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import { MESSAGES } from '../../logic/screenMessages';
import { Breadcrumb } from '../property/Breadcrumb';
import { ContactButton } from '../property/ContactButton';
import { DetailQueryStates } from '../property/DetailQueryStates';
import styles from '../property/detail.module.css';
import { EnquirySection } from '../property/EnquirySection';
import { FactList } from '../property/FactList';
import { FeatureChecklist } from '../property/FeatureChecklist';
import { floorText } from '../property/floorText';
import { invalidateRequests } from '../property/invalidateRequests';
import { routeId } from '../property/routeId';

/** /rooms/{id} (spec 01 §2): the public detail of a coliving room, with an enquiry form open to everyone. */
export function Component() {
  const { client } = useConvive();
  const id = routeId(useParams().id);
  const query = useQuery({
    queryKey: keys.rooms.detail(id),
    queryFn: () => client.rooms.get(id as number),
    enabled: id !== null,
  });

  return (
    <DetailQueryStates
      id={id}
      query={query}
      queryKey={keys.rooms.detail(id)}
      name="Habitación"
      notFoundTitle={MESSAGES.rooms.notFound}
      notFoundText="Puede que ya no esté publicado o que el enlace no sea correcto."
      listHref="/rooms"
      listText="Ver todas las habitaciones"
      errorMessage={MESSAGES.rooms.detailLoadFailure}
      loadingMessage="Cargando habitación..."
    >
      {(room) => <RoomDetail room={room} />}
    </DetailQueryStates>
  );
}

function RoomDetail({ room }: { room: Room }) {
  const queryClient = useQueryClient();
  const ids = useId();
  const { user } = useSession();
  // The owner cannot enquire about their own room (the server refuses it): they get an edit link.
  const isOwner = user?.id === room.owner;
  const enquiryRef = useRef<HTMLDivElement>(null);
  const location = [room.neighborhood, room.city].filter(Boolean).join(', ');
  const availableFrom = formatDateLong(room.available_from, 'es');

  const facts = [
    { label: 'Superficie', value: sizeText(room.size_sqm), icon: <Ruler /> },
    { label: 'Planta', value: floorText(room.floor_level), icon: <Building2 /> },
    { label: 'Número', value: room.room_number, icon: <DoorOpen /> },
  ];
  const features = [
    { label: 'Baño privado', present: room.has_private_bathroom },
    { label: 'Ventana', present: room.has_window },
    { label: 'Balcón', present: room.has_balcony },
    { label: 'Escritorio', present: room.has_desk },
    { label: 'Armario', present: room.has_wardrobe },
    { label: 'Amueblada', present: room.is_furnished },
  ];
  const conditions = [
    { label: 'Precio', value: `${formatEuros(room.price_monthly)}${PER_MONTH_SUFFIX}` },
    { label: 'Disponible desde', value: availableFrom },
    { label: 'Estancia', value: stayText(room.min_stay_months, room.max_stay_months) },
    { label: 'Fianza', value: depositText(room.deposit_amount) },
  ];

  return (
    <div className={`container page ${styles.page}`}>
      <title>{`${room.title} · Convive`}</title>
      {/*
        The badges' styles, in place: hoisting them into <head> would put their `convive` layer
        before the portal's `@layer reset, convive` and so reorder every widget's cascade.
      */}
      <style>{badgeCss}</style>
      <Breadcrumb
        items={[{ label: 'Inicio', to: '/' }, { label: 'Habitaciones', to: '/rooms' }, { label: room.title }]}
      />

      <header className={styles.header}>
        <div className={styles.headerText}>
          <ul className={styles.badges} aria-label="Etiquetas">
            <li>
              <RoomStatusBadge status={room.status} />
            </li>
            <li>
              <span className="convive-badge" data-tone="neutral">
                Hab. {room.room_number}
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

      <div className={styles.layout}>
        <div className={styles.gallery}>
          <RoomGallery images={room.images} title={room.title} />
        </div>

        <aside className={styles.aside} aria-label="Precio y contacto">
          <section className={`card ${styles.sideCard}`} aria-labelledby={`${ids}-price`}>
            <h2 id={`${ids}-price`} className="visually-hidden">
              Precio
            </h2>
            <p className={styles.price}>
              <strong>{formatEuros(room.price_monthly)}</strong>
              <span className={styles.priceSuffix}>{PER_MONTH_SUFFIX}</span>
            </p>
            <p className={styles.quickFacts}>
              Disponible desde {availableFrom} · {stayText(room.min_stay_months, room.max_stay_months)}
            </p>
            <div className={styles.owner}>
              <Avatar name={room.owner_name} src={room.owner_profile_picture} size="sm" />
              <span>
                <span className="muted">Publicado por </span>
                {room.owner_name}
              </span>
            </div>
            {isOwner ? (
              <div className={`alert alert--info ${styles.ownerNote}`}>
                <p>Esta es tu habitación: así la ven los inquilinos.</p>
                <Link to={`/dashboard/rooms/${room.id}/edit`} className="btn btn--outline btn--sm">
                  <Pencil aria-hidden="true" />
                  Editar habitación
                </Link>
              </div>
            ) : (
              <ContactButton target={enquiryRef} />
            )}
            <Link to={`/properties/${room.coliving_property}`} className="btn btn--ghost btn--block">
              <Home aria-hidden="true" />
              Ver la vivienda completa
            </Link>
          </section>
        </aside>

        <div className={styles.main}>
          {room.description.trim() ? (
            <section className={styles.section} aria-labelledby={`${ids}-description`}>
              <h2 id={`${ids}-description`} className={styles.sectionTitle}>
                Descripción
              </h2>
              <p className={styles.description}>{room.description}</p>
            </section>
          ) : null}

          <section className={styles.section} aria-labelledby={`${ids}-features`}>
            <h2 id={`${ids}-features`} className={styles.sectionTitle}>
              Características
            </h2>
            <FactList facts={facts} />
            <FeatureChecklist features={features} label="Equipamiento de la habitación" />
          </section>

          <section className={styles.section} aria-labelledby={`${ids}-conditions`}>
            <h2 id={`${ids}-conditions`} className={styles.sectionTitle}>
              Condiciones del alquiler
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

          <section className={styles.section} aria-labelledby={`${ids}-property`}>
            <h2 id={`${ids}-property`} className={styles.sectionTitle}>
              La vivienda
            </h2>
            <p className="muted">Esta habitación forma parte de:</p>
            <Link to={`/properties/${room.coliving_property}`} className={styles.propertyLink}>
              <Home aria-hidden="true" />
              {room.coliving_property_title}
            </Link>
          </section>

          {isOwner ? null : (
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
