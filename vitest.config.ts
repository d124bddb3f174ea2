import { defineConfig } from 'vitest/config';

// One Vitest run for the whole monorepo: every package with a vitest.config.ts is a project, and the
// examples' browser tests (examples/vitest.config.ts, project 'e2e') are one more.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/vitest.config.ts'],
  },
});
