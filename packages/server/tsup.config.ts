import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The runnable server: `dist/main.js` (what `npm start` runs) and `dist/seed/cli.js`
 * (`npm run seed`). The workspace sdk is bundled from its TypeScript source (the `source` export
 * condition), so running the server needs no sdk build; every npm dependency stays external and is
 * loaded from node_modules (native ones — better-sqlite3, sharp, argon2 — cannot be bundled anyway).
 */
export default defineConfig({
  entry: { main: 'src/main.ts', 'seed/cli': 'src/seed/cli.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // Each entry self-contained: main.ts checks that it is the program being run, which a shared
  // chunk would break.
  splitting: false,
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: ['@convive/sdk'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
  // The SQLite reader thread's file, beside main.js where `new URL('./…', import.meta.url)` finds it.
  async onSuccess() {
    copyFileSync('src/db/sqliteReaderWorker.cjs', 'dist/sqliteReaderWorker.cjs');
  },
});
