import { PROPERTY_PAGE_SIZE, type Property, type PropertyFilters } from '@convive/sdk';
import type { ReactNode } from 'react';
import { useConvive } from '../core/context';
import { useControllableState } from '../core/useControllableState';
import { useStoreValue } from '../core/useStore';
import { WidgetRoot } from '../core/WidgetRoot';
import { FavoriteButton } from '../parts/FavoriteButton';
import { PropertyGridView } from './PropertyGridView';
import { propertyGridCss } from './propertyGridCss';
import { usePageClamp } from './usePageClamp';
import { usePagedFilters } from './usePagedFilters';
import { usePropertyGrid } from './usePropertyGrid';
import type { GridViewMode } from './ViewToggle';

const css = propertyGridCss;

export interface PropertyGridProps {
  /** The search (from a search bar or the URL); sent to `GET /properties/all/`. @default {} */
  filters?: PropertyFilters;
  /** The current page, 1-based, when the parent owns it (with `onPageChange`). */
  page?: number;
  /** Called with the new page; changing the filters asks for page 1. */
  onPageChange?(page: number): void;
  /**
   * The address of a page of results: the pager's pages become links to it (a search engine, a
   * reader without JavaScript or a middle click follows them; a plain click still calls
   * `onPageChange`). Omit it and they are buttons.
   */
  pageHref?: (page: number) => string;
  /** @default 9 (spec 01 §9) */
  pageSize?: number;
  /** Where a card links to; `{id}` is replaced by the property id. @default '/properties/{id}' */
  detailUrl?: string;
  /** Grid or list, when the parent owns it (with `onViewChange`); else it starts as a grid. */
  view?: GridViewMode;
  onViewChange?(view: GridViewMode): void;
  /** Offered as 'Limpiar filtros' when nothing is found. */
  onClearFilters?(): void;
  /** Show the favourite heart on cards (hidden for landlords anyway). @default true */
  showFavorites?: boolean;
  /** A card's heart instead of the built-in `FavoriteButton` (an app keeping its own favourites). */
  renderFavorite?(property: Property): ReactNode;
  /**
   * Keep the loading placeholder's height when fewer results than a page arrive, until that space
   * can go without moving what is in view: for a page that reserved a page of cards for the grid
   * (<convive-property-grid> does). @default false
   */
  holdHeight?: boolean;
}

/** Fills a URL template's `{id}`. */
export function fillUrl(template: string, id: number): string {
  return template.replaceAll('{id}', encodeURIComponent(String(id)));
}

const NO_FILTERS: PropertyFilters = {};

/** The public property list (spec 01 §2): a page of cards with states, view toggle and pagination. */
export function PropertyGrid({
  filters = NO_FILTERS,
  page,
  onPageChange,
  pageHref,
  pageSize = PROPERTY_PAGE_SIZE,
  detailUrl = '/properties/{id}',
  view,
  onViewChange,
  onClearFilters,
  showFavorites = true,
  renderFavorite,
  holdHeight = false,
}: PropertyGridProps) {
  const { copy, intlLocale, stores } = useConvive();
  const isLandlord = useStoreValue(stores.session, (s) => s.user?.is_landlord === true);
  const [current, setPage] = usePagedFilters(JSON.stringify(filters), page, onPageChange);
  const [mode, setMode] = useControllableState<GridViewMode>(view, 'grid', onViewChange);
  const resource = usePropertyGrid({ filters, page: current, pageSize });
  usePageClamp(resource.data, pageSize, setPage);
  return (
    <WidgetRoot className="convive-property-grid" css={css}>
      <PropertyGridView
        status={resource.status}
        data={resource.data?.result}
        dataPage={resource.data?.page}
        page={current}
        pageSize={pageSize}
        view={mode}
        onViewChange={setMode}
        onPageChange={setPage}
        {...(pageHref ? { pageHref } : {})}
        onRetry={resource.refetch}
        onClearFilters={onClearFilters}
        detailHref={(p: Property) => fillUrl(detailUrl, p.id)}
        renderFavorite={
          showFavorites
            ? (renderFavorite ??
              ((p: Property) => <FavoriteButton propertyId={p.id} propertyTitle={p.title} />))
            : undefined
        }
        copy={copy.propertyGrid}
        note={isLandlord ? copy.propertyGrid.landlordNote : undefined}
        loadingLabel={copy.common.loading}
        retryLabel={copy.common.retry}
        intlLocale={intlLocale}
        holdHeight={holdHeight}
      />
    </WidgetRoot>
  );
}
