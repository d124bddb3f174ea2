import { PAGES } from '@convive/sdk';
import { LoadingOverlay } from '@convive/widgets';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { accessCopy } from '../account/access/copy';
import { usePortalCopy } from './copy';
import { useGuardPresence, useSession } from './session';
import { NOTIFICATION_TOAST_MS, notify } from './toast';

/** Where a guard sends people (spec 01 §2 and spec 02 §2 access tables). */
export const LOGIN_PATH = PAGES.login.path;
export const DASHBOARD_PATH = PAGES.dashboard.path;

function Checking({ message }: { message: string }): ReactNode {
  return <LoadingOverlay fullScreen message={message} />;
}

/** The query parameter of /login and /register naming the page to return to after signing in. */
export const NEXT_PARAM = 'next';

/** The guest-only pages: never a place to return to after signing in (they would send on again). */
const GUEST_PAGES = /^\/(login|register|forgot-password)\/?$/i;

/**
 * A return path, when `value` is a path on this site ('/properties/12?x=1#contacto'), else null:
 * never another origin ('//evil.example', '/\\evil.example', 'https://…'), so a crafted link to
 * /login cannot send anyone elsewhere after they sign in.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  const base = 'https://convive.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  // Parsed as a browser would (a tab or newline dropped: '/\t/evil' is '//evil'), then checked.
  if (url.origin !== base || GUEST_PAGES.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Where a guest page sends someone who is (or just got) signed in: back to the page they came from,
 * named by `?next=` (a link written before the app ran, by the server, carries it) or by the
 * navigation state `from` (the auth guard's), else /dashboard. Only paths of this site are followed.
 */
export function returnPath(location: { search?: string; state?: unknown }): string {
  const next = new URLSearchParams(location.search ?? '').get(NEXT_PARAM);
  const from = (location.state as { from?: unknown } | null | undefined)?.from;
  return sameSitePath(next) ?? sameSitePath(from) ?? DASHBOARD_PATH;
}

/** Guest only (/login, /register, /forgot-password): a signed-in user goes to /dashboard (or back). */
export function GuestOnly() {
  const { status } = useSession();
  const location = useLocation();
  const copy = usePortalCopy();
  if (status === 'checking') return <Checking message={copy.session.checking} />;
  if (status === 'signed-in') return <Navigate to={returnPath(location)} replace />;
  return <Outlet />;
}

/** Authenticated (/dashboard and below): a guest goes to /login, which returns here afterwards. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  useGuardPresence();
  const { status } = useSession();
  const location = useLocation();
  const copy = usePortalCopy();
  if (status === 'checking') return <Checking message={copy.session.checking} />;
  if (status === 'signed-out')
    return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  return children ?? <Outlet />;
}

/**
 * To /dashboard, saying why: a page of the other role was asked for (a typed or old address; the
 * menus never offer one). Said once per redirect, as a toast that outlives the navigation.
 */
function ToDashboard({ notice }: { notice: { title: string; text: string } }) {
  // The longer duration of a notification: a title and a sentence to read.
  useEffect(
    () => notify.raw('info', notice.title, { description: notice.text, duration: NOTIFICATION_TOAST_MS }),
    [notice],
  );
  return <Navigate to={DASHBOARD_PATH} replace />;
}

/**
 * Tenant only (/dashboard/favorites, /dashboard/saved-searches, /dashboard/requests and its
 * applications view): a landlord goes to /dashboard, told the section is for tenants.
 */
export function TenantOnly() {
  const { status, isLandlord } = useSession();
  const copy = usePortalCopy();
  const access = accessCopy.useCopy();
  if (status === 'checking') return <Checking message={copy.session.checkingTenant} />;
  if (status === 'signed-out') return <Navigate to={LOGIN_PATH} replace />;
  if (isLandlord) return <ToDashboard notice={access.tenantOnly} />;
  return <Outlet />;
}

/** Landlord only (properties, rooms, listings, received applications): others go to /dashboard. */
export function LandlordOnly() {
  const { status, isLandlord } = useSession();
  const copy = usePortalCopy();
  const access = accessCopy.useCopy();
  if (status === 'checking') return <Checking message={copy.session.checkingLandlord} />;
  if (status === 'signed-out') return <Navigate to={LOGIN_PATH} replace />;
  if (!isLandlord) return <ToDashboard notice={access.landlordOnly} />;
  return <Outlet />;
}
