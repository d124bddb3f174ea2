import type { ReactNode, Ref } from 'react';

/** The account forms' error box: announced, and focusable so the page can move focus to it. `boxRef`, not
 * `ref`: the browser build runs on preact/compat, whose function components do not take `ref` as a prop. */
export function FormError({ boxRef, children }: { boxRef?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div ref={boxRef} tabIndex={-1} className="alert alert--error" role="alert">
      {children}
    </div>
  );
}
