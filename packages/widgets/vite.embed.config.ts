// Embed build: the <convive-…> web components for partner pages, React swapped for preact/compat.
//   vite build -c vite.embed.config.ts                 → dist/embed/convive-widgets.js (ESM) + one
//                                                        lazily loaded chunk per element, manifest
//   vite build -c vite.embed.config.ts --mode classic  → dist/embed/convive-widgets.iife.js (one file)
//   vite build -c vite.embed.config.ts --mode dev      → dist/embed/dev/convive-widgets.js (ESM, not
//                                                        minified, NODE_ENV development: the elements'
//                                                        console warnings kept, for integrating)
// Everything is bundled (the workspace sdk from its TypeScript source); minified with production
// React paths, but in the dev build.
//
// No request waterfall in the ESM build: its entry imports nothing statically, and `embedChunkMap`
// writes into it, for each element, the element's chunk and every chunk that one imports
// (transitively), and for each copy catalog but the bundled Spanish (`locale:en`…) its chunks. The
// entry asks for all of an element's at once, with the catalog its tag's `locale` names
// (`<link rel="modulepreload">`, URLs resolved against its own `import.meta.url`: any page origin,
// no inline script) — see src/embed/chunkMap.ts.
// (Vite's own `__vitePreload` is not inserted in library builds, and an app build would put its
// helper in a chunk shared by the entry and the registry: one more round trip before anything.)
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { writePrecompressed } from '../../scripts/lib/compress.mjs';
import { PREACT_ALIASES } from '../../scripts/lib/preactAliases.mjs';
import { stripUnreadKeysPlugin } from '../../scripts/lib/unreadKeys';
import { UNREAD_KEYS } from './embedUnreadKeys';

/**
 * Writes `.gz` and `.br` beside every script the build emits, once, at build time: the Convive
 * server serves /embed/ with `preCompressed`, so a partner page gets a fraction of the bytes with no
 * compression work per request (`npm run bench:bundle` measures them). Left out of the npm package
 * (package.json `files`).
 */
function precompress(): Plugin {
  return {
    name: 'convive-embed-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/embed';
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.js')) continue;
        writePrecompressed(join(dir, fileName));
      }
    },
  };
}

/** The string literal in src/embed/index.ts the map replaces (the build fails when it is not found once). */
const EMBED_CHUNK_MAP_PLACEHOLDER = '__CONVIVE_EMBED_CHUNK_MAP__';
const ELEMENT_MODULE = /\/src\/elements\/(convive-[a-z-]+)\.tsx$/;
/** A copy catalog loaded on demand (src/i18n/loadCatalog.ts): mapped as `locale:<code>`. */
const CATALOG_MODULE = /\/src\/i18n\/([a-z]{2})\.ts$/;

/** Writes the ESM entry's chunk map over its placeholder; fails the build if the entry imports a chunk statically. */
function embedChunkMap(): Plugin {
  return {
    name: 'convive-embed-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const map: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const element = ELEMENT_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
        const locale = CATALOG_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
        const key = element ?? (locale ? `locale:${locale}` : undefined);
        if (!key || !chunk.isDynamicEntry) continue;
        const files: string[] = [];
        const visit = (file: string) => {
          if (files.includes(file)) return;
          files.push(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        visit(chunk.fileName);
        map[key] = files;
      }
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('embed: no entry chunk');
      if (entry.imports.length > 0)
        return this.error(
          `embed: the entry imports ${entry.imports.join(', ')} statically; it must import nothing, or the page waits for those before any element chunk is asked for`,
        );
      if (!Object.keys(map).some((key) => key.startsWith('convive-')))
        return this.error('embed: no element chunks found');
      const literal = new RegExp(`(["'\`])${EMBED_CHUNK_MAP_PLACEHOLDER}\\1`, 'g');
      const found = entry.code.match(literal)?.length ?? 0;
      if (found !== 1) return this.error(`embed: the entry has ${found} chunk map placeholders, not 1`);
      // The entry sits at the output's root: the chunks' paths are already relative to it.
      entry.code = entry.code.replace(literal, JSON.stringify(JSON.stringify(map)));
    },
  };
}

/**
 * The data hook and the picture helpers the grid, the gallery and the calendar load: one chunk. Left
 * to the bundler, each set of elements importing a module gets a chunk of its own, and the calendar
 * (which uses the hook but shows no picture) split it in two: one more request on every page with
 * a grid, for a few bytes that page loads anyway.
 */
const USE_RESOURCE_GROUP = {
  name: 'useResource',
  // These modules only: what they import (React, the sdk) stays where the bundler puts it.
  includeDependenciesRecursively: false,
  test: /\/packages\/widgets\/src\/core\/(useResource|fetchPriority)\.ts$|\/packages\/sdk\/src\/rules\/images\.ts$/,
};

export default defineConfig(({ mode }) => {
  const classic = mode === 'classic';
  const dev = mode === 'dev';
  return {
    plugins: [
      react(),
      ...(dev ? [] : [stripUnreadKeysPlugin(UNREAD_KEYS)]),
      ...(classic ? [] : [embedChunkMap()]),
      precompress(),
    ],
    resolve: {
      // The sdk (and any workspace package) from source: no prior sdk build needed.
      conditions: ['source', ...defaultClientConditions],
      alias: PREACT_ALIASES,
    },
    define: { 'process.env.NODE_ENV': dev ? '"development"' : '"production"' },
    build: {
      outDir: dev ? 'dist/embed/dev' : 'dist/embed',
      // The ESM build runs first and starts clean; the classic and dev builds add theirs.
      emptyOutDir: !classic && !dev,
      minify: !dev,
      sourcemap: false,
      // bench/bundle.mjs follows each element's chunk imports through dist/embed/.vite/manifest.json.
      manifest: !classic && !dev,
      lib: {
        entry: 'src/embed/index.ts',
        name: 'ConviveWidgets',
        formats: [classic ? 'iife' : 'es'],
        fileName: () => (classic ? 'convive-widgets.iife.js' : 'convive-widgets.js'),
      },
      rolldownOptions: {
        // Lib mode's 'strict' refuses a group that leaves a module's imports out (`USE_RESOURCE_GROUP`).
        ...(classic ? {} : { preserveEntrySignatures: 'allow-extension' as const }),
        // The classic script never takes the entry's chunk-map path (it has no chunks): its
        // `import.meta` is an empty object, said here rather than warned about.
        ...(classic ? { transform: { define: { 'import.meta': '{}' } } } : {}),
        output: classic
          ? { codeSplitting: false }
          : {
              chunkFileNames: 'chunks/[name]-[hash].js',
              codeSplitting: { groups: [USE_RESOURCE_GROUP] },
              // Lib mode keeps an ES build's whitespace and /* @__PURE__ */ annotations (for bundlers
              // that tree-shake it later); these chunks go to browsers as they are: minify them fully.
              ...(dev
                ? {}
                : {
                    minify: { compress: true, mangle: true, codegen: { removeWhitespace: true } },
                    comments: { annotation: false, jsdoc: false, legal: true },
                  }),
            },
      },
    },
  };
});
