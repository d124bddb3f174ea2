import { type Page, pageCount, pageRange, type Room } from '@convive/sdk';
import type { ReactNode } from 'react';
import type { Catalog } from '../i18n/catalogs';
import { Pagination } from '../parts/Pagination';
import { Spinner } from '../parts/Spinner';
import { RoomCard } from './RoomCard';
import { type GridViewMode, ViewToggle } from './ViewToggle';

export interface RoomGridViewProps {
  status: 'loading' | 'success' | 'error';
  /** The last loaded page of results; it stays on screen (dimmed) while the next one loads. */
  data: Page<Room> | undefined;
  /** The page number `data` belongs to. @default page */
  dataPage?: number;
  page: number;
  pageSize: number;
  view: GridViewMode;
  onViewChange(view: GridViewMode): void;
  onPageChange(page: number): void;
  onRetry(): void;
  onClearFilters?: () => void;
  detailHref(room: Room): string;
  copy: Catalog['roomGrid'];
  loadingLabel: string;
  retryLabel: string;
  /** @default 'es-ES' */
  intlLocale?: string;
}

/** The room list's markup for each state (spec 01 §2 "Room list"): pure. */
export function RoomGridView(props: RoomGridViewProps) {
  const { status, data, page, pageSize, view, copy } = props;
  let body: ReactNode;
  const refreshing = status === 'loading' && !!data && data.results.length > 0;
  if (status === 'loading' && !refreshing) {
    body = <Spinner label={props.loadingLabel} />;
  } else if (status === 'error' || !data) {
    body = (
      <div className="convive-grid-state" data-state="error" role="alert">
        <p>{copy.loadFailure}</p>
        <button type="button" className="convive-grid-state__action" onClick={props.onRetry}>
          {props.retryLabel}
        </button>
      </div>
    );
  } else if (data.results.length === 0) {
    body = (
      <div className="convive-grid-state" data-state="empty">
        <p>{copy.empty}</p>
        {props.onClearFilters ? (
          <button type="button" className="convive-grid-state__action" onClick={props.onClearFilters}>
            {copy.clearFilters}
          </button>
        ) : null}
      </div>
    );
  } else {
    const range = pageRange(props.dataPage ?? page, pageSize, data.count);
    body = (
      <>
        <p className="convive-grid__counter" aria-live="polite">
          {copy.counter(range.from, range.to, data.count)}
        </p>
        <ul className="convive-grid__list" data-view={view}>
          {data.results.map((room) => (
            <li key={room.id}>
              <RoomCard room={room} href={props.detailHref(room)} copy={copy} intlLocale={props.intlLocale} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCount(data.count, pageSize)}
          onPageChange={props.onPageChange}
        />
      </>
    );
  }
  return (
    <section
      className="convive-grid"
      data-state={refreshing ? 'refreshing' : status}
      aria-busy={status === 'loading'}
    >
      <div className="convive-grid__toolbar">
        {refreshing ? (
          <span className="convive-visually-hidden" role="status">
            {props.loadingLabel}
          </span>
        ) : null}
        <ViewToggle view={view} onViewChange={props.onViewChange} copy={copy} />
      </div>
      {body}
    </section>
  );
}
