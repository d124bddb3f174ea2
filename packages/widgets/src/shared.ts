/**
 * @convive/widgets/shared — what needs no client: the catalogs, locales, theme tokens and the
 * elements' names and attributes. No React and no `'use client'`, so a React Server Component (a
 * Next.js page's metadata, a server-rendered heading), a build script or Node can call these; from
 * the main entry, which is all client components, a Server Component only gets references it cannot call.
 */
export {
  ELEMENT_REGISTRY,
  ELEMENT_TAGS,
  type ElementAttribute,
  type ElementAttributeType,
  type ElementDefinition,
  type ElementEvent,
  type ElementTag,
} from './elements/registry';
export { CATALOGS, type Catalog, catalogFor } from './i18n/catalogs';
export { DEFAULT_LOCALE, INTL_LOCALE, isLocale, LOCALES, type Locale } from './i18n/types';
export { THEME_TOKENS, type ThemeToken } from './styles/themeTokens';
