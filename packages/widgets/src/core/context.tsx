import type { ConviveClient } from '@convive/sdk';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { Catalog } from '../i18n/catalogs';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../i18n/types';
import { BaseStyleContext, createBaseStyleRegistry } from './baseStyle';
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

export interface ConviveCopyProviderProps extends ConviveProviderProps {
  /** The copy the widgets show: the locale's catalog, or Spanish while it loads (`loadCatalog`). */
  copy: Catalog;
}

/**
 * `ConviveProvider` with the copy given by the app, which then bundles only the catalogs it loads
 * (the portal keeps Spanish in its first load and fetches the others with `loadCatalog`).
 */
export function ConviveCopyProvider({
  convive,
  locale = DEFAULT_LOCALE,
  copy,
  children,
}: ConviveCopyProviderProps) {
  const value = useMemo<ConviveContextValue>(
    () => ({ client: convive.client, stores: convive.stores, locale, intlLocale: INTL_LOCALE[locale], copy }),
    [convive, locale, copy],
  );
  // One base sheet per page: an inner provider shares the outer one's registry.
  const outerStyles = useContext(BaseStyleContext);
  const [styles] = useState(() => outerStyles ?? createBaseStyleRegistry());
  return (
    <BaseStyleContext.Provider value={styles}>
      <ConviveContext.Provider value={value}>{children}</ConviveContext.Provider>
    </BaseStyleContext.Provider>
  );
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
