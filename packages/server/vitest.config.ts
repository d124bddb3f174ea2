import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages run from their TypeScript source (the `source` export condition), in the
  // node (SSR) environment Vitest runs tests in as well as in the client one.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real databases and real sockets: give slow machines room, and keep suites in separate files
    // from stepping on each other's ports (each suite has its own database anyway).
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // One migrated database of each dialect, which every suite's database is a copy of.
    globalSetup: ['test/globalSetup.ts'],
  },
});
