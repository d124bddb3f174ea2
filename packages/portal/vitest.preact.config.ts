import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { PREACT_ALIASES } from '../../scripts/lib/preactAliases.mjs';

/**
 * The portal's tests that need the runtime it ships: Preact (preact/compat), as its builds alias
 * React to it (vite.config.ts). The other tests render with React 19 (vitest.config.ts); a test of
 * how Preact hydrates is named `*.preact.test.tsx` and runs here.
 */
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'], alias: PREACT_ALIASES },
  test: {
    name: 'portal-preact',
    environment: 'jsdom',
    include: ['src/**/*.preact.test.tsx'],
  },
});
