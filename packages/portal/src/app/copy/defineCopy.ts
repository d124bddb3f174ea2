import { LOCALES, type Locale } from '@convive/widgets';
import { useEffect, useSyncExternalStore } from 'react';
import { getLanguage, subscribeLanguage, useLanguage } from '../language';

/**
 * A screen's texts in the four languages (the whole UI is in four languages). Spanish is
 * the source and ships with the screen's code; English, French and German are separate chunks,
 * fetched when that language is chosen, so a Spanish first load carries no other language.
 *
 *   // dashboard/rooms/copy/index.ts
 *   export const roomsCopy = defineCopy('rooms', es, {
 *     en: () => import('./en').then((m) => m.en), fr: …, de: …,
 *   });
 *   // in a component:  const copy = roomsCopy.useCopy();
 *   // in plain code:   roomsCopy.current().saved
 *
 * A catalog is a tree of strings and of functions returning strings (plurals and values:
 * `uploaded: (n: number) => …`); `en`/`fr`/`de` are typed `typeof es`, so a missing or extra key is
 * a type error, and `expectCompleteCatalogs` (./testing) checks the same at run time.
 */
export type CopyLoaders<T> = Record<Exclude<Locale, 'es'>, () => Promise<T>>;

export interface Copy<T> {
  /** The area's name, for messages. */
  readonly name: string;
  /** The texts in the chosen language, re-rendering when it changes or its catalog arrives (Spanish meanwhile). */
  useCopy(): T;
  /** The texts in the chosen language if loaded, else Spanish: for code outside components. */
  current(): T;
  /** The texts of one language, fetched once; a failed fetch is forgotten so a later call retries. */
  load(locale: Locale): Promise<T>;
}

const registry = new Set<Copy<unknown>>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readVersion = () => version;

/** Loads a catalog in the background: the screen stays in Spanish when it cannot arrive (offline). */
export function loadInBackground(load: Promise<unknown>, locale: Locale): void {
  load.catch((error: unknown) => console.warn(`No se pudo cargar el idioma '${locale}'`, error));
}

export function defineCopy<T>(name: string, es: T, loaders: CopyLoaders<T>): Copy<T> {
  const loaded: Partial<Record<Locale, T>> = { es };
  const pending: Partial<Record<Locale, Promise<T>>> = {};

  const load = (locale: Locale): Promise<T> => {
    const ready = loaded[locale];
    if (ready) return Promise.resolve(ready);
    const loader = loaders[locale as Exclude<Locale, 'es'>];
    if (!loader) return Promise.resolve(es);
    pending[locale] ??= loader().then(
      (catalog) => {
        loaded[locale] = catalog;
        delete pending[locale];
        changed();
        return catalog;
      },
      (error: unknown) => {
        delete pending[locale];
        throw error;
      },
    );
    return pending[locale];
  };

  const copy: Copy<T> = {
    name,
    current: () => loaded[getLanguage()] ?? es,
    load,
    useCopy() {
      const [locale] = useLanguage();
      useSyncExternalStore(subscribe, readVersion, readVersion);
      const catalog = loaded[locale];
      // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is made once per catalog, outside any render.
      useEffect(() => {
        if (!catalog) loadInBackground(load(locale), locale);
      }, [catalog, locale]);
      return catalog ?? es;
    },
  };
  registry.add(copy as Copy<unknown>);
  // A screen's chunk that arrives after a language was chosen starts fetching its texts at once.
  const locale = getLanguage();
  if (locale !== 'es') loadInBackground(load(locale), locale);
  return copy;
}

/** Every area's catalog of a language that is registered so far (the screens already loaded). */
export function loadAllCopies(locale: Locale): Promise<unknown[]> {
  return Promise.all([...registry].map((copy) => copy.load(locale)));
}

/** Marks a change made outside `defineCopy` (the widgets' catalog arriving) so `useCopy` hooks re-render. */
export function copiesChanged(): void {
  changed();
}

/** Re-renders readers of `useCopyVersion` when any catalog arrives. */
export function useCopyVersion(): number {
  return useSyncExternalStore(subscribe, readVersion, readVersion);
}

subscribeLanguage(() => {
  const locale = getLanguage();
  if (locale !== 'es') loadInBackground(loadAllCopies(locale), locale);
});

export { LOCALES };
