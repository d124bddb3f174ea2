import { cardImage, type Property, roomPriceText, sizeText } from '@convive/sdk';
import { PLACEHOLDER_IMAGE, RoomStatusBadge } from '@convive/widgets';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { occupancyPercent, roomStatusRank } from '../../logic/occupancy';
import styles from './detail.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The rooms of a property (spec 01 §2): the occupancy summary with its percentage bar, then each
 * room with its status and price, linking to /rooms/{id}. Available rooms come first.
 */
export function PropertyRooms({ property }: { property: Pick<Property, 'rooms' | 'rooms_status_summary'> }) {
  const headingId = useId();
  const summary = property.rooms_status_summary;
  const percent = occupancyPercent(summary);
  const rooms = [...property.rooms].sort(
    (a, b) =>
      roomStatusRank(a.status) - roomStatusRank(b.status) ||
      a.room_number.localeCompare(b.room_number, 'es', { numeric: true }),
  );
  const breakdown = [
    { key: 'available', label: count(summary.available, 'disponible', 'disponibles'), n: summary.available },
    { key: 'occupied', label: count(summary.occupied, 'ocupada', 'ocupadas'), n: summary.occupied },
    { key: 'reserved', label: count(summary.reserved, 'reservada', 'reservadas'), n: summary.reserved },
    {
      key: 'maintenance',
      label: count(summary.maintenance, 'en mantenimiento', 'en mantenimiento'),
      n: summary.maintenance,
    },
  ].filter((item) => item.n > 0);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Habitaciones
      </h2>
      {summary.total === 0 && rooms.length === 0 ? (
        <p className="muted">Esta propiedad todavía no tiene habitaciones publicadas.</p>
      ) : (
        <>
          <div className={styles.occupancy}>
            <div className={styles.occupancyHead}>
              <span id={`${headingId}-bar`}>Ocupación</span>
              <strong>
                {summary.occupied} de {count(summary.total, 'habitación', 'habitaciones')} ocupadas ({percent}{' '}
                %)
              </strong>
            </div>
            <div
              className={styles.bar}
              role="progressbar"
              aria-labelledby={`${headingId}-bar`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${percent} % ocupado: ${summary.occupied} de ${summary.total} habitaciones`}
            >
              <span className={styles.barFill} style={{ width: `${percent}%` }} />
            </div>
            {breakdown.length > 0 ? (
              <ul className={styles.breakdown}>
                {breakdown.map((item) => (
                  <li key={item.key} data-status={item.key}>
                    {item.label}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {rooms.length > 0 ? (
            <ul className={styles.roomList} aria-label="Habitaciones de la propiedad">
              {rooms.map((room) => (
                <li key={room.id}>
                  <Link to={`/rooms/${room.id}`} className={styles.roomItem}>
                    <img
                      src={cardImage(room) ?? PLACEHOLDER_IMAGE}
                      alt=""
                      loading="lazy"
                      className={styles.roomThumb}
                      onError={(e) => {
                        if (e.currentTarget.src !== PLACEHOLDER_IMAGE)
                          e.currentTarget.src = PLACEHOLDER_IMAGE;
                      }}
                    />
                    <span className={styles.roomInfo}>
                      <span className={styles.roomTitle}>{room.title}</span>
                      <span className={styles.roomMeta}>
                        Hab. {room.room_number} · {sizeText(room.size_sqm)}
                      </span>
                    </span>
                    <span className={styles.roomAside}>
                      <RoomStatusBadge status={room.status} />
                      <span className={styles.roomPrice}>{roomPriceText(room)}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className={styles.roomChevron} />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
