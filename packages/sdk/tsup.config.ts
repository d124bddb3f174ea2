import { defineConfig } from 'tsup';

/*
 * One output module per source module (plus shared chunks), not one bundle: with `sideEffects:
 * false` in package.json a partner's bundler then drops every module it does not import. In a
 * single-file build it cannot: the zod schemas are built by top-level calls it must assume have
 * effects, so importing one price formatter kept every schema (`npm run bench:packages` measures it).
 */
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
