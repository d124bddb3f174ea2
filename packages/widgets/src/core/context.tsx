import { type ClientOptions, type ConviveClient, deferClient } from '@convive/sdk';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { Catalog } from '../i18n/catalogs';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../i18n/types';
import { BaseStyleContext, createBaseStyleRegistry } from './baseStyle';
import { type Convive, type ConviveStores, createConviveWith } from './createConvive';
import { type StyleIsolation, type StyleMode, StyleModeContext } from './styleRoot';

export interface ConviveContextValue {
  client: ConviveClient;
  stores: ConviveStores;
  locale: Locale;
  /** The Intl tag of the locale ('es-ES'): dates and numbers. */
  intlLocale: string;
  copy: Catalog;
}

const ConviveContext = createContext<ConviveContextValue | null>(null);

interface ProviderOptions {
  /** @default 'es' */
  locale?: Locale;
  /**
   * `'shadow'`: each widget in a shadow root of its own, out of reach of the page's CSS but for the
   * `--convive-*` tokens, its styles CSP-safe; drawn once mounted. `'page'`: in the page's DOM,
   * server-rendered, its `<style>` in `@layer convive` where any page rule wins. An inner provider
   * without it keeps the outer one's.
   * @default 'shadow'
   */
  isolation?: StyleIsolation;
  /** The page's CSP nonce, written on the `<style>` elements of `isolation="page"`. */
  nonce?: string;
  children: ReactNode;
}

/**
 * The provider's client: a `convive` from `createConvive` (the portal passes its own app-wide pair),
 * or only an `apiBase`, from which the provider makes one when it first renders. That is what a
 * React Server Component (a Next.js layout) passes: props it can serialize, no client made on the server.
 * That client loads the contract at its first call (`deferClient`): the provider's module does not
 * bring the schemas into the first load of every app that renders it.
 */
export type ConviveProviderProps = ProviderOptions &
  ({ convive: Convive; apiBase?: never } | { apiBase: string; convive?: never });

export type ConviveCopyProviderProps = ConviveProviderProps & {
  /** The copy the widgets show: the locale's catalog, or Spanish while it loads (`loadCatalog`). */
  copy: Catalog;
};

/**
 * `ConviveProvider` with the copy given by the app, which then bundles only the catalogs it loads
 * (the portal keeps Spanish in its first load and fetches the others with `loadCatalog`).
 */
export function ConviveCopyProvider({ convive: given, apiBase, ...options }: ConviveCopyProviderProps) {
  // Made once, in the render that first needs it (in the browser for a client-only tree).
  const [own] = useState(() =>
    given ? null : createConviveWith(deferredClient, { apiBase: apiBase as string }),
  );
  return <ConviveValueProvider convive={given ?? (own as Convive)} {...options} />;
}

/**
 * The provider for a `convive` already made: what the elements render, so the embed, whose elements
 * each make their own client, does not bundle the deferred one an `apiBase` provider makes.
 */
export function ConviveValueProvider({
  convive,
  locale = DEFAULT_LOCALE,
  isolation,
  nonce,
  copy,
  children,
}: ProviderOptions & { convive: Convive; copy: Catalog }) {
  const outerMode = useContext(StyleModeContext);
  const outerStyles = useContext(BaseStyleContext);
  // Under no provider the context says 'page' (parts rendered on their own); a provider defaults to 'shadow'.
  const isolationOf = isolation ?? (outerStyles ? outerMode.isolation : 'shadow');
  const nonceOf = nonce ?? outerMode.nonce;
  const mode = useMemo<StyleMode>(() => ({ isolation: isolationOf, nonce: nonceOf }), [isolationOf, nonceOf]);
  const value = useMemo<ConviveContextValue>(
    () => ({ client: convive.client, stores: convive.stores, locale, intlLocale: INTL_LOCALE[locale], copy }),
    [convive, locale, copy],
  );
  // One base sheet per page: an inner provider shares the outer one's registry.
  const [styles] = useState(() => outerStyles ?? createBaseStyleRegistry());
  return (
    <BaseStyleContext.Provider value={styles}>
      <StyleModeContext.Provider value={mode}>
        <ConviveContext.Provider value={value}>{children}</ConviveContext.Provider>
      </StyleModeContext.Provider>
    </BaseStyleContext.Provider>
  );
}

function deferredClient(options: ClientOptions): ConviveClient {
  return deferClient(options.baseUrl, () =>
    import('./contractClient').then(({ createClient }) => createClient(options)),
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
