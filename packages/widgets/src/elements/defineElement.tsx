import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { ConviveValueProvider } from '../core/context';
import { type Convive, createConvive } from '../core/createConvive';
import { StyleRootContext } from '../core/WidgetRoot';
import type { Catalog } from '../i18n/catalogs';
import { loadCatalog, loadedCatalog } from '../i18n/loadCatalog';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/types';
import { ToastOutlet } from '../parts/ToastOutlet';
import { memoryStorage } from '../stores/storage';
import { warnAboutAttributes, warnAboutUnwritableValue, warnAboutValue, warningFetch } from './devWarnings';
import { jsonAttributeValue } from './jsonAttribute';
import { prefetchedFetch, takePrefetchedAnswer } from './prefetchHandOff';
import { ELEMENT_REGISTRY, type ElementAttribute, type ElementTag, r2wcPropsOf } from './registry';

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
  /** A publishable partner key (`pk_…`): sent with every request (read when the element connects). */
  partnerKey?: string;
}

let fetchForTests: typeof fetch | null = null;

/**
 * Tests answer elements' API calls with a fixture fetch; not an attribute, so a partner page cannot
 * swap an element's network layer. Pass `null` to go back to `globalThis.fetch`.
 */
export function setElementFetchForTests(fixtureFetch: typeof globalThis.fetch | null): void {
  fetchForTests = fixtureFetch;
}

/** The path of the partner events call (`client.partnerKeys.track`), under the API base. */
const PARTNER_EVENTS_PATH = /\/partner-events\/?(?:\?|$)/;

/**
 * `fetch` with `keepalive` on the partner events POST: a click's event is sent as the page follows
 * the card's link, and a keepalive request outlives the page that sent it. Other calls are unchanged.
 */
export function keepaliveTrackingFetch(fetcher: () => typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    let request = input;
    if (
      typeof Request !== 'undefined' &&
      input instanceof Request &&
      input.method === 'POST' &&
      PARTNER_EVENTS_PATH.test(new URL(input.url).pathname)
    ) {
      try {
        request = new Request(input, { keepalive: true });
      } catch {
        // A browser that refuses keepalive here: the event is sent as it is.
      }
    }
    return fetcher()(request, init);
  };
}

/**
 * One Convive per element instance (created once, on mount): two grids on one page never share a
 * client or stores. The token lives in memory, so a partner's `localStorage` is never written.
 * `apiBase` and `partnerKey` are read once; a changed `token` signs its user in.
 */
export function useElementConvive({
  apiBase,
  token,
  partnerKey,
  container,
  locale,
}: ConnectedElementProps): Convive {
  // The `locale` attribute may change after mount: the client reads the latest on every call.
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const [convive] = useState(() => {
    const fixture = fetchForTests;
    const network = () => fixture ?? globalThis.fetch;
    // The first page the ESM embed asked for while this element's code loaded (a grid's), if any.
    const prefetched = takePrefetchedAnswer(hostOf(container));
    const viaPrefetch = prefetched ? prefetchedFetch(prefetched, network) : null;
    const fetcher = viaPrefetch ? () => viaPrefetch : network;
    let fetch: typeof globalThis.fetch | undefined = viaPrefetch ?? fixture ?? undefined;
    if (process.env.NODE_ENV !== 'production') {
      const tag = hostOf(container)?.localName ?? 'convive-element';
      fetch = warningFetch(tag as ElementTag, apiBase ?? '', fetcher);
    }
    if (partnerKey) {
      const inner = fetch;
      fetch = keepaliveTrackingFetch(() => inner ?? globalThis.fetch);
    }
    return createConvive({
      apiBase: apiBase ?? '',
      storage: memoryStorage(),
      token: token ?? null,
      // On a partner's page the API is another origin: a credentialed request would be refused by
      // CORS (the public API never allows credentials). The token goes in a header anyway.
      credentials: 'same-origin',
      ...(fetch ? { fetch } : {}),
      ...(partnerKey ? { partnerKey } : {}),
      getLanguage: () => localeOf(localeRef.current),
    });
  });
  useEffect(() => {
    if (!token) return;
    const session = convive.stores.session.getState();
    // The first token is stored by createConvive and leaves the session 'checking' until its user
    // loads; a new `token` attribute signs that user in instead.
    void (session.token === token ? session.refresh() : session.signIn(token));
  }, [convive, token]);
  return convive;
}

