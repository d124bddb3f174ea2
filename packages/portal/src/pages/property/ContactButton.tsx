import { MessageSquare } from 'lucide-react';
import type { RefObject } from 'react';

/**
 * 'Contactar con el propietario' in the side card: brings the enquiry form into view and puts the
 * cursor in its message (or on its first field when the message cannot be typed in).
 */
export function ContactButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const onClick = () => {
    const root = target.current;
    if (!root) return;
    // jsdom has no scrollIntoView; browsers all do.
    root.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    const field =
      root.querySelector<HTMLElement>('textarea:not([disabled])') ??
      root.querySelector<HTMLElement>('input:not([disabled]), a[href]');
    field?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="btn btn--outline btn--block" onClick={onClick}>
      <MessageSquare aria-hidden="true" />
      Contactar con el propietario
    </button>
  );
}
