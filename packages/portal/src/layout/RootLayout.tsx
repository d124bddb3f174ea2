import { LoadingOverlay } from '@convive/widgets';
import { Outlet, ScrollRestoration } from 'react-router';
import { usePortalCopy } from '../app/copy';

/** Every page: a skip link to the main content and scroll restored on navigation. */
export function RootLayout() {
  const copy = usePortalCopy();
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.skipToContent}
      </a>
      <Outlet />
      {/* Positions are kept per path and hash: a page opened from the address bar (whose history entry has
          no key yet) or a link to a section (#precio) never inherits another page's saved position. */}
      <ScrollRestoration getKey={(location) => `${location.pathname}${location.hash}`} />
    </>
  );
}

/** Shown while the first route's code loads. */
export function RouteLoading() {
  return <LoadingOverlay fullScreen />;
}
