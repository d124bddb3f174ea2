import { type Page, type Property, pageCount, pageRange } from '@convive/sdk';
import type { ReactNode } from 'react';
import type { Catalog } from '../i18n/catalogs';
import { Pagination } from '../parts/Pagination';
import { Spinner } from '../parts/Spinner';
import { PropertyCard } from './PropertyCard';
import { type GridViewMode, ViewToggle } from './ViewToggle';

export interface PropertyGridViewProps {
  status: 'loading' | 'success' | 'error';
  /** The last loaded page of results; it stays on screen (dimmed) while the next one loads. */
  data: Page<Property> | undefined;
  /** The page number `data` belongs to. @default page */
  dataPage?: number;
  page: number;
  pageSize: number;
  view: GridViewMode;
  onViewChange(view: GridViewMode): void;
  onPageChange(page: number): void;
  onRetry(): void;
  onClearFilters?: () => void;
  detailHref(property: Property): string;
  /** The favourite control of a card (omit to show none). */
  renderFavorite?: (property: Property) => ReactNode;
  copy: Catalog['propertyGrid'];
  /** Shown above the results to a landlord (spec 01 §2): they see every available property. */
  note?: string;
  loadingLabel: string;
  retryLabel: string;
  /** @default 'es-ES' */
  intlLocale?: string;
}

/** The property list's markup for each state (spec 01 §2 "Property list"): pure. */
export function PropertyGridView(props: PropertyGridViewProps) {
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
        <h2 className="convive-grid__heading" aria-live="polite">
          {copy.heading(range.from, range.to, data.count)}
        </h2>
        <ul className="convive-grid__list" data-view={view}>
          {data.results.map((property) => (
            <li key={property.id}>
              <PropertyCard
                property={property}
                href={props.detailHref(property)}
                copy={copy}
                intlLocale={props.intlLocale}
                favorite={props.renderFavorite?.(property)}
              />
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
        {props.note ? <p className="convive-grid__note">{props.note}</p> : null}
        <ViewToggle view={view} onViewChange={props.onViewChange} copy={copy} />
      </div>
      {body}
    </section>
  );
}
