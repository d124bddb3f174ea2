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
import './reset.css';

const apiBase = import.meta.env.VITE_API_BASE ?? `${window.location.origin}/api`;
const convive = createConvive({ apiBase });

function App() {
  const [filters, setFilters] = useState<PropertyFilters>({});
  return (
    // React 18: the same widgets and provider; each draws in its own shadow root, out of the reset's reach.
    <ConviveProvider convive={convive} locale="es">
      <main>
        <h1>Alquiler de habitaciones</h1>
        <SearchBar initialFilters={filters} onSearch={setFilters} />
        <PropertyGrid filters={filters} onClearFilters={() => setFilters({})} />
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
