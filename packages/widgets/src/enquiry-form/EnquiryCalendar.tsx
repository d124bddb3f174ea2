import { Component, lazy, type ReactNode, Suspense } from 'react';
import type { AvailabilityRange } from '../availability/availabilityModel';
import type { Catalog } from '../i18n/catalogs';

/**
 * The availability calendar's code, fetched the first time an application is chosen: a form that
 * only ever sends enquiries never loads it.
 */
const AvailabilityCalendar = lazy(() =>
  import('../availability/AvailabilityCalendar').then((module) => ({ default: module.AvailabilityCalendar })),
);

export interface EnquiryCalendarProps {
  propertyId: number;
  roomId?: number | null;
  copy: Catalog['enquiryForm'];
  onSelectRange(range: AvailabilityRange): void;
}

/** A calendar that failed to load (its code or its data's) leaves the date fields to type in. */
class CalendarBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The application's calendar in selection mode: a stay picked there fills the two date fields. */
export function EnquiryCalendar({ propertyId, roomId, copy, onSelectRange }: EnquiryCalendarProps) {
  return (
    <div className="convive-enquiry__calendar">
      <CalendarBoundary fallback={<p className="convive-enquiry__hint">{copy.calendarFailed}</p>}>
        <Suspense
          fallback={
            <p className="convive-enquiry__hint" role="status">
              {copy.calendarLoading}
            </p>
          }
        >
          <AvailabilityCalendar
            {...(roomId != null ? { roomId } : { propertyId })}
            onSelectRange={onSelectRange}
          />
        </Suspense>
      </CalendarBoundary>
    </div>
  );
}
