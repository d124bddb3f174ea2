import { languageCookie, languageFromCookie } from '@convive/sdk';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@convive/widgets';
import { useSyncExternalStore } from 'react';

/** Spec 01 §3 "Local preferences": the chosen language is kept under `language`; Spanish by default. */
export const LANGUAGE_KEY = 'language';

const listeners = new Set<() => void>();

/** The stored choice, else the cookie's (the server renders in it), else Spanish. */
function read(): Locale {
  return stored() ?? cookieLanguage() ?? DEFAULT_LOCALE;
}

function stored(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return value && isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function cookieLanguage(): Locale | null {
  try {
    return typeof document === 'undefined' ? null : languageFromCookie(document.cookie);
  } catch {
    return null;
  }
}

/**
 * The choice told to the server (`LANGUAGE_COOKIE`), so the next page it renders is in it from the
 * first paint, and so is `<html lang>`.
 */
function writeCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari
    document.cookie = languageCookie(locale, globalThis.location?.protocol === 'https:');
  } catch {
    // A document that takes no cookies (a sandboxed frame): the server renders Spanish.
  }
}

/** A choice stored before the cookie existed, or a cookie that went: the server is told again. */
export function keepLanguageCookie(): void {
  const choice = stored();
  if (choice && choice !== cookieLanguage()) writeCookie(choice);
}

/**
 * `?lang=` on the address the page was loaded with: the server's hreflang alternates point there,
 * so a link to the English page opens in English. For this visit only: the stored choice
 * (the menu's) is not changed by a link.
 */
function linked(): Locale | null {
  try {
    const lang = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
    return lang && isLocale(lang) ? lang : null;
  } catch {
    return null;
  }
}

let current: Locale = linked() ?? read();

/**
 * Where the language comes from instead, when set: the server renderer (entry-server.tsx) renders
 * several pages at once, each in its own language, so it answers the language of the render being
 * done (undefined outside one).
 */
let source: (() => Locale | undefined) | null = null;

export function setLanguageSource(read: (() => Locale | undefined) | null): void {
  source = read;
}

export function getLanguage(): Locale {
  return source?.() ?? current;
}

export function setLanguage(locale: Locale): void {
  current = locale;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  writeCookie(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Re-reads local storage (tests, and another tab's change). */
export function reloadLanguage(): void {
  current = read();
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the language changes (returns the unsubscribe). */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const subscribe = subscribeLanguage;

export function useLanguage(): [Locale, (locale: Locale) => void] {
  const locale = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  return [locale, setLanguage];
}
