// The Convive React widgets in a plain Vite app: `@convive/widgets` and `@convive/sdk` are ordinary
// dependencies (see package.json), nothing is imported from outside this folder.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Where `npm run dev` forwards /api and /media: a Convive server (`npm start` at the repository root
// serves one on port 8080), or any other one with CONVIVE_API=https://api.example.com.
// biome-ignore lint/complexity/useLiteralKeys: strictest's noPropertyAccessFromIndexSignature wants brackets
const apiTarget = process.env['CONVIVE_API'] ?? 'http://localhost:8080';
const proxy = { target: apiTarget, changeOrigin: true };

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // Same origin in development: the API is proxied, so its server needs no PARTNER_ORIGINS entry.
    proxy: { '/api': proxy, '/media': proxy },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
