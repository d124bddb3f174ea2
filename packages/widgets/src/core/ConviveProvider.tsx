import { catalogFor } from '../i18n/catalogs';
import { DEFAULT_LOCALE } from '../i18n/types';
import { ConviveCopyProvider, type ConviveProviderProps } from './context';

/** Gives widgets their client, shared stores, locale and copy (all four catalogs are bundled). */
export function ConviveProvider({ convive, locale = DEFAULT_LOCALE, children }: ConviveProviderProps) {
  return (
    <ConviveCopyProvider convive={convive} locale={locale} copy={catalogFor(locale)}>
      {children}
    </ConviveCopyProvider>
  );
}
