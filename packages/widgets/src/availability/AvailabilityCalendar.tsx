import { AVAILABILITY_ENDPOINTS, type Availability, bindEndpoint } from '@convive/sdk';
import { type ReactNode, useEffect, useState } from 'react';
import { useConvive } from '../core/context';
import { useResource } from '../core/useResource';
import { WidgetRoot } from '../core/WidgetRoot';
import type { Catalog } from '../i18n/catalogs';
import { loadCatalog, loadedCatalog } from '../i18n/loadCatalog';
import { INTL_LOCALE, type Locale } from '../i18n/types';
import css from './AvailabilityCalendar.css?inline';
import { AvailabilityCalendarView } from './AvailabilityCalendarView';
import type { AvailabilityRange } from './availabilityModel';
import { AVAILABILITY_COPY, type AvailabilityCopy } from './copy';
import { useAvailabilityCalendar } from './useAvailabilityCalendar';

/** The window the calendar asks for when `months` is not given. */
export const AVAILABILITY_CALENDAR_MONTHS = 12;

export interface AvailabilityCalendarProps {
  /** The property whose units are shown (a coliving's rooms, or the home). */
  propertyId?: number;
  /** One room only: wins over `propertyId`. */
  roomId?: number;
  /** The availability already loaded (the widget then makes no call); wins over the ids. */
  availability?: Availability;
  /** The window's length in months. @default 12 */
  months?: number;
  /** The window's first day 'YYYY-MM-DD'. @default the API's: today in Madrid */
  from?: string;
  /** The copy's and dates' language. @default the provider's locale */
  language?: Locale;
  /**
   * Selection mode: a visitor picks a move-in and a move-out over free days (a request dialog).
   * Called with each complete stay; without it the calendar is read-only.
   */
  onSelectRange?: (range: AvailabilityRange) => void;
  /** The shortest stay that can be picked, in months. @default the unit's `min_stay_months` */
  minStayMonths?: number;
}

/**
 * The copy of `language`, loaded on demand (only Spanish comes with the widgets); the provider's
 * until it arrives, or when it fails to.
 */
function useLanguageCopy(language: Locale | undefined): {
  copy: Catalog;
  calendarCopy: AvailabilityCopy;
  intlLocale: string;
} {
  const provider = useConvive();
  const [, setLoaded] = useState<Locale | null>(null);
  const ready = language ? loadedCatalog(language) : undefined;
  useEffect(() => {
    if (!language || ready) return;
    let current = true;
    loadCatalog(language).then(
      () => {
        if (current) setLoaded(language);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, ready]);
  // The calendar's own texts are in its chunk in every language; they follow the catalog shown, so
  // the calendar never mixes two languages while one loads.
  if (language && ready)
    return { copy: ready, calendarCopy: AVAILABILITY_COPY[language], intlLocale: INTL_LOCALE[language] };
  // The provider shows Spanish while its locale's catalog loads.
  const shown = provider.copy === loadedCatalog('es') ? 'es' : provider.locale;
  return { copy: provider.copy, calendarCopy: AVAILABILITY_COPY[shown], intlLocale: provider.intlLocale };
}

/**
 * Which days a property's units (or one room) are free, taken, blocked or not yet available, month
 * by month from Monday; with `onSelectRange`, the picker of a stay over free days.
 */
export function AvailabilityCalendar({
  propertyId,
  roomId,
  availability,
  months = AVAILABILITY_CALENDAR_MONTHS,
  from,
  language,
  onSelectRange,
  minStayMonths,
}: AvailabilityCalendarProps) {
  const { client } = useConvive();
  const { copy, calendarCopy, intlLocale } = useLanguageCopy(language);
  const query = { months, ...(from ? { from } : {}) };
  const target =
    roomId !== undefined ? `room:${roomId}` : propertyId !== undefined ? `property:${propertyId}` : '';
  // Given data, or no id: nothing to load (an empty key is never asked for).
  const key = availability || !target ? '' : `availability:${target}:${from ?? ''}:${months}`;
  const resource = useResource<Availability | null>(key, async () => {
    if (!key) return null;
    // Bound here rather than read off the client: the embed's shared client table leaves the
    // `availability` group out, so a page without a calendar does not carry it (`bindEndpoint`).
    return roomId !== undefined
      ? bindEndpoint(client, AVAILABILITY_ENDPOINTS.room)(roomId, query)
      : bindEndpoint(client, AVAILABILITY_ENDPOINTS.property)(propertyId as number, query);
  });
  const data = availability ?? (resource.status === 'success' ? resource.data : undefined);

  let body: ReactNode;
  if (data) {
    body = (
      <LoadedCalendar
        // Another listing or window starts afresh: its own unit, focus and selection.
        key={`${data.property}:${data.from}:${data.to}`}
        availability={data}
        copy={calendarCopy}
        intlLocale={intlLocale}
        {...(onSelectRange ? { onSelectRange } : {})}
        {...(minStayMonths !== undefined ? { minStayMonths } : {})}
      />
    );
  } else if (resource.status === 'error') {
    body = (
      <div className="convive-availability__state" data-state="error" role="alert">
        <p>{calendarCopy.loadError}</p>
        <button
          type="button"
          className="convive-availability__retry"
          part="button"
          onClick={resource.refetch}
        >
          {copy.common.retry}
        </button>
      </div>
    );
  } else if (key === '' && !availability) {
    body = (
      <p className="convive-availability__note" data-state="empty">
        {calendarCopy.noUnits}
      </p>
    );
  } else {
    body = (
      // The calendar's own box, so the page does not jump when the days arrive.
      <div className="convive-availability__state" data-state="loading" aria-busy="true">
        <div className="convive-availability__skeleton" aria-hidden="true" />
        <p className="convive-visually-hidden" role="status">
          {copy.common.loading}
        </p>
      </div>
    );
  }
  return (
    <WidgetRoot className="convive-availability-root" css={css}>
      {body}
    </WidgetRoot>
  );
}

interface LoadedCalendarProps {
  availability: Availability;
  copy: AvailabilityCopy;
  intlLocale: string;
  onSelectRange?: (range: AvailabilityRange) => void;
  minStayMonths?: number;
}

function LoadedCalendar({
  availability,
  copy,
  intlLocale,
  onSelectRange,
  minStayMonths,
}: LoadedCalendarProps) {
  const calendar = useAvailabilityCalendar({
    availability,
    ...(onSelectRange ? { onSelectRange } : {}),
    ...(minStayMonths !== undefined ? { minStayMonths } : {}),
  });
  return <AvailabilityCalendarView calendar={calendar} copy={copy} intlLocale={intlLocale} />;
}
