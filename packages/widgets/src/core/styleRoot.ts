import { createContext } from 'react';

/**
 * The shadow root a widget renders in (a `<convive-…>` element's, or `ShadowHost`'s). Inside one,
 * every `WidgetRoot` adopts its CSS as constructable sheets on that root instead of rendering a
 * `<style>`.
 */
export const StyleRootContext = createContext<ShadowRoot | null>(null);

/**
 * Where a React widget outside a shadow root puts itself:
 * - `'shadow'`: in a shadow root of its own (`ShadowHost`), as a `<convive-…>` element is — the host
 *   page's rules (resets, `*`, `h2`, `button`, dark-mode colours) do not reach inside, only the
 *   `--convive-*` tokens and inherited-nothing; styles are constructable sheets (CSP-safe). It draws
 *   once mounted in the browser: a server render holds the empty host.
 * - `'page'`: in the page's DOM, its CSS a `<style>` in `@layer convive` (so any host rule wins) —
 *   server-rendered with the page, styled by the host page's CSS on purpose. Under a CSP without
 *   `'unsafe-inline'` for styles, give the provider the page's `nonce`.
 */
export type StyleIsolation = 'shadow' | 'page';

export interface StyleMode {
  isolation: StyleIsolation;
  /** The CSP nonce written on the `<style>` elements of `'page'` mode. */
  nonce: string | undefined;
}

/** Outside any provider (a part rendered on its own) widgets stay in the page, as they always did. */
export const StyleModeContext = createContext<StyleMode>({ isolation: 'page', nonce: undefined });
