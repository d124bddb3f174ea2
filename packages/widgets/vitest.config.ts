import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // Workspace packages run from their TypeScript source (the `source` export condition).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    // Testing Library cleans up after each test only when globals are on.
    globals: true,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Vitest loads CSS as empty strings; the base sheet is loaded for real, so the tests of the
    // elements' adopted stylesheets see its `:host` rules.
    css: { include: [/src\/styles\/tokens\.css/] },
  },
});