/**
 * A page of the Convive portal: under `portalUrl`, else under the origin of `apiBase` (the server
 * serves the portal and the API), else relative (an `api-base` on the page's own origin).
 */
export function portalHref(path: string, portalUrl: string | undefined, apiBase: string | undefined): string {
  let base = portalUrl ?? '';
  if (!base && apiBase) {
    try {
      base = new URL(apiBase).origin;
    } catch {
      // A relative api-base: the portal is this page's origin.
    }
  }
  return `${base.replace(/\/+$/, '')}${path}`;
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
  /** The element's shadow root: every widget inside adopts its styles there. */
  container: ShadowRoot | HTMLElement | undefined;
  children: ReactNode;
}

/** The copy an element shows, and the locale it is in. */
interface ShownCopy {
  locale: Locale;
  copy: Catalog;
}

/**
 * The copy of `locale` once its catalog is loaded. Only Spanish is bundled with the elements (the
 * others are a chunk each, asked for here, or earlier by the embed entry when it sees the tag's
 * `locale`); until it arrives the element keeps showing the copy it showed (a locale changed at run
 * time), or nothing on its first render: a page that asked for German never shows Spanish first.
 * A catalog that cannot be loaded (offline) falls back to Spanish.
 */
function useElementCopy(locale: Locale): ShownCopy | null {
  const [failed, setFailed] = useState<Locale | null>(null);
  const [, setLoaded] = useState<Locale | null>(null);
  const shown = useRef<ShownCopy | null>(null);
  const ready = loadedCatalog(locale) ?? (failed === locale ? loadedCatalog(DEFAULT_LOCALE) : undefined);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadCatalog(locale).then(
      () => {
        if (current) setLoaded(locale);
      },
      () => {
        if (current) setFailed(locale);
      },
    );
    return () => {
      current = false;
    };
  }, [locale, ready]);
  if (ready && (shown.current?.copy !== ready || shown.current.locale !== locale))
    shown.current = { locale, copy: ready };
  return shown.current;
}

/** The provider every element renders in, with its toasts in the same shadow root. */
export function ElementShell({ convive, locale, container, children }: ElementShellProps) {
  const styleRoot = typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? container : null;
  const shown = useElementCopy(localeOf(locale));
  if (!shown) return null;
  return (
    <StyleRootContext.Provider value={styleRoot}>
      <ConviveValueProvider convive={convive} locale={shown.locale} copy={shown.copy}>
        {children}
        <ToastOutlet />
      </ConviveValueProvider>
    </StyleRootContext.Provider>
  );
}

export interface DefineElementOptions {
  /**
   * The shadow root delegates focus: the element itself takes focus (`element.focus()`, a click on
   * it) by focusing its first focusable control. @default false
   */
  delegatesFocus?: boolean;
}

/**
 * Defines `tag` as `component` rendered into an open shadow root, its attributes read from the
 * registry. Idempotent: a second definition (two script tags, a chunk loaded twice) is a no-op.
 */
