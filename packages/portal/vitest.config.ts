import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'portal',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
    // Preact's own tests (vitest.preact.config.ts).
    exclude: ['src/**/*.preact.test.tsx', '**/node_modules/**'],
    setupFiles: ['src/test/setup.ts'],
  },
});
