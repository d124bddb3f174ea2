import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * The widgets' cards link with plain `<a href>` (they also run as web components on partner pages,
 * outside any router). Inside the portal a plain click on such a same-site link is handed to the
 * router, so opening a card does not reload the whole app; modified clicks (new tab) are left alone.
 */
export function useSpaLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target as Element | null;
    const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const href = anchor.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
}
