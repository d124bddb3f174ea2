import { paginationWindow } from '@convive/sdk';
import { useCopy } from '../core/context';
import paginationCssText from './Pagination.css?inline';

/** The part's CSS, as a string (inject it with `WidgetRoot`'s `css`). */
export const paginationCss: string = paginationCssText;

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are (`pageCount(count, pageSize)`); nothing renders with 1 or fewer. */
  pageCount: number;
  onPageChange(page: number): void;
  /** The navigation landmark's name. @default 'Paginación' */
  label?: string;
}

/**
 * Previous, page numbers with ellipses (`paginationWindow`, spec 01 §9) and next. Hidden when there
 * is one page or fewer (spec 01 §2).
 */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const copy = useCopy().pagination;
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const entries = paginationWindow(current, pageCount);
  return (
    <nav className="convive-pagination" part="pagination" aria-label={label ?? copy.label}>
      <button
        type="button"
        className="convive-pagination__step"
        data-part="previous"
        disabled={current <= 1}
        onClick={() => onPageChange(current - 1)}
      >
        <span aria-hidden="true">‹ </span>
        {copy.previous}
      </button>
      <ul className="convive-pagination__pages">
        {entries.map((entry, index) =>
          entry === 'ellipsis' ? (
            // Two ellipses can appear, told apart by position.
            // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity but their place.
            <li key={`ellipsis-${index}`} className="convive-pagination__ellipsis">
              <span aria-hidden="true">…</span>
              <span className="convive-visually-hidden">{copy.ellipsis}</span>
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                className="convive-pagination__page"
                data-state={entry === current ? 'active' : 'inactive'}
                aria-current={entry === current ? 'page' : undefined}
                aria-label={copy.page(entry)}
                onClick={() => {
                  if (entry !== current) onPageChange(entry);
                }}
              >
                {entry}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="convive-pagination__step"
        data-part="next"
        disabled={current >= pageCount}
        onClick={() => onPageChange(current + 1)}
      >
        {copy.next}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
