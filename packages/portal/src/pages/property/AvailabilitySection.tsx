import type { AvailabilityCalendarProps } from '@convive/widgets';
import { type ComponentType, useRef } from 'react';
import { ErrorState, LoadingState } from '../../ui/States';
import { propertyCopy } from './copy';
import styles from './detail.module.css';
import { useLoadWhenNear } from './useLoadWhenNear';

type AvailabilityCalendarComponent = ComponentType<AvailabilityCalendarProps>;

/** The section's id: '#disponibilidad' links lead to it. */
export const AVAILABILITY_SECTION_ID = 'disponibilidad';

/** The window shown: the coming twelve months. */
export const AVAILABILITY_MONTHS = 12;

/** How far below the screen the calendar starts loading, so it is there before it is scrolled to. */
const LOAD_MARGIN = '400px 0px';

let pending: Promise<AvailabilityCalendarComponent> | null = null;

/** The calendar's code (widget, styles and texts); a failed load can be tried again. */
export function loadAvailabilityCalendar(): Promise<AvailabilityCalendarComponent> {
  pending ??= import('./availabilityCalendarModule').then(
    (module) => module.AvailabilityCalendar,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export interface AvailabilitySectionProps {
  /** The listing: a property's units (its rooms or the whole home). */
  propertyId: number;
  /** One room's own calendar (the room page). */
  roomId?: number;
}

/**
 * A listing's availability over the coming year, read-only: the next free day and which days are
 * free, taken or blocked. Drawn in the browser only, and its code loads when the page is scrolled
 * near it, not with the page's first load (bench/portal.mjs budget); its box is kept from the start,
 * so nothing below it moves. The widget shows its own loading and error states for the data.
 */
export function AvailabilitySection({ propertyId, roomId }: AvailabilitySectionProps) {
  const copy = propertyCopy.useCopy();
  const ref = useRef<HTMLDivElement>(null);
  const {
    component: Calendar,
    status,
    load,
  } = useLoadWhenNear(ref, AVAILABILITY_SECTION_ID, LOAD_MARGIN, loadAvailabilityCalendar);

  return (
    // A plain box: the widget's own section, headed 'Disponibilidad', is the page's landmark.
    <div ref={ref} id={AVAILABILITY_SECTION_ID} className={`${styles.section} ${styles.availability}`}>
      {Calendar ? (
        <Calendar {...(roomId !== undefined ? { roomId } : { propertyId })} months={AVAILABILITY_MONTHS} />
      ) : status === 'failed' ? (
        <ErrorState message={copy.availabilityFailed} onRetry={load} />
      ) : status === 'loading' ? (
        <LoadingState message={copy.availabilityLoading} />
      ) : null}
    </div>
  );
}
