import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { ConviveProvider } from '../core/ConviveProvider';
import { type Convive, createConvive } from '../core/createConvive';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/types';
import { ToastOutlet } from '../parts/ToastOutlet';
import { memoryStorage } from '../stores/storage';
import { ELEMENT_REGISTRY, type ElementTag, r2wcPropsOf } from './registry';

/** What r2wc passes every element's component besides its attributes: where it renders. */
export interface ElementBaseProps {
  /** The element's shadow root (r2wc mounts React there). */
  container?: ShadowRoot | HTMLElement;
}

/** The attributes every API-backed element shares. */
export interface ConnectedElementProps extends ElementBaseProps {
  apiBase?: string;
  locale?: string;
  token?: string;
}

let fetchForTests: typeof fetch | null = null;

/**
 * Tests answer elements' API calls with a fixture fetch; not an attribute, so a partner page cannot
 * swap an element's network layer. Pass `null` to go back to `globalThis.fetch`.
 */
export function setElementFetchForTests(fixtureFetch: typeof globalThis.fetch | null): void {
  fetchForTests = fixtureFetch;
}

/**
 * One Convive per element instance (created once, on mount): two grids on one page never share a
 * client or stores. The token lives in memory, so a partner's `localStorage` is never written.
 * `apiBase` is read once; a changed `token` signs its user in.
 */
export function useElementConvive({ apiBase, token }: ConnectedElementProps): Convive {
  const [convive] = useState(() =>
    createConvive({
      apiBase: apiBase ?? '',
      storage: memoryStorage(),
      token: token ?? null,
      // On a partner's page the API is another origin: a credentialed request would be refused by
      // CORS (the public API never allows credentials). The token goes in a header anyway.
      credentials: 'same-origin',
      ...(fetchForTests ? { fetch: fetchForTests } : {}),
    }),
  );
  useEffect(() => {
    if (!token) return;
    const session = convive.stores.session.getState();
    // The first token is stored by createConvive and leaves the session 'checking' until its user
    // loads; a new `token` attribute signs that user in instead.
    void (session.token === token ? session.refresh() : session.signIn(token));
  }, [convive, token]);
  return convive;
}

/** The locale attribute, falling back to Spanish on an unknown value. */
export function localeOf(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The element hosting a component rendered by r2wc into `container`. */
export function hostOf(container: ShadowRoot | HTMLElement | undefined): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

/**
 * Announces something from the host element. `composed` lets it leave the shadow root and `bubbles`
 * lets a listener on `document` hear it (r2wc's own events do neither).
 */
export function emit(container: ShadowRoot | HTMLElement | undefined, name: string, detail: unknown): void {
  hostOf(container)?.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
}

export interface ElementShellProps {
  convive: Convive;
  locale: string | undefined;
  children: ReactNode;
}

/** The provider every element renders in, with its toasts in the same shadow root. */
export function ElementShell({ convive, locale, children }: ElementShellProps) {
  return (
    <ConviveProvider convive={convive} locale={localeOf(locale)}>
      {children}
      <ToastOutlet />
    </ConviveProvider>
  );
}

/**
 * Defines `tag` as `component` rendered into an open shadow root, its attributes read from the
 * registry. Idempotent: a second definition (two script tags, a chunk loaded twice) is a no-op.
 */
export function defineElement<Props extends ElementBaseProps>(
  tag: ElementTag,
  component: ComponentType<Props>,
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  // The registry's props are typed as plain strings; each element's Props declare the same names.
  const props = r2wcPropsOf(tag) as NonNullable<Parameters<typeof r2wc<Props>>[1]>['props'];
  const Base = r2wc(component, { shadow: 'open', props }) as unknown as R2wcElementClass;
  const propOf = new Map(
    ELEMENT_REGISTRY[tag].attributes.map((attribute) => [attribute.name, attribute.prop]),
  );
  // r2wc 2.1 ignores an attribute removed or set to '' (the prop keeps its old value): clear the
  // prop and re-render, so `removeAttribute('city')` widens the search as a page expects.
  class ConviveElement extends Base {
    override attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      const prop = propOf.get(name);
      if (value || prop === undefined) {
        super.attributeChangedCallback(name, previous, value);
        return;
      }
      this[R2WC_PROPS][prop] = undefined;
      this[R2WC_RENDER]();
    }
  }
  customElements.define(tag, ConviveElement);
}

/** The symbols r2wc 2.1 keeps an element's props and render under (global, `Symbol.for`). */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

type R2wcElementClass = new () => HTMLElement & {
  attributeChangedCallback(name: string, previous: string | null, value: string | null): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
};
