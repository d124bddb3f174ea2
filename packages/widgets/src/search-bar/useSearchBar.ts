import type { PropertyFilters } from '@convive/sdk';
import { useState } from 'react';
import { useStoreValue } from '../core/useStore';
import { createSearchBarStore, type SearchBarField, type SearchBarValues } from './searchBarStore';

/** The search bar's state over its own store, created once per mounted bar (`stay`: see the store). */
export function useSearchBar(
  initialFilters?: PropertyFilters,
  stay = false,
): {
  values: SearchBarValues;
  setValue(field: SearchBarField, value: string): void;
  filters(): PropertyFilters;
} {
  const [store] = useState(() => createSearchBarStore(initialFilters, stay));
  const values = useStoreValue(store, (s) => s.values);
  const { setValue, filters } = store.getState();
  return { values, setValue, filters };
}
