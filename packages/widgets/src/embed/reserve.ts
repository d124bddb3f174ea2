/**
 * Space kept for the <convive-…> elements before their code and data arrive, so the partner's page
 * does not jump (layout shift). Two halves:
 * - `UNDEFINED_ELEMENTS_CSS`, the `convive-*:not(:defined)` rules (the README prints them for partners
 *   to paste in their own CSS; the embed entry adopts them on the document too, CSP-safe);
 * - `reserveGridSpace`, run by the embed entry: each undefined grid gets the height its page of cards
 *   will take at its own width (`--convive-reserved-height`). Once defined, a grid shows a skeleton
 *   of the same size (GridFrame) until its cards arrive, and keeps that size under fewer cards
 *   until it can let go unseen (property-grid/useHeldHeight).
 * No React here: the embed entry stays tiny.
 */

/** The grid's geometry (propertyGrid.css, Pagination.css), in px. */
const GRID = {
  /** The toolbar (the grid/list toggle, 35) and its bottom margin (12). */
  toolbar: 47,
  /** 'Mostrando X-Y de N propiedades' (24) and its bottom margin (16). */
  heading: 40,
  /** `minmax(min(100%, 280px), 1fr)` columns, 20 apart. */
  minColumn: 280,
  gap: 20,
  /** A card's body: padding 32, price 30, title 22, place 21, facts 21, link 37, gaps 24; borders 2. */
  cardBody: 189,
  /** The image's 4:3. */
  mediaRatio: 3 / 4,
  /** The pagination under the cards (margin 24 + 40). */
  pagination: 64,
} as const;

const DEFAULT_PAGE_SIZE = 9;

/** The height of a loaded grid view page of `pageSize` cards in `width` px (with its pagination). */
export function gridHeight(width: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  const inner = Math.max(width, 1);
  const columns = Math.max(1, Math.floor((inner + GRID.gap) / (GRID.minColumn + GRID.gap)));
  const columnWidth = (inner - GRID.gap * (columns - 1)) / columns;
  const rows = Math.ceil(Math.max(1, pageSize) / columns);
  const card = (columnWidth - 2) * GRID.mediaRatio + GRID.cardBody;
  return Math.round(GRID.toolbar + GRID.heading + rows * card + (rows - 1) * GRID.gap + GRID.pagination);
}

/**
 * The `:not(:defined)` rules: each element takes about its loaded size before its code runs. A grid
 * uses `--convive-reserved-height` when the embed entry has measured it, else a three-row guess.
 * In `@layer convive`: any rule of the partner's own wins.
 */
export const UNDEFINED_ELEMENTS_CSS = `@layer convive {
  convive-search-bar:not(:defined),
  convive-property-grid:not(:defined),
  convive-room-gallery:not(:defined),
  convive-enquiry-form:not(:defined),
  convive-visit-scheduler:not(:defined),
  convive-availability:not(:defined) {
    display: block;
  }
  convive-search-bar:not(:defined) {
    min-height: 100px;
  }
  convive-property-grid:not(:defined) {
    min-height: var(--convive-reserved-height, 1400px);
  }
  /* A 4:3 picture (the content box) and the thumbnails under it (the padding). */
  convive-room-gallery:not(:defined) {
    box-sizing: content-box;
    aspect-ratio: 4 / 3;
    padding-bottom: 65px;
  }
  convive-enquiry-form:not(:defined) {
    min-height: 600px;
    max-width: 560px;
  }
  convive-visit-scheduler:not(:defined) {
    min-height: 760px;
  }
  convive-availability:not(:defined) {
    min-height: 560px;
  }
  convive-notification-bell:not(:defined) {
    display: inline-block;
    width: 44px;
    height: 44px;
  }
  /* The bar's two layouts below 900 px of its own width (about a page this wide). */
  @media (max-width: 960px) {
    convive-search-bar:not(:defined) {
      min-height: 236px;
    }
  }
  @media (max-width: 620px) {
    convive-search-bar:not(:defined) {
      min-height: 394px;
    }
    convive-enquiry-form:not(:defined) {
      min-height: 642px;
    }
  }
}`;

/** Sets `--convive-reserved-height` on every grid under `root` whose code has not arrived yet. */
export function reserveGridSpace(root: ParentNode): void {
  if (typeof customElements !== 'undefined' && customElements.get('convive-property-grid')) return;
  for (const grid of root.querySelectorAll<HTMLElement>('convive-property-grid')) {
    const view = grid.getAttribute('view');
    const width = grid.getBoundingClientRect().width;
    if (view === 'list' || width <= 0) continue;
    const pageSize = Number(grid.getAttribute('page-size'));
    const height = gridHeight(width, Number.isFinite(pageSize) && pageSize > 0 ? pageSize : undefined);
    grid.style.setProperty('--convive-reserved-height', `${height}px`);
  }
}
