import { defineProject } from 'vitest/config';

// Browser tests of the examples: real server, real embed bundle, real Chromium (examples/e2e).
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
