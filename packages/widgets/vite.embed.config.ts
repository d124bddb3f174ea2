// Embed build: the <convive-…> web components for partner pages, React swapped for preact/compat.
//   vite build -c vite.embed.config.ts                 → dist/embed/convive-widgets.js (ESM) + one
//                                                        lazily loaded chunk per element, manifest
//   vite build -c vite.embed.config.ts --mode classic  → dist/embed/convive-widgets.iife.js (one file)
// Everything is bundled (the workspace sdk from its TypeScript source), minified, production React paths.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig(({ mode }) => {
  const classic = mode === 'classic';
  return {
    plugins: [react()],
    resolve: {
      // The sdk (and any workspace package) from source: no prior sdk build needed.
      conditions: ['source', ...defaultClientConditions],
      alias: [
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      ],
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: 'dist/embed',
      // The ESM build runs first and starts clean; the classic build adds its file beside it.
      emptyOutDir: !classic,
      minify: true,
      sourcemap: false,
      // bench/bundle.mjs follows each element's chunk imports through dist/embed/.vite/manifest.json.
      manifest: !classic,
      lib: {
        entry: 'src/embed/index.ts',
        name: 'ConviveWidgets',
        formats: [classic ? 'iife' : 'es'],
        fileName: () => (classic ? 'convive-widgets.iife.js' : 'convive-widgets.js'),
      },
      rolldownOptions: {
        output: classic
          ? { codeSplitting: false }
          : {
              chunkFileNames: 'chunks/[name]-[hash].js',
              // Lib mode keeps an ES build's whitespace and /* @__PURE__ */ annotations (for bundlers
              // that tree-shake it later); these chunks go to browsers as they are: minify them fully.
              minify: { compress: true, mangle: true, codegen: { removeWhitespace: true } },
              comments: { annotation: false, jsdoc: false, legal: true },
            },
      },
    },
  };
});
