import type { PropertyFilters } from '@convive/sdk';
import { ConviveProvider, createConvive, PropertyGrid, SearchBar, ToastOutlet } from '@convive/widgets';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

// VITE_API_BASE points at another server (any origin may call it, without credentials, unless its
// PARTNER_ORIGINS restricts them); by default the dev server proxies /api to http://localhost:8080.
const apiBase = import.meta.env.VITE_API_BASE ?? `${window.location.origin}/api`;

// One client and one set of stores for the whole app, created once outside React.
const convive = createConvive({ apiBase });

function App() {
  const [filters, setFilters] = useState<PropertyFilters>({ city: 'Valencia' });
  const [page, setPage] = useState(1);
  return (
    <ConviveProvider convive={convive} locale="es">
      <main>
        <h1>Pisos y habitaciones</h1>
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
          detailUrl="https://convive.es/properties/{id}"
        />
      </main>
      <ToastOutlet />
    </ConviveProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
