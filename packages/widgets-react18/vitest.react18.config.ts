import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import widgets from '../widgets/vitest.config.ts';

/**
 * The widgets' tests again, on React 18.3 (their peer range starts at 18.2). This workspace has React
 * 18 of its own; `react` and `react-dom` resolve to it for the tests and for every library that renders
 * with them, which run through Vite so that they all see that one React. A React warning fails the
 * test that caused it (`src/react18.ts`): React 18 says in the console what 19 accepts silently. Run with
 * `npm run test:react18`.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const REACT_LIBRARIES = [
  /@testing-library\/react/,
  /zustand/,
  /@r2wc\/react-to-web-component/,
  /@storybook\//,
];

export default mergeConfig(
  widgets,
  defineProject({
    resolve: {
      alias: [
        // Its ES build, which imports react-dom as the aliases below say (its CommonJS one would not).
        {
          find: /^@testing-library\/react$/,
          replacement: here('../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
        },
        { find: /^react$/, replacement: here('node_modules/react/index.js') },
        { find: /^react\/(.*)$/, replacement: here('node_modules/react/$1') },
        { find: /^react-dom$/, replacement: here('node_modules/react-dom/index.js') },
        { find: /^react-dom\/(.*)$/, replacement: here('node_modules/react-dom/$1') },
      ],
    },
    test: {
      name: 'widgets-react18',
      root: here('../widgets'),
      setupFiles: [here('src/react18.ts')],
      server: { deps: { inline: REACT_LIBRARIES } },
      // One worker per core, as the root config says why.
      maxWorkers: availableParallelism(),
    },
  }),
);
