import type { DialogProps } from '@convive/widgets';
import { lazy, Suspense, useEffect, useState } from 'react';
import { notify } from '../app/toast';
import { LoadBoundary } from './LoadBoundary';

/** The widgets' dialog code (fetched ahead by `preloadDialog` when a trigger is pointed at or focused). */
export const preloadDialog = () => import('./dialogModule');
const Dialog = lazy(preloadDialog);

/**
 * The widgets' `Dialog`, whose code loads the first time it opens (a page that never opens it does not
 * pay for it). Once opened it stays mounted, so closing it returns the focus to where it was.
 */
export function LazyDialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  if (!used && !props.open) return null;
  // Code that cannot be fetched closes the dialog with a toast instead of taking the page down.
  const failed = () => {
    props.onOpenChange(false);
    notify.error('No se pudo abrir. Comprueba tu conexión e inténtalo de nuevo.');
  };
  return (
    <LoadBoundary onError={failed}>
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
