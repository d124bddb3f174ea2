import { useEffect, useMemo } from 'react';
import { PropertyGrid } from '../property-grid/PropertyGrid';
import type { GridViewMode } from '../property-grid/ViewToggle';
import {
  type ConnectedElementProps,
  defineElement,
  ElementShell,
  emit,
  portalHref,
  useElementConvive,
} from './defineElement';
import { type FilterAttributes, filtersOf } from './filtersOf';
import { useGridTracking } from './partnerTracking';
import { useSearchFrom } from './searchFrom';

export interface ConvivePropertyGridProps extends ConnectedElementProps, FilterAttributes {
  pageSize?: number;
  detailUrl?: string;
  portalUrl?: string;
  view?: string;
  showFavorites?: boolean;
  searchFrom?: string;
}

/** <convive-property-grid>: the property list, searched by its filter attributes. */
export function ConvivePropertyGrid(props: ConvivePropertyGridProps) {
  const { container, locale, filters, city, minPrice, maxPrice, propertyType, bedrooms } = props;
  const { pageSize, detailUrl, portalUrl, apiBase, view, showFavorites, partnerKey, searchFrom } = props;
  const convive = useElementConvive(props);
  const attributed = useMemo(
    () => filtersOf({ filters, city, minPrice, maxPrice, propertyType, bedrooms }),
    [filters, city, minPrice, maxPrice, propertyType, bedrooms],
  );
  // A search in the bar `search-from` names replaces the filter attributes until they change.
  const fromBar = useSearchFrom(container, searchFrom, attributed);
  const searched = fromBar ?? attributed;
  // With a partner key: an impression per search shown, a click per card followed.
  const tracked = useGridTracking({ convive, container, partnerKey, search: searched });

  useEffect(
    () =>
      // Toggles change the list of favourites, not its status; the first load changes both.
      convive.stores.favorites.subscribe((next, previous) => {
        if (previous.status !== 'ready' || next.status !== 'ready') return;
        const before = new Set(previous.items.map((f) => f.property));
        const after = new Set(next.items.map((f) => f.property));
        for (const propertyId of after)
          if (!before.has(propertyId))
            emit(container, 'convive-favorite-changed', { propertyId, favorite: true });
        for (const propertyId of before)
          if (!after.has(propertyId))
            emit(container, 'convive-favorite-changed', { propertyId, favorite: false });
      }),
    [convive, container],
  );

  return (
    <ElementShell convive={tracked} locale={locale} container={container}>
      <PropertyGrid
        filters={searched}
        onPageChange={(page) => emit(container, 'convive-page-change', { page })}
        onViewChange={(mode) => emit(container, 'convive-view-change', { view: mode })}
        {...(pageSize && pageSize > 0 ? { pageSize } : {})}
        // The listing's page on the Convive portal, never a path on the partner's own site.
        detailUrl={detailUrl || portalHref('/properties/{id}', portalUrl, apiBase)}
        {...(view === 'grid' || view === 'list' ? { view: view as GridViewMode } : {})}
        {...(showFavorites === false ? { showFavorites } : {})}
        // The page reserved a page of cards for it (the embed's `:not(:defined)` rules): a shorter
        // answer keeps that space until it can go without moving the partner's page in view.
        holdHeight
      />
    </ElementShell>
  );
}

defineElement('convive-property-grid', ConvivePropertyGrid);
