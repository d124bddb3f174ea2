import type { PropertyFilters } from '@convive/sdk';
import {
  ConviveProvider,
  createConvive,
  EnquiryForm,
  PropertyGrid,
  SearchBar,
  ToastOutlet,
} from '@convive/widgets';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
// What a new Vite app starts with (its own body, headings and buttons, light and dark), then the
// page's layout and the widgets' theme tokens. Vite writes both into a stylesheet file: nothing
// inline, so the page runs under a `style-src 'self'` policy.
import './index.css';
import './app.css';

// VITE_API_BASE points at another server (any origin may call it, without credentials, unless its
// PARTNER_ORIGINS restricts them); by default the dev server proxies /api to http://localhost:8080.
// biome-ignore lint/complexity/useLiteralKeys: strictest's noPropertyAccessFromIndexSignature wants brackets
const apiBase = import.meta.env['VITE_API_BASE'] ?? `${window.location.origin}/api`;

// One client and one set of stores for the whole app, created once outside React.
const convive = createConvive({ apiBase });

function App() {
  const [filters, setFilters] = useState<PropertyFilters>({});
  const [page, setPage] = useState(1);
  return (
    // Each widget draws in a shadow root of its own (the provider's default `isolation`): the
    // starter CSS above cannot reach inside, only the `--convive-*` tokens set in app.css do.
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
        <EnquiryForm propertyId={1} guestEnquiries />
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
