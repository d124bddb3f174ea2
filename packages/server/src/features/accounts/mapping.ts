import type { PropertyType, TenantPreferences } from '@convive/sdk';
import type { PreferencesRow } from './queries';

/** Stored preferences (JSON text arrays, 0/1 flags) as the contract's TenantPreferences. */
export function preferencesOut(row: PreferencesRow): TenantPreferences {
  return {
    min_price: row.min_price,
    max_price: row.max_price,
    preferred_cities: JSON.parse(row.preferred_cities) as string[],
    min_bedrooms: row.min_bedrooms,
    min_bathrooms: row.min_bathrooms,
    preferred_property_types: JSON.parse(row.preferred_property_types) as PropertyType[],
    needs_furnished: !!row.needs_furnished,
    needs_parking: !!row.needs_parking,
    allows_pets: !!row.allows_pets,
    email_notifications: !!row.email_notifications,
  };
}
