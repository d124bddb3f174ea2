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
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads. */
export function RouteLoading() {
  return <LoadingOverlay fullScreen />;
}
