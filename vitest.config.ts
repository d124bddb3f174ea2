import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run for the whole monorepo: every package with a vitest.config.ts is a project, and the
// browser tests of the portal (project 'portal-e2e') and of the examples (project 'e2e') are two more.
export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves a core to its main process, which on a two-core
    // machine runs every file on one core while the other waits; the main process is mostly idle
    // once the modules are transformed, and the server suites wait on the database besides.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*/vitest.config.ts',
      'packages/portal/vitest.e2e.config.ts',
      'examples/vitest.config.ts',
    ],
  },
});
