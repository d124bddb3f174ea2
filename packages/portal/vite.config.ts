import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { routePreloads } from './routePreloads.ts';

// The portal is served by the API server in production (same origin: /api, /ws, /media). In
// development `vite` proxies those paths to a server started with `npm start` (PORT 8080).
const apiTarget = process.env.CONVIVE_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), routePreloads(), precompress()],
  // Workspace packages are built from their TypeScript source (the `source` export condition); the
  // defaults stay, or packages with a development build (react-router) would ship it.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Each route is its own chunk (lazy routes); report chunks above the per-route budget.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Hash-only names: every import statement and every lazy route's dependency list (in the
        // entry, so in every first load) names files; 'calendar-days-BtlrZtGY.js' costs ~1.5 KB gzip
        // per page over 'BtlrZtGY.js'. The source maps still tell what each file holds.
        chunkFileNames: 'assets/[hash].js',
        entryFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Fewer, larger files on the first load: over HTTP/1.1 a browser opens six connections per
        // origin, so three dozen small shared chunks cost several round trips before the first paint.
        // The framework and the API contract, which every page needs, travel as two files.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|zustand|use-sync-external-store)[\\/]/,
              priority: 3,
            },
            {
              name: 'contract',
              test: /(node_modules[\\/](zod|ky)[\\/]|packages[\\/]sdk[\\/]src[\\/](schemas|client)[\\/])/,
              priority: 2,
            },
            {
              // The live notifications (store, socket, poller) and the bell: loaded together as soon
              // as somebody is signed in, so one file instead of five.
              name: 'live',
              includeDependenciesRecursively: false,
              test: /(packages[\\/]sdk[\\/]src[\\/](socket[\\/]|rules[\\/](dedupe|eventTypes)\.ts)|packages[\\/]widgets[\\/]src[\\/]notification-bell[\\/]|packages[\\/]portal[\\/]src[\\/](app[\\/]notificationsRuntime|layout[\\/]notificationBellModule)\.)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
