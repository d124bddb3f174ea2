import { type HTMLAttributes, type ReactNode, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { StyleRootContext } from './styleRoot';

export interface ShadowHostProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  children: ReactNode;
}

/**
 * Renders its children inside an open shadow root of a `<div>` (the same isolation as a
 * `<convive-…>` element): the host page's CSS reaches them only through the theme tokens and
 * `::part()`, and their styles are adopted on the shadow root. The provider's context carries over.
 */
export function ShadowHost({ children, ...rest }: ShadowHostProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (host) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <div {...rest} ref={attach}>
      {root
        ? createPortal(<StyleRootContext.Provider value={root}>{children}</StyleRootContext.Provider>, root)
        : null}
    </div>
  );
}
