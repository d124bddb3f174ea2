import { useLayoutEffect } from 'react';

/**
 * The document's title while a screen is shown. Not a `<title>` in the tree: a page the server
 * rendered has its title in the head already (server/src/pageHead.ts, in the page's language, with
 * its previews), and a second `<title>` hoisted by React would stand beside it; this changes that
 * element's text.
 */
export function DocumentTitle({ children }: { children: string }) {
  // At the commit that shows the screen, as React 19 puts a <title> in the head: a passive effect
  // would leave the last screen's title on the new screen until it ran.
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
