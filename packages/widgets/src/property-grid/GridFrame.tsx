import { type Page, pageCount, pageRange } from '@convive/sdk';
import type { ReactNode } from 'react';
import { Pagination } from '../parts/Pagination';
import { Spinner } from '../parts/Spinner';
import { type GridViewMode, ViewToggle, type ViewToggleProps } from './ViewToggle';

export interface GridFrameCopy {
  loadFailure: string;
  empty: string;
  clearFilters: string;
}

export interface GridFrameProps<T> {
  status: 'loading' | 'success' | 'error';
  /** The last loaded page of results; it stays on screen (dimmed) while the next one loads. */
  data: Page<T> | undefined;
  /** The page number `data` belongs to. @default page */
  dataPage?: number;
  page: number;
  pageSize: number;
  view: GridViewMode;
  onViewChange(view: GridViewMode): void;
  onPageChange(page: number): void;
  onRetry(): void;
  onClearFilters?: () => void;
  copy: GridFrameCopy & ViewToggleProps['copy'];
  /** 'Mostrando X-Y de N …': the line above the results. */
  summary(range: { from: number; to: number }, count: number): ReactNode;
  renderItem(item: T): ReactNode;
  itemKey(item: T): number | string;
  /** Shown in the toolbar (the landlord's note on the property list). */
  note?: string;
  loadingLabel: string;
  retryLabel: string;
}

/**
 * The states every result list has (spec 01 §2 property and room lists): loading spinner, error with
 * retry, empty with clear-filters, results with their counter and pagination; and the toolbar with
 * the grid/list toggle. Pure: the property and room grids differ only in their summary and cards.
 */
export function GridFrame<T>(props: GridFrameProps<T>) {
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
        {props.summary(range, data.count)}
        <ul className="convive-grid__list" data-view={view}>
          {data.results.map((item) => (
            <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
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
        {props.note ? <p className="convive-grid__note">{props.note}</p> : null}
        <ViewToggle view={view} onViewChange={props.onViewChange} copy={copy} />
      </div>
      {body}
    </section>
  );
}