export function defineElement<Props extends ElementBaseProps>(
  tag: ElementTag,
  component: ComponentType<Props>,
  { delegatesFocus = false }: DefineElementOptions = {},
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  // The registry's props are typed as plain strings; each element's Props declare the same names.
  const props = r2wcPropsOf(tag) as NonNullable<Parameters<typeof r2wc<Props>>[1]>['props'];
  const Base = r2wc(component, { shadow: 'open', props }) as unknown as R2wcElementClass;
  const attributes: readonly ElementAttribute[] = ELEMENT_REGISTRY[tag].attributes;
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]));
  const jsonAttributes = attributes.filter((attribute) => attribute.type === 'json');
  class ConviveElement extends Base {
    // r2wc attaches the shadow root in its constructor, through this method.
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return super.attachShadow(delegatesFocus ? { ...init, delegatesFocus } : init);
    }

    override connectedCallback(): void {
      upgradeProperties(this, attributes);
      // r2wc's constructor keeps a JSON attribute's text (see r2wcPropsOf): read before the first render.
      for (const attribute of jsonAttributes) {
        const text = this.getAttribute(attribute.name);
        if (text && typeof this[R2WC_PROPS][attribute.prop] === 'string') {
          this[R2WC_PROPS][attribute.prop] = jsonAttributeValue(attribute, text);
        }
      }
      super.connectedCallback?.();
      if (process.env.NODE_ENV !== 'production') {
        // After the current task's setAttribute calls (createElement, append, then attributes).
        queueMicrotask(() => {
          if (this.isConnected) warnAboutAttributes(tag, this);
        });
      }
    }

    // r2wc 2.1 ignores an attribute removed or set to '' (the prop keeps its old value): clear the
    // prop and re-render, so `removeAttribute('city')` widens the search as a page expects.
    override attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
      const attribute = byName.get(name);
      if (process.env.NODE_ENV !== 'production' && attribute && this.isConnected) {
        warnAboutValue(tag, this, attribute, value);
      }
      const prop = attribute?.prop;
      if (prop === undefined) {
        super.attributeChangedCallback(name, previous, value);
        return;
      }
      if (!value) {
        this[R2WC_PROPS][prop] = undefined;
        this[R2WC_RENDER]();
        return;
      }
      if (attribute?.type === 'json') {
        // A bad or wrongly shaped value is dropped: the element renders as without the attribute.
        this[R2WC_PROPS][prop] = jsonAttributeValue(attribute, value);
        this[R2WC_RENDER]();
        return;
      }
      super.attributeChangedCallback(name, previous, value);
    }
  }
  for (const attribute of jsonAttributes) {
    // As r2wc's JSON properties: the value is written to the attribute as JSON and read back from
    // there, so a property and an attribute are checked alike (r2wc's own setter would now write
    // '[object Object]', its JSON props being plain strings to it).
    Object.defineProperty(ConviveElement.prototype, attribute.prop, {
      enumerable: true,
      configurable: true,
      get(this: InstanceType<R2wcElementClass>) {
        return this[R2WC_PROPS][attribute.prop];
      },
      set(this: InstanceType<R2wcElementClass>, value: unknown) {
        if (value === null || value === undefined) {
          this.removeAttribute(attribute.name);
          return;
        }
        let text: string | undefined;
        try {
          text = typeof value === 'string' ? value : JSON.stringify(value);
        } catch {
          // A cycle or a BigInt: no JSON to write.
        }
        if (text === undefined) {
          if (process.env.NODE_ENV !== 'production') warnAboutUnwritableValue(tag, this, attribute);
          this.removeAttribute(attribute.name);
          this[R2WC_PROPS][attribute.prop] = undefined;
          this[R2WC_RENDER]();
          return;
        }
        if (this.getAttribute(attribute.name) !== text) this.setAttribute(attribute.name, text);
      },
    });
  }
  if (byName.has('token')) {
    // `element.token = …` keeps the token out of the DOM: r2wc's setter would copy it to the
    // `token` attribute, where the page's markup, its CSS selectors and any DOM observer can read it.
    Object.defineProperty(ConviveElement.prototype, 'token', {
      enumerable: true,
      configurable: true,
      get(this: InstanceType<R2wcElementClass>) {
        return this[R2WC_PROPS].token;
      },
      set(this: InstanceType<R2wcElementClass>, value: unknown) {
        this[R2WC_PROPS].token =
          value === null || value === undefined || value === '' ? undefined : String(value);
        this[R2WC_RENDER]();
      },
    });
  }
  customElements.define(tag, ConviveElement);
}

/**
 * A property set before the element was defined (the embed loads its code later) is an own property
 * of the instance, hiding the class's accessor: it is taken off and set again through the accessor,
 * so `form.token = token` works whenever the page runs it.
 */
function upgradeProperties(element: HTMLElement, attributes: readonly ElementAttribute[]): void {
  for (const { prop } of attributes) {
    if (!Object.hasOwn(element, prop)) continue;
    const value: unknown = (element as unknown as Record<string, unknown>)[prop];
    delete (element as unknown as Record<string, unknown>)[prop];
    (element as unknown as Record<string, unknown>)[prop] = value;
  }
}

/** The symbols r2wc 2.1 keeps an element's props and render under (global, `Symbol.for`). */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

type R2wcElementClass = new () => HTMLElement & {
  connectedCallback?(): void;
  attributeChangedCallback(name: string, previous: string | null, value: string | null): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
};
