import {
  type Convive,
  ConviveCopyProvider,
  ItemBoundaryContext,
  useConvive,
  useStoreValue,
} from '@convive/widgets';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { LoadBoundary } from '../ui/LoadBoundary';
import { useWidgetCopy } from './copy';
import { useLanguage } from './language';
import { NotificationsProvider } from './notifications';
import { PlainToasts } from './PlainToasts';
import { createQueryClient } from './queryClient';
import {
  isToasterWanted,
  markToasterFailed,
  NOTIFICATION_TOAST_MS,
  notify,
  subscribeToasterWanted,
} from './toast';

const Toaster = lazy(() => import('./toaster'));

export interface AppProvidersProps {
  convive: Convive;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Client and stores, locale, data cache, toasts, live notifications and the session check on start. */
export function AppProviders({ convive, queryClient, children }: AppProvidersProps) {
  const [locale] = useLanguage();
  const copy = useWidgetCopy();
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    // In the page: server-rendered with it, and styled by the portal's own CSS where it means to.
    <ConviveCopyProvider convive={convive} locale={locale} copy={copy} isolation="page">
      <QueryClientProvider client={client}>
        <SessionBoot />
        <ToastBridge />
        <ToasterOnDemand />
        {/* The widgets' cards, each a `<Suspense>` boundary: React hydrates a server-rendered page's
            cards one by one, the one tapped first. */}
        <ItemBoundaryContext value={CardBoundary}>
          <NotificationsProvider>{children}</NotificationsProvider>
        </ItemBoundaryContext>
      </QueryClientProvider>
    </ConviveCopyProvider>
  );
}

function CardBoundary({ children }: { name: string | number; children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/**
 * Sonner's outlet, mounted (and its code loaded) when the first toast is raised; a plain one stands in
 * when that code cannot be fetched.
 */
function ToasterOnDemand() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return (
    <LoadBoundary fallback={<PlainToasts />} onError={markToasterFailed}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoadBoundary>
  );
}

/** A stored token's user is loaded once on start ('Verificando tu sesión...' meanwhile). */
function SessionBoot() {
  const session = useConvive().stores.session;
  useEffect(() => {
    if (session.getState().status === 'checking') void session.getState().refresh();
  }, [session]);
  return null;
}

/** Toasts raised by widgets (favourites, enquiries, visits, live notifications) go to sonner. */
function ToastBridge() {
  const store = useConvive().stores.toasts;
  const toasts = useStoreValue(store, (s) => s.toasts);
  useEffect(() => {
    for (const item of toasts) {
      notify.raw(item.tone, item.title, {
        ...(item.description ? { description: item.description } : {}),
        duration: Math.min(item.durationMs, NOTIFICATION_TOAST_MS),
      });
      store.getState().dismiss(item.id);
    }
  }, [toasts, store]);
  return null;
}
