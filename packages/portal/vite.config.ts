import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { CONTRACT_UNREAD_KEYS, stripUnreadKeysPlugin } from '../../scripts/lib/unreadKeys.ts';
import { precompress } from './precompress.ts';
import { routePreloads } from './routePreloads.ts';

// The portal is served by the API server in production (same origin: /api, /ws, /media). In
// development `vite` proxies those paths to a server started with `npm start` (PORT 8080).
const apiTarget = process.env.CONVIVE_API_URL ?? 'http://localhost:8080';

// The portal runs on React 19 in the browser and in the server renderer (docs/adr/0158-portal-on-react-19.md):
// the runtime its component tests render with, and the one its widgets are published for.

// React Router's package exports name its development build under every condition
// (remix-run/react-router#12532, #14102): a production build would ship its dev warnings and checks.
// Its production build, by path, in both builds (the same markup on the server and in the browser).
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(routerProduction, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerProduction, 'dom-export.mjs') },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  // `--ssr` builds the server renderer (src/entry-server.tsx → dist-ssr/): no preload list,
  // no precompressed copies, and not in dist/ (which is served as files). The browser's endpoint
  // table without what only the server and the documentation read (its texts, access rules, request
  // schemas): about 7 KB gzip of every page that calls the API.
  plugins: [
    react(),
    ...(isSsrBuild ? [] : [stripUnreadKeysPlugin([CONTRACT_UNREAD_KEYS]), routePreloads(), precompress()]),
  ],
  // Workspace packages are built from their TypeScript source (the `source` export condition); the
  // defaults stay, or packages with a development build (react-router) would ship it.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    ...(command === 'build' ? { alias: ROUTER_PRODUCTION } : {}),
  },
  // The server renderer bundles everything it renders (the workspace packages, React, the router, the
  // query cache, the icons): the server loads one file with no dependencies of its own.
  ssr: {
    target: 'node',
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    // The widgets' CSS is rendered in their <style> elements: minified alike on both sides, or the
    // server's text would not match the browser's when it hydrates (an SSR build does not minify),
    // and for the same browsers (the server build's node target would drop the vendor prefixes).
    cssMinify: true,
    cssTarget: 'es2022',
    sourcemap: true,
    // Each route is its own chunk (lazy routes); report chunks above the per-route budget.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Only the parts of the sdk a page uses: its index re-exports the whole contract, and without
      // this every page would start by building every schema.
      experimental: { lazyBarrel: true },
      // No entry's exports to keep (the client build), which lets small shared chunks be copied into
      // the chunks that use them (below). The server renderer's entry keeps its exports.
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
      output: isSsrBuild
        ? { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' }
        : {
            // Hash-only names: every import statement and every lazy route's dependency list (in the
            // entry, so in every first load) names files; 'calendar-days-BtlrZtGY.js' costs ~1.5 KB gzip
            // per page over 'BtlrZtGY.js'. The source maps still tell what each file holds.
            chunkFileNames: 'assets/[hash].js',
            entryFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            // Fewer, larger files on the first load: over HTTP/1.1 a browser opens six connections per
            // origin, so three dozen small shared chunks cost several round trips before the first paint.
            // The framework, which every page needs, travels as one file. The API client is not on a
            // first load: app/convive.ts loads it at the first call.
            codeSplitting: {
              // Small shared chunks (an icon, a store, a helper two screens use) are copied into the
              // chunks that use them, up to ~24 KB of source each (Rolldown's shared runtime keeps one
              // module state): a page loads 8–11 files instead of 60–70.
              experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|zustand|use-sync-external-store)[\\/]/,
                  priority: 3,
                },
                {
                  // The contract's plain values (vocabularies, limits), which every dashboard screen's
                  // chunk reads: one copy instead of one per chunk (three on a dashboard page).
                  name: 'contract-values',
                  includeDependenciesRecursively: false,
                  test: /packages[\\/]sdk[\\/]src[\\/]schemas[\\/]constants\.ts$/,
                  priority: 2,
                },
                {
                  // The sdk's date rules, which the pages and the notification bell all use: one copy
                  // (1.2 KB gzip) instead of one in each page's chunk and one in the bell's.
                  name: 'dates',
                  includeDependenciesRecursively: false,
                  test: /packages[\\/]sdk[\\/]src[\\/]rules[\\/]dates\.ts$/,
                  priority: 1,
                },
                {
                  // The live notifications (store, socket, poller) and the bell: loaded together as soon
                  // as somebody is signed in, so one file instead of five.
                  name: 'live',
                  includeDependenciesRecursively: false,
                  test: /(packages[\\/]sdk[\\/]src[\\/](socket[\\/]|rules[\\/](dedupe|eventTypes)\.ts)|packages[\\/]widgets[\\/]src[\\/]notification-bell[\\/]|packages[\\/]portal[\\/]src[\\/](app[\\/](notificationsRuntime|liveMessageSocket)|layout[\\/]notificationBellModule)\.)/,
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
}));
