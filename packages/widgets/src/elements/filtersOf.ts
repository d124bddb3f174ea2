import type { PropertyFilters } from '@convive/sdk';

/** The filter attributes of the search bar and the grid. */
export interface FilterAttributes {
  filters?: PropertyFilters | string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  propertyType?: string;
  bedrooms?: number;
}

/** The filters an element's attributes describe: the `filters` JSON, then each single attribute over it. */
export function filtersOf({
  filters,
  city,
  minPrice,
  maxPrice,
  propertyType,
  bedrooms,
}: FilterAttributes): PropertyFilters {
  const base: PropertyFilters = typeof filters === 'object' && filters !== null ? filters : {};
  const result: PropertyFilters = { ...base };
  if (city) result.city = city;
  if (isCount(minPrice)) result.min_price = minPrice;
  if (isCount(maxPrice)) result.max_price = maxPrice;
  // The server validates the type (and knows its aliases); an unknown one answers its error state.
  if (propertyType) result.property_type = propertyType as PropertyFilters['property_type'];
  if (isCount(bedrooms)) result.bedrooms = bedrooms;
  return result;
}

function isCount(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
