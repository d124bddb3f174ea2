'use client';

import type { PropertyFilters } from '@convive/sdk';
import { EnquiryForm, PropertyGrid, SearchBar, ToastOutlet } from '@convive/widgets';
import { useState } from 'react';

/** The search bar drives the grid: state lives in a client component, under the layout's provider. */
export function Listings() {
  const [filters, setFilters] = useState<PropertyFilters>({});
  const [page, setPage] = useState(1);
  return (
    <>
      <SearchBar
        initialFilters={filters}
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <PropertyGrid
        filters={filters}
        page={page}
        onPageChange={setPage}
        onClearFilters={() => setFilters({})}
      />
      <EnquiryForm propertyId={1} guestEnquiries />
      <ToastOutlet />
    </>
  );
}
