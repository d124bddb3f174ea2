/**
 * What every <convive-…> element needs to survive a partner's page: styles adopted on its shadow
 * root (no <style>, CSP-safe), named parts, dev-mode warnings, links to the Convive portal and a
 * keyboard-usable gallery. The browser suite (examples/e2e) checks the same on a real hostile page.
 */
import {
  createFixtureFetch,
  makeImage,
  makeNotification,
  makePage,
  makeProperty,
  makeUser,
} from '@convive/sdk/testing';
import { fireEvent, waitFor } from '@testing-library/react';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { homeAvailability } from '../availability/availabilityFixtures';
import './convive-availability';
import './convive-enquiry-form';
import './convive-notification-bell';
import './convive-property-grid';
import './convive-room-gallery';
import './convive-search-bar';
import './convive-visit-scheduler';
import { ClosedSocket } from '../test/closedSocket';
import { setElementFetchForTests } from './defineElement';
import { ELEMENT_TAGS, type ElementTag } from './registry';

const API = 'http://fixtures.convive.test/api';

/** jsdom has constructable sheets but not `adoptedStyleSheets`: a minimal one, as browsers have. */
function installAdoptedStyleSheets() {
  const store = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get(this: ShadowRoot) {
      return store.get(this) ?? [];
    },
    set(this: ShadowRoot, sheets: CSSStyleSheet[]) {
      store.set(this, sheets);
    },
  });
}
function removeAdoptedStyleSheets() {
  Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
}

const ATTRIBUTES: Record<ElementTag, Record<string, string>> = {
  'convive-search-bar': { 'api-base': API },
  'convive-property-grid': { 'api-base': API, 'page-size': '3' },
  'convive-room-gallery': {
    images: JSON.stringify([makeImage({ id: 1 }), makeImage({ id: 2, is_main: false })]),
    'gallery-title': 'Piso en Ruzafa',
  },
  'convive-enquiry-form': { 'api-base': API, 'property-id': '10', 'room-id': '100' },
  'convive-visit-scheduler': { 'api-base': API, 'property-id': '10', token: 't', today: '2026-11-20' },
  'convive-availability': { 'api-base': API, 'property-id': '10', from: '2027-03-01' },
  'convive-notification-bell': { 'api-base': API, token: 't' },
};

/** The parts each element shows once rendered (the bell's dialog once opened). */
const PARTS: Record<ElementTag, string[]> = {
  'convive-search-bar': ['form', 'input', 'button'],
  'convive-property-grid': ['card', 'title', 'price', 'badge', 'button', 'image'],
  'convive-room-gallery': ['gallery', 'image', 'arrow', 'thumbnail', 'button'],
  'convive-enquiry-form': ['form', 'title', 'input', 'button'],
  'convive-visit-scheduler': ['title', 'day', 'slot', 'input', 'button'],
  'convive-availability': ['title', 'summary', 'day'],
  'convive-notification-bell': ['button', 'badge'],
};

function fixtures() {
  return createFixtureFetch({
    'GET /properties/all/': {
      body: makePage([makeProperty({ id: 1, title: 'Piso en Ruzafa', is_featured: true })], 1),
    },
    'GET /me/': { body: makeUser() },
    'GET /properties/:id/availability/': { body: homeAvailability },
    'GET /notifications/notifications/': {
      body: makePage([makeNotification({ id: 1, status: 'unread', title: 'Aviso 1' })]),
    },
    'GET /notifications/unread-count/': { body: { unread_count: 1 } },
  });
}

