// The Convive React widgets in a Vite app on React 18: `@convive/widgets` and `@convive/sdk` are
// ordinary dependencies, nothing is imported from outside this folder.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Where `npm run dev` forwards /api and /media (a Convive server; `npm start` at the repository root
// serves one on port 8080).
const proxy = { target: process.env.CONVIVE_API ?? 'http://localhost:8080', changeOrigin: true };

export default defineConfig({
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': proxy, '/media': proxy } },
  build: { outDir: 'dist', emptyOutDir: true },
});
