// A Server Component. `ConviveProvider` comes from the package's main entry, which is all client
// components: given only `apiBase` (a string a server can pass), it makes its client in the browser.
// Nothing here calls `createConvive`, which would run on the server.
import { ConviveProvider } from '@convive/widgets';
import { catalogFor } from '@convive/widgets/shared';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { API_BASE } from './api';
import './globals.css';

// `@convive/widgets/shared` has no 'use client': its catalogs can be read on the server.
export const metadata: Metadata = {
  title: `Convive · ${catalogFor('es').searchBar.label}`,
  // No favicon file in this example: an empty one, so the browser asks for none.
  icons: { icon: 'data:,' },
};

// Rendered per request: the proxy's nonce and CONVIVE_API_BASE are read at request time.
export const dynamic = 'force-dynamic';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <body>
        <ConviveProvider apiBase={API_BASE} locale="es">
          {children}
        </ConviveProvider>
      </body>
    </html>
  );
}
