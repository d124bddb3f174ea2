/**
 * `react` on Preact (PREACT_ALIASES): preact/compat, and React 19's `use` and `useOptimistic`,
 * which Preact 10 does not have, declared absent. react-router reads both off its `import * as React`
 * and takes its own path where they are missing; against preact/compat alone each read was a
 * build warning (IMPORT_IS_UNDEFINED) that told nothing new.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

export const use = undefined;
export const useOptimistic = undefined;
