import { defineConfig } from 'vitest/config';

// One Vitest run for the whole monorepo: every package with a vitest.config.ts is a project, and the
// browser tests of the portal (project 'portal-e2e') and of the examples (project 'e2e') are two more.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/portal/vitest.e2e.config.ts',
      'examples/vitest.config.ts',
    ],
  },
});
