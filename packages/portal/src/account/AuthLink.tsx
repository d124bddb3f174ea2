import { pagePath } from '@convive/sdk';
import { Link, type LinkProps, type Location, useLocation } from 'react-router';
import { NEXT_PARAM, sameSitePath } from '../app/guards';

/** The account pages: a link between them carries on where the user came from. */
const ACCOUNT_PAGES = [
  pagePath('login'),
  pagePath('register'),
  pagePath('forgotPassword'),
  pagePath('resetPassword'),
];

type Place = Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>;

/**
 * The navigation state that brings a user back to `location` after signing in or up:
 * `{from}` (read by the guest-only guard's `returnPath`), or, from one account page to another, the
 * state that page was opened with.
 */
export function returnState(location: Place): unknown {
  if (ACCOUNT_PAGES.includes(location.pathname)) return location.state ?? null;
  return { from: location.pathname + location.search + location.hash };
}

/**
 * `/login` or `/register` with `?next=` naming the page to come back to: the page itself, or, from
 * one account page to another, the one that page returns to. In the address, not only in the
 * navigation state, so the link the server renders works before the app runs (and after a reload).
 * Its slashes stay readable (`/login?next=/properties/12`).
 */
export function authHref(page: 'login' | 'register', location: Place): string {
  const to = pagePath(page);
  const next = ACCOUNT_PAGES.includes(location.pathname)
    ? sameSitePath(new URLSearchParams(location.search).get(NEXT_PARAM))
    : sameSitePath(location.pathname + location.search + location.hash);
  return next ? `${to}?${NEXT_PARAM}=${encodeURIComponent(next).replace(/%2F/gi, '/')}` : to;
}

/** A link to /login or /register inside a page: after signing in, the user comes back to the page. */
export function AuthLink({
  page,
  ...props
}: Omit<LinkProps, 'to' | 'state'> & { page: 'login' | 'register' }) {
  const location = useLocation();
  return <Link to={authHref(page, location)} state={returnState(location)} {...props} />;
}
