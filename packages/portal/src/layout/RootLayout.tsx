import { LoadingOverlay } from '@convive/widgets';
import { Outlet, ScrollRestoration } from 'react-router';
import { PendingFavorite, SignInPromptHost } from '../account/access/SignInPrompt';
import { usePortalCopy } from '../app/copy';

/**
 * Every page: a skip link to the main content, scroll restored on navigation, and the sign-in offer
 * of a visitor's favourite.
 */
export function RootLayout() {
  const copy = usePortalCopy();
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.skipToContent}
      </a>
      <Outlet />
      {/* A visitor's heart offers to sign in; the favourite is added once they are in. */}
      <SignInPromptHost />
      <PendingFavorite />
      {/* Positions are kept per path and hash: a page opened from the address bar (whose history entry has
          no key yet) or a link to a section (#precio) never inherits another page's saved position. */}
      <ScrollRestoration getKey={(location) => `${location.pathname}${location.hash}`} />
    </>
  );
}

/**
 * Shown while the first route's code loads: the same bar as index.html's static shell (which it
 * replaces, so nothing jumps) over a loading status, instead of a blank screen between the two.
 */
export function RouteLoading() {
  return (
    <div className="boot">
      <div className="boot__bar" aria-hidden="true">
        <span className="boot__mark" />
        <span className="boot__brand">Convive</span>
      </div>
      <div className="boot__body">
        <LoadingOverlay />
      </div>
    </div>
  );
}
