import { LoadingOverlay } from '@convive/widgets';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { usePortalCopy } from './copy';
import { useSession } from './session';

/** Where a guard sends people (spec 01 §2 and spec 02 §2 access tables). */
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';

function Checking({ message }: { message: string }): ReactNode {
  return <LoadingOverlay fullScreen message={message} />;
}

/**
 * Where a guest page sends someone who is (or just got) signed in: back to the dashboard page the
 * auth guard sent them from (`state.from`), else /dashboard. Only paths inside the app are followed.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : DASHBOARD_PATH;
}

/** Guest only (/login, /register, /forgot-password): a signed-in user goes to /dashboard (or back). */
export function GuestOnly() {
  const { status } = useSession();
  const location = useLocation();
  const copy = usePortalCopy();
  if (status === 'checking') return <Checking message={copy.session.checking} />;
  if (status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

/** Authenticated (/dashboard and below): a guest goes to /login, which returns here afterwards. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  const copy = usePortalCopy();
  if (status === 'checking') return <Checking message={copy.session.checking} />;
  if (status === 'signed-out')
    return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  return children ?? <Outlet />;
}

/**
 * Tenant only (/dashboard/favorites, /dashboard/saved-searches, /dashboard/applications): a landlord
 * goes to /dashboard.
 */
export function TenantOnly() {
  const { status, isLandlord } = useSession();
  const copy = usePortalCopy();
  if (status === 'checking') return <Checking message={copy.session.checkingTenant} />;
  if (status === 'signed-out') return <Navigate to={LOGIN_PATH} replace />;
  if (isLandlord) return <Navigate to={DASHBOARD_PATH} replace />;
  return <Outlet />;
}

/** Landlord only (properties, rooms, listings, received applications): others go to /dashboard. */
export function LandlordOnly() {
  const { status, isLandlord } = useSession();
  const copy = usePortalCopy();
  if (status === 'checking') return <Checking message={copy.session.checkingLandlord} />;
  if (status === 'signed-out') return <Navigate to={LOGIN_PATH} replace />;
  if (!isLandlord) return <Navigate to={DASHBOARD_PATH} replace />;
  return <Outlet />;
}
