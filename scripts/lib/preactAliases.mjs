import { fileURLToPath } from 'node:url';

/**
 * React's entry points resolved to Preact's (preact/compat): the widgets' partner embed runs the same
 * React components on Preact, for its size. (The portal runs React itself.)
 */
export const PREACT_ALIASES = [
  // preact/compat with the React 19 names it lacks declared absent (reactOnPreact.mjs).
  { find: /^react$/, replacement: fileURLToPath(new URL('./reactOnPreact.mjs', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];
