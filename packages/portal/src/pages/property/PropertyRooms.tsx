import { cardImage, type Property, pagePath } from '@convive/sdk';
import { PLACEHOLDER_IMAGE, RoomStatusBadge, useConvive } from '@convive/widgets';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { occupancyPercent, roomStatusRank } from '../../logic/occupancy';
import { propertyCopy } from './copy';
import { factTexts } from './copy/facts';
import styles from './detail.module.css';

/**
 * The rooms of a property (spec 01 §2): the occupancy summary with its percentage bar, then each
 * room with its status and price, linking to /rooms/{id}. Available rooms come first.
 */
export function PropertyRooms({ property }: { property: Pick<Property, 'rooms' | 'rooms_status_summary'> }) {
  const headingId = useId();
  const { intlLocale } = useConvive();
  const all = propertyCopy.useCopy();
  const copy = all.rooms;
  const fact = factTexts(intlLocale);
  const summary = property.rooms_status_summary;
  const percent = occupancyPercent(summary);
  const rooms = [...property.rooms].sort(
    (a, b) =>
      roomStatusRank(a.status) - roomStatusRank(b.status) ||
      a.room_number.localeCompare(b.room_number, intlLocale, { numeric: true }),
  );
  const breakdown = [
    { key: 'available', label: copy.available(summary.available), n: summary.available },
    { key: 'occupied', label: copy.occupiedCount(summary.occupied), n: summary.occupied },
    { key: 'reserved', label: copy.reserved(summary.reserved), n: summary.reserved },
    { key: 'maintenance', label: copy.maintenance(summary.maintenance), n: summary.maintenance },
  ].filter((item) => item.n > 0);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {copy.title}
      </h2>
      {summary.total === 0 && rooms.length === 0 ? (
        <p className="muted">{copy.none}</p>
      ) : (
        <>
          <div className={styles.occupancy}>
            <div className={styles.occupancyHead}>
              <span id={`${headingId}-bar`}>{copy.occupancy}</span>
              <strong>{copy.occupied(summary.occupied, summary.total, percent)}</strong>
            </div>
            <div
              className={styles.bar}
              role="progressbar"
              aria-labelledby={`${headingId}-bar`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={copy.bar(percent, summary.occupied, summary.total)}
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
            <ul className={styles.roomList} aria-label={copy.list}>
              {rooms.map((room) => (
                <li key={room.id}>
                  <Link to={pagePath('room', { id: room.id })} className={styles.roomItem}>
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
                        {copy.number(room.room_number)} · {fact.size(room.size_sqm)}
                      </span>
                    </span>
                    <span className={styles.roomAside}>
                      <RoomStatusBadge status={room.status} />
                      <span className={styles.roomPrice}>{fact.monthly(room.price_monthly)}</span>
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
