// Library build of the React package: `dist/index.js` (ESM) for apps that bring their own React.
// Declarations come from `tsc -p tsconfig.build.json` (see the `build:lib` script).
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Bare imports left to the host app (each one with its subpaths: react/jsx-runtime, zustand/vanilla…). */
// The library is always the production build: run from a test (NODE_ENV=test), Vite would compile
// JSX for React's development runtime, whose `jsxDEV` a host app's production React does not have.
process.env.NODE_ENV = 'production';

const EXTERNAL = ['react', 'react-dom', 'zustand', '@r2wc/react-to-web-component', '@convive/sdk'];
const isExternal = (id: string) => EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));

/** Empties dist before the build, except dist/embed (the embed build's own output). */
const cleanDistKeepingEmbed = (): Plugin => ({
  name: 'convive:clean-dist',
  apply: 'build',
  buildStart() {
    let entries: string[] = [];
    try {
      entries = readdirSync('dist');
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry !== 'embed') rmSync(join('dist', entry), { recursive: true, force: true });
    }
  },
});

export default defineConfig({
  plugins: [cleanDistKeepingEmbed(), react()],
  build: {
    outDir: 'dist',
    // cleanDistKeepingEmbed empties dist instead, sparing dist/embed.
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    // The widgets' CSS (`?inline`) is written into the page: minified (no comments), for the same
    // browsers as the portal's build (its `cssMinify`/`cssTarget`), though the JS stays readable.
    cssMinify: true,
    cssTarget: 'es2022',
    target: 'es2022',
    lib: {
      // `shared` has no 'use client': what a Server Component may call (catalogs, tokens, names).
      entry: { index: 'src/index.ts', shared: 'src/shared.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: isExternal,
      // defineConviveElements imports each element lazily: those chunks go under dist/chunks.
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
