/**
 * The portal's user-facing texts of both specs (spec 01 §8, spec 02 §8, the success toasts and the
 * validation texts of both §5), one module per screen under ./messages, read as `MESSAGES`
 * (`MESSAGES.login.failure`). The texts the sdk's rules return come from the sdk's `ruleMessages`, so
 * each text has one source.
 *
 * Issue 14: every text follows the chosen language. `MESSAGES` is an object of getters, one per
 * screen module, each answering that module's texts in the current language (`messagesCopy.current()`,
 * Spanish until the language's catalog has arrived), so the call sites read `MESSAGES.x.y` as before.
 * Read them where they are used (in render, in the callback), not once at module level, or the text
 * stays in the language of that moment. Components re-render when a catalog arrives (every
 * `useCopy` hook listens to all catalogs); `useMessages()` does the same for a component that reads
 * only MESSAGES.
 *
 * Bundle cost: a getter cannot be tree-shaken, so every Spanish module (./messages/es, the 30 screen
 * modules) now lands in the chunk that imports MESSAGES (the shared one): 12.9 kB of source, 9,690
 * bytes minified, 3,096 bytes gzipped (esbuild, sdk external), where before each page kept only the
 * modules it read. The English, French and German catalogs (./messages/en, fr, de: 8,173 / 9,641 /
 * 9,910 bytes minified, ~2.6–3.0 kB gzipped) are separate chunks fetched when that language is chosen.
 */
import { defineCopy } from '../app/copy/defineCopy';
import { es, type MessagesCopy } from './messages/es';

/** The screen texts in the four languages (Spanish ships here; the others are fetched on choice). */
export const messagesCopy = defineCopy<MessagesCopy>('messages', es, {
  en: () => import('./messages/en').then((module) => module.en),
  fr: () => import('./messages/fr').then((module) => module.fr),
  de: () => import('./messages/de').then((module) => module.de),
});

/** The shape of MESSAGES: every screen module's texts, strings and templates. */
export type Messages = Readonly<MessagesCopy>;

/** Every screen's texts in the chosen language, read afresh on each access (see above). */
export const MESSAGES: Messages = Object.defineProperties(
  {},
  Object.fromEntries(
    (Object.keys(es) as (keyof MessagesCopy)[]).map((screen) => [
      screen,
      { enumerable: true, get: () => messagesCopy.current()[screen] },
    ]),
  ),
) as Messages;

/** The screen texts in the chosen language, re-rendering when it changes or its catalog arrives. */
export function useMessages(): MessagesCopy {
  return messagesCopy.useCopy();
}
