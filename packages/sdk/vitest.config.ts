import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages run from their TypeScript source (the `source` export condition), in the
  // node (SSR) environment Vitest runs tests in as well as in the client one.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'sdk',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
