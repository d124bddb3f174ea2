import type { Locale } from '@convive/widgets';
import { useLanguage } from '../language';
import { de } from './de';
import { en } from './en';
import { es, type PortalCopy } from './es';
import { fr } from './fr';

export type { PortalCopy };
export const PORTAL_CATALOGS: Record<Locale, PortalCopy> = { es, en, fr, de };

/** The portal chrome's copy in the chosen language. */
export function usePortalCopy(): PortalCopy {
  const [locale] = useLanguage();
  return PORTAL_CATALOGS[locale];
}
