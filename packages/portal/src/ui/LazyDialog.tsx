import type { DialogProps } from '@convive/widgets';
import { Suspense, useEffect, useState } from 'react';
import { notify } from '../app/toast';
import { uiCopy } from './copy';
import { LoadBoundary } from './LoadBoundary';
import { retryableLazy } from './retryableLazy';

const loadDialog = () => import('./dialogModule');
const Dialog = retryableLazy(loadDialog);

/**
 * Fetches the widgets' dialog code ahead, when a trigger is pointed at or focused. A failure is left
 * to the opening, which reports it.
 */
export function preloadDialog(): void {
  loadDialog().catch(() => undefined);
}

/**
 * The widgets' `Dialog`, whose code loads the first time it opens (a page that never opens it does not
 * pay for it). Once opened it stays mounted, so closing it returns the focus to where it was.
 */
export function LazyDialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  // Each failed load gives the next opening a fresh boundary (and, through retryableLazy, a new fetch).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  if (!used && !props.open) return null;
  // Code that cannot be fetched closes the dialog with a toast instead of taking the page down.
  const failed = () => {
    setUsed(false);
    setAttempt((n) => n + 1);
    props.onOpenChange(false);
    notify.error(uiCopy.current().openFailed);
  };
  return (
    <LoadBoundary key={attempt} onError={failed}>
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
