import type { ReactNode, Ref } from 'react';

/** The account forms' error box: announced, and focusable so the page can move focus to it. */
export function FormError({ ref, children }: { ref?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div ref={ref} tabIndex={-1} className="alert alert--error" role="alert">
      {children}
    </div>
  );
}
