import { type Catalog, DEFAULT_LOCALE, type Locale, loadCatalog, loadedCatalog } from '@convive/widgets';
import { useEffect } from 'react';
import { useLanguage } from '../language';
import { copiesChanged, defineCopy, loadAllCopies, loadInBackground, useCopyVersion } from './defineCopy';
import { es, type PortalCopy } from './es';

export type { Copy, CopyLoaders } from './defineCopy';
export { defineCopy, loadAllCopies, loadInBackground } from './defineCopy';
export { fill } from './fill';
export type { PortalCopy };

/** The portal chrome (header, menus, footer, guards, not-found). */
export const portalCopy = defineCopy<PortalCopy>('portal', es, {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  de: () => import('./de').then((module) => module.de),
});

/**
 * Every text of a language a render needs: the widgets' catalog and the catalogs of the screens loaded
 * so far (at once for Spanish). The server loads them before rendering a page in that language, the
 * browser before hydrating it; a failed fetch rejects (offline).
 */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  await Promise.all([loadCatalog(locale), loadAllCopies(locale)]);
}

/** Loads a language's chrome copy (at once for Spanish); one request at a time, a failed one may be retried. */
export const loadPortalCatalog = portalCopy.load;

/** The portal chrome's copy in the chosen language (Spanish until that catalog has arrived). */
export function usePortalCopy(): PortalCopy {
  return portalCopy.useCopy();
}

/** The widgets' copy in the chosen language (Spanish until that catalog has arrived). */
export function useWidgetCopy(): Catalog {
  const [locale] = useLanguage();
  useCopyVersion();
  const catalog = loadedCatalog(locale);
  useEffect(() => {
    if (!catalog) loadInBackground(loadCatalog(locale).then(copiesChanged), locale);
  }, [catalog, locale]);
  return catalog ?? (loadedCatalog('es') as Catalog);
}
