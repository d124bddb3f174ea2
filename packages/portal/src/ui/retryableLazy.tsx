import { type ComponentProps, type ComponentType, lazy } from 'react';

/** Forgets each failed load made through `retryableLazy` (see `forgetFailedLoads`). */
const forgetters = new Set<() => void>();

/**
 * `React.lazy`, except that a load which failed (offline, or a file gone after a deploy) is not kept:
 * after `forgetFailedLoads()` the next render asks for the code again. `React.lazy` alone remembers
 * the rejection for good, so a part that failed once could never appear without a reload — and the
 * portal's messages say "inténtalo de nuevo".
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy takes
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let failed = false;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let Current = make();
  forgetters.add(() => {
    if (!failed) return;
    failed = false;
    Current = make();
  });
  // A stable component over whichever lazy one is current.
  function Retryable(props: ComponentProps<T>) {
    return <Current {...props} />;
  }
  return Retryable;
}

/** Lets every part whose code failed to load try again when it is next rendered. */
export function forgetFailedLoads(): void {
  for (const forget of forgetters) forget();
}
