import { defineProject } from 'vitest/config';

// Browser tests of the examples: real server, real embed bundle, real Chromium (examples/e2e).
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    // `npm test` runs the browser tests in a second pass; its first pass sets CONVIVE_E2E=skip.
    include: process.env.CONVIVE_E2E === 'skip' ? [] : ['**/*.e2e.test.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
