// The React widgets in a plain Vite app. Not a workspace: react, vite, @convive/widgets and
// @convive/sdk resolve from the repository root's node_modules, the workspace packages from their
// TypeScript source (the `source` export condition), so no package build is needed first.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Where `npm run dev` forwards /api and /media (a Convive server: `npm start` at the root).
const apiTarget = process.env.CONVIVE_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    // Same origin in development: the API is proxied, so no PARTNER_ORIGINS is needed.
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
