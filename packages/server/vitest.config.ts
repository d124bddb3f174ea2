import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real databases and real sockets: give slow machines room, and keep suites in separate files
    // from stepping on each other's ports (each suite has its own database anyway).
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
