import type { ConviveClient } from '@convive/sdk';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Catalog, catalogFor } from '../i18n/catalogs';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../i18n/types';
import type { Convive, ConviveStores } from './createConvive';

export interface ConviveContextValue {
  client: ConviveClient;
  stores: ConviveStores;
  locale: Locale;
  /** The Intl tag of the locale ('es-ES'): dates and numbers. */
  intlLocale: string;
  copy: Catalog;
}

const ConviveContext = createContext<ConviveContextValue | null>(null);

export interface ConviveProviderProps {
  /** The client and stores from `createConvive` (the portal passes its own app-wide pair). */
  convive: Convive;
  /** @default 'es' */
  locale?: Locale;
  children: ReactNode;
}

/** Gives widgets their client, shared stores, locale and copy. */
export function ConviveProvider({ convive, locale = DEFAULT_LOCALE, children }: ConviveProviderProps) {
  const value = useMemo<ConviveContextValue>(
    () => ({
      client: convive.client,
      stores: convive.stores,
      locale,
      intlLocale: INTL_LOCALE[locale],
      copy: catalogFor(locale),
    }),
    [convive, locale],
  );
  return <ConviveContext.Provider value={value}>{children}</ConviveContext.Provider>;
}

/** The provider's value; throws a clear error outside one (spec 01 §8). */
export function useConvive(): ConviveContextValue {
  const value = useContext(ConviveContext);
  if (!value) throw new Error('useConvive must be used inside <ConviveProvider>.');
  return value;
}

/** The copy of the current locale. */
export function useCopy(): Catalog {
  return useConvive().copy;
}
