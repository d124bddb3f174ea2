import { useSyncExternalStore } from 'react';
import { usePortalCopy } from './copy';
import { dismissPlainToast, getPlainToasts, subscribePlainToasts } from './toast';

/**
 * The toasts' stand-in when sonner's code cannot be fetched (offline, or a file gone after a deploy):
 * part of the first load, so a failure to load something can still be told. Errors are alerts.
 * Styles: `.plain-toasts` in global.css.
 */
export function PlainToasts() {
  const toasts = useSyncExternalStore(subscribePlainToasts, getPlainToasts, getPlainToasts);
  const copy = usePortalCopy().toasts;
  return (
    <section aria-label={copy.region} aria-live="polite">
      {toasts.length > 0 ? (
        <ul className="plain-toasts">
          {toasts.map((toast) => (
            <li
              key={toast.id}
              className="plain-toasts__item"
              data-kind={toast.kind}
              role={toast.kind === 'error' ? 'alert' : 'status'}
            >
              <div>
                <strong>{toast.title}</strong>
                {toast.description ? <p>{toast.description}</p> : null}
              </div>
              <button
                type="button"
                className="plain-toasts__close"
                aria-label={copy.close}
                onClick={() => dismissPlainToast(toast.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
