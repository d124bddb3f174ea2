// The Convive React widgets in a plain Vite app: `@convive/widgets` and `@convive/sdk` are ordinary
// dependencies (see package.json), nothing is imported from outside this folder.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Where `npm run dev` forwards /api and /media: a Convive server (`npm start` at the repository root
// serves one on port 8080), or any other one with CONVIVE_API=https://api.example.com.
const apiTarget = process.env.CONVIVE_API ?? 'http://localhost:8080';
const proxy = { target: apiTarget, changeOrigin: true };

export default defineConfig({
  plugins: [react()],
  // Inside the Convive repository the workspace packages export their TypeScript source under the
  // `source` condition, so they need no build of their own; the published packages have no such
  // condition, so outside the repository this resolves their built `dist` as usual.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    // Same origin in development: the API is proxied, so its server needs no PARTNER_ORIGINS entry.
    proxy: { '/api': proxy, '/media': proxy },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
