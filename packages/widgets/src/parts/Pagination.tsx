import { paginationWindow } from '@convive/sdk';
import type { MouseEvent, ReactNode } from 'react';
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
  /**
   * A page's address: the pages are then links (followed by crawlers, readers without JavaScript and
   * middle clicks); a plain click calls `onPageChange` instead of loading the address.
   */
  pageHref?: (page: number) => string;
}

interface StepProps {
  className: string;
  /** The page it goes to; null when there is none (a disabled step). */
  target: number | null;
  current: number;
  onPageChange(page: number): void;
  pageHref: ((page: number) => string) | undefined;
  children: ReactNode;
  [attribute: `aria-${string}` | `data-${string}`]: string | undefined;
}

/** One control of the pager: a link when pages have addresses, a button otherwise. */
function Step({ className, target, current, onPageChange, pageHref, children, ...attributes }: StepProps) {
  if (pageHref && target !== null) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      // A new tab or window (modifier keys, middle click) loads the address itself.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (target !== current) onPageChange(target);
    };
    return (
      <a className={className} href={pageHref(target)} onClick={follow} {...attributes}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      disabled={target === null}
      onClick={() => {
        if (target !== null && target !== current) onPageChange(target);
      }}
      {...attributes}
    >
      {children}
    </button>
  );
}

/**
 * Previous, page numbers with ellipses (`paginationWindow`, spec 01 §9) and next. Hidden when there
 * is one page or fewer (spec 01 §2).
 */
export function Pagination({ page, pageCount, onPageChange, label, pageHref }: PaginationProps) {
  const copy = useCopy().pagination;
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const step = { current, onPageChange, pageHref };
  const entries = paginationWindow(current, pageCount);
  return (
    <nav className="convive-pagination" part="pagination" aria-label={label ?? copy.label}>
      <Step
        className="convive-pagination__step"
        data-part="previous"
        target={current > 1 ? current - 1 : null}
        {...step}
      >
        <span aria-hidden="true">‹ </span>
        {copy.previous}
      </Step>
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
              <Step
                className="convive-pagination__page"
                data-state={entry === current ? 'active' : 'inactive'}
                aria-current={entry === current ? 'page' : undefined}
                aria-label={copy.page(entry)}
                target={entry}
                {...step}
              >
                {entry}
              </Step>
            </li>
          ),
        )}
      </ul>
      <Step
        className="convive-pagination__step"
        data-part="next"
        target={current < pageCount ? current + 1 : null}
        {...step}
      >
        {copy.next}
        <span aria-hidden="true"> ›</span>
      </Step>
    </nav>
  );
}
