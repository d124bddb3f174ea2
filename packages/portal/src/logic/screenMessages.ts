/**
 * The portal's user-facing texts of both specs (spec 01 §8, spec 02 §8, the success toasts and the
 * validation texts of both §5), one module per screen under ./messages. Each module exports its
 * Spanish table (`login`) and the same texts following the chosen language (`loginMessages`, made by
 * `screenMessages` below), which the screens read: `loginMessages.failure`. The texts the sdk's rules
 * return come from the sdk's `ruleMessages`, so each text has one source.
 *
 * Every text follows the chosen language. Each read of `loginMessages.failure` answers the
 * text in the current language (Spanish until that language's catalog has arrived), so read them where
 * they are used (in render, in the callback), not once at module level. Components re-render when a
 * catalog arrives (every `useCopy` hook listens to all catalogs).
 *
 * Bundle cost: a page carries the Spanish texts of the screens it shows, not all thirty
 * (one object of getters over every screen, as before, could not be tree-shaken: 3.6 KB gzip on every
 * page). The English, French and German catalogs (./messages/en, fr, de, ~2.6–3.0 KB gzip each) hold
 * every screen and are fetched whole when that language is chosen.
 */
import { defineCopy } from '../app/copy/defineCopy';
import type { MessagesCopy } from './messages/es';

/** Every screen's texts in English, French or German, fetched when that language is chosen. */
export const foreignMessages = defineCopy<Partial<MessagesCopy>>(
  'messages',
  {},
  {
    en: () => import('./messages/en').then((module) => module.en),
    fr: () => import('./messages/fr').then((module) => module.fr),
    de: () => import('./messages/de').then((module) => module.de),
  },
);

/** One screen's texts in the chosen language, read afresh on each access (see above). */
export function screenMessages<Screen extends keyof MessagesCopy>(
  screen: Screen,
  spanish: MessagesCopy[Screen],
): MessagesCopy[Screen] {
  const current = () => foreignMessages.current()[screen] ?? spanish;
  return Object.defineProperties(
    {},
    Object.fromEntries(
      Object.keys(spanish).map((key) => [
        key,
        { enumerable: true, get: () => current()[key as keyof MessagesCopy[Screen]] },
      ]),
    ),
  ) as MessagesCopy[Screen];
}
