import type { PropertyFilters } from '@convive/sdk';
import { useMemo } from 'react';
import { SearchBar } from '../search-bar/SearchBar';
import {
  type ConnectedElementProps,
  defineElement,
  ElementShell,
  emit,
  useElementConvive,
} from './defineElement';
import { type FilterAttributes, filtersOf } from './filtersOf';

export interface ConviveSearchBarProps extends ConnectedElementProps, FilterAttributes {
  resultsUrl?: string;
  stay?: boolean;
}

/** <convive-search-bar>: the search bar, its filter attributes as its starting values. */
export function ConviveSearchBar(props: ConviveSearchBarProps) {
  const { container, locale, resultsUrl, stay, filters, city, minPrice, maxPrice, propertyType, bedrooms } =
    props;
  const convive = useElementConvive(props);
  const initialFilters = useMemo(
    () => filtersOf({ filters, city, minPrice, maxPrice, propertyType, bedrooms }),
    [filters, city, minPrice, maxPrice, propertyType, bedrooms],
  );
  return (
    <ElementShell convive={convive} locale={locale} container={container}>
      <SearchBar
        // The bar reads its starting values once: a new attribute value starts it afresh.
        key={JSON.stringify(initialFilters)}
        initialFilters={initialFilters}
        stay={stay === true}
        onSearch={(searched: PropertyFilters) => emit(container, 'convive-search', searched)}
        {...(resultsUrl ? { resultsUrl } : {})}
      />
    </ElementShell>
  );
}

defineElement('convive-search-bar', ConviveSearchBar);
