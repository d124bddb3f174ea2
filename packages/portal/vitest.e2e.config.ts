import { defineProject } from 'vitest/config';

// The portal in a real Chromium against the real server (packages/portal/e2e). Each file starts its
// own server (free port, fresh database) and browser, so files run side by side, one per worker.
export default defineProject({
  test: {
    name: 'portal-e2e',
    environment: 'node',
    // `npm test` runs the browser tests in a second pass; its first pass sets CONVIVE_E2E=skip.
    include: process.env.CONVIVE_E2E === 'skip' ? [] : ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['../../examples/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
