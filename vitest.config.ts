import { defineConfig } from 'vitest/config';

// One Vitest run for the whole monorepo: every package with a vitest.config.ts is a project.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
