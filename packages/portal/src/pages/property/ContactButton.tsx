import { MessageSquare } from 'lucide-react';
import type { RefObject } from 'react';
import { propertyCopy } from './copy';
import styles from './detail.module.css';

/** Puts the cursor in the form's message (or its first field when the message cannot be typed in). */
function focusField(root: HTMLElement): boolean {
  const field =
    root.querySelector<HTMLElement>('textarea:not([disabled])') ??
    root.querySelector<HTMLElement>('input:not([disabled]), a[href]');
  field?.focus({ preventScroll: true });
  return field !== null;
}

/** How long the button waits for a form still loading before it gives up focusing it. */
const FOCUS_WAIT_MS = 10_000;

/**
 * 'Contactar con el propietario' in the side card: brings the enquiry form into view and puts the
 * cursor in its message. The form loads as it comes near the screen; when it is not there yet, the
 * cursor goes to it as soon as it is.
 */
export function ContactButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const copy = propertyCopy.useCopy();
  const onClick = () => {
    const root = target.current;
    if (!root) return;
    // jsdom has no scrollIntoView; browsers all do.
    root.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    if (focusField(root)) return;
    const observer = new MutationObserver(() => {
      if (focusField(root)) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    setTimeout(() => observer.disconnect(), FOCUS_WAIT_MS);
  };
  return (
    <button type="button" className={`btn btn--outline btn--block ${styles.contactButton}`} onClick={onClick}>
      <MessageSquare aria-hidden="true" />
      {copy.contactOwner}
    </button>
  );
}
