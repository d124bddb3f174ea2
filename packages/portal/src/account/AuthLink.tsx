import { Link, type LinkProps, type Location, useLocation } from 'react-router';

/** The account pages: a link between them carries on where the user came from. */
const ACCOUNT_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * The navigation state that brings a user back to `location` after signing in or up (issue 14 #8):
 * `{from}` (read by the guest-only guard's `returnPath`), or, from one account page to another, the
 * state that page was opened with.
 */
export function returnState(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>): unknown {
  if (ACCOUNT_PAGES.includes(location.pathname)) return location.state ?? null;
  return { from: location.pathname + location.search + location.hash };
}

/** A link to /login or /register inside a page: after signing in, the user comes back to the page. */
export function AuthLink({ to, ...props }: Omit<LinkProps, 'to' | 'state'> & { to: '/login' | '/register' }) {
  const location = useLocation();
  return <Link to={to} state={returnState(location)} {...props} />;
}
