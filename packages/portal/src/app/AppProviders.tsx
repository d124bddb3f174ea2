import { type Convive, ConviveProvider, useConvive, useStoreValue } from '@convive/widgets';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster, toast } from 'sonner';
import { useLanguage } from './language';
import { NotificationsProvider } from './notifications';
import { createQueryClient } from './queryClient';
import {
  NOTIFICATION_TOAST_MS,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_WIDTH_PX,
  TOASTS_VISIBLE,
} from './toast';

export interface AppProvidersProps {
  convive: Convive;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Client and stores, locale, data cache, toasts, and the session check on start. */
export function AppProviders({ convive, queryClient, children }: AppProvidersProps) {
  const [locale] = useLanguage();
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ConviveProvider convive={convive} locale={locale}>
      <QueryClientProvider client={client}>
        <SessionBoot />
        <ToastBridge />
        <Toaster
          position="top-right"
          duration={TOAST_DURATION_MS}
          visibleToasts={TOASTS_VISIBLE}
          gap={TOAST_GAP_PX}
          richColors
          closeButton
          style={{ ['--width' as string]: `${TOAST_WIDTH_PX}px` }}
        />
        <NotificationsProvider>{children}</NotificationsProvider>
      </QueryClientProvider>
    </ConviveProvider>
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
      const options = {
        ...(item.description ? { description: item.description } : {}),
        duration: item.durationMs >= NOTIFICATION_TOAST_MS ? NOTIFICATION_TOAST_MS : item.durationMs,
      };
      if (item.tone === 'success') toast.success(item.title, options);
      else if (item.tone === 'error') toast.error(item.title, options);
      else toast(item.title, options);
      store.getState().dismiss(item.id);
    }
  }, [toasts, store]);
  return null;
}
