import { catalogFor } from '../i18n/catalogs';
import { DEFAULT_LOCALE } from '../i18n/types';
import { ConviveCopyProvider, type ConviveProviderProps } from './context';

/**
 * Gives widgets their client, shared stores, locale and copy (all four catalogs are bundled), and
 * where they draw: each in a shadow root of its own unless `isolation="page"`.
 */
export function ConviveProvider(props: ConviveProviderProps) {
  return <ConviveCopyProvider {...props} copy={catalogFor(props.locale ?? DEFAULT_LOCALE)} />;
}
