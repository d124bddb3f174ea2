import { useEffect } from 'react';
import { useConvive } from '../core/context';
import { useStoreValue } from '../core/useStore';
import { WidgetRoot } from '../core/WidgetRoot';
import { TOASTS_VISIBLE_MAX, type Toast } from '../stores/toastStore';
import css from './ToastOutlet.css?inline';

export interface ToastOutletProps {
  /** A label for the list of toasts. @default 'Notificaciones', translated */
  label?: string;
}

/**
 * Shows the toasts of the provider's toast store (spec 01 §9): at most three, stacked 14 px apart in
 * a 356 px column at the bottom right (the full width on a phone). Each leaves after its
 * `durationMs` or when its close button is pressed. Render one per page, inside <ConviveProvider>.
 */
export function ToastOutlet({ label }: ToastOutletProps) {
  const { stores, copy } = useConvive();
  const toasts = useStoreValue(stores.toasts, (state) => state.toasts);
  const dismiss = stores.toasts.getState().dismiss;
  // The store already keeps three; a store swapped in by a host might not.
  const visible = toasts.slice(-TOASTS_VISIBLE_MAX);
  return (
    <WidgetRoot className="convive-toast-outlet" css={css}>
      <section aria-label={label ?? copy.parts.toastOutlet.region}>
        {visible.length > 0 && (
          <ol className="convive-toast-outlet__list">
            {visible.map((toast) => (
              <ToastItem
                key={toast.id}
                toast={toast}
                closeLabel={copy.parts.toastOutlet.close}
                onDismiss={dismiss}
              />
            ))}
          </ol>
        )}
      </section>
    </WidgetRoot>
  );
}

interface ToastItemProps {
  toast: Toast;
  closeLabel: string;
  onDismiss(id: number): void;
}

function ToastItem({ toast, closeLabel, onDismiss }: ToastItemProps) {
  const { id, durationMs } = toast;
  useEffect(() => {
    // The timer belongs to the toast, not the outlet: a new toast never restarts the others' clocks.
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onDismiss]);
  return (
    <li className="convive-toast-outlet__item">
      <div
        className="convive-toast"
        data-tone={toast.tone}
        // Errors interrupt (alert); the rest wait their turn (status).
        role={toast.tone === 'error' ? 'alert' : 'status'}
      >
        <div className="convive-toast__body">
          <p className="convive-toast__title">{toast.title}</p>
          {toast.description && <p className="convive-toast__description">{toast.description}</p>}
        </div>
        <button
          type="button"
          className="convive-toast__close"
          aria-label={closeLabel}
          onClick={() => onDismiss(id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}
