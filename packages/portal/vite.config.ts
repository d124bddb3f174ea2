import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

// The portal is served by the API server in production (same origin: /api, /ws, /media). In
// development `vite` proxies those paths to a server started with `npm start` (PORT 8080).
const apiTarget = process.env.CONVIVE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  // Workspace packages are built from their TypeScript source (the `source` export condition).
  resolve: { conditions: ['source'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Each route is its own chunk (lazy routes); report chunks above the per-route budget.
    chunkSizeWarningLimit: 400,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