function add(tag: ElementTag, attributes: Record<string, string> = ATTRIBUTES[tag]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const partsOf = (element: HTMLElement) =>
  new Set(
    [...(element.shadowRoot?.querySelectorAll('[part]') ?? [])].flatMap((el) =>
      (el.getAttribute('part') ?? '').split(/\s+/),
    ),
  );

let warn: MockInstance<typeof console.warn>;
const originalSocket = globalThis.WebSocket;
beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false, WebSocket: ClosedSocket });
});
afterAll(() => Object.assign(globalThis, { WebSocket: originalSocket }));
beforeEach(() => {
  setElementFetchForTests(fixtures());
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const tag of ELEMENT_TAGS) for (const element of document.querySelectorAll(tag)) element.remove();
  setElementFetchForTests(null);
  removeAdoptedStyleSheets();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const warnings = () => warn.mock.calls.map((args) => String(args[0]));

describe.each(ELEMENT_TAGS)('<%s> on a partner page', (tag) => {
  it('adopts its styles on its shadow root, with no <style> element', async () => {
    installAdoptedStyleSheets();
    const element = add(tag);
    await waitFor(() => expect(element.shadowRoot?.querySelector('.convive-root')).not.toBeNull());
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    // The base sheet (Vitest loads only tokens.css for real; the browser suite sees every sheet).
    expect(sheets.length).toBeGreaterThanOrEqual(1);
    const text = sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
    expect(text).toContain(':host');
    expect(element.shadowRoot?.querySelector('style')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('falls back to a <style> inside its shadow root where adoptedStyleSheets is unsupported', async () => {
    const element = add(tag);
    await waitFor(() => expect(element.shadowRoot?.querySelector('.convive-root > style')).not.toBeNull());
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('names its parts', async () => {
    const element = add(tag);
    await waitFor(() => {
      const parts = partsOf(element);
      for (const part of PARTS[tag]) expect(parts, part).toContain(part);
    });
  });

  it('says nothing in the console when configured right', async () => {
    const element = add(tag);
    await waitFor(() => expect(element.shadowRoot?.querySelector('.convive-root')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings()).toEqual([]);
  });
});

describe('dev-mode warnings', () => {
  it('name a missing required attribute (an enquiry form without property-id renders nothing)', async () => {
    const form = add('convive-enquiry-form', { 'api-base': API });
    await waitFor(() =>
      expect(warnings()).toContain(
        'Convive: <convive-enquiry-form> has no `property-id` attribute: it renders nothing until it is set.',
      ),
    );
    expect(form.shadowRoot?.childElementCount).toBe(0);
    add('convive-property-grid', {});
    await waitFor(() =>
      expect(warnings().some((w) => /<convive-property-grid> has no `api-base`/.test(w))).toBe(true),
    );
  });

  it('name an unknown attribute value, once', async () => {
    const grid = add('convive-property-grid', { 'api-base': API, locale: 'pt', view: 'mosaic' });
    grid.setAttribute('page-size', 'nine');
    grid.setAttribute('page-size', 'nine');
    await waitFor(() => expect(warnings()).toHaveLength(3));
    expect(warnings()).toEqual(
      expect.arrayContaining([
        "Convive: <convive-property-grid>: unknown value 'pt' for `locale` (one of 'es', 'en', 'fr', 'de'); 'es' is used instead.",
        "Convive: <convive-property-grid>: unknown value 'mosaic' for `view` (one of 'grid', 'list'); 'grid' is used instead.",
        "Convive: <convive-property-grid>: `page-size`='nine' is not a number; it is ignored.",
      ]),
    );
  });

  it('say when the API cannot be reached, on the first failed call only', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    setElementFetchForTests(failing as unknown as typeof fetch);
    const grid = add('convive-property-grid', { 'api-base': 'https://wrong.example/api' });
    await waitFor(() => expect(grid.shadowRoot?.querySelector('[data-state="error"]')).not.toBeNull());
    const unreachable = warnings().filter((w) => w.includes('could not reach its API'));
    expect(unreachable).toEqual([
      expect.stringContaining(
        '<convive-property-grid> could not reach its API at https://wrong.example/api (Failed to fetch)',
      ),
    ]);
    fireEvent.click(grid.shadowRoot?.querySelector('.convive-grid-state__action') as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings().filter((w) => w.includes('could not reach its API'))).toHaveLength(1);
  });

  it('are silent in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    add('convive-enquiry-form', { locale: 'pt' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings()).toEqual([]);
  });
});

describe('links to the Convive portal', () => {
  // A card's one link: its title, stretched over the card ('Ver detalles' is only its look).
  const hrefs = (grid: HTMLElement) =>
    [...(grid.shadowRoot?.querySelectorAll('.convive-card a[href]') ?? [])].map((a) =>
      a.getAttribute('href'),
    );

  it('a card leads to the listing on the origin of api-base by default, never the partner site', async () => {
    const grid = add('convive-property-grid', { 'api-base': API });
    await waitFor(() => expect(hrefs(grid)).toEqual(['http://fixtures.convive.test/properties/1']));
  });

  it('or under portal-url, or where detail-url says', async () => {
    const grid = add('convive-property-grid', { 'api-base': API, 'portal-url': 'https://convive.es/' });
    await waitFor(() => expect(hrefs(grid)).toEqual(['https://convive.es/properties/1']));
    grid.setAttribute('detail-url', 'https://agency.example/piso/{id}');
    await waitFor(() => expect(hrefs(grid)).toEqual(['https://agency.example/piso/1']));
  });
});

describe('<convive-room-gallery> keyboard', () => {
  it('is focusable and steps through the images with the arrow keys', async () => {
    const attachShadow = vi.spyOn(Element.prototype, 'attachShadow');
    const gallery = add('convive-room-gallery');
    // Focusing the element focuses its gallery (jsdom does not expose `delegatesFocus` on the root).
    expect(attachShadow).toHaveBeenCalledWith({ mode: 'open', delegatesFocus: true });
    const section = () => gallery.shadowRoot?.querySelector<HTMLElement>('[part~="gallery"]');
    const counter = () => gallery.shadowRoot?.querySelector('.convive-gallery__counter')?.textContent;
    await waitFor(() => expect(section()).toBeTruthy());
    expect(section()?.tabIndex).toBe(0);
    const before = counter();
    fireEvent.keyDown(section() as HTMLElement, { key: 'ArrowRight' });
    await waitFor(() => expect(counter()).not.toBe(before));
    fireEvent.keyDown(section() as HTMLElement, { key: 'ArrowLeft' });
    await waitFor(() => expect(counter()).toBe(before));
  });
});
