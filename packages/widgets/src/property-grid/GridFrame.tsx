import { type Page, pageCount, pageRange } from '@convive/sdk';
import { type ReactNode, useRef } from 'react';
import { InItemBoundary } from '../core/ItemBoundary';
import { Pagination } from '../parts/Pagination';
import { useHeldHeight } from './useHeldHeight';
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
  /**
   * The address of a page of results: the pager's pages become links to it (a search engine, a
   * reader without JavaScript or a middle click follows them; a plain click still calls
   * `onPageChange`). Omit it and they are buttons.
   */
  pageHref?: (page: number) => string;
  onRetry(): void;
  onClearFilters?: () => void;
  copy: GridFrameCopy & ViewToggleProps['copy'];
  /** 'Mostrando X-Y de N …': the line above the results. */
  /** `exact` is false when `count` is a lower bound (the API stopped counting: "más de 1000"). */
  summary(range: { from: number; to: number }, count: number, exact: boolean): ReactNode;
  /** `index`: the item's place on the page (the first ones are on screen when it opens). */
  renderItem(item: T, index: number): ReactNode;
  itemKey(item: T): number | string;
  /** Shown in the toolbar (the landlord's note on the property list). */
  note?: string;
  loadingLabel: string;
  retryLabel: string;
  /**
   * Keep the loading placeholder's height when the results come shorter, until that space can go
   * without moving what is in view (./useHeldHeight): for a list embedded in a page that reserved a
   * page of cards for it. @default false
   */
  holdHeight?: boolean;
}

/** Placeholder lines of a card: the same boxes and line heights as a card's price, title, place and facts. */
const SKELETON_LINES = [
  ['convive-card__price', 'short'],
  ['convive-card__title', 'long'],
  ['convive-card__place', 'medium'],
  ['convive-card__facts', 'long'],
] as const;

/**
 * What a loading list shows: its summary line and `count` cards (a page) as grey blocks, laid out by
 * the list's own grid, so the page does not jump when the results arrive. Announced as loading.
 */
function GridSkeleton({ view, count, label }: { view: GridViewMode; count: number; label: string }) {
  return (
    <>
      <p className="convive-visually-hidden" role="status" aria-live="polite">
        {label}
      </p>
      <div aria-hidden="true" data-state="skeleton">
        <p className="convive-grid__heading">
          <span className="convive-skeleton" data-size="medium">
            {'\u00a0'}
          </span>
        </p>
        <ul className="convive-grid__list" data-view={view}>
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
            <li key={index}>
              <div className="convive-card" part="card" data-state="skeleton">
                <div className="convive-card__media" />
                <div className="convive-card__body">
                  {SKELETON_LINES.map(([className, size]) => (
                    <p key={className} className={className}>
                      <span className="convive-skeleton" data-size={size}>
                        {'\u00a0'}
                      </span>
                    </p>
                  ))}
                  <span className="convive-card__cta convive-skeleton">{'\u00a0'.repeat(20)}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
        {/* Where the pagination will be (most partner grids have more than a page). */}
        <div className="convive-grid__pagination-space" />
      </div>
    </>
  );
}

/**
 * The states every result list has (spec 01 §2 property and room lists): loading placeholders, error with
 * retry, empty with clear-filters, results with their counter and pagination; and the toolbar with
 * the grid/list toggle. The property and room grids differ only in their summary and cards.
 */
export function GridFrame<T>(props: GridFrameProps<T>) {
  const { status, data, page, pageSize, view, copy } = props;
  let body: ReactNode;
  const refreshing = status === 'loading' && !!data && data.results.length > 0;
  const placeholder = status === 'loading' && !refreshing;
  const section = useRef<HTMLElement>(null);
  useHeldHeight(section, placeholder, props.holdHeight === true);
  if (placeholder) {
    body = <GridSkeleton view={view} count={pageSize} label={props.loadingLabel} />;
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
    const shownPage = props.dataPage ?? page;
    // Past a count that stopped at its limit the range still says which items these are.
    const reach =
      data.count_exact === false
        ? Math.max(data.count, (shownPage - 1) * pageSize + data.results.length)
        : data.count;
    const range = pageRange(shownPage, pageSize, reach);
    body = (
      <>
        {props.summary(range, data.count, data.count_exact !== false)}
        <ul className="convive-grid__list" data-view={view}>
          {data.results.map((item, index) => (
            <li key={props.itemKey(item)}>
              <InItemBoundary name={props.itemKey(item)}>{props.renderItem(item, index)}</InItemBoundary>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={
            // Past a count that stopped at its limit, the pager goes on while the API has a next page.
            data.count_exact === false
              ? Math.max(pageCount(data.count, pageSize), page + (data.next ? 1 : 0))
              : pageCount(data.count, pageSize)
          }
          onPageChange={props.onPageChange}
          {...(props.pageHref ? { pageHref: props.pageHref } : {})}
        />
      </>
    );
  }
  return (
    <section
      ref={section}
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
