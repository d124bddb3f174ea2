import { cleanup } from '@testing-library/react';
import { version } from 'react';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';

/**
 * The React 18 run (vitest.config.ts): the tests must really run on 18, and a warning React writes to
 * the console fails the test that caused it ('Warning: React does not recognize the `fetchPriority`
 * prop…'). The console is wrapped by assignment, not a spy, so that a test's own spies and mock
 * restores leave it alone.
 */
let warnings: string[] = [];
/**
 * What only a test that renders to HTML inside jsdom provokes, and is left out of the check:
 * - the widgets take `useEffect` for their layout effects where there is no `document`
 *   (useBrowserLayoutEffect), as on a real server, but jsdom has one, so React 18's server renderer
 *   meets the layout effects there;
 * - the server and the browser renderer both rendering one context in one process (a server page
 *   still waiting for its data while a test's browser tree is drawn), which no real page does.
 */
const SERVER_RENDER_IN_JSDOM =
  /^Warning: (useLayoutEffect does nothing on the server|Detected multiple renderers concurrently rendering the same context provider)/;
const consoleError = console.error;

beforeAll(() => {
  expect(version).toMatch(/^18\./);
});

beforeEach(() => {
  warnings = [];
  console.error = (...args: unknown[]) => {
    if (
      typeof args[0] === 'string' &&
      args[0].startsWith('Warning:') &&
      !SERVER_RENDER_IN_JSDOM.test(args[0])
    )
      warnings.push(args[0]);
    consoleError(...args);
  };
});

afterEach(() => {
  console.error = consoleError;
  // Unmounted before the check, so that a failed check leaves no tree behind for the next test.
  cleanup();
  expect(warnings, 'React warnings').toEqual([]);
});
