import { useEffect } from 'react';

/**
 * The document's title while a screen is shown. Not a `<title>` in the tree: React 19 moves one into
 * the head, but the portal runs on Preact (vite.config.ts), which would leave it in the body. A page
 * the server rendered has its title in the head already (server/src/pageHead.ts); this changes that
 * element's text.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
